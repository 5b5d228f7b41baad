import { and, eq } from 'drizzle-orm';
import type { AttemptClock, AttemptView, ExamMonitor, ExtraTimeGrant } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { attemptAnswers, auditEvents, examAttempts, exams } from '../src/db/schema.ts';
import { createAttemptsService } from '../src/modules/exams/taking/attempts-service.ts';
import * as repository from '../src/modules/exams/repository.ts';
import {
  addOpenCollegeExam,
  addStudent,
  bearer,
  collegeIdOf,
  createTestApp,
  DEMO_ACCOUNTS,
  login,
} from './helper.ts';

const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  otherCollege: (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access,
};
const MINUTE = 60_000;

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const sunrise = await collegeIdOf(db, DEMO_ACCOUNTS.college);
const lakeview = await collegeIdOf(db, DEMO_ACCOUNTS.secondCollege);

let made = 0;
/** A student approved by `collegeId`, signed in. */
async function newStudent(name: string, collegeId = sunrise) {
  made += 1;
  const student = await addStudent(db, { name, collegeId, approved: true, rollNumber: `R-${made}` });
  return { id: student.id, name, token: (await login(app, 'student', student.email)).access };
}

/** An exam of `collegeId` open from ten minutes ago for `windowMinutes`, 30 minutes long, 3 questions. */
async function openExam(title: string, options: { collegeId?: number; windowMinutes?: number } = {}) {
  return addOpenCollegeExam(db, { title, ...options, collegeId: options.collegeId ?? sunrise });
}

async function start(examId: number, token: string) {
  const started = await call('POST', `/api/exams/${examId}/attempts/`, token);
  expect(started.statusCode, started.body).toBe(201);
  return started.json<AttemptView>();
}

async function monitorOf(examId: number, token = tokens.college) {
  const response = await call('GET', `/api/colleges/admin/exams/${examId}/monitor/`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExamMonitor>();
}

const extraTime = (examId: number, student: number, minutes: number, token = tokens.college) =>
  call('PUT', `/api/colleges/admin/exams/${examId}/extra-time/`, token, {
    student,
    extra_minutes: minutes,
  });

const deadlineOf = async (attemptId: number) => {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  return row!.deadline.getTime();
};

describe('the live monitor', () => {
  it('is for the exam’s own college and admins: another college gets 404, a student 403', async () => {
    const examId = await openExam('Monitor access');
    await monitorOf(examId);
    await monitorOf(examId, tokens.admin);
    for (const [token, status] of [
      [tokens.otherCollege, 404],
      [tokens.student, 403],
    ] as const) {
      expect((await call('GET', `/api/colleges/admin/exams/${examId}/monitor/`, token)).statusCode).toBe(
        status,
      );
    }
    expect((await call('GET', '/api/colleges/admin/exams/999999/monitor/', tokens.college)).statusCode).toBe(
      404,
    );
  });

  it('counts who can take it, started, is in progress and submitted, and shows a save at once', async () => {
    const examId = await openExam('Monitor counts');
    const before = await monitorOf(examId);
    expect(before.students).toEqual([]);
    expect(before.question_count).toBe(3);
    expect(before.counts.not_started).toBe(before.counts.can_take);

    const asha = await newStudent('Asha Monitor');
    const bilal = await newStudent('Bilal Monitor');
    await newStudent('Chitra Monitor');
    const afterJoining = await monitorOf(examId);
    expect(afterJoining.counts.can_take).toBe(before.counts.can_take + 3);

    const ashaAttempt = await start(examId, asha.token);
    await start(examId, bilal.token);
    const firstQuestion = ashaAttempt.questions[0]!.id;
    const saved = await call('PUT', `/api/exams/attempts/${ashaAttempt.id}/answers/`, asha.token, {
      question: firstQuestion,
      answer: 'b',
      seq: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The very next read shows the save: nothing is cached between them.
    const during = await monitorOf(examId);
    expect(during.counts).toMatchObject({
      can_take: afterJoining.counts.can_take,
      started: 2,
      in_progress: 2,
      submitted: 0,
      not_started: afterJoining.counts.can_take - 2,
      possibly_disconnected: 0,
    });
    const ashaRow = during.students.find((row) => row.student === asha.id)!;
    expect(ashaRow).toMatchObject({
      student_name: 'Asha Monitor',
      attempt: ashaAttempt.id,
      status: 'in_progress',
      answered: 1,
      last_saved_at: saved.json<{ saved_at: string }>().saved_at,
      deadline: ashaAttempt.deadline,
      extra_minutes: 0,
      possibly_disconnected: false,
    });
    expect(ashaRow.roll_number).toMatch(/^R-/);
    expect(during.students.find((row) => row.student === bilal.id)).toMatchObject({
      answered: 0,
      last_saved_at: null,
    });

    const submitted = await call('POST', `/api/exams/attempts/${ashaAttempt.id}/submit/`, asha.token);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const after = await monitorOf(examId);
    expect(after.counts).toMatchObject({ started: 2, in_progress: 1, submitted: 1 });
    expect(after.students.find((row) => row.student === asha.id)?.status).toBe('submitted');
  });

  it('flags a student in progress whose last save, or start with no answer, is over 2 minutes old', async () => {
    const examId = await openExam('Monitor staleness');
    const quiet = await newStudent('Quiet Saver');
    const silent = await newStudent('Silent Starter');
    const busy = await newStudent('Busy Saver');
    const quietAttempt = await start(examId, quiet.token);
    const silentAttempt = await start(examId, silent.token);
    const busyAttempt = await start(examId, busy.token);
    for (const [attempt, token] of [
      [quietAttempt, quiet.token],
      [busyAttempt, busy.token],
    ] as const) {
      const saved = await call('PUT', `/api/exams/attempts/${attempt.id}/answers/`, token, {
        question: attempt.questions[0]!.id,
        answer: 'a',
        seq: 1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const threeMinutesAgo = new Date(Date.now() - 3 * MINUTE);
    await db
      .update(attemptAnswers)
      .set({ savedAt: threeMinutesAgo })
      .where(eq(attemptAnswers.attemptId, quietAttempt.id));
    await db
      .update(examAttempts)
      .set({ startedAt: threeMinutesAgo })
      .where(eq(examAttempts.id, silentAttempt.id));
    // The busy student started long ago, but saved just now: not flagged.
    await db
      .update(examAttempts)
      .set({ startedAt: threeMinutesAgo })
      .where(eq(examAttempts.id, busyAttempt.id));

    const monitor = await monitorOf(examId);
    const flagged = Object.fromEntries(
      monitor.students.map((row) => [row.student_name, row.possibly_disconnected]),
    );
    expect(flagged).toEqual({ 'Quiet Saver': true, 'Silent Starter': true, 'Busy Saver': false });
    expect(monitor.counts.possibly_disconnected).toBe(2);
  });

  it('holds no student of another college, and another college’s exam stays out of reach', async () => {
    const otherExam = await openExam('Lakeview exam', { collegeId: lakeview });
    const outsider = await newStudent('Lakeview Student', lakeview);
    await start(otherExam, outsider.token);
    expect(
      (await call('GET', `/api/colleges/admin/exams/${otherExam}/monitor/`, tokens.college)).statusCode,
    ).toBe(404);
    const examId = await openExam('Sunrise only');
    const insider = await newStudent('Sunrise Student');
    // Starting checks the college (and approval, or a join by code) too: another college's exam is 404.
    expect((await call('POST', `/api/exams/${otherExam}/attempts/`, insider.token)).statusCode).toBe(404);
    await start(examId, insider.token);
    const monitor = await monitorOf(examId);
    expect(monitor.students.map((row) => row.student)).toEqual([insider.id]);
    expect(JSON.stringify(monitor)).not.toContain('Lakeview Student');
  });
});

describe('extra time for one student', () => {
  it('moves the open attempt’s server deadline, and only that student’s; the clock says so', async () => {
    const examId = await openExam('Extra time open');
    const given = await newStudent('Given Time');
    const other = await newStudent('Other Student');
    const givenAttempt = await start(examId, given.token);
    const otherAttempt = await start(examId, other.token);
    const original = Date.parse(givenAttempt.deadline);
    const otherOriginal = Date.parse(otherAttempt.deadline);

    const granted = await extraTime(examId, given.id, 15);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<ExtraTimeGrant>()).toMatchObject({
      exam: examId,
      student: given.id,
      student_name: 'Given Time',
      extra_minutes: 15,
      deadline: new Date(original + 15 * MINUTE).toISOString(),
    });
    expect(await deadlineOf(givenAttempt.id)).toBe(original + 15 * MINUTE);
    expect(await deadlineOf(otherAttempt.id)).toBe(otherOriginal);

    // The student's screen learns it without a reload, from its clock (and on any reload).
    const clock = await call('GET', `/api/exams/attempts/${givenAttempt.id}/clock/`, given.token);
    expect(clock.statusCode, clock.body).toBe(200);
    expect(clock.json<AttemptClock>()).toMatchObject({
      attempt: givenAttempt.id,
      status: 'in_progress',
      deadline: new Date(original + 15 * MINUTE).toISOString(),
    });
    expect((await call('GET', `/api/exams/attempts/${givenAttempt.id}/clock/`, other.token)).statusCode).toBe(
      404,
    );
    const reloaded = await call('GET', `/api/exams/attempts/${givenAttempt.id}/`, given.token);
    expect(reloaded.json<AttemptView>().deadline).toBe(new Date(original + 15 * MINUTE).toISOString());

    // A new amount replaces the old one; 0 takes it away.
    expect((await extraTime(examId, given.id, 5)).statusCode).toBe(200);
    expect(await deadlineOf(givenAttempt.id)).toBe(original + 5 * MINUTE);
    const removed = await extraTime(examId, given.id, 0);
    expect(removed.json<ExtraTimeGrant>()).toMatchObject({ extra_minutes: 0 });
    expect(await deadlineOf(givenAttempt.id)).toBe(original);
    expect(await deadlineOf(otherAttempt.id)).toBe(otherOriginal);

    const monitor = await monitorOf(examId);
    expect(monitor.students.find((row) => row.student === given.id)?.extra_minutes).toBe(0);

    const audit = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'exam.extra_time'),
          eq(auditEvents.targetType, 'student'),
          eq(auditEvents.targetId, given.id),
        ),
      );
    expect(audit.map((row) => row.reason)).toEqual([
      `15 minutes of extra time (was 0 minutes) in exam ${examId} "Extra time open"`,
      `5 minutes of extra time (was 15 minutes) in exam ${examId} "Extra time open"`,
      `Extra time taken away (was 5 minutes) in exam ${examId} "Extra time open"`,
    ]);
    expect(audit[0]?.actorEmail).toBe(DEMO_ACCOUNTS.college);
  });

  it('keeps an attempt the overdue sweep would have finished: the sweep reads the moved deadline', async () => {
    const examId = await openExam('Extra time sweep');
    const rescued = await newStudent('Rescued Student');
    const late = await newStudent('Late Student');
    const rescuedAttempt = await start(examId, rescued.token);
    const lateAttempt = await start(examId, late.token);
    // Both ran out of time just now (the rescued one within the grace period), then extra time.
    await db
      .update(examAttempts)
      .set({ deadline: new Date(Date.now() - 10_000) })
      .where(eq(examAttempts.id, rescuedAttempt.id));
    await db
      .update(examAttempts)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(examAttempts.id, lateAttempt.id));
    expect((await extraTime(examId, rescued.id, 10)).statusCode).toBe(200);
    const tooLate = await extraTime(examId, late.id, 10);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json<{ detail: string }>().detail).toContain('time is already up');

    await createAttemptsService(app.context).sweepOverdue();
    const statuses = await db
      .select({ id: examAttempts.id, status: examAttempts.status })
      .from(examAttempts)
      .where(eq(examAttempts.examId, examId));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [rescuedAttempt.id]: 'in_progress',
      [lateAttempt.id]: 'expired',
    });
  });

  it('given before the start, is in the deadline of the attempt started later; shown on the monitor', async () => {
    const examId = await openExam('Extra time before');
    const early = await newStudent('Early Grant');
    const plain = await newStudent('Plain Start');
    const granted = await extraTime(examId, early.id, 20, tokens.admin);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<ExtraTimeGrant>().deadline).toBeNull();

    const earlyAttempt = await start(examId, early.token);
    const plainAttempt = await start(examId, plain.token);
    expect(Date.parse(earlyAttempt.deadline) - Date.parse(earlyAttempt.started_at)).toBe(50 * MINUTE);
    expect(Date.parse(plainAttempt.deadline) - Date.parse(plainAttempt.started_at)).toBe(30 * MINUTE);
    const monitor = await monitorOf(examId);
    expect(monitor.students.find((row) => row.student === early.id)).toMatchObject({
      extra_minutes: 20,
      deadline: earlyAttempt.deadline,
    });
  });

  it('is added past the end of the window: a student starting late still gets their minutes', async () => {
    const examId = await openExam('Extra time window', { windowMinutes: 10 });
    const late = await newStudent('Late Starter');
    expect((await extraTime(examId, late.id, 10)).statusCode).toBe(200);
    const attempt = await start(examId, late.token);
    const exam = await repository.findExam(db, examId);
    expect(Date.parse(attempt.deadline)).toBe(exam!.windowEnd!.getTime() + 10 * MINUTE);
  });

  it('is refused after the student submitted, after the exam closed, and for who cannot take it', async () => {
    const examId = await openExam('Extra time refused');
    const done = await newStudent('Done Already');
    const attempt = await start(examId, done.token);
    expect((await call('POST', `/api/exams/attempts/${attempt.id}/submit/`, done.token)).statusCode).toBe(
      200,
    );
    const afterSubmit = await extraTime(examId, done.id, 10);
    expect(afterSubmit.statusCode).toBe(409);
    expect(afterSubmit.json<{ detail: string }>().detail).toBe(
      'Done Already has already submitted this exam: extra time can be given only before or during it.',
    );

    const closedExam = await openExam('Closed exam');
    const missed = await newStudent('Missed It');
    await db
      .update(exams)
      .set({ windowEnd: new Date(Date.now() - MINUTE) })
      .where(eq(exams.id, closedExam));
    const closed = await extraTime(closedExam, missed.id, 10);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ detail: string }>().detail).toBe(
      'This exam has closed: extra time can be given only before or during it.',
    );

    const outsider = await newStudent('Other College Student', lakeview);
    expect((await extraTime(examId, outsider.id, 10)).statusCode).toBe(404);
    expect((await extraTime(examId, 999_999, 10)).statusCode).toBe(404);
    const stranger = await newStudent('Stranger');
    expect((await extraTime(examId, stranger.id, 10, tokens.otherCollege)).statusCode).toBe(404);
    expect((await extraTime(examId, stranger.id, 10, tokens.student)).statusCode).toBe(403);
    const tooMuch = await extraTime(examId, stranger.id, 601);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('At most 600 extra minutes');
    expect((await extraTime(examId, stranger.id, -1)).statusCode).toBe(400);
  });
});
