import {
  DEVICE_HELD_DETAIL,
  type AdminExamDetail,
  type AttemptTimeline,
  type AttemptView,
  type DeviceRelease,
  type ExamMonitor,
  type ExamSummary,
  type StudentExamDetail,
} from '@vidya/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.ts';
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
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const LAPTOP = 'laptop-aaaaaaaa';
const PHONE = 'phone-bbbbbbbb';
const TABLET = 'tablet-cccccccc';

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    remoteAddress: '203.0.113.9',
    headers: { ...bearer(token), 'user-agent': CHROME },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const sunrise = await collegeIdOf(db, DEMO_ACCOUNTS.college);

let made = 0;
async function newStudent(name: string) {
  made += 1;
  const student = await addStudent(db, { name, collegeId: sunrise, approved: true, rollNumber: `D-${made}` });
  return { id: student.id, name, token: (await login(app, 'student', student.email)).access };
}

async function openExam(title: string, oneDevice: boolean) {
  return addOpenCollegeExam(db, { title, collegeId: sunrise, oneDevicePerAttempt: oneDevice });
}

async function start(examId: number, token: string) {
  const started = await call('POST', `/api/exams/${examId}/attempts/`, token);
  expect(started.statusCode, started.body).toBe(201);
  return started.json<AttemptView>();
}

const open = (attemptId: number, token: string, clientId: string) =>
  call('GET', `/api/exams/attempts/${attemptId}/?client_id=${clientId}`, token);
const save = (attemptId: number, token: string, clientId: string, question: number, seq: number) =>
  call('PUT', `/api/exams/attempts/${attemptId}/answers/`, token, {
    question,
    answer: 'b',
    seq,
    client_id: clientId,
  });
const opened = (attemptId: number, token: string, clientId: string) =>
  call('POST', `/api/exams/attempts/${attemptId}/events/`, token, {
    client_id: clientId,
    events: [{ kind: 'opened', at: new Date().toISOString() }],
  });
const release = (attemptId: number, token = tokens.college) =>
  call('POST', `/api/colleges/admin/exams/attempts/${attemptId}/release-device/`, token);

async function timelineOf(attemptId: number) {
  const response = await call(
    'GET',
    `/api/colleges/admin/exams/attempts/${attemptId}/timeline/`,
    tokens.college,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttemptTimeline>();
}

async function answersOf(attemptId: number, token: string, clientId: string) {
  const response = await open(attemptId, token, clientId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttemptView>().answers;
}

function expectHeld(response: { statusCode: number; json: <T>() => T; body: string }) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json<{ code: string; detail: string }>()).toEqual({
    code: 'device_held',
    detail: DEVICE_HELD_DETAIL,
  });
}

/** A one-device exam's attempt, opened and held by the laptop. */
async function heldByLaptop(title: string) {
  const examId = await openExam(title, true);
  const student = await newStudent(`${title} Student`);
  const attempt = await start(examId, student.token);
  expect((await open(attempt.id, student.token, LAPTOP)).statusCode).toBe(200);
  expect((await opened(attempt.id, student.token, LAPTOP)).statusCode).toBe(200);
  return { examId, student, attempt, questions: attempt.questions.map((question) => question.id) };
}

describe('one device per attempt', () => {
  it('is off by default: the attempt resumes on any device', async () => {
    const examId = await openExam('Any device', false);
    const student = await newStudent('Ravi Anydevice');
    const attempt = await start(examId, student.token);
    const [first, second] = attempt.questions.map((question) => question.id);
    expect((await open(attempt.id, student.token, LAPTOP)).statusCode).toBe(200);
    expect((await save(attempt.id, student.token, LAPTOP, first!, 1)).statusCode).toBe(200);
    expect((await open(attempt.id, student.token, PHONE)).statusCode).toBe(200);
    expect((await save(attempt.id, student.token, PHONE, second!, 1)).statusCode).toBe(200);
    expect((await opened(attempt.id, student.token, PHONE)).statusCode).toBe(200);
    expect((await save(attempt.id, student.token, LAPTOP, first!, 2)).statusCode).toBe(200);
    expect(await answersOf(attempt.id, student.token, TABLET)).toHaveLength(2);
    const kinds = (await timelineOf(attempt.id)).events.map((event) => event.kind);
    expect(kinds).not.toContain('device_refused');
  });

  it('is stored with the exam and returned, and can be turned on in an edit', async () => {
    const created = await call('POST', '/api/exams/create/', tokens.college, {
      title: 'One device option',
      duration_minutes: 30,
      exam_date: '2030-01-15',
      start_time: '10:00',
      one_device_per_attempt: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const exam = created.json<ExamSummary>();
    expect(exam.one_device_per_attempt).toBe(true);
    const edited = await call('PUT', `/api/colleges/admin/exams/${exam.id}/`, tokens.college, {
      one_device_per_attempt: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<AdminExamDetail>().one_device_per_attempt).toBe(false);
    const plain = await call('POST', '/api/exams/create/', tokens.college, {
      title: 'Without the option',
      duration_minutes: 30,
      exam_date: '2030-01-15',
      start_time: '10:00',
    });
    expect(plain.json<ExamSummary>().one_device_per_attempt).toBe(false);
  });

  it('tells the student before the start, in the rules', async () => {
    const student = await newStudent('Tara Rules');
    const rulesOf = async (examId: number) => {
      const detail = await call('GET', `/api/exams/${examId}/`, student.token);
      expect(detail.statusCode, detail.body).toBe(200);
      return detail.json<StudentExamDetail>().rules.join(' ');
    };
    expect(await rulesOf(await openExam('Rules one device', true))).toContain(
      'ask your invigilator to release it',
    );
    expect(await rulesOf(await openExam('Rules any device', false))).toContain(
      'If you reload or switch devices, you continue the same attempt',
    );
  });

  it('refuses a second browser with 409 and saves nothing it sends; the first goes on', async () => {
    const { examId, student, attempt, questions } = await heldByLaptop('Held exam');
    const [first, second] = questions;
    expectHeld(await open(attempt.id, student.token, PHONE));
    expectHeld(await save(attempt.id, student.token, PHONE, first!, 1));
    expectHeld(await opened(attempt.id, student.token, PHONE));
    // A save without a client id is refused too once a browser holds the attempt.
    const anonymous = await call('PUT', `/api/exams/attempts/${attempt.id}/answers/`, student.token, {
      question: second,
      answer: 'a',
      seq: 1,
    });
    expectHeld(anonymous);
    expect((await save(attempt.id, student.token, LAPTOP, second!, 1)).statusCode).toBe(200);
    const answers = await answersOf(attempt.id, student.token, LAPTOP);
    expect(answers.map((answer) => answer.question)).toEqual([second]);

    // Recorded once for the invigilator, however often the phone asks.
    const refusals = (await timelineOf(attempt.id)).events.filter((event) => event.kind === 'device_refused');
    expect(refusals).toHaveLength(2);
    expect(refusals[0]?.detail).toMatchObject({ browser: 'Chrome on Linux', ip: '203.0.113.9' });
    const monitor = await call('GET', `/api/colleges/admin/exams/${examId}/monitor/`, tokens.college);
    const body = monitor.json<ExamMonitor>();
    expect(body.one_device_per_attempt).toBe(true);
    expect(body.students.find((row) => row.attempt === attempt.id)?.device).toBe('refused');
  });

  it('the college releases it: the next other browser takes it over and the first is refused', async () => {
    const { examId, student, attempt, questions } = await heldByLaptop('Released exam');
    const [first, second] = questions;
    expectHeld(await open(attempt.id, student.token, PHONE));

    const released = await release(attempt.id);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<DeviceRelease>()).toMatchObject({ attempt: attempt.id, student: student.id });
    const monitor = await call('GET', `/api/colleges/admin/exams/${examId}/monitor/`, tokens.college);
    expect(monitor.json<ExamMonitor>().students.find((row) => row.attempt === attempt.id)?.device).toBe(
      'released',
    );
    // The laptop it was released from cannot take it back.
    expectHeld(await save(attempt.id, student.token, LAPTOP, first!, 5));

    expect((await open(attempt.id, student.token, PHONE)).statusCode).toBe(200);
    expect((await save(attempt.id, student.token, PHONE, second!, 1)).statusCode).toBe(200);
    expectHeld(await open(attempt.id, student.token, LAPTOP));
    expectHeld(await save(attempt.id, student.token, LAPTOP, first!, 6));
    expect((await save(attempt.id, student.token, PHONE, first!, 2)).statusCode).toBe(200);
    const answers = await answersOf(attempt.id, student.token, PHONE);
    expect(answers.map((answer) => [answer.question, answer.seq]).sort()).toEqual(
      [
        [first, 2],
        [second, 1],
      ].sort(),
    );

    const timeline = await timelineOf(attempt.id);
    const releasedEvent = timeline.events.find((event) => event.kind === 'device_released');
    expect(releasedEvent?.detail).toMatchObject({ released_by_role: 'college' });
    const joined = timeline.events.filter((event) => event.kind === 'device_joined');
    expect(joined.at(-1)?.detail).toMatchObject({ after_release: 1 });
    expect(timeline.summary.devices).toBe(2);

    const audit = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'exam.release_device'), eq(auditEvents.targetId, student.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorEmail).toBe(DEMO_ACCOUNTS.college);
    expect(audit[0]?.reason).toContain(`Attempt ${attempt.id}`);
  });

  it('only the exam’s college and admins release; students and other colleges are refused', async () => {
    const { student, attempt } = await heldByLaptop('Release roles');
    expect((await release(attempt.id, student.token)).statusCode).toBe(403);
    expect((await release(attempt.id, tokens.student)).statusCode).toBe(403);
    expect([403, 404]).toContain((await release(attempt.id, tokens.otherCollege)).statusCode);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/colleges/admin/exams/attempts/${attempt.id}/release-device/`,
    });
    expect(anonymous.statusCode).toBe(401);
    const byAdmin = await release(attempt.id, tokens.admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const event = (await timelineOf(attempt.id)).events.find((item) => item.kind === 'device_released');
    expect(event?.detail).toMatchObject({ released_by_role: 'admin' });
  });

  it('says why when there is nothing to release, and bad ids are 4xx', async () => {
    const anyExam = await openExam('Nothing to release', false);
    const student = await newStudent('Meera Nothing');
    const attempt = await start(anyExam, student.token);
    const off = await release(attempt.id);
    expect(off.statusCode).toBe(409);
    expect(off.json<{ detail: string }>().detail).toMatch(/any device/);

    const oneExam = await openExam('Not opened yet', true);
    const fresh = await start(oneExam, (await newStudent('Kiran Fresh')).token);
    expect((await release(fresh.id)).statusCode).toBe(409);

    const { student: held, attempt: done } = await heldByLaptop('Finished before release');
    const submitted = await call('POST', `/api/exams/attempts/${done.id}/submit/`, held.token);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const finished = await release(done.id);
    expect(finished.statusCode).toBe(409);
    expect(finished.json<{ detail: string }>().detail).toMatch(/finished/);

    for (const bad of ['0', '-1', 'abc', '99999999999', '2147483647']) {
      const response = await call(
        'POST',
        `/api/colleges/admin/exams/attempts/${bad}/release-device/`,
        tokens.college,
      );
      expect(response.statusCode, `${bad}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${bad}: ${response.body}`).toBeLessThan(500);
    }
    for (const bad of ['x', '', 'short', 'has space!', 'a'.repeat(65)]) {
      const response = await call(
        'GET',
        `/api/exams/attempts/${fresh.id}/?client_id=${encodeURIComponent(bad)}`,
        tokens.student,
      );
      expect(response.statusCode, `${bad}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${bad}: ${response.body}`).toBeLessThan(500);
    }
  });
});
