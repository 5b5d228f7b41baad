import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlatformExamCreateBody } from '@vidya/contract';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  other: (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access,
};
const realNow = app.context.now;
const setClock = (date: Date) => (app.context.now = () => date);

const question = (text: string, correct: 'a' | 'b' | 'c' | 'd', marks: number) => ({
  question_text: `${text}: which option is right?`,
  option_a: `${text} — first`,
  option_b: `${text} — second`,
  option_c: `${text} — third`,
  option_d: `${text} — fourth`,
  correct_answer: correct,
  marks,
  explanation: `Because ${correct}.`,
});

async function createExam(overrides: Partial<PlatformExamCreateBody> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/exams/platform/',
    headers: bearer(tokens.admin),
    payload: {
      title: 'Placement Mock Test 1',
      duration_minutes: 30,
      pass_percentage: 40,
      attempts_allowed: 1,
      is_active: true,
      shuffle_questions: true,
      shuffle_options: true,
      questions: [question('Q1', 'a', 1), question('Q2', 'b', 2), question('Q3', 'c', 3)],
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; total_questions: number; total_marks: number }>();
}

const start = (examId: number, token = tokens.student) =>
  app.inject({ method: 'POST', url: `/api/exams/${examId}/attempts/`, headers: bearer(token) });
const save = (attemptId: number, payload: object, token = tokens.student) =>
  app.inject({
    method: 'PUT',
    url: `/api/exams/attempts/${attemptId}/answers/`,
    headers: bearer(token),
    payload,
  });
const submit = (attemptId: number, token = tokens.student) =>
  app.inject({ method: 'POST', url: `/api/exams/attempts/${attemptId}/submit/`, headers: bearer(token) });
const result = (attemptId: number, token = tokens.student) =>
  app.inject({ method: 'GET', url: `/api/exams/attempts/${attemptId}/result/`, headers: bearer(token) });

/** Every key anywhere in a JSON value. */
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

type Attempt = {
  id: number;
  questions: { id: number; question_text: string; options: { key: string }[] }[];
  deadline: string;
};
const questionIdOf = (attempt: Attempt, text: string) =>
  attempt.questions.find((q) => q.question_text.startsWith(`${text}:`))!.id;

describe('taking an exam', () => {
  it('creates the exam with its totals', async () => {
    const exam = await createExam();
    expect(exam).toMatchObject({ total_questions: 3, total_marks: 6 });
  });

  it('starting twice gives the same attempt; another student cannot reach it', async () => {
    const exam = await createExam();
    const first = await start(exam.id);
    expect(first.statusCode).toBe(201);
    const again = await start(exam.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const id = first.json().id;
    expect(
      (await app.inject({ method: 'GET', url: `/api/exams/attempts/${id}/`, headers: bearer(tokens.other) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await save(id, { question: first.json().questions[0].id, answer: 'a', seq: 1 }, tokens.other))
        .statusCode,
    ).toBe(404);
    expect((await submit(id, tokens.other)).statusCode).toBe(404);
    expect((await result(id, tokens.other)).statusCode).toBe(404);
  });

  it('keeps the same shuffled order on every load', async () => {
    const exam = await createExam();
    const attempt = (await start(exam.id, tokens.other)).json<Attempt>();
    const reloaded = (
      await app.inject({
        method: 'GET',
        url: `/api/exams/attempts/${attempt.id}/`,
        headers: bearer(tokens.other),
      })
    ).json<Attempt>();
    expect(reloaded.questions).toEqual(attempt.questions);
    expect(new Set(attempt.questions[0]!.options.map((o) => o.key))).toEqual(new Set(['a', 'b', 'c', 'd']));
  });

  it('reviews the questions and options in the order the student saw them', async () => {
    const exam = await createExam();
    const attempt = (await start(exam.id, tokens.other)).json<Attempt>();
    const review = (await submit(attempt.id, tokens.other)).json<{
      review: { question: number; options: { key: string; text: string }[] }[];
    }>().review;
    expect(review.map((item) => item.question)).toEqual(attempt.questions.map((question) => question.id));
    expect(review.map((item) => item.options)).toEqual(attempt.questions.map((question) => question.options));
  });

  it('before release, nothing a student receives contains the correct answer', async () => {
    const exam = await createExam({ results_release: 'manual' });
    const responses = [];
    const started = await start(exam.id);
    responses.push(started);
    const attempt = started.json<Attempt>();
    responses.push(
      await app.inject({
        method: 'GET',
        url: `/api/exams/attempts/${attempt.id}/`,
        headers: bearer(tokens.student),
      }),
    );
    responses.push(await save(attempt.id, { question: attempt.questions[0]!.id, answer: 'a', seq: 1 }));
    responses.push(await submit(attempt.id));
    responses.push(await result(attempt.id));
    responses.push(
      await app.inject({
        method: 'GET',
        url: '/api/exams/platform-student/',
        headers: bearer(tokens.student),
      }),
    );
    for (const response of responses) {
      expect(response.statusCode).toBeLessThan(300);
      const keys = keysOf(response.json());
      expect(keys.has('correct_answer')).toBe(false);
      expect(keys.has('correctAnswer')).toBe(false);
      expect(keys.has('explanation')).toBe(false);
    }
    expect(responses[4]!.json()).toMatchObject({ is_released: false, review: null });
  });

  it('a stale save never overwrites a newer one', async () => {
    const exam = await createExam();
    const attempt = (await start(exam.id)).json<Attempt>();
    const q = attempt.questions[0]!.id;
    expect((await save(attempt.id, { question: q, answer: 'b', seq: 5 })).json()).toMatchObject({
      answer: 'b',
      seq: 5,
    });
    const stale = await save(attempt.id, { question: q, answer: 'c', seq: 3 });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ answer: 'b', seq: 5 });
    expect((await save(attempt.id, { question: q, answer: null, seq: 6 })).json()).toMatchObject({
      answer: null,
      seq: 6,
    });
  });

  it('saves sent at the same moment all land, and the newest of one question wins', async () => {
    const exam = await createExam();
    const attempt = (await start(exam.id)).json<Attempt>();
    const other = (await start(exam.id, tokens.other)).json<Attempt>();
    const [q1, q2, q3] = attempt.questions.map((question) => question.id);
    const sameQuestion = [4, 9, 2, 7].map((seq) =>
      save(attempt.id, { question: q1, answer: 'abcd'[seq % 4], seq }),
    );
    const responses = await Promise.all([
      ...sameQuestion,
      save(attempt.id, { question: q2, answer: 'c', seq: 1 }),
      save(attempt.id, { question: q3, answer: 'd', seq: 1 }),
      save(other.id, { question: q1, answer: 'a', seq: 1 }, tokens.other),
      // Someone else's attempt inside the same batch is refused, not written.
      save(other.id, { question: q2, answer: 'a', seq: 1 }),
    ]);
    expect(responses.slice(0, 7).map((response) => response.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200, 200,
    ]);
    expect(responses[7]!.statusCode).toBe(404);
    for (const response of responses.slice(0, 4))
      expect(response.json()).toMatchObject({ seq: 9, answer: 'b' });
    const reloaded = (
      await app.inject({
        method: 'GET',
        url: `/api/exams/attempts/${attempt.id}/`,
        headers: bearer(tokens.student),
      })
    ).json<{
      answers: { question: number; answer: string; seq: number }[];
    }>();
    expect(new Map(reloaded.answers.map((answer) => [answer.question, [answer.answer, answer.seq]]))).toEqual(
      new Map([
        [q1, ['b', 9]],
        [q2, ['c', 1]],
        [q3, ['d', 1]],
      ]),
    );
  });

  it('refuses answers to questions outside the attempt and values other than a–d', async () => {
    const exam = await createExam();
    const other = await createExam();
    const attempt = (await start(exam.id)).json<Attempt>();
    const foreign = (await start(other.id)).json<Attempt>().questions[0]!.id;
    const outside = await save(attempt.id, { question: foreign, answer: 'a', seq: 1 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.question[0]).toContain('not part of your exam');
    const bad = await save(attempt.id, { question: attempt.questions[0]!.id, answer: 'e', seq: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.answer[0]).toBe('The answer must be one of a, b, c or d.');
  });

  it('grades with marks and reveals the review once released', async () => {
    const exam = await createExam();
    const attempt = (await start(exam.id)).json<Attempt>();
    await save(attempt.id, { question: questionIdOf(attempt, 'Q1'), answer: 'd', seq: 1 });
    await save(attempt.id, { question: questionIdOf(attempt, 'Q2'), answer: 'B', seq: 1 });
    await save(attempt.id, { question: questionIdOf(attempt, 'Q3'), answer: 'c', seq: 1 });
    const submitted = await submit(attempt.id);
    expect(submitted.json()).toMatchObject({
      score: 5,
      max_score: 6,
      percentage: 83.33,
      passed: true,
      status: 'submitted',
      is_released: true,
    });
    const review = submitted.json().review;
    expect(review.find((r: { question_text: string }) => r.question_text.startsWith('Q1:'))).toMatchObject({
      your_answer: 'd',
      correct_answer: 'a',
      awarded: 0,
      explanation: 'Because a.',
    });
  });

  it('twenty concurrent submits produce exactly one result', async () => {
    const exam = await createExam();
    const attempt = (await start(exam.id)).json<Attempt>();
    await save(attempt.id, { question: questionIdOf(attempt, 'Q3'), answer: 'c', seq: 1 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(attempt.id)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const results = new Set(
      responses.map((r) => JSON.stringify({ score: r.json().score, at: r.json().submitted_at })),
    );
    expect(results.size).toBe(1);
    expect(responses[0]!.json().score).toBe(3);
    expect((await start(exam.id)).statusCode).toBe(409);
  });

  it('after the deadline and its grace, saves and submits are refused and not scored', async () => {
    const exam = await createExam({ duration_minutes: 10 });
    const attempt = (await start(exam.id)).json<Attempt>();
    await save(attempt.id, { question: questionIdOf(attempt, 'Q2'), answer: 'b', seq: 1 });
    setClock(new Date(new Date(attempt.deadline).getTime() + 31_000));
    try {
      const late = await save(attempt.id, { question: questionIdOf(attempt, 'Q3'), answer: 'c', seq: 2 });
      expect(late.statusCode).toBe(409);
      expect(late.json().detail).toContain('Time is up');
      expect((await submit(attempt.id)).statusCode).toBe(409);
      const finished = (await result(attempt.id)).json();
      expect(finished).toMatchObject({ status: 'expired', score: 2, max_score: 6 });
    } finally {
      app.context.now = realNow;
    }
  });

  it('within the grace period a save still counts', async () => {
    const exam = await createExam({ duration_minutes: 5 });
    const attempt = (await start(exam.id)).json<Attempt>();
    setClock(new Date(new Date(attempt.deadline).getTime() + 10_000));
    try {
      expect(
        (await save(attempt.id, { question: questionIdOf(attempt, 'Q1'), answer: 'a', seq: 1 })).statusCode,
      ).toBe(200);
      const submitted = (await submit(attempt.id)).json();
      expect(submitted.score).toBe(1);
      // The time taken is the time the exam allows, not a second more.
      expect(submitted.time_taken_seconds).toBeLessThanOrEqual(5 * 60);
      expect(submitted.submitted_at).toBe(attempt.deadline);
    } finally {
      app.context.now = realNow;
    }
  });

  it('an abandoned attempt is finished by the sweep from its saved answers', async () => {
    const exam = await createExam({ duration_minutes: 1 });
    const attempt = (await start(exam.id, tokens.other)).json<Attempt>();
    await save(attempt.id, { question: questionIdOf(attempt, 'Q3'), answer: 'c', seq: 1 }, tokens.other);
    const { createAttemptsService } = await import('../src/modules/exams/taking/attempts-service.ts');
    setClock(new Date(Date.now() + 5 * 60_000));
    try {
      expect(await createAttemptsService(app.context).sweepOverdue()).toBeGreaterThanOrEqual(1);
    } finally {
      app.context.now = realNow;
    }
    const finished = (await result(attempt.id, tokens.other)).json();
    expect(finished).toMatchObject({ status: 'expired', score: 3, submitted_at: attempt.deadline });
    expect(finished.time_taken_seconds).toBeLessThanOrEqual(60);
  });

  it('an exam outside its window cannot be started', async () => {
    const later = new Date(Date.now() + 86_400_000);
    const exam = await createExam({
      start_time: later.toISOString(),
      end_time: new Date(later.getTime() + 3_600_000).toISOString(),
    });
    const response = await start(exam.id);
    expect(response.statusCode).toBe(409);
    // The code names the failure, and its values carry what the translated message shows.
    const refusal = response.json();
    expect(refusal).toMatchObject({ code: 'exam_not_open', values: { opens_at: expect.any(String) } });
    expect(Date.parse(refusal.values.opens_at)).toBe(later.getTime());
    expect(refusal.detail).toBe(`This exam opens at ${refusal.values.opens_at}.`);
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/exams/platform-student/?page_size=50',
        headers: bearer(tokens.student),
      })
    ).json();
    expect(list.results.find((e: { id: number }) => e.id === exam.id).status).toBe('upcoming');
  });

  it.each([
    [{ duration_minutes: 0 }, 'duration_minutes'],
    [{ start_time: '2026-12-01T10:00:00Z', end_time: '2026-12-01T09:00:00Z' }, 'end_time'],
    [{ questions: [{ ...question('Q', 'a', 1), marks: -2 }] }, 'questions.0.marks'],
  ])('refuses the exam %o naming %s', async (change, field) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/exams/platform/',
      headers: bearer(tokens.admin),
      payload: { title: 'Bad exam', duration_minutes: 10, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('no fuzzed answer body produces a 5xx', async () => {
    const exam = await createExam({ attempts_allowed: 5 });
    const attempt = (await start(exam.id)).json<Attempt>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.json(), fc.record({ question: fc.integer(), answer: fc.string(), seq: fc.integer() })),
        async (body) => {
          const response = await app.inject({
            method: 'PUT',
            url: `/api/exams/attempts/${attempt.id}/answers/`,
            headers: { ...bearer(tokens.student), 'content-type': 'application/json' },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});
