import { BADGE_LOWER_BOUNDS, PERFORMANCE_BADGES, type PerformanceBadge } from '@vidya/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';

/**
 * A college's figures across its exams (issue #14, docs/colleges.md "Dashboard and performance").
 * Every read is narrowed to the one college's own exams, and the students it names to the
 * college's approved students, so nothing of another college's can leave here.
 *
 * A held exam is a college exam of this college, not cancelled, whose window has opened (by
 * `now`) and has at least one finished attempt. Each student counts once per exam, with their
 * best finished attempt; its percentage is rounded to two decimals like every attempt's.
 */

export type ExamFigures = {
  examId: number;
  title: string;
  windowStart: Date;
  windowEnd: Date | null;
  passPercentage: number;
  participants: number;
  averagePercentage: number;
  passRate: number;
};

export type AttentionRow = {
  studentId: number;
  fullName: string;
  email: string;
  rollNumber: string | null;
  examId: number;
  title: string;
  windowStart: Date;
  percentage: number;
};

/** The range of window starts to count, `from` included and `to` excluded; either may be open. */
export type Range = { from: Date | null; to: Date | null };

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const instant = (value: unknown) => new Date(value as string | Date);

/** The college's held exams and, per exam and student, the best finished attempt's percentage. */
function heldAndBest(collegeId: number, now: Date, range: Range): SQL {
  return sql`
    held as (
      select e.id, e.title, e.window_start, e.window_end, e.pass_percentage
      from exams e
      where e.college_id = ${collegeId} and e.kind = 'college' and e.cancelled_at is null
        and e.window_start <= ${now.toISOString()}::timestamptz
        ${range.from ? sql`and e.window_start >= ${range.from.toISOString()}::timestamptz` : sql``}
        ${range.to ? sql`and e.window_start < ${range.to.toISOString()}::timestamptz` : sql``}
    ),
    best as (
      select distinct on (a.exam_id, a.student_id) a.exam_id, a.student_id,
        case when a.max_score > 0 then round(a.score * 100.0 / a.max_score, 2) else 0 end as percentage
      from exam_attempts a
      join held h on h.id = a.exam_id
      where a.status <> 'in_progress'
      order by a.exam_id, a.student_id, percentage desc, a.id
    )`;
}

/** Every held exam's participants, average and pass rate, oldest first. */
export async function examFigures(
  db: Executor,
  collegeId: number,
  now: Date,
  range: Range,
): Promise<ExamFigures[]> {
  const result = await db.execute(sql`
    with ${heldAndBest(collegeId, now, range)}
    select h.id, h.title, h.window_start, h.window_end, h.pass_percentage,
      count(*)::int as participants,
      round(avg(b.percentage), 2) as average,
      round(100.0 * count(*) filter (where b.percentage >= h.pass_percentage) / count(*), 2) as pass_rate
    from best b
    join held h on h.id = b.exam_id
    group by h.id, h.title, h.window_start, h.window_end, h.pass_percentage
    order by h.window_start, h.id`);
  return rowsOf(result).map((row) => ({
    examId: Number(row.id),
    title: String(row.title),
    windowStart: instant(row.window_start),
    windowEnd: row.window_end == null ? null : instant(row.window_end),
    passPercentage: Number(row.pass_percentage),
    participants: Number(row.participants),
    averagePercentage: Number(row.average),
    passRate: Number(row.pass_rate),
  }));
}

/** `case` naming the badge of a percentage, from the contract's lower bounds. */
const badgeCase = (column: SQL) =>
  sql.join(
    [
      sql`case`,
      ...PERFORMANCE_BADGES.map((badge) => sql`when ${column} >= ${BADGE_LOWER_BOUNDS[badge]} then ${badge}`),
      sql`end`,
    ],
    sql` `,
  );

/** How many best results earned each badge; every badge is present, zero when none. */
export async function badgeCounts(
  db: Executor,
  collegeId: number,
  now: Date,
  range: Range,
): Promise<Map<PerformanceBadge, number>> {
  const result = await db.execute(sql`
    with ${heldAndBest(collegeId, now, range)}
    select ${badgeCase(sql`b.percentage`)} as badge, count(*)::int as count
    from best b
    group by 1`);
  const counts = new Map<PerformanceBadge, number>(PERFORMANCE_BADGES.map((badge) => [badge, 0]));
  for (const row of rowsOf(result)) counts.set(row.badge as PerformanceBadge, Number(row.count));
  return counts;
}

/**
 * The last two held exams (by window start) of each approved student of the college, with their
 * best percentage in each, latest first; only students whose both are below `below`.
 */
export async function studentsBelow(
  db: Executor,
  collegeId: number,
  now: Date,
  range: Range,
  below: number,
): Promise<AttentionRow[]> {
  const result = await db.execute(sql`
    with ${heldAndBest(collegeId, now, range)},
    ranked as (
      select b.student_id, b.exam_id, b.percentage, h.title, h.window_start,
        row_number() over (partition by b.student_id order by h.window_start desc, h.id desc) as position
      from best b
      join held h on h.id = b.exam_id
      join students s on s.id = b.student_id
      where s.college_id = ${collegeId} and s.is_approved_by_college
    ),
    lowest as (
      select student_id
      from ranked
      where position <= 2
      group by student_id
      having count(*) = 2 and max(percentage) < ${below}
    )
    select r.student_id, u.full_name, u.email, s.roll_number, r.exam_id, r.title, r.window_start,
      r.percentage
    from ranked r
    join lowest l on l.student_id = r.student_id
    join students s on s.id = r.student_id
    join users u on u.id = s.user_id
    where r.position <= 2
    order by r.student_id, r.position`);
  return rowsOf(result).map((row) => ({
    studentId: Number(row.student_id),
    fullName: String(row.full_name),
    email: String(row.email),
    rollNumber: row.roll_number == null ? null : String(row.roll_number),
    examId: Number(row.exam_id),
    title: String(row.title),
    windowStart: instant(row.window_start),
    percentage: Number(row.percentage),
  }));
}

/** Requests waiting for the college, and its exams still to open (active, not cancelled). */
export async function dashboardCounts(db: Executor, collegeId: number, now: Date) {
  const result = await db.execute(sql`
    select
      (select count(*)::int from students s
        where s.college_id = ${collegeId} and not s.is_approved_by_college) as pending,
      (select count(*)::int from exams e
        where e.college_id = ${collegeId} and e.kind = 'college' and e.is_active
          and e.cancelled_at is null and e.window_start > ${now.toISOString()}::timestamptz) as upcoming`);
  const [row] = rowsOf(result);
  return { pendingRequests: Number(row?.pending ?? 0), upcomingExams: Number(row?.upcoming ?? 0) };
}

/** The college's next exam to open (active, not cancelled), if any. */
export async function nextExam(db: Executor, collegeId: number, now: Date) {
  const result = await db.execute(sql`
    select e.id, e.title, e.window_start, e.window_end
    from exams e
    where e.college_id = ${collegeId} and e.kind = 'college' and e.is_active
      and e.cancelled_at is null and e.window_start > ${now.toISOString()}::timestamptz
    order by e.window_start, e.id
    limit 1`);
  const [row] = rowsOf(result);
  if (!row) return null;
  return {
    examId: Number(row.id),
    title: String(row.title),
    windowStart: instant(row.window_start),
    windowEnd: row.window_end == null ? null : instant(row.window_end),
  };
}
