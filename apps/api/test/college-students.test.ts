import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { COLLEGE_STUDENT_MESSAGES } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import { auditEvents, examAttempts, exams, students } from '../src/db/schema.ts';
import { forgetStudentLists } from '../src/modules/students/admin-list-cache.ts';
import {
  addStudent,
  bearer,
  collegeIdOf,
  createTestApp,
  DEMO_ACCOUNTS,
  login,
  readOutbox,
} from './helper.ts';

const { app, env, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
  otherCollege: (await login(app, 'college', DEMO_ACCOUNTS.secondCollege)).access,
};

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string | null = tokens.college, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

type Request = { id: number; user: number; full_name: string; email: string; requested_at: string };
type Accepted = {
  id: number;
  full_name: string;
  email: string;
  exams_taken: number;
  average_percentage: number | null;
  last_exam: { exam: number; title: string; date: string; percentage: number } | null;
};
type Page<Row> = {
  count: number;
  page_size: number;
  current_page: number;
  total_pages: number;
  results: Row[];
};

const sunrise = await collegeIdOf(db, DEMO_ACCOUNTS.college);
const lakeview = await collegeIdOf(db, DEMO_ACCOUNTS.secondCollege);

/** A signed-up student (verified email) who chose `collegeId`, waiting unless `approved`. */
async function newStudent(
  name: string,
  options: { collegeId?: number | null; approved?: boolean; createdAt?: Date; language?: 'en' | 'hi' } = {},
) {
  const collegeId = options.collegeId === undefined ? sunrise : options.collegeId;
  const student = await addStudent(db, { name, ...options, collegeId });
  forgetStudentLists(app.context);
  return student;
}

const stateOf = async (studentId: number) => {
  const [row] = await db
    .select({
      college: students.collegeId,
      approved: students.isApprovedByCollege,
      approvedAt: students.approvedByCollegeAt,
    })
    .from(students)
    .where(eq(students.id, studentId));
  return row!;
};

const auditOf = (studentIds: number[]) =>
  db
    .select({
      action: auditEvents.action,
      targetId: auditEvents.targetId,
      actorEmail: auditEvents.actorEmail,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'student'), inArray(auditEvents.targetId, studentIds)))
    .orderBy(auditEvents.id);

async function page<Row>(url: string, token = tokens.college) {
  const response = await call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<Row>>();
}

const [sunriseExam] = await db
  .select()
  .from(exams)
  .where(and(eq(exams.collegeId, sunrise), eq(exams.isActive, true)))
  .orderBy(asc(exams.id))
  .limit(1);

async function finishedAttempt(studentId: number, examId: number, score: number, maxScore: number, at: Date) {
  await db.insert(examAttempts).values({
    examId,
    studentId,
    attemptNumber: 1,
    status: 'submitted',
    seed: 3,
    startedAt: new Date(at.getTime() - 60_000),
    deadline: new Date(at.getTime() + 60_000),
    submittedAt: at,
    score,
    maxScore,
  });
}

describe('who may call the college student routes', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/colleges/admin/pending-requests/'],
    ['GET', '/api/colleges/admin/accepted-students-list/'],
    ['GET', '/api/colleges/admin/accepted-students-count/'],
    ['GET', '/api/colleges/admin/accepted-students-export/'],
    ['POST', '/api/colleges/admin/approve-student/', { user_id: 1 }],
    ['POST', '/api/colleges/admin/reject-student/', { user_id: 1 }],
    ['POST', '/api/colleges/admin/unlink-student/', { student_id: 1 }],
    ['POST', '/api/colleges/admin/bulk-approve-students/', { student_ids: [1] }],
    ['POST', '/api/colleges/admin/bulk-reject-students/', { student_ids: [1] }],
  ];
  it.each(routes)('%s %s: 401 without a token, 403 for a student or an admin', async (method, url, body) => {
    expect((await call(method, url, null, body)).statusCode).toBe(401);
    expect((await call(method, url, tokens.student, body)).statusCode).toBe(403);
    expect((await call(method, url, tokens.admin, body)).statusCode).toBe(403);
  });
});

describe('the requests (CollegeStudents)', () => {
  it('lists only this college’s waiting students, oldest first, 25 a page, searched trimmed', async () => {
    const base = Date.UTC(2020, 0, 1);
    const mine = [];
    for (let index = 0; index < 27; index += 1) {
      mine.push(await newStudent(`Queue Student ${index}`, { createdAt: new Date(base + index * 60_000) }));
    }
    const elsewhere = await newStudent('Queue Elsewhere', {
      collegeId: lakeview,
      createdAt: new Date(base - 1),
    });
    const approved = await newStudent('Queue Approved', { approved: true, createdAt: new Date(base - 1) });

    const first = await page<Request>('/api/colleges/admin/pending-requests/');
    expect(first.page_size).toBe(25);
    expect(first.results).toHaveLength(25);
    expect(first.results[0]!.id).toBe(mine[0]!.id);
    expect(first.results[1]!.id).toBe(mine[1]!.id);
    const ids = first.results.map((row) => row.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(approved.id);
    const second = await page<Request>('/api/colleges/admin/pending-requests/?page=2');
    expect(second.results.map((row) => row.id)).not.toContain(elsewhere.id);
    expect(second.count).toBe(first.count);

    const found = await page<Request>(
      `/api/colleges/admin/pending-requests/?search=${encodeURIComponent('  queue student 26  ')}`,
    );
    expect(found.results.map((row) => row.id)).toEqual([mine[26]!.id]);
    expect(found.results[0]).toMatchObject({ user: mine[26]!.userId, email: mine[26]!.email });
    const other = await page<Request>(
      '/api/colleges/admin/pending-requests/?search=queue',
      tokens.otherCollege,
    );
    expect(other.results.map((row) => row.id)).toEqual([elsewhere.id]);
    expect((await call('GET', '/api/colleges/admin/pending-requests/?page=0')).statusCode).toBe(400);
  });

  it('approves a request: the student sees the college’s exams, with an audit row', async () => {
    const student = await newStudent('Approve Me');
    const studentToken = (await login(app, 'student', student.email)).access;
    const examTitles = async () =>
      (await page<{ title: string }>('/api/exams/', studentToken)).results.map((exam) => exam.title);
    expect(await examTitles()).not.toContain(sunriseExam!.title);

    const response = await call('POST', '/api/colleges/admin/approve-student/', tokens.college, {
      user_id: student.userId,
      college_id: sunrise,
      is_approved_by_college: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: COLLEGE_STUDENT_MESSAGES.approved, id: student.id });
    const state = await stateOf(student.id);
    expect(state).toMatchObject({ college: sunrise, approved: true });
    expect(state.approvedAt).not.toBeNull();
    expect(await examTitles()).toContain(sunriseExam!.title);
    expect(await auditOf([student.id])).toEqual([
      { action: 'student.college_approve', targetId: student.id, actorEmail: DEMO_ACCOUNTS.college },
    ]);
    const again = await call('POST', '/api/colleges/admin/approve-student/', tokens.college, {
      user_id: student.userId,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for another college’s student or no student, and checks the body', async () => {
    const elsewhere = await newStudent('Not Yours', { collegeId: lakeview });
    for (const [url, body] of [
      ['/api/colleges/admin/approve-student/', { user_id: elsewhere.userId }],
      ['/api/colleges/admin/reject-student/', { user_id: elsewhere.userId }],
      ['/api/colleges/admin/unlink-student/', { student_id: elsewhere.id }],
      ['/api/colleges/admin/approve-student/', { user_id: 2_000_000_000 }],
    ] as const) {
      const response = await call('POST', url, tokens.college, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail).toBe('Student not found.');
      expect(response.body).not.toContain(elsewhere.email);
    }
    expect(await stateOf(elsewhere.id)).toMatchObject({ college: lakeview, approved: false });
    expect(await auditOf([elsewhere.id])).toEqual([]);

    const mine = await newStudent('Body Checks');
    const wrongCollege = await call('POST', '/api/colleges/admin/approve-student/', tokens.college, {
      user_id: mine.userId,
      college_id: lakeview,
    });
    expect(wrongCollege.statusCode).toBe(400);
    expect(wrongCollege.json().errors.college_id).toBeDefined();
    const wrongFlag = await call('POST', '/api/colleges/admin/approve-student/', tokens.college, {
      user_id: mine.userId,
      is_approved_by_college: false,
    });
    expect(wrongFlag.statusCode).toBe(400);
    const rejectFlag = await call('POST', '/api/colleges/admin/reject-student/', tokens.college, {
      user_id: mine.userId,
      is_approved_by_college: true,
    });
    expect(rejectFlag.statusCode).toBe(400);
    expect(await stateOf(mine.id)).toMatchObject({ college: sunrise, approved: false });
  });

  it('rejects a request: the student leaves the college and is told by email in their language', async () => {
    const hindi = await newStudent('Hindi Student', { language: 'hi' });
    const english = await newStudent('English Student', { language: 'en' });
    for (const student of [hindi, english]) {
      const response = await call('POST', '/api/colleges/admin/reject-student/', tokens.college, {
        user_id: student.userId,
        is_approved_by_college: false,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ detail: COLLEGE_STUDENT_MESSAGES.rejected, id: student.id });
      expect(await stateOf(student.id)).toEqual({ college: null, approved: false, approvedAt: null });
    }
    const mailTo = (email: string) => readOutbox(env).filter((mail) => mail.to === email);
    expect(mailTo(hindi.email)).toHaveLength(1);
    expect(mailTo(hindi.email)[0]!.subject).toContain('कॉलेज से जुड़ने का आपका अनुरोध स्वीकार नहीं हुआ');
    expect(mailTo(hindi.email)[0]!.text).toContain('Sunrise Institute of Technology');
    expect(mailTo(english.email)[0]!.subject).toContain('Your college request was not accepted');
    expect(mailTo(english.email)[0]!.text).toContain('/StudentDashboard/PersonalDetails');
    expect(await auditOf([hindi.id])).toEqual([
      { action: 'student.college_reject', targetId: hindi.id, actorEmail: DEMO_ACCOUNTS.college },
    ]);
    const requests = await page<Request>('/api/colleges/admin/pending-requests/?search=Hindi%20Student');
    expect(requests.count).toBe(0);
    // Gone from the college: a second rejection finds no such student.
    const again = await call('POST', '/api/colleges/admin/reject-student/', tokens.college, {
      user_id: hindi.userId,
    });
    expect(again.statusCode).toBe(404);
  });

  it('will not reject an approved student (unlink is for them)', async () => {
    const approved = await newStudent('Already In', { approved: true });
    const response = await call('POST', '/api/colleges/admin/reject-student/', tokens.college, {
      user_id: approved.userId,
    });
    expect(response.statusCode).toBe(409);
    expect(await stateOf(approved.id)).toMatchObject({ college: sunrise, approved: true });
  });
});

describe('bulk approve and reject', () => {
  it('approves many at once, all or nothing, naming ids that are not the college’s', async () => {
    const first = await newStudent('Bulk One');
    const second = await newStudent('Bulk Two');
    const elsewhere = await newStudent('Bulk Elsewhere', { collegeId: lakeview });
    const refused = await call('POST', '/api/colleges/admin/bulk-approve-students/', tokens.college, {
      student_ids: [first.id, elsewhere.id, second.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(String(elsewhere.id));
    expect(refused.json().detail).not.toContain(String(first.id));
    expect(await stateOf(first.id)).toMatchObject({ approved: false });
    expect(await auditOf([first.id, second.id, elsewhere.id])).toEqual([]);

    const done = await call('POST', '/api/colleges/admin/bulk-approve-students/', tokens.college, {
      student_ids: [first.id, second.id, first.id],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: '2 students approved.', ids: [first.id, second.id] });
    expect(await stateOf(second.id)).toMatchObject({ college: sunrise, approved: true });
    expect((await auditOf([first.id, second.id])).map((row) => row.action)).toEqual([
      'student.college_approve',
      'student.college_approve',
    ]);
  });

  it('rejects many at once and rolls back every audit row when one id is refused', async () => {
    const first = await newStudent('Reject One', { language: 'hi' });
    const second = await newStudent('Reject Two');
    const approved = await newStudent('Reject Approved', { approved: true });
    const refused = await call('POST', '/api/colleges/admin/bulk-reject-students/', tokens.college, {
      student_ids: [first.id, second.id, approved.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain(String(approved.id));
    expect(await auditOf([first.id, second.id, approved.id])).toEqual([]);
    expect(await stateOf(first.id)).toMatchObject({ college: sunrise });
    expect(readOutbox(env).filter((mail) => mail.to === first.email)).toEqual([]);

    const done = await call('POST', '/api/colleges/admin/bulk-reject-students/', tokens.college, {
      student_ids: [first.id, second.id],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: '2 requests rejected.', ids: [first.id, second.id] });
    expect(await stateOf(second.id)).toEqual({ college: null, approved: false, approvedAt: null });
    expect(readOutbox(env).filter((mail) => mail.to === first.email)[0]!.subject).toContain('कॉलेज');
    expect((await auditOf([first.id, second.id])).map((row) => row.action)).toEqual([
      'student.college_reject',
      'student.college_reject',
    ]);
  });
});

describe('the approved students (AllStudent)', () => {
  it('lists, counts and unlinks; an unlinked student keeps their results but loses the exams', async () => {
    const before = (await page<Accepted>('/api/colleges/admin/accepted-students-list/')).count;
    const countBefore = (await call('GET', '/api/colleges/admin/accepted-students-count/')).json();
    expect(countBefore).toEqual({ count: before });

    const student = await newStudent('Zubin Unlinked', { approved: true });
    await finishedAttempt(student.id, sunriseExam!.id, 3, 4, new Date(Date.UTC(2025, 0, 2)));
    const [platformExam] = await db.select().from(exams).where(eq(exams.kind, 'platform')).limit(1);
    // A platform exam is no exam of the college's: it counts in neither the average nor the last exam.
    await finishedAttempt(student.id, platformExam!.id, 0, 4, new Date(Date.UTC(2025, 0, 3)));
    expect((await call('GET', '/api/colleges/admin/accepted-students-count/')).json()).toEqual({
      count: before + 1,
    });
    const found = await page<Accepted>('/api/colleges/admin/accepted-students-list/?search=%20zubin%20');
    expect(found.page_size).toBe(25);
    expect(found.results).toEqual([
      expect.objectContaining({
        id: student.id,
        exams_taken: 1,
        average_percentage: 75,
        last_exam: {
          exam: sunriseExam!.id,
          title: sunriseExam!.title,
          date: new Date(Date.UTC(2025, 0, 2)).toISOString(),
          percentage: 75,
        },
      }),
    ]);
    const otherList = await page<Accepted>(
      '/api/colleges/admin/accepted-students-list/',
      tokens.otherCollege,
    );
    expect(otherList.results.map((row) => row.id)).not.toContain(student.id);

    const studentToken = (await login(app, 'student', student.email)).access;
    const examTitles = async () =>
      (await page<{ title: string }>('/api/exams/', studentToken)).results.map((exam) => exam.title);
    expect(await examTitles()).toContain(sunriseExam!.title);

    const other = await call('POST', '/api/colleges/admin/unlink-student/', tokens.otherCollege, {
      student_id: student.id,
    });
    expect(other.statusCode).toBe(404);
    const response = await call('POST', '/api/colleges/admin/unlink-student/', tokens.college, {
      student_id: student.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: COLLEGE_STUDENT_MESSAGES.unlinked, id: student.id });
    expect(await stateOf(student.id)).toEqual({ college: null, approved: false, approvedAt: null });
    expect(await examTitles()).not.toContain(sunriseExam!.title);
    const results = await page<{ exam: number }>('/api/exams/my-results/', studentToken);
    expect(results.results.map((row) => row.exam)).toContain(sunriseExam!.id);
    expect(await auditOf([student.id])).toEqual([
      { action: 'student.college_unlink', targetId: student.id, actorEmail: DEMO_ACCOUNTS.college },
    ]);
    expect((await call('GET', '/api/colleges/admin/accepted-students-count/')).json()).toEqual({
      count: before,
    });
    const again = await call('POST', '/api/colleges/admin/unlink-student/', tokens.college, {
      student_id: student.id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('will not unlink a student still waiting (reject is for them)', async () => {
    const waiting = await newStudent('Still Waiting');
    const response = await call('POST', '/api/colleges/admin/unlink-student/', tokens.college, {
      student_id: waiting.id,
    });
    expect(response.statusCode).toBe(409);
    expect(await stateOf(waiting.id)).toMatchObject({ college: sunrise, approved: false });
  });

  it('exports what the search picks, formulas neutralised, never another college’s student', async () => {
    await newStudent('=HYPERLINK("http://evil.example","x")', { approved: true });
    await newStudent('@Export Search Target', { approved: true });
    await newStudent('Export Elsewhere', { collegeId: lakeview, approved: true });
    const exported = async (query: string) => {
      const response = await call('GET', `/api/colleges/admin/accepted-students-export/${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/attachment; filename="college-students-/);
      return {
        body: response.body,
        rows: parse(response.body, { columns: true }) as Record<string, string>[],
      };
    };
    const all = await exported('');
    expect(all.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(all.body).not.toMatch(/^=|,=|^@|,@/m);
    expect(all.body).not.toContain('Export Elsewhere');
    expect(all.rows.map((row) => row.email)).toContain(DEMO_ACCOUNTS.student);
    const found = await exported('?search=%20export%20search%20');
    expect(found.rows.map((row) => row.full_name)).toEqual(["'@Export Search Target"]);
    const excel = await call('GET', '/api/colleges/admin/accepted-students-export/?format=xlsx');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect((await call('GET', '/api/colleges/admin/accepted-students-export/?format=pdf')).statusCode).toBe(
      400,
    );
  });
});
