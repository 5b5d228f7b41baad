import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  attemptAnswers,
  certificates,
  enrollments,
  examAttempts,
  exams,
  lessonCompletions,
} from '../../db/schema.ts';
import { enrollmentInProgress } from '../courses/repository.ts';
import { activeCollegeExamsOf, activePlatformExams } from '../exams/repository.ts';

/** India Standard Time has no daylight saving: a fixed +05:30 gives the IST calendar day. */
const istDay = (column: unknown) =>
  sql`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

const toInt = (value: unknown) => Number(value ?? 0);

/**
 * The student's course counts in one statement: enrolled, in progress (started and not
 * completed, as the courses page counts them), completed, and certificates. Uses enrollments_student_course_key, the
 * lesson_completions primary key and certificates_student_idx.
 */
export async function courseCounts(db: Executor, studentId: number) {
  const result = await db.execute(sql`
    select
      count(*)::int as enrolled,
      count(*) filter (where ${enrollmentInProgress})::int as in_progress,
      count(*) filter (where ${enrollments.completedAt} is not null)::int as completed,
      (select count(*) from ${certificates} where ${certificates.studentId} = ${studentId})::int as certificates,
      (select count(*) from ${lessonCompletions}
        join ${enrollments} e2 on e2.id = ${lessonCompletions.enrollmentId}
        where e2.student_id = ${studentId})::int as lessons_completed,
      (select count(*) from ${examAttempts} where ${examAttempts.studentId} = ${studentId})::int as attempts
    from ${enrollments}
    where ${enrollments.studentId} = ${studentId}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    enrolled: toInt(row?.enrolled),
    inProgress: toInt(row?.in_progress),
    completed: toInt(row?.completed),
    certificates: toInt(row?.certificates),
    lessonsCompleted: toInt(row?.lessons_completed),
    attempts: toInt(row?.attempts),
  };
}

/**
 * Scheduled exams the student may take whose window has not closed, earliest start first: the
 * caller keeps the first with attempts left. Only exams with a start time count as scheduled.
 */
export async function scheduledExamsFor(
  db: Executor,
  student: { id: number; collegeId: number | null; isApprovedByCollege: boolean },
  now: Date,
  limit: number,
) {
  return db
    .select()
    .from(exams)
    .where(
      and(
        or(activePlatformExams(), activeCollegeExamsOf(student)),
        isNull(exams.cancelledAt),
        isNotNull(exams.windowStart),
        or(isNull(exams.windowEnd), gt(exams.windowEnd, now)),
      ),
    )
    .orderBy(asc(exams.windowStart), asc(exams.id))
    .limit(limit);
}

/** How many attempts the student has of each exam, and whether one is still in progress. */
export async function attemptCounts(db: Executor, studentId: number, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, { used: number; open: boolean }>();
  const rows = await db
    .select({
      examId: examAttempts.examId,
      used: sql<number>`count(*)::int`,
      open: sql<boolean>`bool_or(${examAttempts.status} = 'in_progress')`,
    })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.studentId, studentId),
        sql`${examAttempts.examId} in (${sql.join(
          examIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .groupBy(examAttempts.examId);
  return new Map(rows.map((row) => [row.examId, { used: toInt(row.used), open: Boolean(row.open) }]));
}

/**
 * Learning activity per IST day before `before`, oldest first: lessons completed plus exam attempts
 * with an answer saved (or submitted) that day. One row per active day, so the whole history of
 * a student is at most a few hundred rows.
 */
export async function activityDays(db: Executor, studentId: number, before: Date) {
  const lessonDay = istDay(lessonCompletions.completedAt);
  const answerDay = istDay(attemptAnswers.savedAt);
  const submitDay = istDay(examAttempts.submittedAt);
  const result = await db.execute(sql`
    select day, count(*)::int as activities from (
      select ${lessonDay} as day
      from ${lessonCompletions}
      join ${enrollments} on ${enrollments.id} = ${lessonCompletions.enrollmentId}
      where ${enrollments.studentId} = ${studentId} and ${lessonCompletions.completedAt} < ${before}
      union all
      select day from (
        select ${answerDay} as day, ${attemptAnswers.attemptId} as attempt
        from ${attemptAnswers}
        join ${examAttempts} on ${examAttempts.id} = ${attemptAnswers.attemptId}
        where ${examAttempts.studentId} = ${studentId} and ${attemptAnswers.savedAt} < ${before}
        union
        select ${submitDay}, ${examAttempts.id}
        from ${examAttempts}
        where ${examAttempts.studentId} = ${studentId} and ${examAttempts.submittedAt} < ${before}
      ) as answered
    ) as activity
    group by day
    order by day`);
  return (result as unknown as { rows: { day: string; activities: number | string }[] }).rows.map((row) => ({
    day: String(row.day),
    activities: toInt(row.activities),
  }));
}
