import { sql } from 'drizzle-orm';
import type { NextExam } from '@vidya/contract';
import type { DatabaseConnection, Executor, PreparedStatement } from '../../db/client.ts';
import {
  attemptAnswers,
  certificates,
  colleges,
  enrollments,
  examAttempts,
  exams,
  lessonCompletions,
  students,
} from '../../db/schema.ts';
import { enrollmentInProgress } from '../courses/index.ts';
import { examsOpenTo } from '../exams/index.ts';

/** India Standard Time has no daylight saving: a fixed +05:30 gives the IST calendar day. */
const istDay = (column: unknown) =>
  sql`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

const toInt = (value: unknown) => Number(value ?? 0);

/** The next exam as `dashboardFigures` reads it. */
type ExamKind = NextExam['kind'];
export type NextExamRow = {
  id: number;
  kind: ExamKind;
  title: string;
  collegeId: number | null;
  collegeName: string | null;
  windowStart: Date;
  windowEnd: Date | null;
};

/**
 * Everything the student dashboard shows, in one statement (one round trip, decision 031): the
 * course counts of `courseCounts`; the finished attempts as [exam, score, max score] in the order
 * `GET /exams/performance/` reads them (so the service averages them exactly as it does); whether
 * an attempt is past its deadline and still open (the service then finishes it first, as that
 * route does); and the next exam: of the first `candidates` scheduled exams the student may take
 * (`scheduledExamsFor`), the earliest with an attempt left or one in progress.
 */
export function dashboardFiguresStatement(
  studentId: number,
  now: Date,
  overdueBefore: Date,
  candidates: number,
): PreparedStatement {
  const at = now.toISOString();
  return {
    name: 'student_dashboard_figures',
    // The exams a student may take (`examsOpenTo`), over the student's row read in `st`, so that
    // one statement text (one prepared statement) serves every student.
    query: sql`
    with st as (
      select ${students.id} as id, ${students.collegeId} as college_id,
        ${students.isApprovedByCollege} as is_approved_by_college
      from ${students} where ${students.id} = ${studentId}
    ),
    candidates as (
      select ${exams.id} as id, ${exams.kind} as kind, ${exams.title} as title,
        ${exams.collegeId} as college_id, ${exams.windowStart} as window_start,
        ${exams.windowEnd} as window_end, ${exams.attemptsAllowed} as attempts_allowed
      from ${exams}, st
      where ${examsOpenTo({ id: sql`st.id`, collegeId: sql`st.college_id`, isApprovedByCollege: sql`st.is_approved_by_college` })}
        and ${exams.cancelledAt} is null and ${exams.windowStart} is not null
        and (${exams.windowEnd} is null or ${exams.windowEnd} > ${at}::timestamptz)
      order by ${exams.windowStart} asc, ${exams.id} asc
      limit ${candidates}
    )
    select
      counts.enrolled, counts.in_progress, counts.completed,
      (select count(*) from ${certificates} where ${certificates.studentId} = ${studentId})::int as certificates,
      (select count(*) from ${lessonCompletions}
        join ${enrollments} e2 on e2.id = ${lessonCompletions.enrollmentId}
        where e2.student_id = ${studentId})::int as lessons_completed,
      (select count(*) from ${examAttempts} where ${examAttempts.studentId} = ${studentId})::int as attempts,
      exists (select 1 from ${examAttempts}
        where ${examAttempts.studentId} = ${studentId} and ${examAttempts.status} = 'in_progress'
          and ${examAttempts.deadline} < ${overdueBefore.toISOString()}::timestamptz) as has_overdue,
      (select coalesce(json_agg(json_build_array(${examAttempts.examId}, ${examAttempts.score}, ${examAttempts.maxScore})
          order by ${examAttempts.submittedAt} desc, ${examAttempts.id} desc), '[]'::json)
        from ${examAttempts}
        where ${examAttempts.studentId} = ${studentId} and ${examAttempts.status} <> 'in_progress') as finished,
      (select row_to_json(next) from (
        select k.id, k.kind, k.title, k.college_id, c.college_name, k.window_start, k.window_end
        from candidates k
        cross join lateral (
          select count(*) as used, coalesce(bool_or(a.status = 'in_progress'), false) as open
          from ${examAttempts} a where a.student_id = ${studentId} and a.exam_id = k.id) u
        left join ${colleges} c on c.id = k.college_id
        where u.open or u.used < k.attempts_allowed
        order by k.window_start asc, k.id asc
        limit 1) next) as next_exam
    from (
      select
        count(*)::int as enrolled,
        count(*) filter (where ${enrollmentInProgress})::int as in_progress,
        count(*) filter (where ${enrollments.completedAt} is not null)::int as completed
      from ${enrollments}
      where ${enrollments.studentId} = ${studentId}) counts, st`,
  };
}

/**
 * Runs `dashboardFiguresStatement` as a prepared statement (parsed and planned once per
 * connection: planning it cost more than running it, 0.9 against 0.2 ms on the large fixture).
 */
export async function dashboardFigures(
  database: Pick<DatabaseConnection, 'runPrepared'>,
  ...args: Parameters<typeof dashboardFiguresStatement>
) {
  return readDashboardFigures(await database.runPrepared(dashboardFiguresStatement(...args)));
}

/** The dashboard figures from the statement's one row. */
export function readDashboardFigures(rows: Record<string, unknown>[]) {
  const [row] = rows;
  // No row: there is no such student.
  if (!row) return null;
  const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const next = json<Record<string, unknown> | null>(row.next_exam ?? null);
  const finished = json<[number, number | null, number | null][]>(row.finished ?? []);
  return {
    enrolled: toInt(row.enrolled),
    inProgress: toInt(row.in_progress),
    completed: toInt(row.completed),
    certificates: toInt(row.certificates),
    lessonsCompleted: toInt(row.lessons_completed),
    attempts: toInt(row.attempts),
    hasOverdue: row.has_overdue === true || row.has_overdue === 't',
    finished: finished.map(([examId, score, maxScore]) => ({
      examId: Number(examId),
      score: score ?? 0,
      maxScore: maxScore ?? 0,
    })),
    next: next
      ? ({
          id: Number(next.id),
          kind: next.kind as ExamKind,
          title: String(next.title),
          collegeId: next.college_id === null ? null : Number(next.college_id),
          collegeName: next.college_name === null ? null : String(next.college_name),
          windowStart: new Date(String(next.window_start)),
          windowEnd: next.window_end === null ? null : new Date(String(next.window_end)),
        } satisfies NextExamRow)
      : null,
  };
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
