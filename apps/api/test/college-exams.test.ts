import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colleges, users } from '../src/db/schema.ts';
import { bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  otherCollege: (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access,
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null = tokens.college, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function collegeIdOf(email: string) {
  const [row] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId))
    .where(eq(users.email, email));
  return row!.id;
}
const sunrise = await collegeIdOf(DEMO_ACCOUNTS.college);

/** An IST date `days` from today, as YYYY-MM-DD. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

const question = (text: string) => ({
  question_text: text,
  option_a: 'One',
  option_b: 'Two',
  option_c: 'Three',
  option_d: 'Four',
  correct_answer: 'B',
  marks: 2,
});

/** A new exam of the demo college, scheduled `days` from today, with `questions` questions. */
async function newExam(title: string, options: { days?: number; questions?: number } = {}) {
  const created = await call('POST', '/api/exams/create/', tokens.college, {
    title,
    duration_minutes: 30,
    pass_percentage: 40,
    exam_date: dayFromNow(options.days ?? 7),
    start_time: '10:00',
  });
  expect(created.statusCode, created.body).toBe(201);
  const exam = created.json<{ id: number }>();
  for (let index = 0; index < (options.questions ?? 1); index += 1) {
    const added = await call('POST', '/api/exams/questions/create/', tokens.college, {
      exam: exam.id,
      ...question(`${title} question ${index + 1}`),
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  return exam.id;
}

describe('a college exam, as its college sees it', () => {
  it('comes with its questions and answers in order, for its college and an admin only', async () => {
    const examId = await newExam('Owned exam', { questions: 2 });
    const own = await call('GET', `/api/colleges/admin/exams/${examId}/`);
    expect(own.statusCode, own.body).toBe(200);
    const detail = own.json<{
      college: number;
      questions: { question_text: string; correct_answer: string }[];
    }>();
    expect(detail.questions.map((entry) => entry.question_text)).toEqual([
      'Owned exam question 1',
      'Owned exam question 2',
    ]);
    expect(detail.questions[0]?.correct_answer).toBe('b');
    expect((await call('GET', `/api/colleges/admin/exams/${examId}/`, tokens.admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/colleges/admin/exams/${examId}/`, tokens.otherCollege)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/colleges/admin/exams/${examId}/`, tokens.student)).statusCode).toBe(403);
    expect((await call('GET', '/api/colleges/admin/exams/999999/')).statusCode).toBe(404);
    expect(sunrise).toBeGreaterThan(0);
  });
});
