import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { MarksScope } from '@vidya/contract';
import type { Executor } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';
import { colleges, examAttempts, exams, students, users } from '../../../db/schema.ts';

/** The marks lists' filters in database terms; dates are `YYYY-MM-DD`, whole days UTC. */
export type MarksFilter = {
  scope: MarksScope;
  search?: string | undefined;
  examId?: number | undefined;
  collegeId?: number | undefined;
  submittedFrom?: string | undefined;
  submittedTo?: string | undefined;
};

const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);
const startOfNextDay = (date: string) => new Date(startOfDay(date).getTime() + 24 * 60 * 60 * 1000);

function whereOf(filter: MarksFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    // Finished attempts only: an attempt in progress has no mark yet.
    inArray(examAttempts.status, ['submitted', 'expired']),
    isNotNull(examAttempts.submittedAt),
    filter.scope === 'with_college' ? isNotNull(students.collegeId) : isNull(students.collegeId),
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    filter.examId === undefined ? undefined : eq(examAttempts.examId, filter.examId),
    filter.collegeId === undefined ? undefined : eq(students.collegeId, filter.collegeId),
    filter.submittedFrom ? gte(examAttempts.submittedAt, startOfDay(filter.submittedFrom)) : undefined,
    filter.submittedTo ? lt(examAttempts.submittedAt, startOfNextDay(filter.submittedTo)) : undefined,
  );
}

const markFields = {
  attempt: examAttempts,
  studentName: users.fullName,
  studentEmail: users.email,
  examTitle: exams.title,
  passPercentage: exams.passPercentage,
  collegeId: students.collegeId,
  collegeName: colleges.collegeName,
};

function selectMarks<Extra extends Record<string, SQL.Aliased | SQL>>(db: Executor, extra: Extra) {
  return db
    .select({ ...markFields, ...extra })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(colleges, eq(colleges.id, students.collegeId));
}

/** Newest submission first; the id breaks ties so pages and export batches never overlap. */
const newestFirst = [desc(examAttempts.submittedAt), desc(examAttempts.id)];

export type MarkListRow = Awaited<ReturnType<typeof pageOfMarks>>['rows'][number];

export async function pageOfMarks(
  db: Executor,
  filter: MarksFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const rows = await selectMarks(db, { total: sql<number>`count(*) over ()` })
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page the window count has no row to ride on.
    const [counted] = await db
      .select({ value: count() })
      .from(examAttempts)
      .innerJoin(students, eq(students.id, examAttempts.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(where);
    total = counted?.value ?? 0;
  }
  return { rows, total };
}

/** Where the previous export batch ended: its last row's submission time (as text) and id. */
export type MarksCursor = { submittedAt: string; id: number };

/**
 * The next `limit` marks of the export after `cursor`, in the list's order. Keyset paging reads
 * each batch where the last one ended, and never repeats or skips a row when students submit
 * meanwhile. The time travels as text so it keeps its microseconds, which a JS Date would lose.
 */
export async function marksExportBatch(
  db: Executor,
  filter: MarksFilter,
  cursor: MarksCursor | null,
  limit: number,
) {
  const after = cursor
    ? sql`(${examAttempts.submittedAt}, ${examAttempts.id}) < (${cursor.submittedAt}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await selectMarks(db, { submittedAtKey: sql<string>`${examAttempts.submittedAt}::text` })
    .where(and(whereOf(filter), after))
    .orderBy(...newestFirst)
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows,
    last: last === undefined ? null : { submittedAt: last.submittedAtKey, id: last.attempt.id },
  };
}
