// Pre-seeds the college portal's benchmark (issue #14) straight into the database the app will
// use: one approved college with thousands of approved students, one open 50-question exam of
// its own, and access tokens for the college and each student. After the start storm,
// `finishEveryAttempt` answers and scores every attempt in SQL, as if all had sat the exam.
import { sql } from 'drizzle-orm';
import { connectDatabase, type DatabaseTarget } from '../../apps/api/src/db/client.ts';
import { colleges, examQuestions, exams, questions, students, users } from '../../apps/api/src/db/schema.ts';
import { createAccessTokens } from '../../apps/api/src/lib/access-tokens.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { BENCH_JWT_SECRET, type ExamFixture } from './exam-fixture.ts';

const QUESTION_COUNT = 50;
const BATCH = 1000;

export type CollegeFixture = ExamFixture & {
  collegeToken: string;
};

export async function prepareCollegeFixture(
  target: DatabaseTarget,
  studentCount: number,
): Promise<CollegeFixture> {
  const database = await connectDatabase(target);
  try {
    const { db } = database;
    const passwordHash = await hashPassword('Bench@1234');
    const run = Date.now();
    const [collegeUser] = await db
      .insert(users)
      .values({
        email: `bench.college.${run}@example.com`,
        fullName: 'Bench University Office',
        role: 'college',
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!collegeUser) throw new Error('benchmark college user not inserted');
    // The default plan is unlimited, so 3,000 approved students and a running exam fit.
    const [college] = await db
      .insert(colleges)
      .values({
        userId: collegeUser.id,
        collegeName: `Bench University ${run}`,
        contactPerson: 'Registrar',
        isApprovedByAdmin: true,
        approvedAt: new Date(),
      })
      .returning({ id: colleges.id });
    if (!college) throw new Error('benchmark college not inserted');

    const created: { id: number; userId: number }[] = [];
    for (let offset = 0; offset < studentCount; offset += BATCH) {
      const size = Math.min(BATCH, studentCount - offset);
      const userRows = await db
        .insert(users)
        .values(
          Array.from({ length: size }, (_, index) => ({
            email: `bench.campus.${run}.${offset + index}@example.com`,
            fullName: `Campus Student ${offset + index}`,
            role: 'student' as const,
            passwordHash,
            emailVerifiedAt: new Date(),
          })),
        )
        .returning({ id: users.id });
      const studentRows = await db
        .insert(students)
        .values(
          userRows.map((row, index) => ({
            userId: row.id,
            collegeId: college.id,
            isApprovedByCollege: true,
            approvedByCollegeAt: new Date(),
            rollNumber: `R${String(offset + index).padStart(5, '0')}`,
          })),
        )
        .returning({ id: students.id, userId: students.userId });
      created.push(...studentRows);
    }

    const now = Date.now();
    const [exam] = await db
      .insert(exams)
      .values({
        kind: 'college',
        collegeId: college.id,
        title: `Bench University Semester Test ${run}`,
        durationMinutes: 180,
        attemptsAllowed: 1,
        shuffleQuestions: true,
        shuffleOptions: true,
        windowStart: new Date(now - 60_000),
        windowEnd: new Date(now + 6 * 3_600_000),
        joinCode: `B${String(run).slice(-9)}`,
        isActive: true,
      })
      .returning({ id: exams.id });
    if (!exam) throw new Error('benchmark exam not inserted');
    const questionRows = await db
      .insert(questions)
      .values(
        Array.from({ length: QUESTION_COUNT }, (_, index) => ({
          collegeId: college.id,
          questionText: `Semester question ${index + 1}: which option is right?`,
          optionA: 'First',
          optionB: 'Second',
          optionC: 'Third',
          optionD: 'Fourth',
          correctAnswer: 'abcd'[index % 4] ?? 'a',
          marks: 1 + (index % 2),
        })),
      )
      .returning({ id: questions.id });
    await db
      .insert(examQuestions)
      .values(
        questionRows.map((row, index) => ({ examId: exam.id, questionId: row.id, position: index + 1 })),
      );

    const tokens = createAccessTokens(BENCH_JWT_SECRET);
    const collegeToken = await tokens.sign({
      userId: collegeUser.id,
      role: 'college',
      profileId: college.id,
      sessionVersion: 0,
    });
    const signed = await Promise.all(
      created.map(async (student) => ({
        id: student.id,
        token: await tokens.sign({
          userId: student.userId,
          role: 'student',
          profileId: student.id,
          sessionVersion: 0,
        }),
      })),
    );
    return {
      examId: exam.id,
      questionIds: questionRows.map((row) => row.id),
      students: signed,
      collegeToken,
    };
  } finally {
    await database.close();
  }
}

/**
 * Every open attempt of the exam answered and submitted, in SQL: a student's answer to a
 * question is right with a chance that grows with the student's "ability" (their id) and falls
 * with the question's difficulty (its position), so the scores spread and item analysis has
 * real upper and lower groups. Returns how many attempts were finished.
 */
export async function finishEveryAttempt(target: DatabaseTarget, examId: number): Promise<number> {
  const database = await connectDatabase(target);
  try {
    const { db } = database;
    await db.execute(sql`
      insert into attempt_answers (attempt_id, question_id, answer, seq, saved_at)
      select a.id, eq.question_id,
        case
          when ((a.student_id * 7 + eq.position * 13) % 100) < 30 + (a.student_id % 60) - eq.position / 2
            then q.correct_answer
          else chr(ascii('a') + ((ascii(q.correct_answer) - ascii('a') + 1 + (a.student_id + eq.position) % 3) % 4))
        end,
        1, a.started_at + (eq.position * interval '20 seconds')
      from exam_attempts a
      join exam_questions eq on eq.exam_id = a.exam_id
      join questions q on q.id = eq.question_id
      where a.exam_id = ${examId} and a.status = 'in_progress'
        and (a.student_id + eq.position) % 17 <> 0
      on conflict do nothing`);
    const result = await db.execute(sql`
      update exam_attempts a set
        status = 'submitted',
        submitted_at = a.started_at + interval '25 minutes' + (a.student_id % 30) * interval '1 minute',
        max_score = totals.max_score,
        score = (
          select coalesce(sum(q.marks) filter (where ans.answer = q.correct_answer), 0)::int
          from attempt_answers ans join questions q on q.id = ans.question_id
          where ans.attempt_id = a.id
        )
      from (
        select sum(q.marks)::int as max_score
        from exam_questions eq join questions q on q.id = eq.question_id
        where eq.exam_id = ${examId}
      ) totals
      where a.exam_id = ${examId} and a.status = 'in_progress'
      returning a.id`);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    await db.execute(sql`analyze exam_attempts`);
    await db.execute(sql`analyze attempt_answers`);
    return rows.length;
  } finally {
    await database.close();
  }
}
