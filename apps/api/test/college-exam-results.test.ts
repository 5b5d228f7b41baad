import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import type {
  AdminAttemptDetail,
  CollegeExamHistoryRow,
  ExamRosterRow,
  ItemAnalysis,
  OptionKey,
  Paginated,
} from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import {
  attemptAnswers,
  auditEvents,
  examAttempts,
  examParticipants,
  examQuestions,
  exams,
  questions,
} from '../src/db/schema.ts';
import { addStudent, bearer, collegeIdOf, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  sunrise: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  lakeview: (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access,
};
const get = (url: string, token: string = tokens.lakeview) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string = tokens.lakeview) =>
  app.inject({ method: 'POST', url, headers: bearer(token) });

const sunrise = await collegeIdOf(db, DEMO_ACCOUNTS.college);
const lakeview = await collegeIdOf(db, DEMO_ACCOUNTS.secondCollege);

let made = 0;
async function newStudent(name: string, collegeId: number | null, approved = true) {
  made += 1;
  const rollNumber = collegeId && approved ? `RR-${made}` : null;
  return (await addStudent(db, { name, collegeId, approved, rollNumber })).id;
}

const HOUR = 3600_000;
const now = Date.now();
async function newExam(
  title: string,
  startsIn: number,
  options: { collegeId?: number; release?: 'immediate' | 'manual'; cancelled?: boolean } = {},
) {
  const windowStart = new Date(now + startsIn);
  const [row] = await db
    .insert(exams)
    .values({
      kind: 'college',
      collegeId: options.collegeId ?? lakeview,
      title,
      durationMinutes: 30,
      passPercentage: 50,
      resultsRelease: options.release ?? 'immediate',
      windowStart,
      windowEnd: new Date(windowStart.getTime() + HOUR),
      isActive: true,
      cancelledAt: options.cancelled ? new Date(now - HOUR) : null,
    })
    .returning({ id: exams.id });
  return row!.id;
}

async function addQuestions(examId: number, correct: OptionKey[]) {
  const ids: number[] = [];
  for (const [index, answer] of correct.entries()) {
    const [row] = await db
      .insert(questions)
      .values({
        collegeId: lakeview,
        questionText: `Question ${index + 1} of exam ${examId}`,
        optionA: 'Alpha',
        optionB: 'Bravo',
        optionC: 'Charlie',
        optionD: 'Delta',
        correctAnswer: answer,
      })
      .returning({ id: questions.id });
    ids.push(row!.id);
    await db.insert(examQuestions).values({ examId, questionId: row!.id, position: index + 1 });
  }
  return ids;
}

async function attempt(
  examId: number,
  studentId: number,
  score: number | null,
  maxScore: number,
  options: {
    attemptNumber?: number;
    minutes?: number;
    answers?: (OptionKey | null)[];
    questionIds?: number[];
  } = {},
) {
  const submittedAt = new Date(now - 10 * 60_000);
  const [row] = await db
    .insert(examAttempts)
    .values({
      examId,
      studentId,
      attemptNumber: options.attemptNumber ?? 1,
      status: score === null ? 'in_progress' : 'submitted',
      seed: 1,
      startedAt: new Date(submittedAt.getTime() - (options.minutes ?? 10) * 60_000),
      deadline: new Date(submittedAt.getTime() + HOUR),
      submittedAt: score === null ? null : submittedAt,
      score,
      maxScore: score === null ? null : maxScore,
    })
    .returning({ id: examAttempts.id });
  const attemptId = row!.id;
  for (const [index, answer] of (options.answers ?? []).entries()) {
    if (answer === null) continue;
    await db.insert(attemptAnswers).values({
      attemptId,
      questionId: options.questionIds![index]!,
      answer,
      seq: index + 1,
      savedAt: submittedAt,
    });
  }
  return attemptId;
}

// Lakeview's ended exam: four approved students and one who joined by code.
const asha = await newStudent('Asha Results', lakeview);
const bala = await newStudent('Bala Results', lakeview);
const chitra = await newStudent('Chitra Results', lakeview);
const dev = await newStudent('Dev Results', lakeview);
const guest = await newStudent('Guest Results', null, false);
await newStudent('Waiting Results', lakeview, false);
const sunriseStudent = await newStudent('Sunrise Results', sunrise);

const ended = await newExam('Results Ended', -3 * HOUR, { release: 'manual' });
const endedQuestions = await addQuestions(ended, ['a', 'b']);
await db.insert(examParticipants).values({ examId: ended, studentId: guest });
const ashaAttempt = await attempt(ended, asha, 2, 2, {
  minutes: 12,
  answers: ['a', 'b'],
  questionIds: endedQuestions,
});
await attempt(ended, bala, 0, 2, { minutes: 5, answers: ['c', null], questionIds: endedQuestions });
await attempt(ended, bala, 1, 2, {
  attemptNumber: 2,
  minutes: 8,
  answers: ['a', 'c'],
  questionIds: endedQuestions,
});
await attempt(ended, guest, 1, 2, { minutes: 20 });
await attempt(ended, sunriseStudent, 2, 2);

// A running exam: Chitra is in it now; the others have not started.
const running = await newExam('Results Running', -10 * 60_000);
await attempt(running, chitra, null, 2);
// Dev finished a first attempt and is in a second one: in progress, with the first's score.
await attempt(running, dev, 1, 2);
await attempt(running, dev, null, 2, { attemptNumber: 2 });
const cancelled = await newExam('Results Cancelled', -2 * HOUR, { cancelled: true });
const upcoming = await newExam('Results Upcoming', 5 * HOUR);
const sunriseExam = await newExam('Results Sunrise', -4 * HOUR, { collegeId: sunrise });

const rosterOf = async (examId: number, query = '', token = tokens.lakeview) =>
  (await get(`/api/colleges/admin/exams/${examId}/results/${query}`, token)).json<Paginated<ExamRosterRow>>();

describe('college exam results', () => {
  it('lists the held and cancelled exams, newest first, with their figures', async () => {
    const response = await get('/api/colleges/admin/exams/history/?search=Results');
    expect(response.statusCode).toBe(200);
    const page = response.json<Paginated<CollegeExamHistoryRow>>();
    expect(page.results.map((row) => row.title)).toEqual([
      'Results Running',
      'Results Cancelled',
      'Results Ended',
    ]);
    const endedRow = page.results.find((row) => row.id === ended)!;
    // Best attempts: Asha 100, Bala 50, Guest 50, and 100 by a student now of another college: the
    // figures count every finished attempt at the exam, as CollegePerformance does.
    expect(endedRow).toMatchObject({
      state: 'ended',
      participants: 4,
      average_percentage: 75,
      pass_rate: 100,
      results_release: 'manual',
      results_released: false,
    });
    expect(page.results.find((row) => row.id === cancelled)?.state).toBe('cancelled');
    expect(page.results.find((row) => row.id === running)?.state).toBe('running');
    expect(page.results.some((row) => row.id === upcoming || row.id === sunriseExam)).toBe(false);
  });

  it('gives each student who can take the exam a status, best score, badge and time taken', async () => {
    const page = await rosterOf(ended, '?search=Results');
    expect(page.count).toBe(5);
    const byName = new Map(page.results.map((row) => [row.full_name, row]));
    expect(byName.get('Asha Results')).toMatchObject({
      status: 'submitted',
      attempt: ashaAttempt,
      score: 2,
      percentage: 100,
      badge: 'excellent',
      passed: true,
      time_taken_seconds: 12 * 60,
      joined_by_code: false,
    });
    expect(byName.get('Bala Results')).toMatchObject({
      status: 'submitted',
      attempts_used: 2,
      score: 1,
      percentage: 50,
      badge: 'poor',
      time_taken_seconds: 8 * 60,
    });
    expect(byName.get('Guest Results')).toMatchObject({ status: 'submitted', joined_by_code: true });
    expect(byName.get('Chitra Results')).toMatchObject({ status: 'missed', score: null, badge: null });
    expect(byName.has('Waiting Results')).toBe(false);
    expect(byName.has('Sunrise Results')).toBe(false);
    expect(page.results[0]!.full_name).toBe('Asha Results');

    const live = await rosterOf(running, '?search=Results');
    const statuses = new Map(live.results.map((row) => [row.full_name, row.status]));
    expect(statuses.get('Chitra Results')).toBe('in_progress');
    expect(statuses.get('Asha Results')).toBe('not_started');
    expect(live.results.find((row) => row.full_name === 'Dev Results')).toMatchObject({
      status: 'in_progress',
      attempts_used: 2,
      percentage: 50,
      badge: 'poor',
    });
  });

  it('sorts by name and time and searches', async () => {
    const byName = await rosterOf(ended, '?search=Results&ordering=full_name');
    expect(byName.results.map((row) => row.full_name)).toEqual([
      'Asha Results',
      'Bala Results',
      'Chitra Results',
      'Dev Results',
      'Guest Results',
    ]);
    const byTime = await rosterOf(ended, '?search=Results&ordering=time_taken');
    expect(byTime.results.slice(0, 3).map((row) => row.full_name)).toEqual([
      'Bala Results',
      'Asha Results',
      'Guest Results',
    ]);
    const searched = await rosterOf(ended, '?search=chitra');
    expect(searched.results.map((row) => row.full_name)).toEqual(['Chitra Results']);
    expect((await get(`/api/colleges/admin/exams/${ended}/results/?ordering=nope`)).statusCode).toBe(400);
  });

  it('exports the roster as CSV and Excel', async () => {
    const csv = await get(
      `/api/colleges/admin/exams/${ended}/results/export/?format=csv&search=Results&ordering=full_name`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.full_name)).toEqual([
      'Asha Results',
      'Bala Results',
      'Chitra Results',
      'Dev Results',
      'Guest Results',
    ]);
    expect(rows[0]).toMatchObject({ status: 'submitted', percentage: '100', badge: 'excellent' });
    expect(csv.body).not.toContain('Sunrise Results');
    const xlsx = await get(`/api/colleges/admin/exams/${ended}/results/export/?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it("reviews one attempt's answers against the correct ones", async () => {
    const response = await get(`/api/colleges/admin/exams/${ended}/attempts/${ashaAttempt}/`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<AdminAttemptDetail>();
    expect(detail.review.map((item) => [item.your_answer, item.correct_answer])).toEqual([
      ['a', 'a'],
      ['b', 'b'],
    ]);
    // An attempt of another exam, or of a student not on the roster, is not found here.
    const [sunriseAttempt] = await db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, ended), eq(examAttempts.studentId, sunriseStudent)));
    expect((await get(`/api/colleges/admin/exams/${ended}/attempts/${sunriseAttempt!.id}/`)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/colleges/admin/exams/${running}/attempts/${ashaAttempt}/`)).statusCode).toBe(404);
  });

  it('releases the results of a manual exam, audited; an immediate one answers 409', async () => {
    expect((await post(`/api/colleges/admin/exams/${running}/release-results/`)).statusCode).toBe(409);
    const response = await post(`/api/colleges/admin/exams/${ended}/release-results/`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ results_released_at: string | null }>().results_released_at).not.toBeNull();
    const audit = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'exam'), eq(auditEvents.targetId, ended)));
    expect(audit.map((row) => row.action)).toEqual(['exam.release_results']);
    const history = (await get('/api/colleges/admin/exams/history/?search=Results Ended')).json<
      Paginated<CollegeExamHistoryRow>
    >();
    expect(history.results[0]?.results_released).toBe(true);
  });

  it('keeps a college to its own exams, lets admins in and students out', async () => {
    const urls = [
      `/api/colleges/admin/exams/${ended}/results/`,
      `/api/colleges/admin/exams/${ended}/results/export/`,
      `/api/colleges/admin/exams/${ended}/attempts/${ashaAttempt}/`,
      `/api/colleges/admin/exams/${ended}/item-analysis/`,
    ];
    for (const url of urls) {
      expect((await get(url, tokens.sunrise)).statusCode, url).toBe(404);
      expect((await get(url, tokens.student)).statusCode, url).toBe(403);
      expect((await get(url, tokens.admin)).statusCode, url).toBe(200);
    }
    expect(
      (await post(`/api/colleges/admin/exams/${ended}/release-results/`, tokens.sunrise)).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/colleges/admin/exams/${ended}/release-results/`, tokens.student)).statusCode,
    ).toBe(403);
    expect((await get('/api/colleges/admin/exams/history/', tokens.student)).statusCode).toBe(403);

    const sunriseHistory = (
      await get('/api/colleges/admin/exams/history/?search=Results', tokens.sunrise)
    ).json<Paginated<CollegeExamHistoryRow>>();
    expect(sunriseHistory.results.map((row) => row.title)).toEqual(['Results Sunrise']);
    const adminHistory = (
      await get(`/api/colleges/admin/exams/history/?search=Results&college=${sunrise}`, tokens.admin)
    ).json<Paginated<CollegeExamHistoryRow>>();
    expect(adminHistory.results.map((row) => row.title)).toEqual(['Results Sunrise']);
  });

  it('says item analysis is not available before 10 finished attempts', async () => {
    const analysis = (await get(`/api/colleges/admin/exams/${ended}/item-analysis/`)).json<ItemAnalysis>();
    expect(analysis).toMatchObject({
      available: false,
      finished_attempts: 4,
      required_attempts: 10,
      items: [],
    });
  });

  it('computes the item analysis of the hand-computed example through the API', async () => {
    // docs/exams.md "Item analysis" and src/modules/exams/results/item-analysis.test.ts: 10 sheets, 6 questions.
    const correct: OptionKey[] = ['a', 'b', 'c', 'd', 'b', 'c'];
    const sheets = [
      'abdda-',
      'abcda-',
      'abcdaa',
      'aacdc-',
      'ab-dc-',
      'accdca',
      'a-ddc-',
      'bacdb-',
      'adadb-',
      'cacdc-',
    ];
    const exam = await newExam('Results Analysis', -2 * HOUR);
    const questionIds = await addQuestions(exam, correct);
    for (const sheet of sheets) {
      const answers = [...sheet].map((cell) => (cell === '-' ? null : (cell as OptionKey)));
      const score = answers.filter((answer, index) => answer === correct[index]).length;
      await attempt(exam, await newStudent(`Analysis ${sheet}`, lakeview), score, 6, {
        answers,
        questionIds,
      });
    }
    const response = await get(`/api/colleges/admin/exams/${exam}/item-analysis/`);
    expect(response.statusCode).toBe(200);
    const analysis = response.json<ItemAnalysis>();
    expect(analysis).toMatchObject({ available: true, finished_attempts: 10, group_size: 3 });
    expect(
      analysis.items.map((item) => [
        item.position,
        item.facility,
        item.upper_correct,
        item.lower_correct,
        Math.round(item.discrimination * 10000) / 10000,
        item.flags,
      ]),
    ).toEqual([
      [1, 0.8, 3, 2, 0.3333, []],
      [2, 0.4, 3, 0, 1, []],
      [3, 0.6, 2, 1, 0.3333, []],
      [4, 1, 3, 3, 0, ['too_easy']],
      [5, 0.2, 0, 1, -0.3333, ['negative_discrimination']],
      [6, 0, 0, 0, 0, ['too_hard']],
    ]);
    expect(analysis.items[1]!.option_counts).toEqual({ a: 3, b: 4, c: 1, d: 1, unanswered: 1 });
    expect(analysis.items[5]!.option_counts).toEqual({ a: 2, b: 0, c: 0, d: 0, unanswered: 8 });
  });
});
