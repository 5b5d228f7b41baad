import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CollegeExamCreateBody, PlatformExamCreateBody } from '@vidya/contract';
import { VALIDATION_MESSAGES } from '@vidya/contract';
import { students, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login, collegeIdOf } from './helper.ts';

const { app, database } = await createTestApp();
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  otherCollege: (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  platformStudent: (await login(app, 'student', DEMO_ACCOUNTS.platformStudent)).access,
};

async function studentIdOf(email: string) {
  const [row] = await database.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no student ${email}`);
  return row.id;
}
const SUNRISE = await collegeIdOf(database.db, DEMO_ACCOUNTS.college);
const LAKEVIEW = await collegeIdOf(database.db, DEMO_ACCOUNTS.secondCollege);
const AARAV = await studentIdOf(DEMO_ACCOUNTS.student);
const ANANYA = await studentIdOf('ananya.iyer@example.com');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const question = (text: string, correct: 'a' | 'b' | 'c' | 'd' | 'B' | 'C' = 'a', marks = 1) => ({
  question_text: `${text}: which option is right?`,
  option_a: `${text} first`,
  option_b: `${text} second`,
  option_c: `${text} third`,
  option_d: `${text} fourth`,
  correct_answer: correct,
  marks,
  explanation: `Because ${correct}.`,
});

type Detail = {
  id: number;
  title: string;
  is_active: boolean;
  start_time: string | null;
  end_time: string | null;
  exam_date: string | null;
  attempts_count: number;
  questions_locked: boolean;
  results_released_at: string | null;
  questions: { id: number; position: number; question_text: string; marks: number; correct_answer: string }[];
};

async function createPlatformExam(overrides: Partial<PlatformExamCreateBody> = {}) {
  const response = await call('POST', '/api/exams/platform/', tokens.admin, {
    title: 'Management Mock Test',
    duration_minutes: 30,
    questions: [question('Q1', 'a', 1), question('Q2', 'b', 2), question('Q3', 'c', 3)],
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const collegeExamBody = (overrides: Partial<CollegeExamCreateBody> = {}) => ({
  title: 'Sunrise Internal Test',
  duration_minutes: 45,
  exam_date: '2030-03-10',
  start_time: '10:00',
  end_time: '11:30',
  questions: [question('C1')],
  ...overrides,
});

async function createCollegeExam(overrides: Partial<CollegeExamCreateBody> = {}, token = tokens.college) {
  const response = await call('POST', '/api/exams/create/', token, collegeExamBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; college: number }>();
}

const detail = async (examId: number) =>
  (await call('GET', `/api/admin-portal/exams/${examId}/`, tokens.admin)).json<Detail>();

/** Starts (and leaves open) an attempt by a student, which locks the exam's questions. */
async function takeExam(examId: number, token = tokens.student) {
  const response = await call('POST', `/api/exams/${examId}/attempts/`, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; questions: { id: number }[] }>();
}

describe('admin portal: exam lists', () => {
  it('lists every exam with filters, and the platform and college lists pre-filtered', async () => {
    const platformId = await createPlatformExam({ title: 'Listing Zebra Platform' });
    const college = await createCollegeExam({ title: 'Listing Zebra College' });

    const all = (await call('GET', '/api/admin-portal/exams/?search=listing%20zebra', tokens.admin)).json();
    expect(all).toMatchObject({ count: 2, page_size: 25, current_page: 1 });
    expect(all.results[0]).toMatchObject({ id: college.id, kind: 'college', attempts_count: 0 });
    expect(all.results[0].join_code).toMatch(/^[A-Z0-9]{8}$/);

    const platform = (
      await call('GET', '/api/admin-portal/exams/platform/?search=zebra', tokens.admin)
    ).json();
    expect(platform.results.map((e: { id: number }) => e.id)).toEqual([platformId]);
    const ofCollege = (
      await call('GET', `/api/admin-portal/exams/college/?search=zebra&college_id=${SUNRISE}`, tokens.admin)
    ).json();
    expect(ofCollege.results.map((e: { id: number }) => e.id)).toEqual([college.id]);
    const ofOther = (
      await call('GET', `/api/admin-portal/exams/college/?search=zebra&college_id=${LAKEVIEW}`, tokens.admin)
    ).json();
    expect(ofOther.count).toBe(0);
    const inactive = (
      await call('GET', '/api/admin-portal/exams/?search=zebra&kind=platform&is_active=false', tokens.admin)
    ).json();
    expect(inactive.count).toBe(1);
  });

  it('takes search text literally (no wildcards)', async () => {
    const page = (await call('GET', '/api/admin-portal/exams/?search=%25%25', tokens.admin)).json();
    expect(page.count).toBe(0);
  });

  it.each([
    ['GET', '/api/admin-portal/exams/', 'college'],
    ['GET', '/api/admin-portal/exams/platform/', 'student'],
    ['GET', '/api/admin-portal/exams/college/', 'college'],
  ] as const)('%s %s refuses a %s', async (method, url, role) => {
    expect((await call(method, url, tokens[role])).statusCode).toBe(403);
  });

  it('refuses bad filters with 400', async () => {
    expect((await call('GET', '/api/admin-portal/exams/?kind=other', tokens.admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin-portal/exams/?page_size=1000', tokens.admin)).statusCode).toBe(400);
  });
});

describe('admin portal: one exam', () => {
  it('shows the exam with its questions in order', async () => {
    const id = await createPlatformExam();
    const exam = await detail(id);
    expect(exam).toMatchObject({ id, questions_locked: false, attempts_count: 0 });
    expect(exam.questions.map((q) => q.position)).toEqual([1, 2, 3]);
    expect(exam.questions[1]).toMatchObject({ marks: 2, correct_answer: 'b', used_in_exams: 1 });
    expect((await call('GET', '/api/admin-portal/exams/999999/', tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin-portal/exams/${id}/`, tokens.college)).statusCode).toBe(403);
  });

  it('edits a platform exam, with ISO start and end times', async () => {
    const id = await createPlatformExam();
    const response = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, {
      title: 'Renamed Mock',
      start_time: '2030-01-01T10:00:00+05:30',
      end_time: '2030-01-01T12:00:00+05:30',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Renamed Mock',
      start_time: '2030-01-01T04:30:00.000Z',
      end_time: '2030-01-01T06:30:00.000Z',
    });
    // Only the end: combined with the stored start, and checked against it.
    const early = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, {
      end_time: '2030-01-01T09:00:00+05:30',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.end_time).toEqual(['The end time must be after the start time.']);
    const clock = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, { start_time: '10:00' });
    expect(clock.statusCode).toBe(400);
    expect(clock.json().errors).toHaveProperty('start_time');
    const cleared = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, {
      start_time: null,
      end_time: null,
    });
    expect(cleared.json()).toMatchObject({ start_time: null, end_time: null });
  });

  it('edits part of a college schedule, keeping the stored date and times', async () => {
    const { id } = await createCollegeExam();
    const response = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, {
      start_time: '09:00',
    });
    expect(response.statusCode, response.body).toBe(200);
    // 09:00 and 11:30 in India on 10 March 2030.
    expect(response.json()).toMatchObject({
      exam_date: '2030-03-10',
      start_time: '2030-03-10T03:30:00.000Z',
      end_time: '2030-03-10T06:00:00.000Z',
    });
    const moved = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, {
      exam_date: '2030-04-02',
    });
    expect(moved.json()).toMatchObject({ exam_date: '2030-04-02', start_time: '2030-04-02T03:30:00.000Z' });
    const backwards = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, {
      end_time: '08:00',
    });
    expect(backwards.statusCode).toBe(400);
    const iso = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, {
      start_time: '2030-04-02T10:00:00+05:30',
    });
    expect(iso.statusCode).toBe(400);
    expect(iso.json().detail).toMatch(/09:30/);
  });

  it('refuses impossible settings with 400', async () => {
    const id = await createPlatformExam();
    for (const body of [{ duration_minutes: 0 }, { pass_percentage: 101 }, { title: 'x' }, { nonsense: 1 }]) {
      const response = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const course = await call('PUT', `/api/admin-portal/exams/${id}/`, tokens.admin, { course: 999999 });
    expect(course.statusCode).toBe(400);
    expect(course.json().errors.course).toEqual(['That course does not exist.']);
  });

  it('deletes an exam', async () => {
    const id = await createPlatformExam();
    expect((await call('DELETE', `/api/admin-portal/exams/${id}/`, tokens.college)).statusCode).toBe(403);
    const response = await call('DELETE', `/api/admin-portal/exams/${id}/`, tokens.admin);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', `/api/admin-portal/exams/${id}/`, tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin-portal/exams/${id}/`, tokens.admin)).statusCode).toBe(404);
  });
});

describe('activation and results release', () => {
  it('activates an exam only once it has questions', async () => {
    const empty = await createPlatformExam({ questions: [] });
    const refused = await call('POST', `/api/admin-portal/exams/${empty}/toggle-status/`, tokens.admin, {
      is_active: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Add at least one question before activating this exam.');

    const id = await createPlatformExam();
    const on = await call('POST', `/api/admin-portal/exams/${id}/toggle-status/`, tokens.admin, {
      is_active: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, is_active: true, total_questions: 3 });
    const off = await call('POST', `/api/admin-portal/exams/${id}/toggle-status/`, tokens.admin, {
      is_active: false,
    });
    expect(off.json().is_active).toBe(false);
    expect(
      (
        await call('POST', `/api/admin-portal/exams/${id}/toggle-status/`, tokens.college, {
          is_active: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/api/admin-portal/exams/${id}/toggle-status/`, tokens.admin, { is_active: 'yes' }))
        .statusCode,
    ).toBe(400);
  });

  it('releases results of a manually released exam only', async () => {
    const immediate = await createPlatformExam();
    const refused = await call('POST', `/api/admin-portal/exams/${immediate}/release-results/`, tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/immediately after each student submits.*manual/);

    const manual = await createPlatformExam({ results_release: 'manual' });
    const released = await call('POST', `/api/admin-portal/exams/${manual}/release-results/`, tokens.admin);
    expect(released.statusCode).toBe(200);
    expect(released.json().results_released_at).toEqual(expect.any(String));
    expect(
      (await call('POST', `/api/admin-portal/exams/${manual}/release-results/`, tokens.college)).statusCode,
    ).toBe(403);
  });
});

describe('questions of an exam', () => {
  it('reorders the questions when every one is listed exactly once', async () => {
    const id = await createPlatformExam();
    const ids = (await detail(id)).questions.map((q) => q.id);
    const url = `/api/admin-portal/exams/${id}/questions/order/`;
    for (const question_ids of [
      ids.slice(1),
      [...ids, ids[0]],
      [ids[0], ids[0], ids[1]],
      [ids[0], ids[1], 999999],
    ]) {
      const response = await call('PUT', url, tokens.admin, { question_ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/exactly once/);
    }
    const reversed = [...ids].reverse();
    const response = await call('PUT', url, tokens.admin, { question_ids: reversed });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Detail>().questions.map((q) => q.id)).toEqual(reversed);
    expect(response.json<Detail>().questions.map((q) => q.position)).toEqual([1, 2, 3]);
    expect((await call('PUT', url, tokens.college, { question_ids: reversed })).statusCode).toBe(403);
  });

  it('attaches bank questions at the end and detaches them, closing the gap', async () => {
    const id = await createPlatformExam();
    const bank = await call(
      'POST',
      '/api/admin-portal/questions/',
      tokens.admin,
      question('Bank one', 'd', 4),
    );
    expect(bank.statusCode, bank.body).toBe(201);
    const bankId = bank.json().id;
    const attach = `/api/admin-portal/exams/${id}/questions/attach/`;
    const attached = await call('POST', attach, tokens.admin, { question_ids: [bankId] });
    expect(attached.statusCode, attached.body).toBe(200);
    const after = attached.json<Detail>();
    expect(after.questions.at(-1)).toMatchObject({ id: bankId, position: 4 });

    const again = await call('POST', attach, tokens.admin, { question_ids: [bankId] });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', attach, tokens.admin, { question_ids: [999999] })).statusCode).toBe(400);
    expect((await call('POST', attach, tokens.admin, { question_ids: [] })).statusCode).toBe(400);
    expect((await call('POST', attach, tokens.college, { question_ids: [bankId] })).statusCode).toBe(403);

    const second = after.questions[1]!.id;
    const detach = await call('DELETE', `/api/admin-portal/exams/${id}/questions/${second}/`, tokens.admin);
    expect(detach.statusCode).toBe(204);
    const remaining = await detail(id);
    expect(remaining.questions.map((q) => q.position)).toEqual([1, 2, 3]);
    expect(remaining.questions.map((q) => q.id)).not.toContain(second);
    // The detached question is still in the bank.
    expect((await call('GET', `/api/admin-portal/questions/${second}/`, tokens.admin)).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/api/admin-portal/exams/${id}/questions/${second}/`, tokens.admin)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/admin-portal/exams/${id}/questions/${bankId}/`, tokens.college)).statusCode,
    ).toBe(403);
  });

  it('keeps at least one question in an active exam', async () => {
    const id = await createPlatformExam({ is_active: true, questions: [question('Only')] });
    const only = (await detail(id)).questions[0]!.id;
    const refused = await call('DELETE', `/api/admin-portal/exams/${id}/questions/${only}/`, tokens.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/last question of an active exam/);
    const deleted = await call('DELETE', `/api/admin-portal/questions/${only}/`, tokens.admin);
    expect(deleted.statusCode).toBe(409);
    expect((await detail(id)).questions).toHaveLength(1);
  });

  it("lets a college exam use platform questions and its own college's, not another college's", async () => {
    const { id } = await createCollegeExam();
    const platformQuestion = (
      await call('POST', '/api/admin-portal/questions/', tokens.admin, question('P'))
    ).json();
    const own = (
      await call('POST', '/api/admin-portal/questions/', tokens.admin, {
        ...question('Own'),
        college: SUNRISE,
      })
    ).json();
    const foreign = (
      await call('POST', '/api/admin-portal/questions/', tokens.admin, {
        ...question('Other'),
        college: LAKEVIEW,
      })
    ).json();
    expect(own.college).toBe(SUNRISE);
    const url = `/api/admin-portal/exams/${id}/questions/attach/`;
    const refused = await call('POST', url, tokens.admin, { question_ids: [foreign.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/another college/);
    const ok = await call('POST', url, tokens.admin, { question_ids: [platformQuestion.id, own.id] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Detail>().questions).toHaveLength(3);

    const platformExam = await createPlatformExam();
    const intoPlatform = await call(
      'POST',
      `/api/admin-portal/exams/${platformExam}/questions/attach/`,
      tokens.admin,
      {
        question_ids: [own.id],
      },
    );
    expect(intoPlatform.statusCode).toBe(400);
  });
});

describe('once students have taken an exam', () => {
  const LOCKED =
    'Students have already taken this exam, so its questions and marks can no longer change. Text and explanations can still be corrected.';

  it('locks its questions and marks, but not their text', async () => {
    const id = await createPlatformExam({ is_active: true, title: 'Locked Exam' });
    const spare = (
      await call('POST', '/api/admin-portal/questions/', tokens.admin, question('Spare'))
    ).json();
    const attempt = await takeExam(id);
    const exam = await detail(id);
    expect(exam).toMatchObject({ questions_locked: true, attempts_count: 1 });
    const first = exam.questions[0]!.id;

    const refusals = [
      call('POST', `/api/admin-portal/exams/${id}/questions/attach/`, tokens.admin, {
        question_ids: [spare.id],
      }),
      call('DELETE', `/api/admin-portal/exams/${id}/questions/${first}/`, tokens.admin),
      call('PUT', `/api/admin-portal/questions/${first}/`, tokens.admin, { marks: 5 }),
      call('PUT', `/api/admin-portal/questions/${first}/`, tokens.admin, { correct_answer: 'd' }),
      call('POST', '/api/admin-portal/questions/', tokens.admin, { ...question('Late'), exam: id }),
      call('POST', '/api/exams/questions/create/', tokens.admin, { ...question('Late'), exam: id }),
      call('POST', '/api/colleges/admin/bulk-import-questions/', tokens.admin, {
        exam_id: id,
        questions: [question('Late')],
      }),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().detail).toMatch(/Students have already taken/);
    }
    expect((await Promise.all(refusals.slice(0, 2)))[0]!.json().detail).toBe(LOCKED);

    const deleteRefused = await call('DELETE', `/api/admin-portal/questions/${first}/`, tokens.admin);
    expect(deleteRefused.statusCode).toBe(409);

    const corrected = await call('PUT', `/api/admin-portal/questions/${first}/`, tokens.admin, {
      question_text: 'Q1 corrected: which option is right?',
      explanation: 'Corrected explanation.',
      marks: 1,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      question_text: 'Q1 corrected: which option is right?',
      marks: 1,
    });
    // Reordering changes no score, so it stays allowed.
    const reversed = exam.questions.map((q) => q.id).reverse();
    expect(
      (
        await call('PUT', `/api/admin-portal/exams/${id}/questions/order/`, tokens.admin, {
          question_ids: reversed,
        })
      ).statusCode,
    ).toBe(200);

    const attempts = await call('GET', `/api/admin-portal/exams/${id}/attempts/?search=aarav`, tokens.admin);
    expect(attempts.statusCode).toBe(200);
    expect(attempts.json()).toMatchObject({ count: 1 });
    expect(attempts.json().results[0]).toMatchObject({
      attempt: attempt.id,
      student_email: DEMO_ACCOUNTS.student,
      status: 'in_progress',
      score: null,
      passed: null,
    });
    const nobody = await call('GET', `/api/admin-portal/exams/${id}/attempts/?search=nobody`, tokens.admin);
    expect(nobody.json().count).toBe(0);
    expect((await call('GET', `/api/admin-portal/exams/${id}/attempts/`, tokens.college)).statusCode).toBe(
      403,
    );
  });

  it('shows an attempt with the correct answers and the marks awarded', async () => {
    const id = await createPlatformExam({ is_active: true });
    const attempt = await takeExam(id);
    const exam = await detail(id);
    const [q1, q2] = exam.questions;
    await call('PUT', `/api/exams/attempts/${attempt.id}/answers/`, tokens.student, {
      question: q1!.id,
      answer: 'a',
      seq: 1,
    });
    await call('PUT', `/api/exams/attempts/${attempt.id}/answers/`, tokens.student, {
      question: q2!.id,
      answer: 'c',
      seq: 2,
    });
    await call('POST', `/api/exams/attempts/${attempt.id}/submit/`, tokens.student);

    const response = await call('GET', `/api/admin-portal/attempts/${attempt.id}/`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'submitted',
      score: 1,
      max_score: 6,
      percentage: 16.67,
      passed: false,
    });
    expect(body.review[0]).toMatchObject({ your_answer: 'a', correct_answer: 'a', awarded: 1 });
    expect(body.review[1]).toMatchObject({ your_answer: 'c', correct_answer: 'b', awarded: 0 });
    expect(body.review[2]).toMatchObject({ your_answer: null, correct_answer: 'c', awarded: 0 });
    expect((await call('GET', `/api/admin-portal/attempts/${attempt.id}/`, tokens.college)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin-portal/attempts/999999/', tokens.admin)).statusCode).toBe(404);

    const results = await call('GET', `/api/admin-portal/students/${AARAV}/exam_results/`, tokens.admin);
    expect(results.statusCode).toBe(200);
    expect(results.json()[0]).toMatchObject({ attempt: attempt.id, exam: id, score: 1 });
    const filtered = await call(
      'GET',
      `/api/admin-portal/students/${AARAV}/exam_results/?exam=999999`,
      tokens.admin,
    );
    expect(filtered.json()).toEqual([]);
    expect(
      (await call('GET', '/api/admin-portal/students/999999/exam_results/', tokens.admin)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/admin-portal/students/${AARAV}/exam_results/`, tokens.college)).statusCode,
    ).toBe(403);
  });
});

describe('college exams', () => {
  it('a college creates its own exam and sees it in its list and stats', async () => {
    const created = await createCollegeExam({ title: 'Own Scheduled Test', college: LAKEVIEW });
    // A college always creates for itself, whatever it names.
    expect(created.college).toBe(SUNRISE);
    const mine = await call('GET', '/api/exams/my-college/', tokens.college);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((e: { id: number }) => e.id)).toContain(created.id);
    const theirs = await call('GET', '/api/exams/my-college/', tokens.otherCollege);
    expect(theirs.json().map((e: { id: number }) => e.id)).not.toContain(created.id);
    expect((await call('GET', '/api/exams/my-college/', tokens.admin)).statusCode).toBe(403);

    const stats = await call('GET', '/api/exams/stats/', tokens.college);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().total).toBe(mine.json().length);
    expect((await call('GET', '/api/exams/stats/', tokens.admin)).json().total).toBeGreaterThanOrEqual(
      stats.json().total,
    );
    expect((await call('GET', '/api/exams/stats/', tokens.student)).statusCode).toBe(403);
  });

  it('an admin creates one for a named college', async () => {
    const response = await call(
      'POST',
      '/api/exams/create/',
      tokens.admin,
      collegeExamBody({ college: LAKEVIEW }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ college: LAKEVIEW, kind: 'college', exam_date: '2030-03-10' });
    const unnamed = await call('POST', '/api/exams/create/', tokens.admin, collegeExamBody());
    expect(unnamed.statusCode).toBe(400);
    expect((await call('POST', '/api/exams/create/', tokens.student, collegeExamBody())).statusCode).toBe(
      403,
    );
  });

  it('refuses an exam without a schedule, ending before it starts, lasting 0 minutes or with negative marks', async () => {
    const { exam_date: _date, start_time: _start, ...unscheduled } = collegeExamBody();
    const cases: [object, RegExp | string][] = [
      [unscheduled, VALIDATION_MESSAGES.scheduleRequired],
      [
        collegeExamBody({ start_time: '11:00', end_time: '10:00' }),
        'The end time must be after the start time.',
      ],
      [collegeExamBody({ duration_minutes: 0 }), 'An exam lasts at least 1 minute.'],
      [collegeExamBody({ questions: [question('Neg', 'a', -1)] }), 'A question is worth at least 1 mark.'],
      [collegeExamBody({ course: 999999 }), 'That course does not exist.'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/exams/create/', tokens.college, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
  });

  it('a college adds questions to its own exam only', async () => {
    const { id } = await createCollegeExam();
    const created = await call('POST', '/api/exams/questions/create/', tokens.college, {
      ...question('Added'),
      exam: id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ college: SUNRISE, used_in_exams: 1, correct_answer: 'a' });
    expect((await detail(id)).questions.at(-1)).toMatchObject({ id: created.json().id, position: 2 });

    const other = await call('POST', '/api/exams/questions/create/', tokens.otherCollege, {
      ...question('Sneaky'),
      exam: id,
    });
    expect(other.statusCode).toBe(404);
    const platformExam = await createPlatformExam();
    const intoPlatform = await call('POST', '/api/exams/questions/create/', tokens.college, {
      ...question('Sneaky'),
      exam: platformExam,
    });
    expect(intoPlatform.statusCode).toBe(404);
    const byAdmin = await call('POST', '/api/exams/questions/create/', tokens.admin, {
      ...question('Admin'),
      exam: id,
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/exams/questions/create/', tokens.student, { ...question('S'), exam: id }))
        .statusCode,
    ).toBe(403);
    const negative = await call('POST', '/api/exams/questions/create/', tokens.college, {
      ...question('Neg', 'a', -2),
      exam: id,
    });
    expect(negative.statusCode).toBe(400);
  });

  it('bulk-imports questions into its own exam, all or nothing', async () => {
    const { id } = await createCollegeExam({ questions: [] });
    const url = '/api/colleges/admin/bulk-import-questions/';
    const bad = await call('POST', url, tokens.college, {
      exam_id: id,
      questions: [question('Good'), { ...question('Bad'), correct_answer: 'e' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await detail(id)).questions).toHaveLength(0);

    const good = await call('POST', url, tokens.college, {
      exam_id: id,
      questions: [question('One'), question('Two', 'B', 2)],
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toEqual({ detail: '2 questions added to "Sunrise Internal Test".', imported: 2 });
    const questions = (await detail(id)).questions;
    expect(questions.map((q) => [q.position, q.correct_answer])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);

    const other = await call('POST', url, tokens.otherCollege, { exam_id: id, questions: [question('X')] });
    expect(other.statusCode).toBe(404);
    expect(
      (await call('POST', url, tokens.admin, { exam_id: id, questions: [question('A')] })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', url, tokens.student, { exam_id: id, questions: [question('A')] })).statusCode,
    ).toBe(403);
  });

  it("shows a college its own students' results in its own exams, and no one else's", async () => {
    const url = (id: number) => `/api/colleges/admin/student-exam-results/${id}/`;
    const own = await call('GET', url(AARAV), tokens.college);
    expect(own.statusCode).toBe(200);
    expect(Array.isArray(own.json())).toBe(true);
    // Aarav's platform attempts belong to the platform, not to his college.
    expect(own.json().every((row: { exam_title: string }) => !row.exam_title.includes('Mock'))).toBe(true);
    expect((await call('GET', url(ANANYA), tokens.college)).statusCode).toBe(404);
    expect((await call('GET', url(ANANYA), tokens.otherCollege)).statusCode).toBe(200);
    const admin = await call('GET', url(AARAV), tokens.admin);
    expect(admin.json().length).toBeGreaterThan(0);
    expect((await call('GET', url(AARAV), tokens.student)).statusCode).toBe(403);
  });
});

describe('platform exam routes under /exams/platform/', () => {
  it('shows, edits and lists the questions of a platform exam; other exams are not found', async () => {
    const id = await createPlatformExam();
    const shown = await call('GET', `/api/exams/platform/${id}/`, tokens.admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().questions).toHaveLength(3);
    const edited = await call('PUT', `/api/exams/platform/${id}/`, tokens.admin, { pass_percentage: 60 });
    expect(edited.json().pass_percentage).toBe(60);
    const { id: collegeExam } = await createCollegeExam();
    expect((await call('GET', `/api/exams/platform/${collegeExam}/`, tokens.admin)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/exams/platform/${collegeExam}/`, tokens.admin, { title: 'Nope' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/exams/platform/${id}/`, tokens.college)).statusCode).toBe(403);

    const questions = await call('GET', `/api/exams/platform/${id}/questions/`, tokens.admin);
    expect(questions.statusCode).toBe(200);
    const [first, second] = questions.json<{ id: number; explanation: string }[]>();
    expect((await call('GET', `/api/exams/platform/${id}/questions/`, tokens.student)).statusCode).toBe(403);

    const updated = await call(
      'PUT',
      `/api/exams/platform/${id}/questions/${first!.id}/update/`,
      tokens.admin,
      {
        marks: 7,
      },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    // A field left out stays as it was.
    expect(updated.json()).toMatchObject({ marks: 7, explanation: first!.explanation });
    const elsewhere = await call(
      'PUT',
      `/api/exams/platform/${collegeExam}/questions/${first!.id}/update/`,
      tokens.admin,
      {
        marks: 2,
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/api/exams/platform/${id}/questions/${first!.id}/update/`, tokens.admin, {
          marks: -1,
        })
      ).statusCode,
    ).toBe(400);

    const removed = await call(
      'DELETE',
      `/api/exams/platform/${id}/questions/${second!.id}/delete/`,
      tokens.admin,
    );
    expect(removed.statusCode).toBe(204);
    expect((await detail(id)).questions.map((q) => q.position)).toEqual([1, 2]);
    expect(
      (await call('DELETE', `/api/exams/platform/${id}/questions/${second!.id}/delete/`, tokens.college))
        .statusCode,
    ).toBe(403);
  });
});

describe('question bank', () => {
  it('creates, finds, edits and deletes bank questions', async () => {
    const created = await call(
      'POST',
      '/api/admin-portal/questions/',
      tokens.admin,
      question('Bankable unicorn', 'C', 2),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ correct_answer: 'c', college: null, used_in_exams: 0 });

    const found = await call(
      'GET',
      '/api/admin-portal/questions/?search=unicorn&scope=platform',
      tokens.admin,
    );
    expect(found.json()).toMatchObject({ count: 1, page_size: 25 });
    expect(
      (await call('GET', '/api/admin-portal/questions/?search=unicorn&scope=college', tokens.admin)).json()
        .count,
    ).toBe(0);
    expect((await call('GET', `/api/admin-portal/questions/${id}/`, tokens.admin)).json().id).toBe(id);

    const edited = await call('PUT', `/api/admin-portal/questions/${id}/`, tokens.admin, {
      option_a: 'Changed',
    });
    expect(edited.json()).toMatchObject({ option_a: 'Changed', explanation: 'Because C.' });
    expect(
      (await call('PUT', `/api/admin-portal/questions/${id}/`, tokens.admin, { marks: 0 })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/admin-portal/questions/${id}/`, tokens.admin, { correct_answer: 'z' }))
        .statusCode,
    ).toBe(400);

    expect((await call('DELETE', `/api/admin-portal/questions/${id}/`, tokens.college)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin-portal/questions/${id}/`, tokens.admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin-portal/questions/${id}/`, tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin-portal/questions/', tokens.college)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/admin-portal/questions/', tokens.college, question('X'))).statusCode,
    ).toBe(403);
  });

  it("adds a question straight to an exam and lists an exam's questions in order", async () => {
    const examId = await createPlatformExam();
    const created = await call('POST', '/api/admin-portal/questions/', tokens.admin, {
      ...question('Appended'),
      exam: examId,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().used_in_exams).toBe(1);
    const page = (await call('GET', `/api/admin-portal/questions/?exam=${examId}`, tokens.admin)).json();
    expect(page.count).toBe(4);
    expect(page.results.map((q: { question_text: string }) => q.question_text.split(':')[0])).toEqual([
      'Q1',
      'Q2',
      'Q3',
      'Appended',
    ]);
    expect((await call('GET', '/api/admin-portal/questions/?exam=999999', tokens.admin)).statusCode).toBe(
      404,
    );

    // Deleting a question takes it out of the exam, and the positions close up.
    const first = (await detail(examId)).questions[0]!.id;
    expect((await call('DELETE', `/api/admin-portal/questions/${first}/`, tokens.admin)).statusCode).toBe(
      204,
    );
    expect((await detail(examId)).questions.map((q) => q.position)).toEqual([1, 2, 3]);

    const wrongCollege = await call('POST', '/api/admin-portal/questions/', tokens.admin, {
      ...question('Wrong'),
      exam: examId,
      college: SUNRISE,
    });
    expect(wrongCollege.statusCode).toBe(400);
    const noCollege = await call('POST', '/api/admin-portal/questions/', tokens.admin, {
      ...question('Wrong'),
      college: 999999,
    });
    expect(noCollege.statusCode).toBe(400);
  });
});

describe('ids no database row can have', () => {
  const HUGE = 99_999_999_999;
  it.each([
    ['GET', `/api/admin-portal/exams/${HUGE}/`, undefined],
    ['GET', `/api/admin-portal/exams/?college_id=${HUGE}`, undefined],
    ['GET', `/api/admin-portal/questions/?exam=${HUGE}`, undefined],
    ['DELETE', `/api/admin-portal/exams/1/questions/${HUGE}/`, undefined],
    ['POST', '/api/admin-portal/exams/1/questions/attach/', { question_ids: [HUGE] }],
    ['POST', '/api/exams/questions/create/', { ...question('Huge'), exam: HUGE }],
    ['PUT', '/api/admin-portal/exams/1/', { course: HUGE }],
    ['POST', '/api/exams/create/', collegeExamBody({ course: HUGE })],
    ['POST', '/api/exams/create/', collegeExamBody({ college: HUGE })],
  ] as const)('%s %s → 400 or 404, never 500', async (method, url, payload) => {
    const response = await call(method, url, tokens.admin, payload);
    expect([400, 404]).toContain(response.statusCode);
  });
});

describe('global search', () => {
  it('finds students, colleges, courses and exams', async () => {
    await createPlatformExam({ title: 'Sunrise Readiness Quiz' });
    const response = await call('GET', '/api/admin-portal/search/global/?q=sunrise', tokens.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.colleges).toEqual([
      { id: SUNRISE, name: 'Sunrise Institute of Technology', email: DEMO_ACCOUNTS.college },
    ]);
    // Up to 5 of each kind, even when more match.
    expect(body.exams).toHaveLength(5);
    const exams = (await call('GET', '/api/admin-portal/search/global/?q=readiness', tokens.admin)).json()
      .exams;
    expect(exams).toEqual([{ id: expect.any(Number), title: 'Sunrise Readiness Quiz', kind: 'platform' }]);

    const byEmail = (await call('GET', '/api/admin-portal/search/global/?q=aarav', tokens.admin)).json();
    expect(byEmail.students).toEqual([{ id: AARAV, name: 'Aarav Sharma', email: DEMO_ACCOUNTS.student }]);
    const wildcard = (await call('GET', '/api/admin-portal/search/global/?q=%25%25', tokens.admin)).json();
    expect(wildcard).toEqual({ students: [], colleges: [], courses: [], exams: [] });
    expect((await call('GET', '/api/admin-portal/search/global/?q=a', tokens.admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin-portal/search/global/?q=sunrise', tokens.college)).statusCode).toBe(
      403,
    );
  });
});
