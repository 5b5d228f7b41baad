import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { examAttempts, exams, students, users } from '../../db/schema.ts';

/**
 * A college's own students (issue #14): the requests waiting for its approval, the students it
 * approved with their figures at its exams, and the changes it makes to them. Every read is
 * narrowed to the one college, so no row of another college's can leave here.
 */

export type CollegeStudentState = 'waiting' | 'approved';

function whereOf(collegeId: number, state: CollegeStudentState, search: string | undefined): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(students.collegeId, collegeId),
    eq(students.isApprovedByCollege, state === 'approved'),
    pattern
      ? or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(students.rollNumber, pattern))
      : undefined,
  );
}

const rowColumns = {
  id: students.id,
  userId: students.userId,
  fullName: users.fullName,
  email: users.email,
  phone: students.phone,
  rollNumber: students.rollNumber,
  createdAt: students.createdAt,
  approvedAt: students.approvedByCollegeAt,
};

/** Requests oldest first; approved students by name. Ties by id, so pages never overlap. */
const orderOf = (state: CollegeStudentState) =>
  state === 'waiting' ? [asc(students.createdAt), asc(students.id)] : [asc(users.fullName), asc(students.id)];

export async function listCollegeStudents(
  db: Executor,
  collegeId: number,
  state: CollegeStudentState,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = whereOf(collegeId, state, search);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(where)
      .orderBy(...orderOf(state))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(students).innerJoin(users, eq(users.id, students.userId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export type CollegeStudentRow = Awaited<ReturnType<typeof listCollegeStudents>>['rows'][number];

export async function countApproved(db: Executor, collegeId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(students)
    .where(and(eq(students.collegeId, collegeId), eq(students.isApprovedByCollege, true)));
  return row?.value ?? 0;
}

/** Where the previous batch of an export ended: the name and id of its last row. */
export type ExportCursor = { name: string; id: number };

/** The next `limit` approved students after `cursor`, by name then id (keyset). */
export async function exportBatch(
  db: Executor,
  collegeId: number,
  search: string | undefined,
  cursor: ExportCursor | null,
  limit: number,
) {
  const after = cursor
    ? sql`(${users.fullName}, ${students.id}) > (${cursor.name}, ${cursor.id})`
    : undefined;
  const rows = await db
    .select(rowColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(whereOf(collegeId, 'approved', search), after))
    .orderBy(...orderOf('approved'))
    .limit(limit);
  const last = rows.at(-1);
  return { rows, last: last ? { name: last.fullName, id: last.id } : null };
}

export type ExamFigures = {
  examsTaken: number;
  averagePercentage: number | null;
  lastExam: { examId: number; title: string; date: Date; percentage: number } | null;
};

const percentage = sql`case when ${examAttempts.maxScore} > 0
  then ${examAttempts.score} * 100.0 / ${examAttempts.maxScore} else 0 end`;

/**
 * The named students' finished attempts at this college's exams only: how many, their mean
 * percentage and the last one. Two reads over those students' attempts, by index.
 */
export async function examFiguresOf(
  db: Executor,
  collegeId: number,
  studentIds: number[],
): Promise<Map<number, ExamFigures>> {
  const figures = new Map<number, ExamFigures>();
  if (studentIds.length === 0) return figures;
  const finishedHere = and(
    inArray(examAttempts.studentId, studentIds),
    sql`${examAttempts.status} <> 'in_progress'`,
    eq(exams.collegeId, collegeId),
    eq(exams.kind, 'college'),
  );
  const [totals, latest] = await Promise.all([
    db
      .select({
        studentId: examAttempts.studentId,
        taken: sql<number>`count(*)::int`,
        average: sql<string | null>`round(avg(${percentage}), 1)`,
      })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(finishedHere)
      .groupBy(examAttempts.studentId),
    db
      .selectDistinctOn([examAttempts.studentId], {
        studentId: examAttempts.studentId,
        examId: exams.id,
        title: exams.title,
        submittedAt: examAttempts.submittedAt,
        deadline: examAttempts.deadline,
        percentage: sql<string>`round(${percentage}, 1)`,
      })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(finishedHere)
      .orderBy(
        examAttempts.studentId,
        desc(sql`coalesce(${examAttempts.submittedAt}, ${examAttempts.deadline})`),
        desc(examAttempts.id),
      ),
  ]);
  const latestOf = new Map(latest.map((row) => [row.studentId, row]));
  for (const row of totals) {
    const last = latestOf.get(row.studentId);
    figures.set(row.studentId, {
      examsTaken: row.taken,
      averagePercentage: row.average == null ? null : Number(row.average),
      lastExam: last
        ? {
            examId: last.examId,
            title: last.title,
            date: last.submittedAt ?? last.deadline,
            percentage: Number(last.percentage),
          }
        : null,
    });
  }
  return figures;
}

/**
 * The named students who are linked to this college, locked until the transaction ends so two
 * people acting on the same student take turns. Students of other colleges are never returned.
 */
export async function lockStudentsOfCollege(
  db: Executor,
  collegeId: number,
  by: { studentIds: number[] } | { userIds: number[] },
) {
  const picked =
    'studentIds' in by ? inArray(students.id, by.studentIds) : inArray(students.userId, by.userIds);
  return db
    .select({
      id: students.id,
      userId: students.userId,
      isApprovedByCollege: students.isApprovedByCollege,
    })
    .from(students)
    .where(and(picked, eq(students.collegeId, collegeId)))
    .orderBy(asc(students.id))
    .for('update');
}

export async function approveStudents(db: Executor, collegeId: number, studentIds: number[], at: Date) {
  if (studentIds.length === 0) return;
  await db
    .update(students)
    .set({ isApprovedByCollege: true, approvedByCollegeAt: at })
    .where(and(inArray(students.id, studentIds), eq(students.collegeId, collegeId)));
}

/**
 * Rejecting or unlinking: the students leave the college, not approved, free to choose again;
 * the college's roll number goes with it (it means nothing at another college).
 */
export async function releaseStudents(db: Executor, collegeId: number, studentIds: number[]) {
  if (studentIds.length === 0) return;
  await db
    .update(students)
    .set({ collegeId: null, isApprovedByCollege: false, approvedByCollegeAt: null, rollNumber: null })
    .where(and(inArray(students.id, studentIds), eq(students.collegeId, collegeId)));
}

/** Whom to tell that the college rejected their request, in their language. */
export async function findRejectionRecipients(db: Executor, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({ email: users.email, fullName: users.fullName, language: users.language })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(inArray(students.id, studentIds), eq(users.isActive, true)));
}
