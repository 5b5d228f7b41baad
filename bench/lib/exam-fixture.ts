// Pre-seeds a whole class for the exam benchmarks straight into the database the app will use:
// thousands of verified students, one active platform exam, and an access token for each.
import { connectDatabase, type DatabaseTarget } from '../../apps/api/src/db/client.ts';
import { examQuestions, exams, questions, students, users } from '../../apps/api/src/db/schema.ts';
import { createAccessTokens } from '../../apps/api/src/lib/access-tokens.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';

export const BENCH_JWT_SECRET = 'bench-only-secret-bench-only-secret-0123456789';
const QUESTION_COUNT = 20;
const BATCH = 500;

export type ExamFixture = {
  examId: number;
  questionIds: number[];
  students: { id: number; token: string }[];
};

export async function prepareExamFixture(target: DatabaseTarget, studentCount: number): Promise<ExamFixture> {
  const database = await connectDatabase(target);
  try {
    const { db } = database;
    const passwordHash = await hashPassword('Bench@1234');
    const run = Date.now();
    const created: { id: number; userId: number }[] = [];
    for (let offset = 0; offset < studentCount; offset += BATCH) {
      const size = Math.min(BATCH, studentCount - offset);
      const userRows = await db
        .insert(users)
        .values(
          Array.from({ length: size }, (_, index) => ({
            email: `bench.${run}.${offset + index}@example.com`,
            fullName: `Bench Student ${offset + index}`,
            role: 'student' as const,
            passwordHash,
            emailVerifiedAt: new Date(),
          })),
        )
        .returning({ id: users.id });
      const studentRows = await db
        .insert(students)
        .values(userRows.map((row) => ({ userId: row.id })))
        .returning({ id: students.id, userId: students.userId });
      created.push(...studentRows);
    }

    const [exam] = await db
      .insert(exams)
      .values({
        kind: 'platform',
        title: `Benchmark Mock Test ${run}`,
        durationMinutes: 600,
        attemptsAllowed: 1,
        shuffleQuestions: true,
        shuffleOptions: true,
        isActive: true,
      })
      .returning({ id: exams.id });
    if (!exam) throw new Error('benchmark exam not inserted');
    const questionRows = await db
      .insert(questions)
      .values(
        Array.from({ length: QUESTION_COUNT }, (_, index) => ({
          questionText: `Benchmark question ${index + 1}: which option is right?`,
          optionA: 'First',
          optionB: 'Second',
          optionC: 'Third',
          optionD: 'Fourth',
          correctAnswer: 'abcd'[index % 4] ?? 'a',
          marks: 1 + (index % 3),
        })),
      )
      .returning({ id: questions.id });
    await db
      .insert(examQuestions)
      .values(
        questionRows.map((row, index) => ({ examId: exam.id, questionId: row.id, position: index + 1 })),
      );

    const tokens = createAccessTokens(BENCH_JWT_SECRET);
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
    return { examId: exam.id, questionIds: questionRows.map((row) => row.id), students: signed };
  } finally {
    await database.close();
  }
}

/** Students holding more than one attempt of the exam (must be none). */
export async function countDuplicateAttempts(target: DatabaseTarget, examId: number): Promise<number> {
  const database = await connectDatabase(target);
  try {
    const { sql } = await import('drizzle-orm');
    const result = await database.db.execute(
      sql`select count(*)::int as duplicates from (select student_id from exam_attempts where exam_id = ${examId} group by student_id having count(*) > 1) d`,
    );
    const rows = (result as unknown as { rows: { duplicates: number }[] }).rows;
    return Number(rows[0]?.duplicates ?? 0);
  } finally {
    await database.close();
  }
}

/** How many attempts of the exam are finished with a score (after the submit storm). */
export async function countScoredAttempts(target: DatabaseTarget, examId: number): Promise<number> {
  const database = await connectDatabase(target);
  try {
    const { sql } = await import('drizzle-orm');
    const result = await database.db.execute(
      sql`select count(*)::int as scored from exam_attempts where exam_id = ${examId} and status = 'submitted' and score is not null`,
    );
    const rows = (result as unknown as { rows: { scored: number }[] }).rows;
    return Number(rows[0]?.scored ?? 0);
  } finally {
    await database.close();
  }
}
