import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { colleges, examAttempts, exams, users } from '../src/db/schema.ts';
import { addStudent, bearer, createTestApp, DEMO_ACCOUNTS, login } from './helper.ts';

// The admin's marks tables (issue #13): finished attempts of students with a college or without.

const { app, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};

const get = (url: string, token: string | null = tokens.admin) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function collegeIdOf(email: string) {
  const [row] = await db
    .select({ id: colleges.id, name: colleges.collegeName })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no college ${email}`);
  return row;
}
const SUNRISE = await collegeIdOf(DEMO_ACCOUNTS.college);
const LAKEVIEW = await collegeIdOf(DEMO_ACCOUNTS.secondCollege);

async function newStudent(name: string, collegeId: number | null) {
  return addStudent(db, { name, collegeId, approved: collegeId !== null });
}

async function newExam(title: string, passPercentage = 50) {
  const [row] = await db
    .insert(exams)
    .values({ kind: 'platform', title, durationMinutes: 30, passPercentage })
    .returning({ id: exams.id });
  return row!.id;
}

let attemptNumber = 0;
/** A finished attempt (or one still in progress when `submittedAt` is null). */
async function attempt(
  studentId: number,
  examId: number,
  submittedAt: string | null,
  score = 6,
  status: 'submitted' | 'expired' = 'submitted',
) {
  attemptNumber += 1;
  const startedAt = new Date(submittedAt ?? '2026-06-01T10:00:00Z');
  const [row] = await db
    .insert(examAttempts)
    .values({
      examId,
      studentId,
      attemptNumber,
      status: submittedAt === null ? 'in_progress' : status,
      seed: 1,
      startedAt: new Date(startedAt.getTime() - 10 * 60_000),
      deadline: new Date(startedAt.getTime() + 20 * 60_000),
      submittedAt: submittedAt === null ? null : new Date(submittedAt),
      score: submittedAt === null ? null : score,
      maxScore: submittedAt === null ? null : 10,
    })
    .returning({ id: examAttempts.id });
  return row!.id;
}

type Mark = {
  attempt: number;
  student_name: string;
  student_email: string;
  exam: number;
  exam_title: string;
  college: number | null;
  college_name: string | null;
  score: number | null;
  max_score: number | null;
  percentage: number | null;
  passed: boolean | null;
  status: string;
  submitted_at: string | null;
};
type Page = { count: number; page_size: number; total_pages: number; next: number | null; results: Mark[] };

const marks = async (query: string) => {
  const response = await get(`/api/admin-portal/marks/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const attemptsOf = (page: Page) => page.results.map((row) => row.attempt);

// The world: two exams, students of two colleges and two platform students, attempts on
// different days; one attempt still in progress.
const ALGEBRA = await newExam('Marks Algebra Test');
const HISTORY = await newExam('Marks History Test', 70);
const meera = await newStudent('Meera Marksworth', SUNRISE.id);
const kabir = await newStudent('Kabir Marksworth', LAKEVIEW.id);
const riya = await newStudent('Riya Soloist', null);
const hacker = await newStudent('=HYPERLINK("http://evil.example","click")', null);
const MEERA_ALGEBRA = await attempt(meera.id, ALGEBRA, '2026-03-01T08:00:00Z', 8);
const MEERA_HISTORY = await attempt(meera.id, HISTORY, '2026-03-05T23:59:59Z', 6);
const KABIR_ALGEBRA = await attempt(kabir.id, ALGEBRA, '2026-03-06T00:00:00Z', 3, 'expired');
const RIYA_ALGEBRA = await attempt(riya.id, ALGEBRA, '2026-03-02T12:00:00Z', 9);
const HACKER_HISTORY = await attempt(hacker.id, HISTORY, '2026-03-03T12:00:00Z', 10);
const RIYA_OPEN = await attempt(riya.id, HISTORY, null);
const OURS = `exam=${ALGEBRA}`;

describe('who may read marks', () => {
  it.each([
    '/api/admin-portal/marks/?scope=with_college',
    '/api/admin-portal/marks/export/?scope=with_college',
  ])('%s: admins only', async (url) => {
    expect((await get(url, null)).statusCode).toBe(401);
    expect((await get(url, tokens.student)).statusCode).toBe(403);
    expect((await get(url, tokens.college)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('the marks list', () => {
  it('splits by scope: a platform student only without a college, a college student only with one', async () => {
    const withCollege = await marks(`scope=with_college&search=marksworth`);
    expect(attemptsOf(withCollege)).toEqual([KABIR_ALGEBRA, MEERA_HISTORY, MEERA_ALGEBRA]);
    expect(withCollege.results[0]).toMatchObject({
      student_name: 'Kabir Marksworth',
      student_email: kabir.email,
      college: LAKEVIEW.id,
      college_name: LAKEVIEW.name,
      exam: ALGEBRA,
      exam_title: 'Marks Algebra Test',
      status: 'expired',
      score: 3,
      max_score: 10,
      percentage: 30,
      passed: false,
      submitted_at: '2026-03-06T00:00:00.000Z',
    });

    const without = await marks('scope=without_college');
    expect(attemptsOf(without)).toContain(RIYA_ALGEBRA);
    expect(attemptsOf(without)).toContain(HACKER_HISTORY);
    expect(attemptsOf(without)).not.toContain(MEERA_ALGEBRA);
    expect(attemptsOf(without)).not.toContain(KABIR_ALGEBRA);
    expect(without.results.find((row) => row.attempt === RIYA_ALGEBRA)).toMatchObject({
      college: null,
      college_name: null,
      passed: true,
      percentage: 90,
    });
    const withAll = await marks('scope=with_college');
    expect(attemptsOf(withAll)).not.toContain(RIYA_ALGEBRA);
  });

  it('leaves out attempts still in progress', async () => {
    const without = await marks('scope=without_college&search=riya');
    expect(attemptsOf(without)).toEqual([RIYA_ALGEBRA]);
    expect(attemptsOf(without)).not.toContain(RIYA_OPEN);
  });

  it('filters by exam, college and submission days (whole UTC days)', async () => {
    expect(attemptsOf(await marks(`scope=with_college&exam=${HISTORY}`))).toEqual([MEERA_HISTORY]);
    expect(attemptsOf(await marks(`scope=with_college&${OURS}&college=${SUNRISE.id}`))).toEqual([
      MEERA_ALGEBRA,
    ]);
    expect(attemptsOf(await marks(`scope=with_college&college=${LAKEVIEW.id}&search=marksworth`))).toEqual([
      KABIR_ALGEBRA,
    ]);
    // 23:59:59 on the 5th is in "up to the 5th"; midnight of the 6th is not.
    expect(
      attemptsOf(
        await marks('scope=with_college&search=marksworth&submitted_from=2026-03-02&submitted_to=2026-03-05'),
      ),
    ).toEqual([MEERA_HISTORY]);
    expect(attemptsOf(await marks('scope=with_college&search=marksworth&submitted_from=2026-03-06'))).toEqual(
      [KABIR_ALGEBRA],
    );
    expect(attemptsOf(await marks('scope=with_college&search=marksworth&submitted_to=2026-03-01'))).toEqual([
      MEERA_ALGEBRA,
    ]);
  });

  it('refuses a page size over 100', async () => {
    expect((await get('/api/admin-portal/marks/?scope=with_college&page_size=101')).statusCode).toBe(400);
  });

  it('searches student name and email, trimmed', async () => {
    expect(attemptsOf(await marks(`scope=with_college&search=${encodeURIComponent('  meera  ')}`))).toEqual([
      MEERA_HISTORY,
      MEERA_ALGEBRA,
    ]);
    expect(attemptsOf(await marks(`scope=with_college&search=${encodeURIComponent(kabir.email)}`))).toEqual([
      KABIR_ALGEBRA,
    ]);
    const blank = await marks(`scope=with_college&search=${encodeURIComponent('   ')}`);
    expect(blank.count).toBeGreaterThanOrEqual(3);
  });

  it('pages 25 at a time by default, newest submission first', async () => {
    const exam = await newExam('Marks Paging Test');
    const crowd = await newStudent('Paging Crowd', null);
    for (let day = 1; day <= 27; day += 1)
      await attempt(crowd.id, exam, `2026-04-${String(day).padStart(2, '0')}T09:00:00Z`);
    const first = await marks(`scope=without_college&exam=${exam}`);
    expect(first).toMatchObject({ count: 27, page_size: 25, total_pages: 2, next: 2 });
    expect(first.results).toHaveLength(25);
    expect(first.results[0]?.submitted_at).toBe('2026-04-27T09:00:00.000Z');
    const second = await marks(`scope=without_college&exam=${exam}&page=2`);
    expect(second.results.map((row) => row.submitted_at)).toEqual([
      '2026-04-02T09:00:00.000Z',
      '2026-04-01T09:00:00.000Z',
    ]);
    const beyond = await marks(`scope=without_college&exam=${exam}&page=5`);
    expect(beyond).toMatchObject({ count: 27, results: [] });
  });

  it.each([
    ['no scope', ''],
    ['an unknown scope', 'scope=everyone'],
    ['a date that is not YYYY-MM-DD', 'scope=with_college&submitted_from=03/01/2026'],
    ['a day that does not exist', 'scope=with_college&submitted_to=2026-02-30'],
    ['from after to', 'scope=with_college&submitted_from=2026-03-05&submitted_to=2026-03-01'],
    ['a college filter without a college', `scope=without_college&college=${SUNRISE.id}`],
    ['an exam id that is no id', 'scope=with_college&exam=abc'],
  ])('refuses %s with 400 and says why', async (_case, query) => {
    for (const url of [`/api/admin-portal/marks/?${query}`, `/api/admin-portal/marks/export/?${query}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
  });
});

describe('the marks export', () => {
  it('writes the filtered rows as CSV, formulas neutralised', async () => {
    const response = await get(
      `/api/admin-portal/marks/export/?scope=with_college&${OURS}&college=${SUNRISE.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="marks-with-college-.*\.csv"/,
    );
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        attempt_id: String(MEERA_ALGEBRA),
        student_name: 'Meera Marksworth',
        student_email: meera.email,
        college: SUNRISE.name,
        exam: 'Marks Algebra Test',
        attempt_number: expect.any(String),
        status: 'submitted',
        score: '8',
        max_score: '10',
        percentage: '80',
        result: 'passed',
        submitted_at: '2026-03-01T08:00:00.000Z',
      },
    ]);

    const without = await get(`/api/admin-portal/marks/export/?scope=without_college&exam=${HISTORY}`);
    const withoutRows = parse(without.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(withoutRows[0] ?? {})).not.toContain('college');
    expect(withoutRows.map((row) => row.attempt_id)).toEqual([String(HACKER_HISTORY)]);
    expect(withoutRows[0]?.student_name).toBe(`'=HYPERLINK("http://evil.example","click")`);
  });

  it('writes the same rows as an Excel workbook, the formula as plain text', async () => {
    const response = await get(
      `/api/admin-portal/marks/export/?scope=without_college&exam=${HISTORY}&format=xlsx`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/marks-without-college-.*\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const nameCell = sheet.getRow(2).getCell(2);
    expect(nameCell.formula).toBeUndefined();
    expect(nameCell.value).toBe('=HYPERLINK("http://evil.example","click")');
  });

  it('reads more rows than one batch, in the list order, each once', async () => {
    const exam = await newExam('Marks Export Batches');
    const crowd = await newStudent('Batch Crowd', null);
    const base = Date.parse('2026-05-01T00:00:00Z');
    for (let index = 0; index < 520; index += 1) {
      attemptNumber += 1;
      await db.insert(examAttempts).values({
        examId: exam,
        studentId: crowd.id,
        attemptNumber,
        status: 'submitted',
        seed: 1,
        startedAt: new Date(base),
        deadline: new Date(base + 3_600_000),
        // Pairs share a submission time: the id keeps them apart.
        submittedAt: new Date(base + Math.floor(index / 2) * 1000),
        score: 5,
        maxScore: 10,
      });
    }
    const response = await get(`/api/admin-portal/marks/export/?scope=without_college&exam=${exam}`);
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(520);
    expect(new Set(rows.map((row) => row.attempt_id)).size).toBe(520);
    const times = rows.map((row) => row.submitted_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
