import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { StudentOrdering, StudentTab } from '@vidya/contract';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import {
  certificates,
  colleges,
  courseReviews,
  courses,
  enrollments,
  examAttempts,
  exams,
  lessonCompletions,
  payments,
  students,
  users,
} from '../../db/schema.ts';

/** The admin student lists' filters (spec §3), in database terms. */
export type StudentFilter = {
  tab?: StudentTab | undefined;
  search?: string | undefined;
  collegeId?: number | undefined;
  /** The student can sign in: account open and not suspended. */
  isActive?: boolean | undefined;
  hasCollege?: boolean | undefined;
  isApprovedByCollege?: boolean | undefined;
};

const canSignIn = sql`(${users.isActive} and not ${students.isSuspended})`;

function whereOf(filter: StudentFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.tab === 'platform' ? isNull(students.collegeId) : undefined,
    filter.tab === 'college' ? isNotNull(students.collegeId) : undefined,
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    filter.collegeId === undefined ? undefined : eq(students.collegeId, filter.collegeId),
    filter.isActive === undefined ? undefined : filter.isActive ? canSignIn : not(canSignIn),
    filter.hasCollege === undefined
      ? undefined
      : filter.hasCollege
        ? isNotNull(students.collegeId)
        : isNull(students.collegeId),
    filter.isApprovedByCollege === undefined
      ? undefined
      : eq(students.isApprovedByCollege, filter.isApprovedByCollege),
  );
}

/** Whether the filter reads a column of `users` (the count can skip that join otherwise). */
const readsUsers = (filter: StudentFilter) => Boolean(filter.search) || filter.isActive !== undefined;

const ORDER_COLUMNS = { full_name: users.fullName, created_at: students.createdAt };

/** Newest first unless asked otherwise; ties in the same direction by id, so pages never overlap. */
function orderParts(ordering: StudentOrdering | undefined) {
  const chosen = ordering ?? '-created_at';
  const field = chosen.replace(/^-/, '') as keyof typeof ORDER_COLUMNS;
  return { column: ORDER_COLUMNS[field], isDescending: chosen.startsWith('-') };
}

function orderOf(ordering: StudentOrdering | undefined) {
  const { column, isDescending } = orderParts(ordering);
  const direction = isDescending ? desc : asc;
  return [direction(column), direction(students.id)];
}

const listColumns = {
  student: students,
  email: users.email,
  fullName: users.fullName,
  isAccountOpen: users.isActive,
  language: users.language,
  emailVerifiedAt: users.emailVerifiedAt,
  lastLoginAt: users.lastLoginAt,
  collegeName: colleges.collegeName,
};

function selectStudents<Extra extends Record<string, SQL.Aliased | SQL>>(db: Executor, extra: Extra) {
  return db
    .select({ ...listColumns, ...extra })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(colleges, eq(colleges.id, students.collegeId));
}

export type StudentRow = Awaited<ReturnType<typeof findStudent>> & object;

/**
 * One page of students and the count of the whole filtered list. The page reads the order's
 * index and stops after `limit` rows; the count runs alongside, joining users only when a filter
 * needs them.
 */
export async function listStudents(
  db: Executor,
  filter: StudentFilter,
  page: { limit: number; offset: number; ordering?: StudentOrdering | undefined },
) {
  const where = whereOf(filter);
  const counting = db.select({ value: count() }).from(students);
  const [rows, [total]] = await Promise.all([
    selectStudents(db, {})
      .where(where)
      .orderBy(...orderOf(page.ordering))
      .limit(page.limit)
      .offset(page.offset),
    readsUsers(filter)
      ? counting.innerJoin(users, eq(users.id, students.userId)).where(where)
      : counting.where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findStudent(db: Executor, studentId: number) {
  const [row] = await selectStudents(db, {}).where(eq(students.id, studentId)).limit(1);
  return row;
}

/** Where the previous batch of an export ended: its sort value (as the database wrote it) and id. */
export type ExportCursor = { key: string; id: number };

/**
 * The next `limit` students of the export after `cursor`, in the list's order, read from the
 * index position of the last row (keyset), so a deep batch costs what the first did.
 */
export async function exportBatch(
  db: Executor,
  filter: StudentFilter,
  ordering: StudentOrdering | undefined,
  cursor: ExportCursor | null,
  limit: number,
) {
  const { column, isDescending } = orderParts(ordering);
  // The key travels as text so a timestamp keeps its microseconds, which a JS Date would lose.
  const cast = column === students.createdAt ? sql`::timestamptz` : sql``;
  const after = cursor
    ? isDescending
      ? sql`(${column}, ${students.id}) < (${cursor.key}${cast}, ${cursor.id})`
      : sql`(${column}, ${students.id}) > (${cursor.key}${cast}, ${cursor.id})`
    : undefined;
  const rows = await selectStudents(db, { key: sql<string>`${column}::text` })
    .where(and(whereOf(filter), after))
    .orderBy(...orderOf(ordering))
    .limit(limit);
  const last = rows.at(-1);
  return { rows, last: last ? { key: last.key, id: last.student.id } : null };
}

export type StudentActivity = { enrollments: number; examsTaken: number; averagePercentage: number | null };

/**
 * Enrollments and finished attempts of the named students only (a page or an export batch):
 * two grouped reads over their rows by index, never a pass over every student.
 */
export async function activityOf(db: Executor, studentIds: number[]): Promise<Map<number, StudentActivity>> {
  const activity = new Map<number, StudentActivity>();
  if (studentIds.length === 0) return activity;
  const [enrolled, attempted] = await Promise.all([
    db
      .select({ studentId: enrollments.studentId, value: count() })
      .from(enrollments)
      .where(inArray(enrollments.studentId, studentIds))
      .groupBy(enrollments.studentId),
    db
      .select({
        studentId: examAttempts.studentId,
        taken: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(case when ${examAttempts.maxScore} > 0
          then ${examAttempts.score} * 100.0 / ${examAttempts.maxScore} else 0 end), 1)`,
      })
      .from(examAttempts)
      .where(and(inArray(examAttempts.studentId, studentIds), sql`${examAttempts.status} <> 'in_progress'`))
      .groupBy(examAttempts.studentId),
  ]);
  const enrolledCount = new Map(enrolled.map((row) => [row.studentId, row.value]));
  const attemptedBy = new Map(attempted.map((row) => [row.studentId, row]));
  for (const id of studentIds) {
    const attempts = attemptedBy.get(id);
    activity.set(id, {
      enrollments: enrolledCount.get(id) ?? 0,
      examsTaken: attempts?.taken ?? 0,
      averagePercentage: attempts?.average == null ? null : Number(attempts.average),
    });
  }
  return activity;
}

/** StudentSection's counts, from one pass over the students. */
export async function countOverview(db: Executor, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const since = (days: number) => sql`${students.createdAt} >= ${daysAgo(days)}::timestamptz`;
  const [row] = await db
    .select({
      total: count(),
      withCollege: sql<number>`count(${students.collegeId})::int`,
      awaiting: sql<number>`count(*) filter (where ${students.collegeId} is not null and not ${students.isApprovedByCollege})::int`,
      suspended: sql<number>`count(*) filter (where ${students.isSuspended})::int`,
      new7d: sql<number>`count(*) filter (where ${since(7)})::int`,
      new30d: sql<number>`count(*) filter (where ${since(30)})::int`,
      previous30d: sql<number>`count(*) filter (where ${since(60)} and not ${since(30)})::int`,
    })
    .from(students);
  return {
    total: row?.total ?? 0,
    withCollege: row?.withCollege ?? 0,
    awaiting: row?.awaiting ?? 0,
    suspended: row?.suspended ?? 0,
    new7d: row?.new7d ?? 0,
    new30d: row?.new30d ?? 0,
    previous30d: row?.previous30d ?? 0,
  };
}

/** Registered (approved, not deleted) colleges by name, each with its students counted by state. */
export async function countStudentsPerCollege(
  db: Executor,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(colleges.isApprovedByAdmin, true),
    isNull(colleges.deletedAt),
    search ? ilike(colleges.collegeName, containsPattern(search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        college: colleges.id,
        collegeName: colleges.collegeName,
        students: sql<number>`count(${students.id})::int`,
        approved: sql<number>`count(${students.id}) filter (where ${students.isApprovedByCollege})::int`,
      })
      .from(colleges)
      .leftJoin(students, eq(students.collegeId, colleges.id))
      .where(where)
      .groupBy(colleges.id)
      .orderBy(asc(colleges.collegeName), asc(colleges.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(colleges).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The student's courses with the lessons they completed. */
export async function enrollmentsOf(db: Executor, studentId: number) {
  return db
    .select({
      courseId: enrollments.courseId,
      courseTitle: courses.title,
      lessonsCount: courses.lessonsCount,
      completedLessons: sql<number>`(select count(*) from ${lessonCompletions} lc where lc.enrollment_id = ${enrollments.id})::int`,
      enrolledAt: enrollments.enrolledAt,
      completedAt: enrollments.completedAt,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.studentId, studentId))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
}

/** The student's attempts, newest first, shaped as the exams module's admin rows. */
export async function attemptsOf(db: Executor, studentId: number, limit: number) {
  return db
    .select({
      attempt: examAttempts,
      studentName: users.fullName,
      studentEmail: users.email,
      examTitle: exams.title,
      passPercentage: exams.passPercentage,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(examAttempts.studentId, studentId))
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
    .limit(limit);
}

export async function paymentsOf(db: Executor, studentId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.studentId, studentId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function certificatesOf(db: Executor, studentId: number) {
  return db
    .select({
      code: certificates.code,
      kind: certificates.kind,
      title: certificates.title,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .where(eq(certificates.studentId, studentId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/**
 * The named students, locked until the transaction ends so two admins acting on the same student
 * take turns.
 */
export async function lockStudents(db: Executor, studentIds: number[]) {
  return db
    .select({
      id: students.id,
      userId: students.userId,
      collegeId: students.collegeId,
      isApprovedByCollege: students.isApprovedByCollege,
      photo: students.photo,
    })
    .from(students)
    .where(inArray(students.id, studentIds))
    .orderBy(asc(students.id))
    .for('update');
}

export async function approveStudents(db: Executor, studentIds: number[], at: Date) {
  if (studentIds.length === 0) return;
  await db
    .update(students)
    .set({ isApprovedByCollege: true, approvedByCollegeAt: at })
    .where(and(inArray(students.id, studentIds), isNotNull(students.collegeId)));
}

/** The courses the students reviewed, whose review counters change when the students go. */
export async function reviewedCourseIds(db: Executor, studentIds: number[]): Promise<number[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ courseId: courseReviews.courseId })
    .from(courseReviews)
    .where(inArray(courseReviews.studentId, studentIds));
  return rows.map((row) => row.courseId);
}

/**
 * Deletes the students' accounts (docs/students.md): the users rows go, and with them, by
 * cascade, the student rows, enrollments, progress, reviews, attempts and answers, tokens and
 * codes. Certificates lose their link but keep the holder's name; payments lose their link and
 * keep the rest, which names no person.
 */
export async function deleteStudentAccounts(db: Executor, userIds: number[]) {
  if (userIds.length === 0) return;
  await db.delete(users).where(and(inArray(users.id, userIds), eq(users.role, 'student')));
}
