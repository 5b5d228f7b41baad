import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { LOGIN_SERVER_ERRORS, STUDENT_ACTION_MESSAGES } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  certificates,
  courseReviews,
  courses,
  enrollments,
  examAttempts,
  exams,
  lessonCompletions,
  lessons,
  payments,
  students,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { refreshCourseCounters } from '../src/modules/courses/repository.ts';
import {
  addStudent,
  bearer,
  collegeIdOf,
  createTestApp,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  login,
  LOGIN_PATHS,
} from './helper.ts';
import { forgetStudentLists } from '../src/modules/students/admin-list-cache.ts';

const { app, env, database } = await createTestApp();
const { db } = database;
const tokens = {
  admin: (await login(app, 'admin', DEMO_ACCOUNTS.admin)).access,
  student: (await login(app, 'student', DEMO_ACCOUNTS.student)).access,
  college: (await login(app, 'college', DEMO_ACCOUNTS.college)).access,
};
const passwordHash = await hashPassword(DEMO_PASSWORD);

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token: string | null = tokens.admin, payload?: object) =>
  app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

type Student = {
  id: number;
  email: string;
  full_name: string;
  college: number | null;
  college_name: string | null;
  is_approved_by_college: boolean;
  is_active: boolean;
  is_suspended: boolean;
  enrollments_count: number;
  exams_taken: number;
  average_percentage: number | null;
};
type Page<Row = Student> = {
  count: number;
  page_size: number;
  current_page: number;
  total_pages: number;
  next: number | null;
  previous: number | null;
  results: Row[];
};
const PAGE_KEYS = ['count', 'current_page', 'next', 'page_size', 'previous', 'results', 'total_pages'];

const sunrise = await collegeIdOf(db, DEMO_ACCOUNTS.college);
const lakeview = await collegeIdOf(db, DEMO_ACCOUNTS.secondCollege);

async function studentIdOf(email: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, email));
  return row!.id;
}

/** A signed-up student (verified email), a platform student unless given a college. */
async function newStudent(
  name: string,
  options: { collegeId?: number; approved?: boolean; createdAt?: Date } = {},
) {
  const student = await addStudent(db, { name, ...options });
  // Written straight to the database, past the services that drop the admin's cached lists.
  forgetStudentLists(app.context);
  return student;
}

const studentLogin = (email: string) =>
  app.inject({ method: 'POST', url: LOGIN_PATHS.student, payload: { email, password: DEMO_PASSWORD } });

const auditOf = (studentIds: number[]) =>
  db
    .select({ action: auditEvents.action, targetId: auditEvents.targetId, reason: auditEvents.reason })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'student'), inArray(auditEvents.targetId, studentIds)))
    .orderBy(auditEvents.id);

const approvalOf = async (studentId: number) => {
  const [row] = await db
    .select({ approved: students.isApprovedByCollege, at: students.approvedByCollegeAt })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
};

const list = async (query = '') => {
  const response = await call('GET', `/api/admin-portal/students/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

/** A student with a course half done, a finished exam, a paid course, a certificate and a photo. */
async function studentWithHistory(name: string) {
  const student = await newStudent(name, { collegeId: sunrise, approved: true });
  const [course] = await db
    .select()
    .from(courses)
    .where(eq(courses.isActive, true))
    .orderBy(asc(courses.id))
    .limit(1);
  const courseLessons = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.courseId, course!.id))
    .orderBy(asc(lessons.order));
  const [enrollment] = await db
    .insert(enrollments)
    .values({ studentId: student.id, courseId: course!.id })
    .returning({ id: enrollments.id });
  await db.insert(lessonCompletions).values({ enrollmentId: enrollment!.id, lessonId: courseLessons[0]!.id });
  await db.insert(courseReviews).values({ courseId: course!.id, studentId: student.id, rating: 5 });
  await refreshCourseCounters(db, course!.id);
  const [exam] = await db
    .select()
    .from(exams)
    .where(eq(exams.kind, 'platform'))
    .orderBy(asc(exams.id))
    .limit(1);
  await db.insert(examAttempts).values({
    examId: exam!.id,
    studentId: student.id,
    attemptNumber: 1,
    status: 'submitted',
    seed: 7,
    startedAt: new Date(Date.now() - 60_000),
    deadline: new Date(Date.now() + 60_000),
    submittedAt: new Date(),
    score: 3,
    maxScore: 4,
  });
  const [payment] = await db
    .insert(payments)
    .values({
      studentId: student.id,
      courseId: course!.id,
      courseTitle: course!.title,
      provider: 'demo',
      providerOrderId: `order-${student.id}`,
      amountPaise: 49_900,
      status: 'paid',
      paidAt: new Date(),
    })
    .returning({ id: payments.id });
  const code = `VID-TEST-${String(student.id).padStart(4, '0')}-0001`;
  await db.insert(certificates).values({
    code,
    kind: 'course',
    studentId: student.id,
    courseId: course!.id,
    studentName: name,
    title: course!.title,
  });
  const photoKey = `photos/managed-${student.id}.png`;
  mkdirSync(join(env.dataDir, 'uploads', 'photos'), { recursive: true });
  writeFileSync(join(env.dataDir, 'uploads', photoKey), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await db
    .update(students)
    .set({ photo: `/media/${photoKey}` })
    .where(eq(students.id, student.id));
  return {
    ...student,
    course: course!,
    lessonsCount: courseLessons.length,
    exam: exam!,
    paymentId: payment!.id,
    code,
    photoPath: join(env.dataDir, 'uploads', photoKey),
  };
}

describe('who may manage students', () => {
  const routes: [Method, string, object?][] = [
    ['GET', '/api/admin-portal/students/'],
    ['GET', '/api/admin-portal/students/overview/'],
    ['GET', '/api/admin-portal/students/by-college/'],
    ['GET', '/api/admin-portal/students/export/'],
    ['GET', '/api/admin-portal/students/999999/'],
    ['DELETE', '/api/admin-portal/students/999999/'],
    ['POST', '/api/admin-portal/students/999999/approve/'],
    ['POST', '/api/admin-portal/students/bulk-approve/', { student_ids: [999_999] }],
    ['POST', '/api/admin-portal/students/bulk-delete/', { student_ids: [999_999] }],
    ['POST', '/api/admin-portal/students/999999/suspend/', { reason: 'Test' }],
    ['POST', '/api/admin-portal/students/999999/lift-suspension/'],
    ['GET', '/api/students/admin/view-all/'],
    ['GET', '/api/students/admin/students/paginated/'],
    ['GET', '/api/students/admin/students/approved/'],
    ['GET', '/api/students/admin/students/not-approved/'],
    ['GET', '/api/students/admin/students/platform/'],
  ];

  it.each(routes)('%s %s: admins only', async (method, url, payload) => {
    expect((await call(method, url, null, payload)).statusCode).toBe(401);
    expect((await call(method, url, tokens.student, payload)).statusCode).toBe(403);
    expect((await call(method, url, tokens.college, payload)).statusCode).toBe(403);
    const byAdmin = await call(method, url, tokens.admin, payload);
    // The ids above name no student: the admin is let through and told so.
    if (url.includes('999999')) {
      expect(byAdmin.statusCode, byAdmin.body).toBe(404);
      expect(byAdmin.json().detail).toBe('Student not found.');
    } else if (method === 'POST') {
      expect(byAdmin.statusCode, byAdmin.body).toBe(400);
      expect(byAdmin.json().detail).toContain('999999');
    } else {
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    }
  });
});

describe('the student list', () => {
  it('searches names and emails through trigram indexes, on the embedded database too', async () => {
    const found = await database.db.execute(
      sql`select indexname from pg_indexes where indexname in ('users_full_name_trgm_idx', 'users_email_trgm_idx') order by indexname`,
    );
    const names = (found as unknown as { rows: { indexname: string }[] }).rows.map((row) => row.indexname);
    expect(names).toEqual(['users_email_trgm_idx', 'users_full_name_trgm_idx']);
  });

  it('pages 20 at a time, newest first, in the spec §7 shape', async () => {
    const base = Date.parse('2031-01-01T00:00:00Z');
    for (let index = 0; index < 22; index += 1)
      await newStudent(`Paged Pupil ${String(index).padStart(2, '0')}`, {
        createdAt: new Date(base + index * 1000),
      });

    const first = await list();
    expect(Object.keys(first).sort()).toEqual(PAGE_KEYS);
    expect(first.count).toBeGreaterThanOrEqual(27);
    expect(first).toMatchObject({ page_size: 20, current_page: 1, previous: null, next: 2 });
    expect(first.results).toHaveLength(20);
    expect(first.results[0]!.full_name).toBe('Paged Pupil 21');
    expect(first.results[1]!.full_name).toBe('Paged Pupil 20');

    const second = await list('?page=2');
    expect(second).toMatchObject({ current_page: 2, previous: 1 });
    expect(second.results[0]!.full_name).toBe('Paged Pupil 01');
    const ids = new Set([...first.results, ...second.results].map((student) => student.id));
    expect(ids.size).toBe(first.results.length + second.results.length);

    const small = await list('?page_size=5&page=2');
    expect(small).toMatchObject({ page_size: 5, current_page: 2, total_pages: Math.ceil(first.count / 5) });
    const byName = await list('?ordering=full_name&page_size=100');
    const names = byName.results.map((student) => student.full_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('searches names and emails, trimmed', async () => {
    await newStudent('Zeenat Quraishi');
    const byName = await list(`?search=${encodeURIComponent('  zeenat  ')}`);
    expect(byName.results.map((student) => student.full_name)).toEqual(['Zeenat Quraishi']);
    const byEmail = await list(`?search=${encodeURIComponent(DEMO_ACCOUNTS.platformStudent)}`);
    expect(byEmail.results.map((student) => student.email)).toEqual([DEMO_ACCOUNTS.platformStudent]);
    const everyone = await list('?search=%20%20');
    expect(everyone.count).toBe((await list()).count);
    expect((await list('?search=%25')).count).toBe(0);
  });

  it('filters by tab, college, approval, having a college and being able to sign in', async () => {
    const all = await list('?page_size=100');
    const platform = await list('?tab=platform&page_size=100');
    const college = await list('?tab=college&page_size=100');
    expect(platform.count + college.count).toBe(all.count);
    expect(
      platform.results.every((student) => student.college === null && !student.is_approved_by_college),
    ).toBe(true);
    expect(college.results.every((student) => student.college !== null)).toBe(true);
    expect((await list('?has_college=false')).count).toBe(platform.count);
    expect((await list('?has_college=true')).count).toBe(college.count);

    const ofLakeview = await list(`?college=${lakeview}`);
    expect(ofLakeview.results.map((student) => student.email).sort()).toEqual(
      ['ananya.iyer@example.com', DEMO_ACCOUNTS.suspendedStudent].sort(),
    );
    expect(
      ofLakeview.results.every((student) => student.college_name === 'Lakeview College of Engineering'),
    ).toBe(true);

    const waiting = await list(`?college=${sunrise}&is_approved_by_college=false`);
    expect(waiting.results.map((student) => student.email)).toEqual([DEMO_ACCOUNTS.pendingStudent]);

    const closed = await newStudent('Closed Account');
    await db.update(users).set({ isActive: false }).where(eq(users.id, closed.userId));
    const inactive = await list('?is_active=false&page_size=100');
    expect(inactive.results.map((student) => student.email).sort()).toEqual(
      [DEMO_ACCOUNTS.suspendedStudent, closed.email].sort(),
    );
    expect(inactive.results.every((student) => !student.is_active)).toBe(true);
    const active = await list('?is_active=true&page_size=100');
    expect(active.count + inactive.count).toBe(all.count + 1);
    expect(active.results.every((student) => student.is_active && !student.is_suspended)).toBe(true);
  });

  it('counts enrollments and finished exams for the rows of the page', async () => {
    const history = await studentWithHistory('Listed Learner');
    const [row] = (await list(`?search=${encodeURIComponent('Listed Learner')}`)).results;
    expect(row).toMatchObject({ enrollments_count: 1, exams_taken: 1, average_percentage: 75 });
    const [quiet] = (await list(`?search=${encodeURIComponent(DEMO_ACCOUNTS.pendingStudent)}`)).results;
    expect(quiet).toMatchObject({ enrollments_count: 0, exams_taken: 0, average_percentage: null });
    await call('DELETE', `/api/admin-portal/students/${history.id}/`);
  });

  it("shows an admin's change at once, though pages are kept in memory for a few seconds", async () => {
    const student = await newStudent('Remembered Page');
    const search = `?search=${encodeURIComponent('Remembered Page')}`;
    expect((await list(search)).results[0]).toMatchObject({ id: student.id, is_suspended: false });
    // The same page again within seconds comes from memory ...
    await db
      .update(users)
      .set({ fullName: 'Remembered Page (renamed in SQL)' })
      .where(eq(users.id, student.userId));
    expect((await list(search)).results[0]!.full_name).toBe('Remembered Page');
    // ... but a change made through the API is shown on the next read.
    await call('POST', `/api/admin-portal/students/${student.id}/suspend/`, tokens.admin, {
      reason: 'Cache test',
    });
    expect((await list(search)).results[0]).toMatchObject({
      full_name: 'Remembered Page (renamed in SQL)',
      is_suspended: true,
      suspension_reason: 'Cache test',
    });
    await call('DELETE', `/api/admin-portal/students/${student.id}/`);
  });
});

describe('the overview and students by college', () => {
  it('counts students by state', async () => {
    const response = await call('GET', '/api/admin-portal/students/overview/');
    expect(response.statusCode).toBe(200);
    const overview = response.json();
    const all = await list();
    expect(overview.total).toBe(all.count);
    expect(overview.with_college).toBe((await list('?has_college=true')).count);
    expect(overview.platform).toBe((await list('?has_college=false')).count);
    expect(overview.awaiting_college_approval).toBe(
      (await list('?has_college=true&is_approved_by_college=false')).count,
    );
    expect(overview.suspended).toBe(1);
    expect(overview.new_30d).toBeGreaterThanOrEqual(5);
    expect(typeof overview.growth_30d).toBe('number');
  });

  it('lists registered colleges by name, 25 a page, searched trimmed', async () => {
    const response = await call('GET', '/api/admin-portal/students/by-college/');
    expect(response.statusCode).toBe(200);
    const page = response.json<
      Page<{
        college: number;
        college_name: string;
        students: number;
        approved: number;
        awaiting_approval: number;
      }>
    >();
    expect(Object.keys(page).sort()).toEqual(PAGE_KEYS);
    expect(page.page_size).toBe(25);
    // The pending Greenfield Polytechnic is not registered.
    expect(page.results.map((row) => row.college_name)).toEqual([
      'Lakeview College of Engineering',
      'Sunrise Institute of Technology',
    ]);
    const sunriseRow = page.results.find((row) => row.college === sunrise)!;
    expect(sunriseRow.students).toBe(sunriseRow.approved + sunriseRow.awaiting_approval);
    expect(sunriseRow.awaiting_approval).toBeGreaterThanOrEqual(1);
    const found = await call('GET', '/api/admin-portal/students/by-college/?search=%20%20sunrise%20');
    expect(found.json<Page<{ college: number }>>().results.map((row) => row.college)).toEqual([sunrise]);
  });
});

describe("a student's detail", () => {
  it('shows the profile, enrollments with progress, results, payments, certificates and the audit trail', async () => {
    const history = await studentWithHistory('Detailed Learner');
    await call('POST', `/api/admin-portal/students/${history.id}/suspend/`, tokens.admin, {
      reason: 'Checking',
    });
    await call('POST', `/api/admin-portal/students/${history.id}/lift-suspension/`);

    const response = await call('GET', `/api/admin-portal/students/${history.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: history.id,
      full_name: 'Detailed Learner',
      email: history.email,
      college: sunrise,
      college_name: 'Sunrise Institute of Technology',
      is_approved_by_college: true,
      is_active: true,
      is_suspended: false,
      email_verified: true,
      enrollments_count: 1,
      exams_taken: 1,
      average_percentage: 75,
    });
    expect(detail.approved_by_college_at).not.toBeNull();
    expect(detail.enrollments).toEqual([
      expect.objectContaining({
        course: history.course.id,
        course_title: history.course.title,
        progress_percentage: Math.round((100 / history.lessonsCount) * 10) / 10,
        completed_at: null,
      }),
    ]);
    expect(detail.results).toEqual([
      expect.objectContaining({
        student: history.id,
        exam: history.exam.id,
        exam_title: history.exam.title,
        status: 'submitted',
        score: 3,
        max_score: 4,
        percentage: 75,
      }),
    ]);
    expect(detail.payments).toEqual([
      expect.objectContaining({ id: history.paymentId, amount: 499, currency: 'INR', status: 'paid' }),
    ]);
    expect(detail.certificates).toEqual([
      expect.objectContaining({ code: history.code, kind: 'course', title: history.course.title }),
    ]);
    expect(detail.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'student.lift_suspension',
      'student.suspend',
    ]);
    expect(detail.audit[1]).toMatchObject({
      reason: 'Checking',
      actor_email: DEMO_ACCOUNTS.admin,
      actor_role: 'admin',
    });

    const missing = await call('GET', '/api/admin-portal/students/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Student not found.');
  });
});

describe('approving students for their college', () => {
  it("approves one: the college's exams open to them at once", async () => {
    const pendingId = await studentIdOf(DEMO_ACCOUNTS.pendingStudent);
    const pending = await login(app, 'student', DEMO_ACCOUNTS.pendingStudent);
    const examsSeen = async () =>
      (await call('GET', '/api/exams/', pending.access))
        .json<Page<{ title: string }>>()
        .results.map((exam) => exam.title);
    expect(await examsSeen()).not.toContain('Data Structures Semester Exam');

    const approved = await call('POST', `/api/admin-portal/students/${pendingId}/approve/`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ detail: STUDENT_ACTION_MESSAGES.approved, id: pendingId });
    expect(await approvalOf(pendingId)).toMatchObject({ approved: true, at: expect.any(Date) });
    expect(await examsSeen()).toContain('Data Structures Semester Exam');
    expect(await auditOf([pendingId])).toEqual([
      { action: 'student.approve', targetId: pendingId, reason: null },
    ]);

    const again = await call('POST', `/api/admin-portal/students/${pendingId}/approve/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This student is already approved by their college.');

    const platformId = await studentIdOf(DEMO_ACCOUNTS.platformStudent);
    const noCollege = await call('POST', `/api/admin-portal/students/${platformId}/approve/`);
    expect(noCollege.statusCode).toBe(400);
    expect(noCollege.json().detail).toBe('This student has no college to be approved for.');
    expect(await auditOf([platformId])).toEqual([]);
  });

  it('approves in bulk, all or nothing', async () => {
    const first = await newStudent('Bulk Waiting One', { collegeId: lakeview });
    const second = await newStudent('Bulk Waiting Two', { collegeId: sunrise });
    const platform = await newStudent('Bulk Platform');

    const unknown = await call('POST', '/api/admin-portal/students/bulk-approve/', tokens.admin, {
      student_ids: [first.id, 999_998, second.id, 999_997],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('No student has the id 999998, 999997. Nothing was changed.');
    const withPlatform = await call('POST', '/api/admin-portal/students/bulk-approve/', tokens.admin, {
      student_ids: [first.id, platform.id, second.id],
    });
    expect(withPlatform.statusCode).toBe(400);
    expect(withPlatform.json().detail).toContain(String(platform.id));
    expect(withPlatform.json().detail).toContain('no college');
    expect((await approvalOf(first.id))?.approved).toBe(false);
    expect((await approvalOf(second.id))?.approved).toBe(false);
    expect(await auditOf([first.id, second.id, platform.id])).toEqual([]);

    const done = await call('POST', '/api/admin-portal/students/bulk-approve/', tokens.admin, {
      student_ids: [first.id, second.id, first.id],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: '2 students approved.', ids: [first.id, second.id] });
    expect((await approvalOf(first.id))?.approved).toBe(true);
    expect((await auditOf([first.id, second.id])).map((row) => row.action)).toEqual([
      'student.approve',
      'student.approve',
    ]);
    const seen = await login(app, 'student', second.email);
    const titles = (await call('GET', '/api/exams/', seen.access)).json<Page<{ title: string }>>().results;
    expect(titles.map((exam) => exam.title)).toContain('Data Structures Semester Exam');
  });
});

describe('deleting students', () => {
  it('removes the account at once; certificates still verify and payments stay, anonymised', async () => {
    const history = await studentWithHistory('Departing Learner');
    const session = await login(app, 'student', history.email);
    expect((await call('GET', '/api/students/profile/', session.access)).statusCode).toBe(200);

    const reviewsOf = async () =>
      (
        await db
          .select({ value: courses.reviewsCount })
          .from(courses)
          .where(eq(courses.id, history.course.id))
      )[0]!.value;
    const reviewsBefore = await reviewsOf();
    const deleted = await call('DELETE', `/api/admin-portal/students/${history.id}/`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ detail: STUDENT_ACTION_MESSAGES.deleted, id: history.id });

    // The token they still hold is refused, and they cannot sign in again.
    expect((await call('GET', '/api/students/profile/', session.access)).statusCode).toBe(401);
    const signIn = await studentLogin(history.email);
    expect(signIn.statusCode).not.toBe(200);
    expect(signIn.json().detail).toBe(LOGIN_SERVER_ERRORS.noAccount);
    expect(await db.select().from(users).where(eq(users.id, history.userId))).toEqual([]);
    expect(await db.select().from(enrollments).where(eq(enrollments.studentId, history.id))).toEqual([]);
    expect(await db.select().from(examAttempts).where(eq(examAttempts.studentId, history.id))).toEqual([]);
    expect(existsSync(history.photoPath)).toBe(false);
    // Their review went with them, and the course's review count follows.
    expect(await reviewsOf()).toBe(reviewsBefore - 1);

    const verified = await call('GET', `/api/courses/certificates/verify/${history.code}/`, null);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ is_valid: true, student_name: 'Departing Learner' });
    const [payment] = await db.select().from(payments).where(eq(payments.id, history.paymentId));
    expect(payment).toMatchObject({ studentId: null, amountPaise: 49_900, status: 'paid' });

    expect(await auditOf([history.id])).toEqual([
      { action: 'student.delete', targetId: history.id, reason: null },
    ]);
    expect((await call('GET', `/api/admin-portal/students/${history.id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin-portal/students/${history.id}/`)).statusCode).toBe(404);
  });

  it('deletes in bulk, all or nothing', async () => {
    const first = await newStudent('Bulk Leaving One');
    const second = await newStudent('Bulk Leaving Two', { collegeId: sunrise });
    const session = await login(app, 'student', second.email);

    const refused = await call('POST', '/api/admin-portal/students/bulk-delete/', tokens.admin, {
      student_ids: [first.id, 999_996, second.id],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('No student has the id 999996. Nothing was changed.');
    expect(refused.json().errors.student_ids).toEqual([refused.json().detail]);
    expect((await studentLogin(first.email)).statusCode).toBe(200);
    expect(await auditOf([first.id, second.id])).toEqual([]);

    const done = await call('POST', '/api/admin-portal/students/bulk-delete/', tokens.admin, {
      student_ids: [first.id, second.id],
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ detail: '2 students deleted.', ids: [first.id, second.id] });
    expect((await call('GET', '/api/students/profile/', session.access)).statusCode).toBe(401);
    expect((await studentLogin(first.email)).statusCode).not.toBe(200);
    expect((await auditOf([first.id, second.id])).map((row) => row.action)).toEqual([
      'student.delete',
      'student.delete',
    ]);
  });
});

describe('the student export', () => {
  const exported = async (query: string) => {
    const response = await call('GET', `/api/admin-portal/students/export/${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('writes CSV, neutralising formulas and honouring the filters', async () => {
    await newStudent('=cmd|"/c calc"!A1', { collegeId: lakeview });
    const response = await exported('');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength((await list()).count);
    expect(rows.find((row) => row.full_name?.includes('cmd'))?.full_name).toBe(`'=cmd|"/c calc"!A1`);
    expect(response.body).not.toMatch(/^=|,=/m);

    const ofLakeview = parse((await exported(`?college=${lakeview}&is_active=true`)).body, {
      columns: true,
    }) as Record<string, string>[];
    expect(ofLakeview.map((row) => row.email)).toContain('ananya.iyer@example.com');
    expect(ofLakeview.map((row) => row.email)).not.toContain(DEMO_ACCOUNTS.suspendedStudent);
    expect(
      ofLakeview.every(
        (row) => row.college === 'Lakeview College of Engineering' && row.is_active === 'true',
      ),
    ).toBe(true);
    const searched = parse((await exported('?search=%20Zeenat%20')).body, { columns: true }) as Record<
      string,
      string
    >[];
    expect(searched.map((row) => row.full_name)).toEqual(['Zeenat Quraishi']);
  });

  it('writes a real Excel workbook with the filtered rows', async () => {
    const response = await exported(`?format=xlsx&college=${lakeview}&ordering=full_name`);
    expect(response.headers['content-disposition']).toMatch(/students-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const expected = (await list(`?college=${lakeview}&ordering=full_name`)).results;
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect(sheet.getRow(1).getCell(2).value).toBe('full_name');
    const names = expected.map((_, index) => sheet.getRow(index + 2).getCell(2).value);
    expect(names).toEqual(expected.map((student) => student.full_name));
    const formulaCell = sheet.getRow(names.indexOf('=cmd|"/c calc"!A1') + 2).getCell(2);
    expect(formulaCell.formula).toBeUndefined();
  });

  it('reads more rows than one batch, each once, in the list order', async () => {
    await db.execute(sql`
      with made as (
        insert into users (email, password_hash, role, full_name, email_verified_at)
        select 'crowd.' || n || '@example.com', ${passwordHash}, 'student', 'Crowd ' || n, now()
        from generate_series(1, 1103) as n
        returning id
      )
      insert into students (user_id, created_at)
      select id, ${'2020-03-01T10:00:00.123456Z'}::timestamptz from made`);
    forgetStudentLists(app.context);
    for (const ordering of ['', '&ordering=full_name']) {
      const rows = parse((await exported(`?search=crowd.${ordering}`)).body, { columns: true }) as Record<
        string,
        string
      >[];
      expect(rows, ordering).toHaveLength(1103);
      expect(new Set(rows.map((row) => row.id)).size).toBe(1103);
      const listed = await list(`?search=crowd.${ordering}&page_size=100&page=6`);
      expect(rows.slice(500, 600).map((row) => Number(row.id))).toEqual(
        listed.results.map((student) => student.id),
      );
    }
  });
});

describe("the spec's /students/admin/ lists", () => {
  it('view-all lists every student newest first', async () => {
    const response = await call('GET', '/api/students/admin/view-all/');
    expect(response.statusCode).toBe(200);
    const everyone = response.json<Student[]>();
    expect(everyone.length).toBe(Math.min(1000, (await list()).count));
    expect(everyone.slice(0, 100).map((student) => student.id)).toEqual(
      (await list('?page_size=100')).results.map((student) => student.id),
    );
  });

  it('paginated/ takes a tab and a search; approved, not-approved and platform split the students', async () => {
    const tabbed = await call(
      'GET',
      '/api/students/admin/students/paginated/?tab=platform&search=%20priya%20',
    );
    expect(tabbed.statusCode).toBe(200);
    expect(tabbed.json<Page>()).toMatchObject({ page_size: 20, count: 1 });
    expect(tabbed.json<Page>().results[0]!.email).toBe(DEMO_ACCOUNTS.platformStudent);
    const defaults = (await call('GET', '/api/students/admin/students/paginated/')).json<Page>();
    expect(defaults).toMatchObject({ page_size: 20, current_page: 1, count: (await list()).count });

    const waiting = await newStudent('Queue Not Approved', { collegeId: lakeview });
    const part = async (path: string, query = '') => {
      const response = await call('GET', `/api/students/admin/students/${path}/${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Page>();
    };
    const [approved, notApproved, platform] = await Promise.all([
      part('approved'),
      part('not-approved'),
      part('platform'),
    ]);
    expect(approved.page_size).toBe(20);
    expect(approved.count + notApproved.count + platform.count).toBe((await list()).count);
    const found = await part('not-approved', '?search=%20Queue%20Not%20');
    expect(found.results.map((student) => student.id)).toEqual([waiting.id]);
    expect((await part('approved', '?search=Queue%20Not')).count).toBe(0);
    expect(
      (await part('platform', '?page_size=5')).results.every((student) => student.college === null),
    ).toBe(true);
  });
});

describe('bad input', () => {
  it.each([
    '/api/admin-portal/students/?page=0',
    '/api/admin-portal/students/?page_size=1000',
    '/api/admin-portal/students/?tab=x',
    '/api/admin-portal/students/?is_active=maybe',
    '/api/admin-portal/students/?college=abc',
    '/api/admin-portal/students/?ordering=password',
    '/api/admin-portal/students/export/?format=pdf',
    '/api/admin-portal/students/by-college/?page=0',
    '/api/students/admin/students/paginated/?tab=x',
    '/api/students/admin/students/platform/?page_size=1000',
    '/api/admin-portal/students/abc/',
  ])('GET %s is 400 with a detail', async (url) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
  });

  it.each([
    { student_ids: [] },
    { student_ids: ['1', '2'] },
    { student_ids: 'all' },
    {},
    { student_ids: [1], extra: 1 },
  ])('bulk body %j is 400 with a detail', async (payload) => {
    for (const action of ['bulk-approve', 'bulk-delete']) {
      const response = await call('POST', `/api/admin-portal/students/${action}/`, tokens.admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toEqual(expect.any(String));
    }
  });
});
