import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CollegeOrdering } from '@vidya/contract';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { colleges, exams, students, users } from '../../db/schema.ts';

/** The admin lists' filters (spec §3), in database terms; dates are `YYYY-MM-DD`, whole days UTC. */
export type CollegeFilter = {
  search?: string | undefined;
  isApproved?: boolean | undefined;
  createdAfter?: string | undefined;
  createdBefore?: string | undefined;
};

const isLive = isNull(colleges.deletedAt);

const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);
const startOfNextDay = (date: string) => new Date(startOfDay(date).getTime() + 24 * 60 * 60 * 1000);

function whereOf(filter: CollegeFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    isLive,
    pattern
      ? or(
          ilike(colleges.collegeName, pattern),
          ilike(users.email, pattern),
          ilike(colleges.contactPerson, pattern),
          ilike(colleges.city, pattern),
          ilike(colleges.state, pattern),
        )
      : undefined,
    filter.isApproved === undefined ? undefined : eq(colleges.isApprovedByAdmin, filter.isApproved),
    filter.createdAfter ? gte(colleges.createdAt, startOfDay(filter.createdAfter)) : undefined,
    filter.createdBefore ? lt(colleges.createdAt, startOfNextDay(filter.createdBefore)) : undefined,
  );
}

const ORDER_COLUMNS = { college_name: colleges.collegeName, created_at: colleges.createdAt };

/** Newest first unless asked otherwise; ties in the same direction by id, so pages never overlap. */
function orderParts(ordering: CollegeOrdering | undefined) {
  const field = (ordering ?? '-created_at').replace(/^-/, '') as keyof typeof ORDER_COLUMNS;
  return { column: ORDER_COLUMNS[field], isDescending: (ordering ?? '-created_at').startsWith('-') };
}

function orderOf(ordering: CollegeOrdering | undefined) {
  const { column, isDescending } = orderParts(ordering);
  const direction = isDescending ? desc : asc;
  return [direction(column), direction(colleges.id)];
}

function selectManaged(db: Executor) {
  return db
    .select({
      college: colleges,
      email: users.email,
      language: users.language,
      createdAt: users.createdAt,
      studentsCount: sql<number>`(select count(*) from students s where s.college_id = ${colleges.id})::int`,
      examsCount: sql<number>`(select count(*) from exams e where e.college_id = ${colleges.id})::int`,
      // The total of the whole filtered list, computed with the page: one round trip, not two.
      total: sql<number>`count(*) over ()`,
    })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId));
}

export type ManagedCollegeRow = Awaited<ReturnType<ReturnType<typeof selectManaged>['execute']>>[number];

export async function listColleges(
  db: Executor,
  filter: CollegeFilter,
  page: { limit: number; offset: number; ordering?: CollegeOrdering | undefined },
): Promise<{ rows: ManagedCollegeRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await selectManaged(db)
    .where(where)
    .orderBy(...orderOf(page.ordering))
    .limit(page.limit)
    .offset(page.offset);
  if (rows[0]) return { rows, total: Number(rows[0].total) };
  // A page past the end has no rows to carry the total, so count separately (rare).
  const [total] =
    page.offset === 0
      ? [{ value: 0 }]
      : await db
          .select({ value: count() })
          .from(colleges)
          .innerJoin(users, eq(users.id, colleges.userId))
          .where(where);
  return { rows: [], total: total?.value ?? 0 };
}

/** Where the previous batch of an export ended: its sort value (as the database wrote it) and id. */
export type ExportCursor = { key: string; id: number };

/**
 * The next `limit` colleges of the export after `cursor`, in the list's order. Keyset paging (the
 * sort value and id of the last row) reads each batch from an index position, however deep the
 * export is, and never repeats or skips a row when colleges sign up meanwhile.
 */
export async function exportBatch(
  db: Executor,
  filter: CollegeFilter,
  ordering: CollegeOrdering | undefined,
  cursor: ExportCursor | null,
  limit: number,
) {
  const { column, isDescending } = orderParts(ordering);
  // The key travels as text so a timestamp keeps its microseconds, which a JS Date would lose.
  const cast = column === colleges.createdAt ? sql`::timestamptz` : sql``;
  const after = cursor
    ? isDescending
      ? sql`(${column}, ${colleges.id}) < (${cursor.key}${cast}, ${cursor.id})`
      : sql`(${column}, ${colleges.id}) > (${cursor.key}${cast}, ${cursor.id})`
    : undefined;
  const rows = await db
    .select({
      college: colleges,
      email: users.email,
      createdAt: users.createdAt,
      studentsCount: sql<number>`(select count(*) from students s where s.college_id = ${colleges.id})::int`,
      examsCount: sql<number>`(select count(*) from exams e where e.college_id = ${colleges.id})::int`,
      key: sql<string>`${column}::text`,
    })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId))
    .where(and(whereOf(filter), after))
    .orderBy(...orderOf(ordering))
    .limit(limit);
  const last = rows.at(-1);
  return { rows, next: last ? { key: last.key, id: last.college.id } : null };
}

export async function findManagedCollege(db: Executor, collegeId: number) {
  const [row] = await selectManaged(db)
    .where(and(eq(colleges.id, collegeId), isLive))
    .limit(1);
  return row;
}

/** A college's students and exams, counted by state. */
export async function countPeopleAndExams(db: Executor, collegeId: number) {
  const [people] = await db
    .select({
      total: count(),
      approved: sql<number>`count(*) filter (where ${students.isApprovedByCollege})::int`,
    })
    .from(students)
    .where(eq(students.collegeId, collegeId));
  const [examCounts] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${exams.isActive})::int`,
    })
    .from(exams)
    .where(eq(exams.collegeId, collegeId));
  return {
    students: { total: people?.total ?? 0, approved: people?.approved ?? 0 },
    exams: { total: examCounts?.total ?? 0, active: examCounts?.active ?? 0 },
  };
}

/**
 * The named colleges that are not deleted, locked until the transaction ends so two admins acting
 * on the same college at once take turns.
 */
export async function lockLiveColleges(db: Executor, collegeIds: number[]) {
  return db
    .select({
      id: colleges.id,
      userId: colleges.userId,
      isApprovedByAdmin: colleges.isApprovedByAdmin,
    })
    .from(colleges)
    .where(and(inArray(colleges.id, collegeIds), isLive))
    .orderBy(asc(colleges.id))
    .for('update');
}

export async function approveColleges(db: Executor, collegeIds: number[], at: Date) {
  if (collegeIds.length === 0) return;
  await db
    .update(colleges)
    .set({ isApprovedByAdmin: true, approvedAt: at })
    .where(and(inArray(colleges.id, collegeIds), isLive));
}

/** Whom to tell that their college was approved, in their language. */
export async function findApprovalRecipients(db: Executor, collegeIds: number[]) {
  if (collegeIds.length === 0) return [];
  return db
    .select({
      email: users.email,
      language: users.language,
      contactPerson: colleges.contactPerson,
      collegeName: colleges.collegeName,
    })
    .from(colleges)
    .innerJoin(users, eq(users.id, colleges.userId))
    .where(inArray(colleges.id, collegeIds))
    .orderBy(asc(colleges.id));
}

/**
 * A college leaves the platform (docs/colleges.md): the row stays, marked deleted, so the exams
 * its students took keep their college; its account is closed; its students become platform
 * students; its exams take no new attempts. The caller ends the account's sessions in the same
 * transaction.
 */
export async function softDeleteCollege(db: Executor, college: { id: number; userId: number }, at: Date) {
  await db.update(colleges).set({ deletedAt: at }).where(eq(colleges.id, college.id));
  await db.update(users).set({ isActive: false }).where(eq(users.id, college.userId));
  await db
    .update(students)
    .set({ collegeId: null, isApprovedByCollege: false, approvedByCollegeAt: null })
    .where(eq(students.collegeId, college.id));
  await db.update(exams).set({ isActive: false }).where(eq(exams.collegeId, college.id));
}

/** The numbers of the analytics page, from one pass over the colleges that are not deleted. */
export async function countColleges(db: Executor, since: Date) {
  const [row] = await db
    .select({
      total: count(),
      registered: sql<number>`count(*) filter (where ${colleges.isApprovedByAdmin})::int`,
      recent: sql<number>`count(*) filter (where ${colleges.createdAt} >= ${since.toISOString()}::timestamptz)::int`,
    })
    .from(colleges)
    .where(isLive);
  return { total: row?.total ?? 0, registered: row?.registered ?? 0, recent: row?.recent ?? 0 };
}

export async function countStudentsByCollegeState(db: Executor) {
  const [row] = await db
    .select({
      withoutCollege: sql<number>`count(*) filter (where ${students.collegeId} is null)::int`,
      inRegistered: sql<number>`count(*) filter (where ${colleges.isApprovedByAdmin} and ${colleges.deletedAt} is null)::int`,
    })
    .from(students)
    .leftJoin(colleges, eq(colleges.id, students.collegeId));
  return { withoutCollege: row?.withoutCollege ?? 0, inRegistered: row?.inRegistered ?? 0 };
}

export async function topCollegesByStudents(db: Executor, limit: number) {
  return db
    .select({
      id: colleges.id,
      college_name: colleges.collegeName,
      students: sql<number>`count(${students.id})::int`,
    })
    .from(colleges)
    .leftJoin(students, eq(students.collegeId, colleges.id))
    .where(and(isLive, eq(colleges.isApprovedByAdmin, true)))
    .groupBy(colleges.id)
    .orderBy(desc(sql`count(${students.id})`), asc(colleges.collegeName), asc(colleges.id))
    .limit(limit);
}

/** Sign-ups and approvals per month (`YYYY-MM`, UTC) from `since` on. */
export async function countByMonth(db: Executor, since: Date) {
  const month = (column: typeof colleges.createdAt | typeof colleges.approvedAt) =>
    sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;
  const sinceParam = sql`${since.toISOString()}::timestamptz`;
  const [signedUp, approved] = await Promise.all([
    db
      .select({ month: month(colleges.createdAt), value: sql<number>`count(*)::int` })
      .from(colleges)
      .where(and(isLive, sql`${colleges.createdAt} >= ${sinceParam}`))
      .groupBy(month(colleges.createdAt)),
    db
      .select({ month: month(colleges.approvedAt), value: sql<number>`count(*)::int` })
      .from(colleges)
      .where(and(isLive, eq(colleges.isApprovedByAdmin, true), sql`${colleges.approvedAt} >= ${sinceParam}`))
      .groupBy(month(colleges.approvedAt)),
  ]);
  return { signedUp, approved };
}
