import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  attemptAnswers,
  colleges,
  courses,
  examAttempts,
  examQuestions,
  exams,
  questions,
  students,
  users,
} from '../../../db/schema.ts';
import { containsPattern } from '../../../db/like-pattern.ts';

// Correlated subqueries name their tables in plain SQL: Drizzle writes a column inside a `sql`
// select field without its table, which in a subquery silently binds to the inner table.

export type QuestionRow = typeof questions.$inferSelect;

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

export type AdminExamFilter = {
  search?: string | undefined;
  kind?: 'platform' | 'college' | undefined;
  collegeId?: number | undefined;
  isActive?: boolean | undefined;
};

export function adminExamWhere(filter: AdminExamFilter): SQL | undefined {
  return and(
    filter.kind ? eq(exams.kind, filter.kind) : undefined,
    filter.collegeId === undefined ? undefined : eq(exams.collegeId, filter.collegeId),
    filter.isActive === undefined ? undefined : eq(exams.isActive, filter.isActive),
    filter.search ? ilike(exams.title, containsPattern(filter.search)) : undefined,
  );
}

/** How many attempts each exam has (every status). */
export async function attemptCounts(db: Executor, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ examId: examAttempts.examId, value: count() })
    .from(examAttempts)
    .where(inArray(examAttempts.examId, examIds))
    .groupBy(examAttempts.examId);
  return new Map(rows.map((row) => [row.examId, row.value]));
}

export async function hasAttempts(db: Executor, examId: number) {
  const [row] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(eq(examAttempts.examId, examId))
    .limit(1);
  return Boolean(row);
}

/** Locks the exam row for the rest of the transaction, so concurrent edits of its questions queue. */
export async function lockExam(db: Executor, examId: number) {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId)).for('update').limit(1);
  return row;
}

export async function updateExam(db: Executor, examId: number, changes: Partial<typeof exams.$inferInsert>) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(exams)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(exams.id, examId));
}

export async function deleteExam(db: Executor, examId: number) {
  await db.delete(exams).where(eq(exams.id, examId));
}

export async function courseExists(db: Executor, courseId: number) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).limit(1);
  return Boolean(row);
}

/** A college that is not deleted: a deleted one gets no new questions or exams (docs/colleges.md). */
export async function collegeExists(db: Executor, collegeId: number) {
  const [row] = await db
    .select({ id: colleges.id })
    .from(colleges)
    .where(and(eq(colleges.id, collegeId), isNull(colleges.deletedAt)))
    .limit(1);
  return Boolean(row);
}

// ---------------------------------------------------------------- questions of an exam

export async function examQuestionIds(db: Executor, examId: number) {
  const rows = await db
    .select({ id: examQuestions.questionId })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
  return rows.map((row) => row.id);
}

/** Appends questions to the end of an exam, in the order given. Call with the exam locked. */
export async function appendQuestions(db: Executor, examId: number, questionIds: number[]) {
  if (questionIds.length === 0) return;
  const [last] = await db
    .select({ value: sql<number>`coalesce(max(${examQuestions.position}), 0)::int` })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId));
  const start = Number(last?.value ?? 0);
  await db
    .insert(examQuestions)
    .values(questionIds.map((questionId, index) => ({ examId, questionId, position: start + index + 1 })));
}

/**
 * Numbers the exam's questions 1..n in the order given. Positions are unique per exam and checked
 * row by row, so they are moved out of the way (negated) first.
 */
export async function renumberQuestions(db: Executor, examId: number, orderedIds: number[]) {
  await db
    .update(examQuestions)
    .set({ position: sql`-${examQuestions.position}` })
    .where(eq(examQuestions.examId, examId));
  if (orderedIds.length === 0) return;
  await db.execute(sql`
    update exam_questions as eq set position = v.ord::int
    from unnest(${intArray(orderedIds)}) with ordinality as v(question_id, ord)
    where eq.exam_id = ${examId} and eq.question_id = v.question_id`);
}

export async function detachQuestion(db: Executor, examId: number, questionId: number) {
  const removed = await db
    .delete(examQuestions)
    .where(and(eq(examQuestions.examId, examId), eq(examQuestions.questionId, questionId)))
    .returning({ id: examQuestions.questionId });
  return removed.length > 0;
}

// ---------------------------------------------------------------- the question bank

const usedInExams = sql<number>`(select count(*) from exam_questions eq where eq.question_id = questions.id)::int`;

export type BankFilter = {
  search?: string | undefined;
  scope: 'all' | 'platform' | 'college';
  collegeId?: number | undefined;
};

function bankWhere(filter: BankFilter): SQL | undefined {
  return and(
    filter.scope === 'platform' ? isNull(questions.collegeId) : undefined,
    filter.scope === 'college' ? sql`${questions.collegeId} is not null` : undefined,
    filter.collegeId === undefined ? undefined : eq(questions.collegeId, filter.collegeId),
    filter.search
      ? or(
          ilike(questions.questionText, containsPattern(filter.search)),
          ilike(questions.explanation, containsPattern(filter.search)),
        )
      : undefined,
  );
}

/** A page of the bank, newest first; with `examId`, that exam's questions in its order. */
export async function pageOfQuestions(
  db: Executor,
  filter: BankFilter & { examId?: number | undefined },
  page: { limit: number; offset: number },
) {
  const where = bankWhere(filter);
  const rows =
    filter.examId === undefined
      ? await db
          .select({
            question: questions,
            usedInExams,
            position: sql<number | null>`null`,
            total: sql<number>`count(*) over ()`,
          })
          .from(questions)
          .where(where)
          .orderBy(desc(questions.createdAt), desc(questions.id))
          .limit(page.limit)
          .offset(page.offset)
      : await db
          .select({
            question: questions,
            usedInExams,
            position: sql<number | null>`${examQuestions.position}`,
            total: sql<number>`count(*) over ()`,
          })
          .from(examQuestions)
          .innerJoin(questions, eq(questions.id, examQuestions.questionId))
          .where(and(eq(examQuestions.examId, filter.examId), where))
          .orderBy(asc(examQuestions.position))
          .limit(page.limit)
          .offset(page.offset);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
    const base = db.select({ value: count() });
    const [counted] =
      filter.examId === undefined
        ? await base.from(questions).where(where)
        : await base
            .from(examQuestions)
            .innerJoin(questions, eq(questions.id, examQuestions.questionId))
            .where(and(eq(examQuestions.examId, filter.examId), where));
    total = counted?.value ?? 0;
  }
  return { rows, total };
}

/** The exam's questions in order, each with how many exams use it. */
export async function examQuestionsWithUse(db: Executor, examId: number) {
  return db
    .select({ question: questions, usedInExams, position: examQuestions.position })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
}

export async function findQuestion(db: Executor, questionId: number) {
  const [row] = await db
    .select({ question: questions, usedInExams })
    .from(questions)
    .where(eq(questions.id, questionId))
    .limit(1);
  return row;
}

export async function findQuestions(db: Executor, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db.select().from(questions).where(inArray(questions.id, questionIds));
}

export async function insertQuestion(db: Executor, row: typeof questions.$inferInsert) {
  const [inserted] = await db.insert(questions).values(row).returning();
  if (!inserted) throw new Error('insert into questions returned no row');
  return inserted;
}

export async function updateQuestion(
  db: Executor,
  questionId: number,
  changes: Partial<typeof questions.$inferInsert>,
) {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(questions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(questions.id, questionId));
}

export async function deleteQuestion(db: Executor, questionId: number) {
  await db.delete(questions).where(eq(questions.id, questionId));
}

/** Every exam the question is in, and whether any of them has been taken. */
export async function examsUsingQuestion(db: Executor, questionId: number) {
  return db
    .select({
      examId: examQuestions.examId,
      hasAttempts: sql<boolean>`exists (select 1 from exam_attempts a where a.exam_id = exam_questions.exam_id)`,
    })
    .from(examQuestions)
    .where(eq(examQuestions.questionId, questionId));
}

// ---------------------------------------------------------------- attempts

const attemptRowFields = {
  attempt: examAttempts,
  studentName: users.fullName,
  studentEmail: users.email,
  examTitle: exams.title,
  passPercentage: exams.passPercentage,
};

function selectAttemptRows(db: Executor) {
  return db
    .select({ ...attemptRowFields, total: sql<number>`count(*) over ()` })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(students, eq(students.id, examAttempts.studentId))
    .innerJoin(users, eq(users.id, students.userId));
}

export type AttemptListRow = Awaited<ReturnType<typeof selectAttemptRows>>[number];

export async function pageOfExamAttempts(
  db: Executor,
  examId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(examAttempts.examId, examId),
    search
      ? or(ilike(users.fullName, containsPattern(search)), ilike(users.email, containsPattern(search)))
      : undefined,
  );
  const rows = await selectAttemptRows(db)
    .where(where)
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id))
    .limit(page.limit)
    .offset(page.offset);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page.offset > 0) {
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

export async function findAttemptRow(db: Executor, attemptId: number) {
  const [row] = await selectAttemptRows(db).where(eq(examAttempts.id, attemptId)).limit(1);
  return row;
}

/** Every attempt of one student, newest first. */
export async function attemptsOfStudent(
  db: Executor,
  studentId: number,
  filter: { examId?: number | undefined; collegeId?: number | undefined },
) {
  return selectAttemptRows(db)
    .where(
      and(
        eq(examAttempts.studentId, studentId),
        filter.examId === undefined ? undefined : eq(examAttempts.examId, filter.examId),
        filter.collegeId === undefined ? undefined : eq(exams.collegeId, filter.collegeId),
      ),
    )
    .orderBy(desc(examAttempts.startedAt), desc(examAttempts.id));
}

export async function findStudentCollege(db: Executor, studentId: number) {
  const [row] = await db
    .select({ id: students.id, collegeId: students.collegeId, isApproved: students.isApprovedByCollege })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row;
}

export async function answersOf(db: Executor, attemptId: number) {
  return db
    .select({ questionId: attemptAnswers.questionId, answer: attemptAnswers.answer })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId));
}
