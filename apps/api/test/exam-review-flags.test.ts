import type { AttemptView, SavedAnswer } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

// Issue #17: "Mark for review" flags live with the attempt on the server, under the same seq as
// the answers, so they survive a new device as answers do.

const { app } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  other: (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access,
};

const question = (text: string, correct: 'a' | 'b' | 'c' | 'd') => ({
  question_text: `${text}: which option is right?`,
  option_a: `${text} — first`,
  option_b: `${text} — second`,
  option_c: `${text} — third`,
  option_d: `${text} — fourth`,
  correct_answer: correct,
  marks: 1,
  explanation: `Because ${correct}.`,
});

let made = 0;
/** A fresh open platform exam with three questions, and the student's attempt at it. */
async function startAttempt(token = tokens.student) {
  made += 1;
  const created = await app.inject({
    method: 'POST',
    url: '/api/exams/platform/',
    headers: bearer(tokens.admin),
    payload: {
      title: `Review flags ${made}`,
      duration_minutes: 30,
      pass_percentage: 40,
      attempts_allowed: 1,
      is_active: true,
      questions: [question('Q1', 'a'), question('Q2', 'b'), question('Q3', 'c')],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const started = await app.inject({
    method: 'POST',
    url: `/api/exams/${created.json<{ id: number }>().id}/attempts/`,
    headers: bearer(token),
  });
  expect(started.statusCode, started.body).toBe(201);
  const attempt = started.json<AttemptView>();
  const idOf = (text: string) =>
    attempt.questions.find((item) => item.question_text.startsWith(`${text}:`))!.id;
  return { id: attempt.id, q1: idOf('Q1'), q2: idOf('Q2'), q3: idOf('Q3') };
}

const save = (attemptId: number, payload: object, token = tokens.student) =>
  app.inject({
    method: 'PUT',
    url: `/api/exams/attempts/${attemptId}/answers/`,
    headers: bearer(token),
    payload,
  });

const fetchAttempt = (attemptId: number, token = tokens.student) =>
  app.inject({ method: 'GET', url: `/api/exams/attempts/${attemptId}/`, headers: bearer(token) });

/** The stored state of each question of the attempt, as a new device would load it. */
async function storedStates(attemptId: number) {
  const response = await fetchAttempt(attemptId);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(
    response
      .json<AttemptView>()
      .answers.map((saved) => [
        saved.question,
        { answer: saved.answer, seq: saved.seq, marked_for_review: saved.marked_for_review },
      ]),
  );
}

describe('"Mark for review" flags on the server', () => {
  it('stores a flag with an answer and a flag without one, and returns both on fetch', async () => {
    const attempt = await startAttempt();

    const withAnswer = await save(attempt.id, {
      question: attempt.q1,
      answer: 'a',
      seq: 1,
      marked_for_review: true,
    });
    expect(withAnswer.statusCode, withAnswer.body).toBe(200);
    expect(withAnswer.json<SavedAnswer>()).toMatchObject({
      question: attempt.q1,
      answer: 'a',
      seq: 1,
      marked_for_review: true,
    });

    const flagOnly = await save(attempt.id, {
      question: attempt.q2,
      answer: null,
      seq: 2,
      marked_for_review: true,
    });
    expect(flagOnly.statusCode, flagOnly.body).toBe(200);
    expect(flagOnly.json<SavedAnswer>()).toMatchObject({ answer: null, marked_for_review: true });

    // An answer saved without the field is not flagged.
    await save(attempt.id, { question: attempt.q3, answer: 'c', seq: 3 });

    expect(await storedStates(attempt.id)).toEqual({
      [attempt.q1]: { answer: 'a', seq: 1, marked_for_review: true },
      [attempt.q2]: { answer: null, seq: 2, marked_for_review: true },
      [attempt.q3]: { answer: 'c', seq: 3, marked_for_review: false },
    });

    // A new sign-in (another device) gets the same flags.
    const elsewhere = (await login(app, 'student', DEMO_ACCOUNTS.student)).access;
    const reloaded = await fetchAttempt(attempt.id, elsewhere);
    expect(reloaded.statusCode).toBe(200);
    expect(
      reloaded
        .json<AttemptView>()
        .answers.filter((saved) => saved.marked_for_review)
        .map((saved) => saved.question)
        .sort(),
    ).toEqual([attempt.q1, attempt.q2].sort());
    // Never the correct answers while the attempt runs.
    expect(reloaded.body).not.toContain('correct_answer');
  });

  it('keeps the stored flag when a save leaves it out, and takes it away when told', async () => {
    const attempt = await startAttempt();
    await save(attempt.id, { question: attempt.q1, answer: 'b', seq: 1, marked_for_review: true });

    const changedAnswer = await save(attempt.id, { question: attempt.q1, answer: 'a', seq: 2 });
    expect(changedAnswer.json<SavedAnswer>()).toMatchObject({ answer: 'a', seq: 2, marked_for_review: true });

    const unflagged = await save(attempt.id, {
      question: attempt.q1,
      answer: 'a',
      seq: 3,
      marked_for_review: false,
    });
    expect(unflagged.json<SavedAnswer>()).toMatchObject({ answer: 'a', seq: 3, marked_for_review: false });
    expect((await storedStates(attempt.id))[attempt.q1]).toEqual({
      answer: 'a',
      seq: 3,
      marked_for_review: false,
    });
  });

  it('ignores a flag change older than the stored seq, and answers with what is stored', async () => {
    const attempt = await startAttempt();
    await save(attempt.id, { question: attempt.q1, answer: 'c', seq: 5, marked_for_review: false });

    const stale = await save(attempt.id, {
      question: attempt.q1,
      answer: null,
      seq: 4,
      marked_for_review: true,
    });
    expect(stale.statusCode, stale.body).toBe(200);
    expect(stale.json<SavedAnswer>()).toMatchObject({ answer: 'c', seq: 5, marked_for_review: false });

    // Saves of the same question arriving together: the newest seq wins, flag and answer alike.
    const together = await Promise.all([
      save(attempt.id, { question: attempt.q2, answer: 'a', seq: 7, marked_for_review: true }),
      save(attempt.id, { question: attempt.q2, answer: 'b', seq: 8, marked_for_review: false }),
      save(attempt.id, { question: attempt.q2, answer: 'd', seq: 6, marked_for_review: true }),
    ]);
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200]);

    expect(await storedStates(attempt.id)).toEqual({
      [attempt.q1]: { answer: 'c', seq: 5, marked_for_review: false },
      [attempt.q2]: { answer: 'b', seq: 8, marked_for_review: false },
    });
  });

  it("refuses another student's attempt and leaves its flags alone", async () => {
    const attempt = await startAttempt();
    await save(attempt.id, { question: attempt.q1, answer: null, seq: 1, marked_for_review: true });

    const intruding = await save(
      attempt.id,
      { question: attempt.q1, answer: 'a', seq: 2, marked_for_review: false },
      tokens.other,
    );
    expect(intruding.statusCode).toBe(404);
    expect((await fetchAttempt(attempt.id, tokens.other)).statusCode).toBe(404);
    expect(await storedStates(attempt.id)).toEqual({
      [attempt.q1]: { answer: null, seq: 1, marked_for_review: true },
    });
  });

  it('answers 400 with a detail to a flag that is not true or false, or on a question outside the exam', async () => {
    const attempt = await startAttempt();
    for (const flag of ['yes', 1, null, {}]) {
      const response = await save(attempt.id, {
        question: attempt.q1,
        answer: null,
        seq: 1,
        marked_for_review: flag,
      });
      expect(response.statusCode, `marked_for_review: ${JSON.stringify(flag)}`).toBe(400);
      expect(response.json<{ detail: string }>().detail).toEqual(expect.any(String));
    }
    const elsewhere = await startAttempt(tokens.other);
    const wrongQuestion = await save(attempt.id, {
      question: elsewhere.q1,
      answer: null,
      seq: 1,
      marked_for_review: true,
    });
    expect(wrongQuestion.statusCode).toBe(400);
    expect(wrongQuestion.json()).toMatchObject({ detail: 'This question is not part of your exam.' });
    expect(await storedStates(attempt.id)).toEqual({});
  });

  it('scores a flagged question by its answer alone', async () => {
    const attempt = await startAttempt();
    // Q1 right and flagged, Q2 flagged with no answer, Q3 right.
    await save(attempt.id, { question: attempt.q1, answer: 'a', seq: 1, marked_for_review: true });
    await save(attempt.id, { question: attempt.q2, answer: null, seq: 2, marked_for_review: true });
    await save(attempt.id, { question: attempt.q3, answer: 'c', seq: 3 });
    const submitted = await app.inject({
      method: 'POST',
      url: `/api/exams/attempts/${attempt.id}/submit/`,
      headers: bearer(tokens.student),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ score: 2, max_score: 3 });

    const late = await save(attempt.id, {
      question: attempt.q2,
      answer: null,
      seq: 4,
      marked_for_review: false,
    });
    expect(late.statusCode).toBe(409);
  });
});
