// A university's worth of data for the analytics benchmarks (issue #15): 50,000 students,
// 500 colleges, 200 courses, 500 exams and 2,500,000 finished attempts (50 per student) with
// their answers, plus enrollments, lesson completions, payments, certificates and audit rows,
// seeded straight into PostgreSQL by `INSERT … SELECT generate_series` (the rows are made by the
// server itself, nothing crosses the wire). BENCH_LARGE_SCALE (default 1) scales the people and
// their attempts down to try it out, e.g. 0.1. BENCH_LARGE_ANSWERS (default 4) is the answers kept
// per attempt: the exams have 20 questions, but 20 answers × 2.5 M attempts (50 M rows) would take
// far longer than minutes to seed, and 4 already make every per-attempt read real.
import pg from 'pg';
import { connectDatabase } from '../../apps/api/src/db/client.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { BENCH_ADMIN } from './people-fixture.ts';

export type LargeFixtureCounts = {
  students: number;
  colleges: number;
  courses: number;
  exams: number;
  attemptsPerStudent: number;
  answersPerAttempt: number;
  questionsPerExam: number;
};

export function largeFixtureCounts(): LargeFixtureCounts {
  const scale = Number(process.env.BENCH_LARGE_SCALE ?? 1);
  if (!(scale > 0 && scale <= 1)) throw new Error('BENCH_LARGE_SCALE must be in (0, 1]');
  return {
    students: Math.round(50_000 * scale),
    colleges: 500,
    courses: 200,
    exams: 500,
    attemptsPerStudent: 50,
    answersPerAttempt: Math.min(20, Number(process.env.BENCH_LARGE_ANSWERS ?? 4)),
    questionsPerExam: 20,
  };
}

/** Ids the scenarios need: users of the first students sign tokens, the admin signs in. */
export type LargeFixture = LargeFixtureCounts & {
  /** Seconds each step took, in order. */
  steps: { step: string; seconds: number; rows: number }[];
  seedSeconds: number;
  /** users.id = STUDENT_USER_OFFSET + students.id */
  studentUserOffset: number;
};

const STUDENT_USER_OFFSET = 1000;

/**
 * Migrates an empty database, then fills it. Foreign keys and triggers are off during the load
 * (`session_replication_role = replica`: the rows are made consistent by construction), commits
 * are not waited for, and every table is analysed and vacuumed at the end, as autovacuum would.
 */
export async function seedLargeFixture(url: string, counts = largeFixtureCounts()): Promise<LargeFixture> {
  const migrated = await connectDatabase({ kind: 'postgres', url });
  await migrated.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const steps: LargeFixture['steps'] = [];
  const began = performance.now();
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(text, values);
    steps.push({ step: name, seconds: (performance.now() - started) / 1000, rows: result.rowCount ?? 0 });
  };
  try {
    const passwordHash = await hashPassword(BENCH_ADMIN.password);
    const { students: S, colleges: C, courses: K, exams: E } = counts;
    const A = counts.attemptsPerStudent;
    const Q = counts.questionsPerExam;
    await client.query(`set session_replication_role = replica`);
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    // Every "when" is spread over the last two years by a fixed hash of the row's number, so runs
    // are alike and the 30/90/365-day windows all hold real rows.
    await step(
      'users (admin, colleges, students)',
      `insert into users (id, email, password_hash, role, full_name, email_verified_at, created_at)
       overriding system value
       select 1, $1, $2, 'admin'::user_role, 'Bench Admin', now(), now() - interval '800 days'
       union all
       select 10 + c, 'bench.college.' || c || '@example.com', $2, 'college'::user_role, 'Bench College ' || c || ' Office',
         now(), now() - ((c * 7919) % 730) * interval '1 day'
       from generate_series(1, ${C}) c
       union all
       select ${STUDENT_USER_OFFSET} + s, 'bench.student.' || s || '@example.com', $2, 'student'::user_role,
         (array['Asha','Ravi','Meera','Arjun','Divya','Kiran','Neha','Vikram','Pooja','Rahul','Sneha'])[1 + s % 11]
           || ' Student ' || s,
         now(), now() - ((s * 7919) % 730) * interval '1 day' - (s % 86400) * interval '1 second'
       from generate_series(1, ${S}) s`,
      [BENCH_ADMIN.email, passwordHash],
    );
    await step(
      'colleges',
      `insert into colleges (id, user_id, college_name, contact_person, city, state, is_approved_by_admin,
         approved_at, plan_id, created_at, updated_at)
       overriding system value
       select c, 10 + c, 'Bench Institute of Technology ' || c, 'Principal ' || c, 'City ' || (c % 40),
         (array['Karnataka','Maharashtra','Tamil Nadu','Delhi','Kerala','Gujarat'])[1 + c % 6],
         c % 10 <> 0, case when c % 10 <> 0 then now() end, (select id from plans where is_default),
         now() - ((c * 7919) % 730) * interval '1 day', now() - ((c * 7919) % 730) * interval '1 day'
       from generate_series(1, ${C}) c`,
    );
    await step(
      'students',
      `insert into students (id, user_id, college_id, is_approved_by_college, is_suspended, created_at, updated_at)
       overriding system value
       select s, ${STUDENT_USER_OFFSET} + s, case when s % 3 = 0 then null else 1 + s % ${C} end,
         s % 3 <> 0 and s % 2 = 0, s % 97 = 0,
         now() - ((s * 7919) % 730) * interval '1 day' - (s % 86400) * interval '1 second',
         now() - ((s * 7919) % 730) * interval '1 day'
       from generate_series(1, ${S}) s`,
    );
    await step(
      'courses',
      `insert into courses (id, slug, title, description, category, price_paise, original_price_paise,
         is_active, lessons_count, created_at, updated_at)
       overriding system value
       select k, 'bench-course-' || k, 'Bench Course ' || k, 'A course of the benchmark.',
         (array['Aptitude','Programming','Reasoning','English'])[1 + k % 4],
         case when k % 2 = 0 then 0 else 49900 end, case when k % 2 = 0 then 0 else 99900 end,
         k % 5 <> 0, 10, now() - ((k * 7919) % 730) * interval '1 day', now() - ((k * 7919) % 730) * interval '1 day'
       from generate_series(1, ${K}) k`,
    );
    await step(
      'lessons (10 a course)',
      `insert into lessons (id, course_id, title, "order")
       overriding system value
       select (k - 1) * 10 + o, k, 'Lesson ' || o, o
       from generate_series(1, ${K}) k, generate_series(1, 10) o`,
    );
    // Five courses a student; the first three opened, three lessons of each completed, the first
    // completed by one student in four.
    await step(
      'enrollments (5 a student)',
      `insert into enrollments (id, student_id, course_id, last_lesson_id, enrolled_at, completed_at)
       overriding system value
       select (s - 1) * 5 + j + 1, s, 1 + (s * 13 + j * 40) % ${K},
         case when j < 3 then (((s * 13 + j * 40) % ${K})) * 10 + 3 end,
         now() - ((s * 7919 + j * 37) % 700) * interval '1 day' - (s % 3600) * interval '1 second',
         case when j = 0 and s % 4 = 0 then now() - ((s * 7919 + j * 37) % 700) * interval '1 day' + interval '5 days' end
       from generate_series(1, ${S}) s, generate_series(0, 4) j`,
    );
    await step(
      'lesson completions (3 lessons of 3 courses a student)',
      `insert into lesson_completions (enrollment_id, lesson_id, completed_at)
       select e.id, ((e.course_id - 1) * 10) + o, least(now(), e.enrolled_at + o * interval '1 day')
       from enrollments e, generate_series(1, 3) o
       where e.last_lesson_id is not null`,
    );
    await step(
      'payments (every paid enrollment)',
      `insert into payments (student_id, course_id, course_title, provider, provider_order_id, provider_payment_id,
         amount_paise, original_price_paise, status, created_at, paid_at)
       select e.student_id, e.course_id, k.title, 'demo', 'bench-order-' || e.id, 'bench-pay-' || e.id,
         k.price_paise, k.original_price_paise, 'paid'::payment_status, e.enrolled_at, e.enrolled_at
       from enrollments e join courses k on k.id = e.course_id
       where k.price_paise > 0
       order by e.enrolled_at`,
    );
    await step(
      'certificates (completed courses)',
      `insert into certificates (code, kind, student_id, course_id, student_name, title, issued_at)
       select 'BENCH' || e.id, 'course'::certificate_kind, e.student_id, e.course_id, 'Student ' || e.student_id,
         'Bench Course ' || e.course_id, e.completed_at
       from enrollments e where e.completed_at is not null`,
    );
    await step(
      'questions (20 an exam)',
      `insert into questions (id, college_id, question_text, option_a, option_b, option_c, option_d, correct_answer, marks)
       overriding system value
       select (e - 1) * ${Q} + q, case when e % 2 = 0 then 1 + e % ${C} end,
         'Bench question ' || q || ' of exam ' || e, 'First', 'Second', 'Third', 'Fourth',
         (array['a','b','c','d'])[1 + q % 4], 1
       from generate_series(1, ${E}) e, generate_series(1, ${Q}) q`,
    );
    // Half college exams (of colleges 1…500 in turn), half platform exams; one in four inactive,
    // one in fifty cancelled, one in five scheduled (windows spread over the last year and the
    // next month).
    await step(
      'exams',
      `insert into exams (id, kind, college_id, course_id, title, duration_minutes, attempts_allowed, is_active,
         window_start, window_end, join_code, cancelled_at, created_at, updated_at)
       overriding system value
       select e, (case when e % 2 = 0 then 'college' else 'platform' end)::exam_kind,
         case when e % 2 = 0 then 1 + e % ${C} end,
         case when e % 2 = 1 and e % 3 = 0 then 1 + e % ${K} end,
         'Bench Exam ' || e, 60, 3, e % 4 <> 0,
         case when e % 5 = 0 then now() - (e % 365) * interval '1 day' + interval '30 days' end,
         case when e % 5 = 0 then now() - (e % 365) * interval '1 day' + interval '31 days' end,
         case when e % 2 = 0 then 'BENCH' || e end,
         case when e % 50 = 0 then now() - interval '1 day' end,
         now() - ((e * 7919) % 730) * interval '1 day', now() - ((e * 7919) % 730) * interval '1 day'
       from generate_series(1, ${E}) e`,
    );
    await step(
      'exam questions',
      `insert into exam_questions (exam_id, question_id, position)
       select e, (e - 1) * ${Q} + q, q from generate_series(1, ${E}) e, generate_series(1, ${Q}) q`,
    );
    // 50 attempts a student, each at a different exam, finished, spread over two years.
    await step(
      `exam attempts (${A} a student)`,
      `insert into exam_attempts (id, exam_id, student_id, attempt_number, status, seed, started_at, deadline,
         submitted_at, score, max_score)
       overriding system value
       select id, exam_id, s, 1, 'submitted'::attempt_status, id % 100000, started, started + interval '60 minutes',
         started + interval '30 minutes', (s + j) % 21, 20
       from (
         select (s - 1) * ${A} + j + 1 as id, 1 + (s + j * 10) % ${E} as exam_id, s, j,
           now() - ((s * 31 + j * 7919) % 730) * interval '1 day' - ((s * 17 + j) % 86400) * interval '1 second'
             - interval '1 hour' as started
         from generate_series(1, ${S}) s, generate_series(0, ${A - 1}) j
       ) a
       order by id`,
    );
    await step(
      `attempt answers (${counts.answersPerAttempt} an attempt)`,
      `insert into attempt_answers (attempt_id, question_id, answer, seq, saved_at)
       select a.id, (a.exam_id - 1) * ${Q} + q, (array['a','b','c','d'])[1 + (a.id + q) % 4], q,
         a.started_at + q * interval '1 minute'
       from exam_attempts a, generate_series(1, ${counts.answersPerAttempt}) q
       order by a.id, q`,
    );
    await step(
      'audit events (4 a student)',
      `insert into audit_events (actor_user_id, actor_email, actor_role, action, target_type, target_id, reason, created_at)
       select 1, $1, 'admin'::user_role, (array['student.suspend','student.lift_suspension','college.approve','course.publish'])[1 + n % 4],
         (array['student','student','college','course'])[1 + n % 4],
         case n % 4 when 2 then 1 + n % ${C} when 3 then 1 + n % ${K} else 1 + n % ${S} end,
         'Benchmark', now() - ((n * 7919) % 730) * interval '1 day' - (n % 86400) * interval '1 second'
       from generate_series(1, ${S * 4}) n
       order by 8`,
      [BENCH_ADMIN.email],
    );
    for (const table of [
      'users',
      'colleges',
      'students',
      'courses',
      'lessons',
      'enrollments',
      'questions',
      'exams',
      'exam_attempts',
    ]) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    await client.query(`set session_replication_role = origin`);
    await step('vacuum analyze', `vacuum analyze`);
    return {
      ...counts,
      steps,
      seedSeconds: (performance.now() - began) / 1000,
      studentUserOffset: STUDENT_USER_OFFSET,
    };
  } finally {
    await client.end();
  }
}
