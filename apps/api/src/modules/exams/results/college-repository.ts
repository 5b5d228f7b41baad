import type { OptionKey, RosterOrdering } from '@vidya/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';

/**
 * An exam's results as its owner sees them (issue #14, docs/exams.md "Results for a college").
 * The roster is the students who can take the exam: the college's approved students and those
 * who joined it with its code; nobody else's row is read. Each student counts with their best
 * finished attempt (highest percentage, then the earliest), as on the performance pages.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const instantOrNull = (value: unknown) => (value == null ? null : new Date(value as string | Date));
const numberOrNull = (value: unknown) => (value == null ? null : Number(value));

// ---------------------------------------------------------------- history

export type HistoryRow = {
  id: number;
  title: string;
  collegeId: number | null;
  windowStart: Date | null;
  windowEnd: Date | null;
  cancelledAt: Date | null;
  passPercentage: number;
  resultsRelease: 'immediate' | 'after_window' | 'manual';
  resultsReleasedAt: Date | null;
  participants: number;
  averagePercentage: number | null;
  passRate: number | null;
};

/**
 * A page of the college exams that were held or called off: cancelled, or whose window has
 * opened by `now`; newest window first (ties by id). `collegeId` null: every college's (admins).
 * One read: the page of exams, then their figures over each student's best finished attempt.
 */
export async function historyPage(
  db: Executor,
  filter: { collegeId: number | null; search: string | undefined; now: Date },
  page: { limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const result = await db.execute(sql`
    with held as (
      select e.id, e.title, e.college_id, e.window_start, e.window_end, e.cancelled_at, e.pass_percentage,
        e.results_release, e.results_released_at, count(*) over () as total
      from exams e
      where e.kind = 'college'
        ${filter.collegeId === null ? sql`` : sql`and e.college_id = ${filter.collegeId}`}
        and (e.cancelled_at is not null or e.window_start <= ${filter.now.toISOString()}::timestamptz)
        ${filter.search ? sql`and e.title ilike ${containsPattern(filter.search)}` : sql``}
      order by e.window_start desc nulls last, e.id desc
      limit ${page.limit} offset ${page.offset}
    ),
    best as (
      select distinct on (a.exam_id, a.student_id) a.exam_id,
        case when a.max_score > 0 then round(a.score * 100.0 / a.max_score, 2) else 0 end as percentage
      from exam_attempts a
      join held h on h.id = a.exam_id
      where a.status <> 'in_progress'
      order by a.exam_id, a.student_id, percentage desc, a.id
    )
    select h.*,
      (select count(*) from best b where b.exam_id = h.id)::int as participants,
      (select round(avg(b.percentage), 2) from best b where b.exam_id = h.id) as average,
      (select round(100.0 * count(*) filter (where b.percentage >= h.pass_percentage) / nullif(count(*), 0), 2)
        from best b where b.exam_id = h.id) as pass_rate
    from held h
    order by h.window_start desc nulls last, h.id desc`);
  const rows = rowsOf(result);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) total = await countHistory(db, filter);
  return {
    total,
    rows: rows.map((row) => ({
      id: Number(row.id),
      title: String(row.title),
      collegeId: numberOrNull(row.college_id),
      windowStart: instantOrNull(row.window_start),
      windowEnd: instantOrNull(row.window_end),
      cancelledAt: instantOrNull(row.cancelled_at),
      passPercentage: Number(row.pass_percentage),
      resultsRelease: row.results_release as HistoryRow['resultsRelease'],
      resultsReleasedAt: instantOrNull(row.results_released_at),
      participants: Number(row.participants),
      averagePercentage: numberOrNull(row.average),
      passRate: numberOrNull(row.pass_rate),
    })),
  };
}

async function countHistory(
  db: Executor,
  filter: { collegeId: number | null; search: string | undefined; now: Date },
): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as total from exams e
    where e.kind = 'college'
      ${filter.collegeId === null ? sql`` : sql`and e.college_id = ${filter.collegeId}`}
      and (e.cancelled_at is not null or e.window_start <= ${filter.now.toISOString()}::timestamptz)
      ${filter.search ? sql`and e.title ilike ${containsPattern(filter.search)}` : sql``}`);
  return Number(rowsOf(result)[0]?.total ?? 0);
}

// ---------------------------------------------------------------- roster

export type RosterExam = { id: number; collegeId: number; windowEnd: Date | null; cancelled: boolean };

export type RosterRow = {
  studentId: number;
  fullName: string;
  email: string;
  rollNumber: string | null;
  joinedByCode: boolean;
  inProgress: boolean;
  attemptsUsed: number;
  attemptId: number | null;
  score: number | null;
  maxScore: number | null;
  percentage: number | null;
  startedAt: Date | null;
  endedAt: Date | null;
  timeTakenSeconds: number | null;
};

const ORDER_BY: Record<RosterOrdering, SQL> = {
  '-score': sql`percentage desc nulls last, full_name asc, student_id asc`,
  score: sql`percentage asc nulls last, full_name asc, student_id asc`,
  full_name: sql`full_name asc, student_id asc`,
  '-full_name': sql`full_name desc, student_id desc`,
  time_taken: sql`time_taken asc nulls last, full_name asc, student_id asc`,
  '-time_taken': sql`time_taken desc nulls last, full_name asc, student_id asc`,
};

/**
 * The roster's rows in the asked order: who can take the exam, their best finished attempt,
 * whether one is open and how many they used. One statement over the exam's attempts (by the
 * `(exam_id, student_id, attempt_number)` index) and the college's students (by
 * `(college_id, is_approved_by_college)`); `page` null reads every row (the export).
 */
function rosterQuery(
  exam: RosterExam,
  filter: { search: string | undefined; ordering: RosterOrdering },
  page: { limit: number; offset: number } | null,
): SQL {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return sql`
    with eligible as (
      select s.id, false as by_code from students s
      where s.college_id = ${exam.collegeId} and s.is_approved_by_college
      union all
      select p.student_id, true from exam_participants p
      where p.exam_id = ${exam.id}
        and not exists (select 1 from students s2 where s2.id = p.student_id
          and s2.college_id = ${exam.collegeId} and s2.is_approved_by_college)
    ),
    per_student as (
      select distinct on (a.student_id) a.student_id, a.id, a.status, a.score, a.max_score, a.started_at,
        coalesce(a.submitted_at, a.deadline) as ended_at,
        case when a.max_score > 0 then round(a.score * 100.0 / a.max_score, 2) else 0 end as percentage,
        count(*) over (partition by a.student_id) as used,
        bool_or(a.status = 'in_progress') over (partition by a.student_id) as in_progress
      from exam_attempts a
      where a.exam_id = ${exam.id}
      order by a.student_id, a.status = 'in_progress', percentage desc, a.id
    ),
    best as (
      select p.student_id, p.used, p.in_progress,
        case when p.status <> 'in_progress' then p.id end as id,
        case when p.status <> 'in_progress' then p.score end as score,
        case when p.status <> 'in_progress' then p.max_score end as max_score,
        case when p.status <> 'in_progress' then p.started_at end as started_at,
        case when p.status <> 'in_progress' then p.ended_at end as ended_at,
        case when p.status <> 'in_progress' then p.percentage end as percentage,
        case when p.status <> 'in_progress'
          then floor(extract(epoch from p.ended_at - p.started_at))::int end as time_taken
      from per_student p
    )
    select s.id as student_id, u.full_name, u.email, s.roll_number, e.by_code,
      coalesce(b.used, 0) as used, coalesce(b.in_progress, false) as in_progress,
      b.id as attempt_id, b.score, b.max_score, b.percentage, b.started_at, b.ended_at, b.time_taken,
      count(*) over () as total
    from eligible e
    join students s on s.id = e.id
    join users u on u.id = s.user_id
    left join best b on b.student_id = e.id
    ${pattern ? sql`where (u.full_name ilike ${pattern} or u.email ilike ${pattern} or s.roll_number ilike ${pattern})` : sql``}
    order by ${ORDER_BY[filter.ordering]}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;
}

function toRosterRow(row: Row): RosterRow {
  return {
    studentId: Number(row.student_id),
    fullName: String(row.full_name),
    email: String(row.email),
    rollNumber: row.roll_number == null ? null : String(row.roll_number),
    joinedByCode: Boolean(row.by_code),
    inProgress: Boolean(row.in_progress),
    attemptsUsed: Number(row.used),
    attemptId: numberOrNull(row.attempt_id),
    score: numberOrNull(row.score),
    maxScore: numberOrNull(row.max_score),
    percentage: numberOrNull(row.percentage),
    startedAt: instantOrNull(row.started_at),
    endedAt: instantOrNull(row.ended_at),
    timeTakenSeconds: numberOrNull(row.time_taken),
  };
}

export async function rosterPage(
  db: Executor,
  exam: RosterExam,
  filter: { search: string | undefined; ordering: RosterOrdering },
  page: { limit: number; offset: number },
): Promise<{ rows: RosterRow[]; total: number }> {
  const rows = rowsOf(await db.execute(rosterQuery(exam, filter, page)));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const all = rowsOf(await db.execute(rosterQuery(exam, filter, { limit: 1, offset: 0 })));
    total = Number(all[0]?.total ?? 0);
  }
  return { rows: rows.map(toRosterRow), total };
}

/** Every roster row in the asked order, for the export (a roster is one college's students). */
export async function rosterAll(
  db: Executor,
  exam: RosterExam,
  filter: { search: string | undefined; ordering: RosterOrdering },
): Promise<RosterRow[]> {
  return rowsOf(await db.execute(rosterQuery(exam, filter, null))).map(toRosterRow);
}

/** Whether the student is on the exam's roster: approved by its college, or joined with its code. */
export async function isOnRoster(db: Executor, exam: RosterExam, studentId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 as found from students s
    where s.id = ${studentId} and (
      (s.college_id = ${exam.collegeId} and s.is_approved_by_college)
      or exists (select 1 from exam_participants p where p.exam_id = ${exam.id} and p.student_id = s.id))`);
  return rowsOf(result).length > 0;
}

// ---------------------------------------------------------------- item analysis

/** How many finished attempts item analysis would analyse: one per student who finished one. */
export async function countAnalysedAttempts(db: Executor, examId: number): Promise<number> {
  const result = await db.execute(sql`
    select count(distinct a.student_id)::int as total from exam_attempts a
    where a.exam_id = ${examId} and a.status <> 'in_progress'`);
  return Number(rowsOf(result)[0]?.total ?? 0);
}

export type PickCount = {
  questionId: number;
  answer: OptionKey;
  picked: number;
  upper: number;
  lower: number;
};

/**
 * Over each student's best finished attempt (N of them), how many picked each option of each
 * question, and how many of those were in the upper group (the `groupSize` best total scores,
 * ties by attempt id, the earlier first) and in the lower group (the `groupSize` last in that
 * order). One pass over the analysed attempts' answers, read by the primary key's `attempt_id`
 * prefix and counted in PostgreSQL: a few hundred rows come back however many sat the exam.
 */
export async function pickCounts(db: Executor, examId: number, groupSize: number): Promise<PickCount[]> {
  const result = await db.execute(sql`
    with chosen as (
      select distinct on (a.student_id) a.id, coalesce(a.score, 0) as score,
        case when a.max_score > 0 then round(a.score * 100.0 / a.max_score, 2) else 0 end as percentage
      from exam_attempts a
      where a.exam_id = ${examId} and a.status <> 'in_progress'
      order by a.student_id, percentage desc, a.id
    ),
    ranked as (
      select c.id, row_number() over (order by c.score desc, c.id) as rank, count(*) over () as total
      from chosen c
    )
    select aa.question_id, aa.answer, count(*)::int as picked,
      (count(*) filter (where r.rank <= ${groupSize}))::int as upper,
      (count(*) filter (where r.rank > r.total - ${groupSize}))::int as lower
    from ranked r
    join attempt_answers aa on aa.attempt_id = r.id
    where aa.answer is not null
    group by aa.question_id, aa.answer`);
  return rowsOf(result).map((row) => ({
    questionId: Number(row.question_id),
    answer: row.answer as OptionKey,
    picked: Number(row.picked),
    upper: Number(row.upper),
    lower: Number(row.lower),
  }));
}
