import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CollegeExamCreateBody, PlatformExamCreateBody } from '@vidya/contract';
import { colleges } from '../src/db/schema.ts';
import { createExamsService } from '../src/modules/exams/service.ts';
import { indianDateOf } from '../src/modules/exams/authoring/schedule.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login, readOutbox } from './helper.ts';

const { app, database, env } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  /** Approved by Sunrise Institute. */
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  /** Studies without a college. */
  platform: (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access,
  /** Asked to join Sunrise; not approved yet. */
  pending: (await login(app, 'student', DEMO_ACCOUNTS.pendingStudent)).access,
};
const [sunrise] = await database.db
  .select({ id: colleges.id })
  .from(colleges)
  .where(eq(colleges.collegeName, 'Sunrise Institute of Technology'));
const exams = createExamsService(app.context);
const ADMIN = { role: 'admin' as const, userId: 0, profileId: null, sessionVersion: 0 };
const realNow = app.context.now;
const setClock = (date: Date) => (app.context.now = () => date);

const question = (text: string, correct: 'a' | 'b' | 'c' | 'd', marks = 1) => ({
  question_text: `${text}: which option is right?`,
  option_a: `${text} one`,
  option_b: `${text} two`,
  option_c: `${text} three`,
  option_d: `${text} four`,
  correct_answer: correct,
  marks,
});

const today = () => indianDateOf(app.context.now());

async function collegeExam(overrides: Partial<CollegeExamCreateBody> = {}) {
  return exams.createCollegeExam(ADMIN, {
    title: 'Operating Systems Quiz',
    description: '',
    duration_minutes: 20,
    pass_percentage: 50,
    attempts_allowed: 1,
    shuffle_questions: false,
    shuffle_options: false,
    results_release: 'immediate',
    is_active: true,
    questions: [question('Paging', 'a', 2), question('Scheduling', 'b', 2)],
    college: sunrise!.id,
    exam_date: today(),
    start_time: '00:00',
    end_time: '23:59',
    allow_join_by_code: false,
    ...overrides,
  } as Parameters<typeof exams.createCollegeExam>[1]);
}

async function platformExam(overrides: Partial<PlatformExamCreateBody> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/exams/platform/',
    headers: bearer(tokens.admin),
    payload: {
      title: 'Verbal Ability Practice',
      duration_minutes: 10,
      pass_percentage: 50,
      attempts_allowed: 2,
      is_active: true,
      questions: [question('Synonym', 'c', 1), question('Antonym', 'd', 1)],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; slug: string }>();
}

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

type AttemptView = { id: number; questions: { id: number; question_text: string }[] };
async function startAttempt(examId: number, token: string) {
  const response = await post(`/api/exams/${examId}/attempts/`, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AttemptView>();
}
const idOf = (attempt: AttemptView, text: string) =>
  attempt.questions.find((q) => q.question_text.startsWith(`${text}:`))!.id;

function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}

describe('college exams', () => {
  it('a college exam needs its schedule', async () => {
    await expect(collegeExam({ exam_date: undefined as unknown as string })).rejects.toMatchObject({
      statusCode: 400,
      detail: 'Scheduled date and time are required',
    });
    await expect(collegeExam({ start_time: '10:00', end_time: '09:00' })).rejects.toMatchObject({
      statusCode: 400,
      detail: 'The end time must be after the start time.',
    });
  });

  it('is listed for and taken by the students its college approved, and nobody else', async () => {
    const exam = await collegeExam();
    expect(exam).toMatchObject({ kind: 'college', college_name: 'Sunrise Institute of Technology' });
    expect(exam.exam_date).toBe(today());

    const listed = await get('/api/exams/?page_size=100', tokens.student);
    expect(listed.statusCode).toBe(200);
    const mine = listed.json<{ results: { id: number; status: string }[] }>().results;
    expect(mine.find((row) => row.id === exam.id)).toMatchObject({ status: 'open' });

    for (const outsider of [tokens.platform, tokens.pending]) {
      const theirs = (await get('/api/exams/?page_size=100', outsider)).json<{ results: { id: number }[] }>();
      expect(theirs.results.map((row) => row.id)).not.toContain(exam.id);
      expect((await get(`/api/exams/${exam.id}/`, outsider)).statusCode).toBe(404);
      expect((await post(`/api/exams/${exam.id}/attempts/`, outsider)).statusCode).toBe(404);
    }
    await startAttempt(exam.id, tokens.student);
  });

  it('is not in the platform list, and platform exams are not in the college list', async () => {
    const exam = await collegeExam({ title: 'Networks Quiz' });
    const platform = await platformExam({ title: 'Aptitude Warm-up' });
    const platformList = (await get('/api/exams/platform-student/?page_size=100', tokens.student)).json<{
      results: { id: number }[];
    }>();
    const collegeList = (await get('/api/exams/?page_size=100', tokens.student)).json<{
      results: { id: number }[];
    }>();
    expect(platformList.results.map((row) => row.id)).toContain(platform.id);
    expect(platformList.results.map((row) => row.id)).not.toContain(exam.id);
    expect(collegeList.results.map((row) => row.id)).not.toContain(platform.id);
  });

  it('cannot be started before its window opens', async () => {
    const tomorrow = indianDateOf(new Date(app.context.now().getTime() + 24 * 3600_000));
    const exam = await collegeExam({
      title: 'Compilers Quiz',
      exam_date: tomorrow,
      start_time: '09:00',
      end_time: '10:00',
    });
    const detail = await get(`/api/exams/${exam.id}/`, tokens.student);
    expect(detail.json()).toMatchObject({ status: 'upcoming', attempts_left: 1, open_attempt: null });
    const refused = await post(`/api/exams/${exam.id}/attempts/`, tokens.student);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/opens at/);
  });

  it('can be joined with its code only when the exam allows it', async () => {
    const closed = await collegeExam({ title: 'Private Viva' });
    const open = await collegeExam({ title: 'Open Hackathon Qualifier', allow_join_by_code: true });
    const [closedRow, openRow] = await Promise.all(
      [closed.id, open.id].map((id) => exams.requireManageableExam(ADMIN, id)),
    );

    const refused = await post('/api/exams/join-by-code/', tokens.platform, { code: closedRow!.joinCode });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toMatch(/No open exam has this code/);
    expect((await post('/api/exams/join-by-code/', tokens.platform, { code: 'no spaces!' })).statusCode).toBe(
      400,
    );

    const joined = await post('/api/exams/join-by-code/', tokens.platform, {
      code: openRow!.joinCode!.toLowerCase(),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ id: open.id, title: 'Open Hackathon Qualifier' });
    // Twice is harmless.
    expect(
      (await post('/api/exams/join-by-code/', tokens.platform, { code: openRow!.joinCode })).statusCode,
    ).toBe(200);
    const listed = (await get('/api/exams/?page_size=100', tokens.platform)).json<{
      results: { id: number }[];
    }>();
    expect(listed.results.map((row) => row.id)).toEqual([open.id]);
    await startAttempt(open.id, tokens.platform);
  });
});

describe('the exam page and the spec’s whole-attempt submit', () => {
  it('shows the rules with the disconnect policy and what is left', async () => {
    const exam = await platformExam({ title: 'Rules Check' });
    const detail = await get(`/api/exams/${exam.id}/`, tokens.student);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<{ rules: string[]; attempts_left: number; slug: string; status: string }>();
    expect(body).toMatchObject({ attempts_left: 2, status: 'open', slug: `${exam.id}-rules-check` });
    expect(body.rules.join(' ')).toMatch(/connection drops/);
    expect((await get('/api/exams/999999/', tokens.student)).statusCode).toBe(404);
  });

  it('gives the questions of the attempt in progress only, never the answers', async () => {
    const exam = await platformExam({ title: 'Questions Route' });
    const before = await get(`/api/exams/platform/${exam.id}/questions/student/`, tokens.student);
    expect(before.statusCode).toBe(409);
    await startAttempt(exam.id, tokens.student);
    const during = await get(`/api/exams/platform/${exam.id}/questions/student/`, tokens.student);
    expect(during.statusCode).toBe(200);
    expect(during.json()).toHaveLength(2);
    expect(keysOf(during.json()).has('correct_answer')).toBe(false);
    // The college-exam path does not serve platform exams.
    expect((await get(`/api/exams/${exam.id}/questions/`, tokens.student)).statusCode).toBe(404);
  });

  it('scores a whole-attempt submit once and refuses foreign questions without saving anything', async () => {
    const exam = await platformExam({ title: 'Whole Submit' });
    const attempt = await startAttempt(exam.id, tokens.student);
    const foreign = await post('/api/exams/platform-submit/', tokens.student, {
      exam: exam.id,
      answers: [
        { question: idOf(attempt, 'Synonym'), answer: 'c' },
        { question: 999999, answer: 'a' },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    const still = await get(`/api/exams/attempts/${attempt.id}/`, tokens.student);
    expect(still.json()).toMatchObject({ status: 'in_progress', answers: [] });

    const submitted = await post('/api/exams/platform-submit/', tokens.student, {
      exam: exam.id,
      answers: [
        { question: idOf(attempt, 'Synonym'), answer: 'c' },
        { question: idOf(attempt, 'Antonym'), answer: 'a' },
      ],
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      score: 1,
      max_score: 2,
      percentage: 50,
      passed: true,
      badge: 'poor',
    });
    const again = await post('/api/exams/platform-submit/', tokens.student, { exam: exam.id, answers: [] });
    expect(again.statusCode).toBe(409);
    expect(
      (await post('/api/exams/submit/', tokens.student, { exam: exam.id, answers: [] })).statusCode,
    ).toBe(404);
  });
});

describe('results, performance and certificates', () => {
  it('lists results 10 a page, keeps completed exams unique and sums up performance', async () => {
    const exam = await platformExam({ title: 'Performance Drill', attempts_allowed: 2 });
    const student = (await login(app, 'student', 'ananya.iyer@example.com')).access;
    for (const second of ['d', 'a'] as const) {
      const attempt = await startAttempt(exam.id, student);
      const answers = [
        { question: idOf(attempt, 'Synonym'), answer: 'c' },
        { question: idOf(attempt, 'Antonym'), answer: second },
      ];
      expect(
        (await post('/api/exams/platform-submit/', student, { exam: exam.id, answers })).statusCode,
      ).toBe(200);
    }
    const results = await get('/api/exams/my-results/', student);
    expect(results.statusCode).toBe(200);
    expect(results.json()).toMatchObject({ count: 2, page_size: 10 });
    expect(results.json().results.map((row: { percentage: number }) => row.percentage)).toEqual([50, 100]);
    const submissions = (await get('/api/exams/my-submissions/', student)).json<{
      completed_exams: number[];
      last_completed_exam: { exam_id: number; score: number } | null;
    }>();
    expect(submissions.completed_exams).toEqual([exam.id]);
    expect(submissions.last_completed_exam).toMatchObject({ exam_id: exam.id, score: 1 });
    const performance = (await get('/api/exams/performance/', student)).json();
    expect(performance).toMatchObject({
      total_attempts: 2,
      exams_taken: 1,
      passed: 1,
      average_percentage: 75,
      best_percentage: 100,
      badge: 'good',
    });
    expect(performance.timeline.map((point: { percentage: number }) => point.percentage)).toEqual([100, 50]);
    expect(performance.per_exam).toEqual([
      expect.objectContaining({
        exam: exam.id,
        attempts: 2,
        best_percentage: 100,
        last_percentage: 50,
        badge: 'excellent',
      }),
    ]);
  });

  it('passing issues one exam certificate that only its holder can download', async () => {
    const exam = await platformExam({ title: 'Certified Aptitude' });
    const attempt = await startAttempt(exam.id, tokens.student);
    for (const [text, answer] of [
      ['Synonym', 'c'],
      ['Antonym', 'd'],
    ] as const) {
      await app.inject({
        method: 'PUT',
        url: `/api/exams/attempts/${attempt.id}/answers/`,
        headers: bearer(tokens.student),
        payload: { question: idOf(attempt, text), answer, seq: 1 },
      });
    }
    const result = (await post(`/api/exams/attempts/${attempt.id}/submit/`, tokens.student)).json();
    expect(result).toMatchObject({ percentage: 100, passed: true, badge: 'excellent' });
    expect(result.certificate_code).toMatch(/^VID-/);

    const certificates = (await get('/api/exams/certificates/', tokens.student)).json<
      { code: string; exam: number }[]
    >();
    expect(certificates.filter((certificate) => certificate.exam === exam.id)).toHaveLength(1);
    const pdf = await get(`/api/certificates/${result.certificate_code}/pdf/`, tokens.student);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/certificates/${result.certificate_code}/pdf/`, tokens.platform)).statusCode).toBe(
      404,
    );
    const verified = await app.inject({
      method: 'GET',
      url: `/api/courses/certificates/verify/${result.certificate_code}/`,
    });
    expect(verified.json()).toMatchObject({ kind: 'exam', title: 'Certified Aptitude' });

    // The student is told by email, once, with the code to share.
    await expect
      .poll(() => readOutbox(env).filter((mail) => mail.text.includes(result.certificate_code)))
      .toHaveLength(1);
    const [mail] = readOutbox(env).filter((mail) => mail.text.includes(result.certificate_code));
    expect(mail).toMatchObject({ to: DEMO_ACCOUNTS.student });
    expect(mail!.subject).toContain('Your certificate for Certified Aptitude');
    expect(mail!.text).toContain('you passed the exam “Certified Aptitude”');
  });

  it('before results are released, nothing a student can fetch holds a correct answer', async () => {
    const exam = await collegeExam({ title: 'Released By Hand', results_release: 'manual' });
    const attempt = await startAttempt(exam.id, tokens.student);
    const responses = [
      await get('/api/exams/?page_size=100', tokens.student),
      await get('/api/exams/platform-student/?page_size=100', tokens.student),
      await get(`/api/exams/${exam.id}/`, tokens.student),
      await get(`/api/exams/${exam.id}/questions/`, tokens.student),
      await get(`/api/exams/attempts/${attempt.id}/`, tokens.student),
      await app.inject({
        method: 'PUT',
        url: `/api/exams/attempts/${attempt.id}/answers/`,
        headers: bearer(tokens.student),
        payload: { question: idOf(attempt, 'Paging'), answer: 'a', seq: 1 },
      }),
      await post(`/api/exams/attempts/${attempt.id}/submit/`, tokens.student),
      await get(`/api/exams/attempts/${attempt.id}/result/`, tokens.student),
      await get('/api/exams/my-results/', tokens.student),
      await get('/api/exams/my-submissions/', tokens.student),
      await get('/api/exams/performance/', tokens.student),
      await get('/api/exams/certificates/', tokens.student),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(keysOf(response.json()).has('correct_answer'), response.body).toBe(false);
    }
    const result = responses[7]!.json();
    expect(result).toMatchObject({ is_released: false, review: null, certificate_code: null, score: 2 });
  });

  it('after the window closes, an after-window exam shows its review', async () => {
    const exam = await collegeExam({
      title: 'After The Window',
      results_release: 'after_window',
      start_time: '00:00',
      end_time: '23:59',
    });
    const attempt = await startAttempt(exam.id, tokens.student);
    await post(`/api/exams/attempts/${attempt.id}/submit/`, tokens.student);
    expect((await get(`/api/exams/attempts/${attempt.id}/result/`, tokens.student)).json().review).toBeNull();
    try {
      setClock(new Date(new Date(`${today()}T23:59:00+05:30`).getTime() + 60_000));
      const released = (await get(`/api/exams/attempts/${attempt.id}/result/`, tokens.student)).json();
      expect(released.is_released).toBe(true);
      expect(released.review).toHaveLength(2);
    } finally {
      app.context.now = realNow;
    }
  });
});
