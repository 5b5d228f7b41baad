import type { AttemptTimeline, AttemptView, ExamMonitor, StudentExamDetail } from '@vidya/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  addOpenCollegeExam,
  addStudent,
  bearer,
  collegeIdOf,
  createTestApp,
  DEMO_ACCOUNTS,
  login,
} from './helper.ts';
import { attemptIntegrity } from '../src/db/schema.ts';

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

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token: string, payload?: unknown, ip = '203.0.113.5') =>
  app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { ...bearer(token), 'user-agent': CHROME },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const sunrise = await collegeIdOf(db, DEMO_ACCOUNTS.college);

let made = 0;
async function newStudent(name: string) {
  made += 1;
  const student = await addStudent(db, { name, collegeId: sunrise, approved: true, rollNumber: `I-${made}` });
  return { id: student.id, name, token: (await login(app, 'student', student.email)).access };
}

async function openExam(title: string, options: { recordClipboard?: boolean } = {}) {
  return addOpenCollegeExam(db, { title, collegeId: sunrise, ...options });
}

async function start(examId: number, token: string) {
  const started = await call('POST', `/api/exams/${examId}/attempts/`, token);
  expect(started.statusCode, started.body).toBe(201);
  return started.json<AttemptView>();
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const away = (ms: number, endedMsAgo = 0) => [
  { kind: 'left', at: ago(ms + endedMsAgo), cause: 'hidden' },
  { kind: 'returned', at: ago(endedMsAgo), duration_ms: ms },
];
const CLIENT_A = 'client-aaaaaaaa';
const CLIENT_B = 'client-bbbbbbbb';

async function timelineOf(attemptId: number, token = tokens.college) {
  const response = await call('GET', `/api/colleges/admin/exams/attempts/${attemptId}/timeline/`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AttemptTimeline>();
}

async function monitorOf(examId: number) {
  const response = await call('GET', `/api/colleges/admin/exams/${examId}/monitor/`, tokens.college);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExamMonitor>();
}

describe('the integrity log', () => {
  it('says what is recorded before the start, and records nothing before it', async () => {
    const examId = await openExam('Integrity notice', { recordClipboard: true });
    const asha = await newStudent('Asha Notice');
    const detail = await call('GET', `/api/exams/${examId}/`, asha.token);
    expect(detail.statusCode, detail.body).toBe(200);
    const rules = detail.json<StudentExamDetail>().rules.join(' ');
    expect(rules).toMatch(/leave the exam page/);
    expect(rules).toMatch(/copy or paste \(never what\)/);
    expect(rules).toMatch(/Nothing is recorded before you start/);
    expect((await monitorOf(examId)).students).toEqual([]);
  });

  it('records events with an answer save, with both clocks, and sums them for the monitor', async () => {
    const examId = await openExam('Integrity save');
    const asha = await newStudent('Asha Integrity');
    const attempt = await start(examId, asha.token);
    const question = attempt.questions[0]!.id;
    const saved = await call('PUT', `/api/exams/attempts/${attempt.id}/answers/`, asha.token, {
      question,
      answer: 'b',
      seq: 1,
      client_id: CLIENT_A,
      events: [{ kind: 'opened', at: ago(9000) }, ...away(5000, 2000), ...away(800, 500)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const offline = await call('POST', `/api/exams/attempts/${attempt.id}/events/`, asha.token, {
      client_id: CLIENT_A,
      events: [
        { kind: 'offline', at: ago(100), duration_ms: 10_000, queued: 2 },
        { kind: 'left', at: ago(50), cause: 'blur' },
      ],
    });
    expect(offline.statusCode, offline.body).toBe(200);

    const monitor = await monitorOf(examId);
    const row = monitor.students.find((student) => student.student === asha.id)!;
    expect(row.integrity).toMatchObject({
      times_away: 1,
      away_ms: 5000,
      blips: 1,
      disconnections: 1,
      devices: 1,
    });
    expect(row.integrity.away_since).not.toBeNull();
    expect(monitor.counts.away_now).toBe(1);

    const timeline = await timelineOf(attempt.id);
    expect(timeline.student_name).toBe('Asha Integrity');
    expect(timeline.events.map((event) => event.kind)).toEqual([
      'started',
      'device_joined',
      'opened',
      'left',
      'returned',
      'left',
      'returned',
      'offline',
      'left',
    ]);
    const returned = timeline.events.find((event) => event.kind === 'returned')!;
    expect(returned.duration_ms).toBe(5000);
    expect(returned.client_at).not.toBeNull();
    expect(Date.parse(returned.received_at)).toBeGreaterThanOrEqual(Date.parse(returned.client_at!));
    expect(timeline.events.find((event) => event.kind === 'device_joined')!.detail).toMatchObject({
      browser: 'Chrome on Linux',
      ip: '203.0.113.5',
    });
    expect(timeline.events.find((event) => event.kind === 'offline')!.detail).toEqual({ queued: 2 });
    expect(timeline.events.reduce((sum, event) => sum + event.answered_since, 0)).toBe(1);

    const csv = await call(
      'GET',
      `/api/colleges/admin/exams/${examId}/results/export/?format=csv`,
      tokens.college,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const exported = (parse(csv.body, { columns: true }) as Record<string, string>[]).find(
      (line) => line.full_name === 'Asha Integrity',
    );
    expect(exported).toMatchObject({
      times_away: '1',
      time_away_seconds: '5',
      blips: '1',
      disconnections: '1',
      devices: '1',
    });

    // Coming back ends "away now".
    await call('POST', `/api/exams/attempts/${attempt.id}/events/`, asha.token, {
      client_id: CLIENT_A,
      events: [{ kind: 'returned', at: ago(0), duration_ms: 60 }],
    });
    expect((await monitorOf(examId)).counts.away_now).toBe(0);
  });

  it('tells devices, reloads and address changes apart, and records the server’s own facts', async () => {
    const examId = await openExam('Integrity devices');
    const bilal = await newStudent('Bilal Devices');
    const attempt = await start(examId, bilal.token);
    const send = (client: string, ip: string) =>
      call(
        'POST',
        `/api/exams/attempts/${attempt.id}/events/`,
        bilal.token,
        { client_id: client, events: [{ kind: 'opened', at: ago(0) }] },
        ip,
      );
    expect((await send(CLIENT_A, '198.51.100.1')).statusCode).toBe(200);
    expect((await send(CLIENT_A, '198.51.100.1')).statusCode).toBe(200);
    expect((await call('POST', `/api/exams/${examId}/attempts/`, bilal.token)).statusCode).toBe(200);
    expect((await send(CLIENT_B, '198.51.100.2')).statusCode).toBe(200);
    const extra = await call('PUT', `/api/colleges/admin/exams/${examId}/extra-time/`, tokens.college, {
      student: bilal.id,
      extra_minutes: 10,
    });
    expect(extra.statusCode, extra.body).toBe(200);
    expect((await call('POST', `/api/exams/attempts/${attempt.id}/submit/`, bilal.token)).statusCode).toBe(
      200,
    );

    const timeline = await timelineOf(attempt.id, tokens.admin);
    expect(timeline.events.map((event) => event.kind)).toEqual([
      'started',
      'device_joined',
      'opened',
      'reloaded',
      'opened',
      'resumed',
      'device_joined',
      'ip_changed',
      'opened',
      'extra_time',
      'submitted',
    ]);
    expect(timeline.summary.devices).toBe(2);
    expect(timeline.events.find((event) => event.kind === 'ip_changed')!.detail).toEqual({
      from: '198.51.100.1',
      to: '198.51.100.2',
    });
    expect(timeline.events.find((event) => event.kind === 'extra_time')!.detail).toMatchObject({
      extra_minutes: 10,
      given_by_role: 'college',
    });
    // Nothing more is written to a finished attempt.
    expect((await send(CLIENT_A, '198.51.100.1')).statusCode).toBe(409);
  });

  it('records each reopening once: a resume is not also a reload, a reload of the test screen is', async () => {
    const examId = await openExam('Integrity reopenings');
    const chitra = await newStudent('Chitra Reopens');
    const attempt = await start(examId, chitra.token);
    const opened = () =>
      call('POST', `/api/exams/attempts/${attempt.id}/events/`, chitra.token, {
        client_id: CLIENT_A,
        events: [{ kind: 'opened', at: ago(0) }],
      });
    // The test screen opens; the student comes back through "Resume exam" on the same browser,
    // whose test screen opens again; then reloads the test screen.
    expect((await opened()).statusCode).toBe(200);
    expect((await call('POST', `/api/exams/${examId}/attempts/`, chitra.token)).statusCode).toBe(200);
    expect((await opened()).statusCode).toBe(200);
    expect((await opened()).statusCode).toBe(200);

    const kinds = (await timelineOf(attempt.id)).events.map((event) => event.kind);
    expect(kinds).toEqual(['started', 'device_joined', 'opened', 'resumed', 'opened', 'reloaded', 'opened']);
  });

  it('refuses a bad batch with 400 and keeps the answer that came with it', async () => {
    const examId = await openExam('Integrity refusals');
    const chitra = await newStudent('Chitra Refusals');
    const attempt = await start(examId, chitra.token);
    const question = attempt.questions[1]!.id;
    const forged = await call('PUT', `/api/exams/attempts/${attempt.id}/answers/`, chitra.token, {
      question,
      answer: 'c',
      seq: 1,
      client_id: CLIENT_A,
      events: [...away(1000), ...away(5000, 60_000)],
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().detail).toMatch(/Your answer was saved, but .* older than the one before/);
    const view = (await call('GET', `/api/exams/attempts/${attempt.id}/`, chitra.token)).json<AttemptView>();
    expect(view.answers).toEqual([expect.objectContaining({ question, answer: 'c', seq: 1 })]);

    const bad = [
      { client_id: CLIENT_A, events: [{ kind: 'cheated', at: ago(0) }] },
      { client_id: CLIENT_A, events: Array.from({ length: 101 }, () => ({ kind: 'copy', at: ago(0) })) },
      { client_id: 'x', events: [] },
      { client_id: CLIENT_A, events: [{ kind: 'returned', at: ago(0), duration_ms: 90_000_000 }] },
      { client_id: CLIENT_A, events: [{ kind: 'copy', at: '1999-01-01T00:00:00Z' }] },
    ];
    for (const body of bad) {
      const response = await call('POST', `/api/exams/attempts/${attempt.id}/events/`, chitra.token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().detail).toBeTruthy();
    }
    expect((await timelineOf(attempt.id)).events.map((event) => event.kind)).toEqual(['started']);
  });

  it('lets no one write to another student’s attempt, and shows a timeline only to its college and admins', async () => {
    const examId = await openExam('Integrity access');
    const owner = await newStudent('Dev Owner');
    const other = await newStudent('Esha Other');
    const attempt = await start(examId, owner.token);
    const body = { client_id: CLIENT_A, events: [{ kind: 'copy', at: ago(0) }] };
    expect(
      (await call('POST', `/api/exams/attempts/${attempt.id}/events/`, other.token, body)).statusCode,
    ).toBe(404);
    const save = await call('PUT', `/api/exams/attempts/${attempt.id}/answers/`, other.token, {
      question: attempt.questions[0]!.id,
      answer: 'a',
      seq: 1,
      ...body,
    });
    expect(save.statusCode).toBe(404);
    const url = `/api/colleges/admin/exams/attempts/${attempt.id}/timeline/`;
    expect((await call('GET', url, tokens.otherCollege)).statusCode).toBe(404);
    expect((await call('GET', url, owner.token)).statusCode).toBe(403);
    expect((await call('GET', url, tokens.admin)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/colleges/admin/exams/attempts/999999/timeline/', tokens.college)).statusCode,
    ).toBe(404);
    expect((await timelineOf(attempt.id)).events.map((event) => event.kind)).toEqual(['started']);
  });

  it('answers random batches without a 5xx', async () => {
    const examId = await openExam('Integrity fuzz');
    const fuzz = await newStudent('Farah Fuzz');
    const attempt = await start(examId, fuzz.token);
    const values: unknown[] = [
      null,
      0,
      -1,
      1e308,
      '',
      'x'.repeat(5000),
      [],
      {},
      true,
      ago(0),
      'left',
      { kind: 'left' },
    ];
    const pick = (index: number) => values[index % values.length];
    for (let round = 0; round < 60; round += 1) {
      const event = {
        kind: round % 3 === 0 ? pick(round) : ['left', 'returned', 'offline', 'copy'][round % 4],
        at: round % 2 === 0 ? ago(round * 10) : pick(round + 3),
        duration_ms: pick(round + 5),
        queued: pick(round + 7),
      };
      const body = round % 5 === 0 ? pick(round) : { client_id: pick(round + 1), events: [event] };
      const response = await call(
        'POST',
        `/api/exams/attempts/${attempt.id}/events/`,
        fuzz.token,
        body ?? {},
      );
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBeLessThan(500);
      const save = await call('PUT', `/api/exams/attempts/${attempt.id}/answers/`, fuzz.token, {
        question: attempt.questions[0]!.id,
        answer: 'a',
        seq: round + 1,
        events: [event],
      });
      expect(save.statusCode, JSON.stringify(event).slice(0, 120)).toBeLessThan(500);
    }
  });
});

describe('events riding answer saves', () => {
  const save = (
    attempt: AttemptView,
    token: string,
    seq: number,
    events: unknown[],
    options: { client?: string; ip?: string } = {},
  ) =>
    call(
      'PUT',
      `/api/exams/attempts/${attempt.id}/answers/`,
      token,
      {
        question: attempt.questions[seq % attempt.questions.length]!.id,
        answer: 'abcd'[seq % 4],
        seq,
        client_id: options.client ?? CLIENT_A,
        events,
      },
      options.ip,
    );
  const kinds = async (attemptId: number) => (await timelineOf(attemptId)).events.map((event) => event.kind);

  it('keeps each attempt’s totals its own when a class saves in the same moment', async () => {
    const examId = await openExam('Integrity class saving');
    const students = await Promise.all(
      Array.from({ length: 6 }, (_, index) => newStudent(`Class Saver ${index + 1}`)),
    );
    const attempts: AttemptView[] = [];
    for (const student of students) {
      const attempt = await start(examId, student.token);
      // The test screen opens: the browser joins and its address is seen (the slow way).
      const opened = await save(attempt, student.token, 1, [{ kind: 'opened', at: ago(20_000) }]);
      expect(opened.statusCode, opened.body).toBe(200);
      attempts.push(attempt);
    }
    // Everyone saves at once: student n was away n + 2 seconds; every other one also saves a
    // second answer at the same moment, with a blip and a disconnection.
    const saves = await Promise.all(
      students.flatMap((student, index) => [
        save(attempts[index]!, student.token, 2, away((index + 2) * 1000, 1000)),
        ...(index % 2 === 0
          ? [
              save(attempts[index]!, student.token, 3, [
                { kind: 'left', at: ago(900), cause: 'blur' },
                { kind: 'returned', at: ago(800), duration_ms: 100 },
                { kind: 'offline', at: ago(500), duration_ms: 4000, queued: 1 },
              ]),
            ]
          : []),
      ]),
    );
    for (const response of saves) expect(response.statusCode, response.body).toBe(200);

    const monitor = await monitorOf(examId);
    for (const [index, student] of students.entries()) {
      const row = monitor.students.find((line) => line.student === student.id)!;
      const twice = index % 2 === 0;
      expect(row.integrity, student.name).toEqual({
        times_away: 1,
        away_ms: (index + 2) * 1000,
        blips: twice ? 1 : 0,
        disconnections: twice ? 1 : 0,
        devices: 1,
        away_since: null,
      });
      const timeline = await timelineOf(attempts[index]!.id);
      expect(timeline.events.map((event) => event.kind).sort(), student.name).toEqual(
        [
          'started',
          'device_joined',
          'opened',
          'left',
          'returned',
          ...(twice ? ['left', 'returned', 'offline'] : []),
        ].sort(),
      );
      const returned = timeline.events.find(
        (event) => event.kind === 'returned' && event.duration_ms === (index + 2) * 1000,
      )!;
      expect(returned.client_at).not.toBeNull();
      expect(Date.parse(returned.received_at)).toBeGreaterThanOrEqual(Date.parse(returned.client_at!));
    }
    expect(monitor.counts.away_now).toBe(0);
  });

  it('writes the first save’s events with its answer once the test screen has opened', async () => {
    const examId = await openExam('Integrity first save');
    const kiran = await newStudent('Kiran First Save');
    const attempt = await start(examId, kiran.token);
    // The test screen opens through the events route, before any answer.
    const opened = await call('POST', `/api/exams/attempts/${attempt.id}/events/`, kiran.token, {
      client_id: CLIENT_A,
      events: [{ kind: 'opened', at: ago(5_000) }],
    });
    expect(opened.statusCode, opened.body).toBe(200);

    const statements = vi.spyOn(database, 'runPrepared');
    try {
      const saved = await save(attempt, kiran.token, 1, away(3_000));
      expect(saved.statusCode, saved.body).toBe(200);
      // One statement: the answer and its events together, not the answer and then its events.
      expect(statements).toHaveBeenCalledTimes(1);
      const held = JSON.parse(String(statements.mock.calls[0]![0].values?.held_batches)) as {
        attempt_id: number;
      }[];
      expect(held.map((batch) => batch.attempt_id)).toEqual([attempt.id]);
    } finally {
      statements.mockRestore();
    }
    expect(await kinds(attempt.id)).toEqual(expect.arrayContaining(['opened', 'left', 'returned']));
  });

  it('marks the student away until they come back, across saves', async () => {
    const examId = await openExam('Integrity away across saves');
    const gita = await newStudent('Gita Away');
    const attempt = await start(examId, gita.token);
    expect((await save(attempt, gita.token, 1, [{ kind: 'opened', at: ago(9000) }])).statusCode).toBe(200);
    const awayNow = async () =>
      (await monitorOf(examId)).students.find((line) => line.student === gita.id)!.integrity.away_since;

    expect(
      (await save(attempt, gita.token, 2, [{ kind: 'left', at: ago(5000), cause: 'hidden' }])).statusCode,
    ).toBe(200);
    const since = await awayNow();
    expect(since).not.toBeNull();
    // A second "left" (blur after hide) keeps the first time away began.
    expect(
      (await save(attempt, gita.token, 3, [{ kind: 'left', at: ago(4000), cause: 'blur' }])).statusCode,
    ).toBe(200);
    expect(await awayNow()).toBe(since);
    expect(
      (await save(attempt, gita.token, 4, [{ kind: 'returned', at: ago(0), duration_ms: 5000 }])).statusCode,
    ).toBe(200);
    expect(await awayNow()).toBeNull();
    expect((await timelineOf(attempt.id)).summary).toMatchObject({ times_away: 1, away_ms: 5000 });
  });

  it('still records a new address, a second browser and a reload among fast saves', async () => {
    const examId = await openExam('Integrity facts among saves');
    const hari = await newStudent('Hari Facts');
    const attempt = await start(examId, hari.token);
    const first = { ip: '198.51.100.7' };
    expect((await save(attempt, hari.token, 1, [{ kind: 'opened', at: ago(9000) }], first)).statusCode).toBe(
      200,
    );
    expect((await save(attempt, hari.token, 2, [], first)).statusCode).toBe(200);
    expect((await save(attempt, hari.token, 3, [{ kind: 'copy', at: ago(3000) }], first)).statusCode).toBe(
      200,
    );
    const moved = { ip: '198.51.100.8' };
    expect((await save(attempt, hari.token, 4, [], moved)).statusCode).toBe(200);
    expect((await save(attempt, hari.token, 5, [{ kind: 'paste', at: ago(2000) }], moved)).statusCode).toBe(
      200,
    );
    const other = { ip: '198.51.100.8', client: CLIENT_B };
    expect((await save(attempt, hari.token, 6, [{ kind: 'copy', at: ago(1000) }], other)).statusCode).toBe(
      200,
    );
    expect((await save(attempt, hari.token, 7, [{ kind: 'opened', at: ago(0) }], other)).statusCode).toBe(
      200,
    );

    expect(await kinds(attempt.id)).toEqual([
      'started',
      'device_joined',
      'opened',
      'copy',
      'ip_changed',
      'paste',
      'device_joined',
      'copy',
      'reloaded',
      'opened',
    ]);
    const timeline = await timelineOf(attempt.id);
    expect(timeline.summary.devices).toBe(2);
    expect(timeline.events.find((event) => event.kind === 'ip_changed')!.detail).toEqual({
      from: '198.51.100.7',
      to: '198.51.100.8',
    });
  });

  it('answers 400 for a bad batch from the browser holding the attempt, and keeps its answer', async () => {
    const examId = await openExam('Integrity refused from the holder');
    const indu = await newStudent('Indu Holder');
    const attempt = await start(examId, indu.token);
    expect((await save(attempt, indu.token, 1, [{ kind: 'opened', at: ago(9000) }])).statusCode).toBe(200);
    const refused = await save(attempt, indu.token, 2, [
      { kind: 'copy', at: ago(1000) },
      { kind: 'copy', at: ago(5000) },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/Your answer was saved, but .* older than the one before/);
    const view = (await call('GET', `/api/exams/attempts/${attempt.id}/`, indu.token)).json<AttemptView>();
    expect(view.answers).toContainEqual(
      expect.objectContaining({ question: attempt.questions[2]!.id, answer: 'c', seq: 2 }),
    );
    expect(await kinds(attempt.id)).toEqual(['started', 'device_joined', 'opened']);
  });

  it('coalesces blips at the cap, as the slow way does', async () => {
    const examId = await openExam('Integrity cap among saves');
    const jaya = await newStudent('Jaya Cap');
    const attempt = await start(examId, jaya.token);
    expect((await save(attempt, jaya.token, 1, [{ kind: 'opened', at: ago(9000) }])).statusCode).toBe(200);
    await db
      .update(attemptIntegrity)
      .set({ eventsKept: 999 })
      .where(eq(attemptIntegrity.attemptId, attempt.id));
    const blip = (msAgo: number) => [
      { kind: 'left', at: ago(msAgo + 500), cause: 'blur' },
      { kind: 'returned', at: ago(msAgo), duration_ms: 500 },
    ];
    expect((await save(attempt, jaya.token, 2, [...blip(3000), ...blip(1000)])).statusCode).toBe(200);
    const timeline = await timelineOf(attempt.id);
    expect(timeline.summary.blips).toBe(2);
    expect(timeline.events_coalesced).toBe(3);
    expect(timeline.events.map((event) => event.kind)).toEqual([
      'started',
      'device_joined',
      'opened',
      'left',
    ]);
  });
});
