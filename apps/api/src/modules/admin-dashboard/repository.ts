import type { ActivityKind, AuditAction, GrowthDay } from '@vidya/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The admin dashboard's reads (issue #15, docs/analytics.md). Each counts straight from the tables
 * through their indexes (students_created_idx, colleges_created_idx, audit_events_created_idx, the
 * primary keys); the service keeps the analytics in memory for up to 60 s (decision 024).
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const int = (value: unknown) => Number(value ?? 0);
const DAY_MS = 24 * 60 * 60 * 1000;

export type AnalyticsCounts = {
  students: { total: number; withCollege: number; new7d: number; new30d: number; previous30d: number };
  colleges: { total: number; pending: number; registered: number; new30d: number };
  courses: { total: number; published: number; new30d: number };
  exams: { total: number; active: number; platform: number; college: number };
};

export async function countAnalytics(db: Executor, now: Date): Promise<AnalyticsCounts> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select count(*) from students) as students_total,
        (select count(*) from students where college_id is not null) as students_with_college,
        (select count(*) from students where created_at >= ${at(7)}::timestamptz) as students_new_7d,
        (select count(*) from students where created_at >= ${at(30)}::timestamptz) as students_new_30d,
        (select count(*) from students
          where created_at >= ${at(60)}::timestamptz and created_at < ${at(30)}::timestamptz) as students_previous_30d,
        c.total as colleges_total, c.registered as colleges_registered, c.new_30d as colleges_new_30d,
        k.total as courses_total, k.published as courses_published, k.new_30d as courses_new_30d,
        e.total as exams_total, e.active as exams_active, e.platform as exams_platform, e.college as exams_college
      from
        (select count(*) as total,
           count(*) filter (where is_approved_by_admin) as registered,
           count(*) filter (where created_at >= ${at(30)}::timestamptz) as new_30d
         from colleges where deleted_at is null) c,
        (select count(*) as total,
           count(*) filter (where is_active) as published,
           count(*) filter (where created_at >= ${at(30)}::timestamptz) as new_30d
         from courses) k,
        (select count(*) as total,
           count(*) filter (where is_active) as active,
           count(*) filter (where kind = 'platform') as platform,
           count(*) filter (where kind = 'college') as college
         from exams where cancelled_at is null) e`),
  );
  const r = row ?? {};
  const collegesTotal = int(r.colleges_total);
  const collegesRegistered = int(r.colleges_registered);
  return {
    students: {
      total: int(r.students_total),
      withCollege: int(r.students_with_college),
      new7d: int(r.students_new_7d),
      new30d: int(r.students_new_30d),
      previous30d: int(r.students_previous_30d),
    },
    colleges: {
      total: collegesTotal,
      pending: collegesTotal - collegesRegistered,
      registered: collegesRegistered,
      new30d: int(r.colleges_new_30d),
    },
    courses: {
      total: int(r.courses_total),
      published: int(r.courses_published),
      new30d: int(r.courses_new_30d),
    },
    exams: {
      total: int(r.exams_total),
      active: int(r.exams_active),
      platform: int(r.exams_platform),
      college: int(r.exams_college),
    },
  };
}

/**
 * A cheap fingerprint of what the analytics count (decision 024): the newest audit row (every
 * admin change writes one), the newest student, and count, newest id and last change of the
 * small tables. Each part is one index lookup or a scan of a few hundred rows.
 */
export async function analyticsVersion(db: Executor): Promise<string> {
  const [row] = rowsOf(
    await db.execute(sql`
      select concat_ws('|',
        (select max(id) from audit_events),
        (select max(id) from students),
        (select concat_ws(':', count(*), max(id), max(updated_at)) from colleges),
        (select concat_ws(':', count(*), max(id), max(updated_at)) from courses),
        (select concat_ws(':', count(*), max(id), max(updated_at)) from exams)) as version`),
  );
  return String(row?.version ?? '');
}

/** One row per India Standard Time day, the last `days` days up to today, empty days as zeros. */
export async function growthSeries(db: Executor, now: Date, days: number): Promise<GrowthDay[]> {
  // The planner guesses the day-by-day joins at billions of rows and would compile the statement
  // with JIT (1.6 s of the 5 s a year took on the large fixture, decision 031) for at most 365 rows.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(sql`
      with bounds as (
        select first_day, (first_day::timestamp at time zone 'Asia/Kolkata') as since
        from (select (${now.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date - ${days - 1}::int
                as first_day) f
      ),
      days as (
        select (b.first_day + n)::date as day from bounds b, generate_series(0, ${days - 1}::int) n
      ),
      sign_ups as (
        select (s.created_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
        from students s, bounds b where s.created_at >= b.since group by 1
      ),
      enrolled as (
        select (e.enrolled_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
        from enrollments e, bounds b where e.enrolled_at >= b.since group by 1
      ),
      attempts as (
        select (a.started_at at time zone 'Asia/Kolkata')::date as day, count(*) as n
        from exam_attempts a, bounds b where a.started_at >= b.since group by 1
      ),
      revenue as (
        select (p.paid_at at time zone 'Asia/Kolkata')::date as day, sum(p.amount_paise) as paise
        from payments p, bounds b where p.status = 'paid' and p.paid_at >= b.since group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as date,
        coalesce(s.n, 0) as sign_ups, coalesce(en.n, 0) as enrollments,
        coalesce(a.n, 0) as exam_attempts, coalesce(r.paise, 0) as revenue_paise
      from days d
      left join sign_ups s on s.day = d.day
      left join enrolled en on en.day = d.day
      left join attempts a on a.day = d.day
      left join revenue r on r.day = d.day
      order by d.day`);
  });
  return rowsOf(result).map((row) => ({
    date: String(row.date),
    sign_ups: int(row.sign_ups),
    enrollments: int(row.enrollments),
    exam_attempts: int(row.exam_attempts),
    revenue: int(row.revenue_paise) / 100,
  }));
}

export type ActivityRow = {
  kind: ActivityKind;
  id: number;
  at: Date;
  action: AuditAction | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: number | null;
  subject: string | null;
  amountPaise: number | null;
};

/**
 * The audit trail and the notable events, newest first. Each source gives at most its first
 * `offset + limit` rows through its own index before they are merged, so a page costs the same
 * however long the history is.
 */
export async function listActivity(
  db: Executor,
  now: Date,
  { offset, limit }: { offset: number; limit: number },
): Promise<ActivityRow[]> {
  const upTo = offset + limit;
  const nowText = now.toISOString();
  const rows = rowsOf(
    await db.execute(sql`
      with feed as (
        (select 'audit' as kind, a.id, a.created_at as at, a.action, a.actor_email, a.target_type,
           a.target_id, null::text as subject, null::bigint as amount_paise
         from audit_events a order by a.created_at desc, a.id desc limit ${upTo})
        union all
        (select 'sign_up', s.id, s.created_at, null, null, null, null, u.full_name, null
         from students s join users u on u.id = s.user_id order by s.created_at desc, s.id desc limit ${upTo})
        union all
        (select 'college_registration', c.id, c.created_at, null, null, null, null, c.college_name, null
         from colleges c order by c.created_at desc, c.id desc limit ${upTo})
        union all
        (select 'payment', p.id, p.paid_at, null, null, null, null, p.course_title, p.amount_paise
         from payments p where p.status = 'paid' and p.paid_at is not null
         order by p.paid_at desc, p.id desc limit ${upTo})
        union all
        (select 'exam_held', e.id, e.window_start, null, null, null, null, e.title, null
         from exams e where e.cancelled_at is null and e.window_start <= ${nowText}::timestamptz
         order by e.window_start desc, e.id desc limit ${upTo})
      ),
      page as (
        select * from feed order by at desc, kind, id desc limit ${limit} offset ${offset}
      )
      select p.kind, p.id, p.at, p.action, p.actor_email, p.target_type, p.target_id, p.amount_paise,
        coalesce(p.subject, case p.target_type
          when 'student' then (select u.full_name from students s join users u on u.id = s.user_id
                               where s.id = p.target_id)
          when 'college' then (select c.college_name from colleges c where c.id = p.target_id)
          when 'course' then (select k.title from courses k where k.id = p.target_id)
          when 'exam' then (select e.title from exams e where e.id = p.target_id)
        end) as subject
      from page p
      order by p.at desc, p.kind, p.id desc`),
  );
  return rows.map((row) => ({
    kind: row.kind as ActivityKind,
    id: int(row.id),
    at: new Date(row.at as string | Date),
    action: (row.action as AuditAction | null) ?? null,
    actorEmail: (row.actor_email as string | null) ?? null,
    targetType: (row.target_type as string | null) ?? null,
    targetId: row.target_id === null || row.target_id === undefined ? null : int(row.target_id),
    subject: (row.subject as string | null) ?? null,
    amountPaise: row.amount_paise === null || row.amount_paise === undefined ? null : int(row.amount_paise),
  }));
}

/**
 * The activity feed's rows of the big tables (audit trail, sign-ups, college registrations,
 * payments): counting them reads every row (decision 031), so the service keeps the total while
 * `activityVersion` stays the same, for at most a minute.
 */
export async function countStoredActivity(db: Executor): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`
      select (select count(*) from audit_events)
        + (select count(*) from students)
        + (select count(*) from colleges)
        + (select count(*) from payments where status = 'paid' and paid_at is not null) as total`),
  );
  return int(row?.total);
}

/**
 * A fingerprint of `countStoredActivity` (index lookups only: the newest audit row, student and
 * college, the latest payment), and the exams held so far, which are few and counted live.
 */
export async function activityVersion(
  db: Executor,
  now: Date,
): Promise<{ version: string; examsHeld: number }> {
  const [row] = rowsOf(
    await db.execute(sql`
      select concat_ws('|',
          (select max(id) from audit_events),
          (select max(id) from students),
          (select max(id) from colleges),
          (select max(paid_at) from payments where status = 'paid' and paid_at is not null)) as version,
        (select count(*) from exams
          where cancelled_at is null and window_start <= ${now.toISOString()}::timestamptz) as exams_held`),
  );
  return { version: String(row?.version ?? ''), examsHeld: int(row?.exams_held) };
}
