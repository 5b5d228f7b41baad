import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { arrayValues, type DatabaseConnection, type Executor } from '../../db/client.ts';
import { attemptById } from './taking/attempt-by-id.ts';
import { heldEvents, heldEventsValues, type HeldBatch } from './monitor/integrity-repository.ts';
import {
  attemptAnswers,
  attemptIntegrity,
  colleges,
  examAttempts,
  examParticipants,
  examQuestions,
  exams,
  questions,
  students,
  users,
} from '../../db/schema.ts';

export type ExamRow = typeof exams.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;

export async function insertExam(db: Executor, exam: typeof exams.$inferInsert) {
  const [row] = await db.insert(exams).values(exam).returning();
  if (!row) throw new Error('insert into exams returned no row');
  return row;
}

export async function insertQuestions(db: Executor, rows: (typeof questions.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(questions).values(rows).returning();
}

export async function linkQuestions(db: Executor, examId: number, questionIds: number[]) {
  if (questionIds.length === 0) return;
  await db
    .insert(examQuestions)
    .values(questionIds.map((questionId, index) => ({ examId, questionId, position: index + 1 })));
}

export async function findExam(db: Executor, examId: number) {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId)).limit(1);
  return row;
}

/** The exam's questions in authored order, with their marks (never sent to students as is). */
export async function listExamQuestions(db: Executor, examId: number) {
  return db
    .select({ question: questions, position: examQuestions.position })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, examId))
    .orderBy(asc(examQuestions.position));
}

export async function examTotals(db: Executor, examIds: number[]) {
  if (examIds.length === 0) return new Map<number, { count: number; marks: number }>();
  const rows = await db
    .select({
      examId: examQuestions.examId,
      count: count(),
      marks: sql<number>`coalesce(sum(${questions.marks}), 0)::int`,
    })
    .from(examQuestions)
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(sql`${examQuestions.examId} in ${examIds}`)
    .groupBy(examQuestions.examId);
  return new Map(rows.map((row) => [row.examId, { count: row.count, marks: Number(row.marks) }]));
}

export async function collegeNames(db: Executor, collegeIds: number[]) {
  if (collegeIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: colleges.id, name: colleges.collegeName })
    .from(colleges)
    .where(inArray(colleges.id, collegeIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A page of exams matching `where`, newest first, and how many match in all. */
export async function pageOfExams(
  db: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(exams)
      .where(where)
      .orderBy(desc(exams.createdAt), desc(exams.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(exams).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The one rule, in SQL, of which exams a student may take: an active platform exam, or an active
 * college exam of the college that approved them or that they joined with its code. Over a
 * student's values, or over columns of a statement that reads the student itself (the student
 * dashboard's, so that one prepared text serves every student). For one exam already read, the
 * same rule is `requireVisibleExam` and `attempts-service.start`, through `isOwnCollegeExam`.
 */
export function examsOpenTo(student: {
  id: number | SQL;
  collegeId: number | null | SQL;
  isApprovedByCollege: boolean | SQL;
}): SQL {
  return sql`(${exams.isActive} and (${exams.kind} = 'platform' or (${exams.kind} = 'college'
    and ((${student.isApprovedByCollege} and ${exams.collegeId} = ${student.collegeId})
      or ${exams.id} in (select ${examParticipants.examId} from ${examParticipants}
        where ${examParticipants.studentId} = ${student.id})))))`;
}

/** The exams of one kind a student may take (`examsOpenTo`), for their exam lists. */
export const examsOfKindOpenTo = (
  kind: 'platform' | 'college',
  student: { id: number; collegeId: number | null; isApprovedByCollege: boolean },
) => and(eq(exams.kind, kind), examsOpenTo(student));

export async function isParticipant(db: Executor, examId: number, studentId: number) {
  const [row] = await db
    .select({ examId: examParticipants.examId })
    .from(examParticipants)
    .where(and(eq(examParticipants.examId, examId), eq(examParticipants.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}

export async function addParticipant(db: Executor, examId: number, studentId: number) {
  await db.insert(examParticipants).values({ examId, studentId }).onConflictDoNothing();
}

export async function findExamByJoinCode(db: Executor, code: string) {
  const [row] = await db.select().from(exams).where(eq(exams.joinCode, code)).limit(1);
  return row;
}

export async function joinCodeExists(db: Executor, code: string) {
  return Boolean(await findExamByJoinCode(db, code));
}

export async function attemptsOfStudent(db: Executor, studentId: number, examIds: number[]) {
  if (examIds.length === 0) return [];
  return db
    .select({ examId: examAttempts.examId, status: examAttempts.status })
    .from(examAttempts)
    .where(and(eq(examAttempts.studentId, studentId), sql`${examAttempts.examId} in ${examIds}`));
}

export async function findAttempt(db: Executor, attemptId: number) {
  const [row] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).limit(1);
  return row;
}

/** Locks the attempt row for the rest of the transaction, so only one finaliser wins. */
export async function lockAttempt(db: Executor, attemptId: number) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(eq(examAttempts.id, attemptId))
    .for('update')
    .limit(1);
  return row;
}

export async function findOpenAttempt(db: Executor, examId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, examId),
        eq(examAttempts.studentId, studentId),
        eq(examAttempts.status, 'in_progress'),
      ),
    )
    .limit(1);
  return row;
}

/** Inserts the attempt unless one is already open (unique partial index); undefined if it lost. */
export async function insertAttempt(db: Executor, attempt: typeof examAttempts.$inferInsert) {
  const [row] = await db.insert(examAttempts).values(attempt).onConflictDoNothing().returning();
  return row;
}

export async function listAnswers(db: Executor, attemptId: number) {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

/**
 * Saves one answer unless a newer one (higher seq) is already stored; returns what is stored
 * afterwards, so a stale save learns the current value.
 */
export async function saveAnswer(
  db: Executor,
  {
    markedForReview,
    ...answer
  }: {
    attemptId: number;
    questionId: number;
    answer: string | null;
    seq: number;
    savedAt: Date;
    /** Null or absent: the stored flag stays (false for a new row). */
    markedForReview?: boolean | null;
  },
) {
  const [written] = await db
    .insert(attemptAnswers)
    .values({ ...answer, markedForReview: markedForReview ?? false })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: {
        answer: answer.answer,
        seq: answer.seq,
        savedAt: answer.savedAt,
        markedForReview: markedForReview ?? sql`${attemptAnswers.markedForReview}`,
      },
      setWhere: lt(attemptAnswers.seq, answer.seq),
    })
    .returning();
  if (written) return written;
  const [stored] = await db
    .select()
    .from(attemptAnswers)
    .where(
      and(eq(attemptAnswers.attemptId, answer.attemptId), eq(attemptAnswers.questionId, answer.questionId)),
    );
  return stored;
}

export async function finishAttempt(
  db: Executor,
  attemptId: number,
  result: { status: 'submitted' | 'expired'; submittedAt: Date; score: number; maxScore: number },
) {
  await db.update(examAttempts).set(result).where(eq(examAttempts.id, attemptId));
}

/** The attempts a student has in progress (one per exam at most). */
export async function listOpenAttemptIds(db: Executor, studentId: number) {
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.status, 'in_progress'), eq(examAttempts.studentId, studentId)));
  return rows.map((row) => row.id);
}

export async function listOverdueAttemptIds(db: Executor, before: Date, limit: number, studentId?: number) {
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.status, 'in_progress'),
        lt(examAttempts.deadline, before),
        studentId === undefined ? undefined : eq(examAttempts.studentId, studentId),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Writes an answer regardless of its sequence: the whole-attempt submit has the final say. */
export async function overwriteAnswer(
  db: Executor,
  answer: { attemptId: number; questionId: number; answer: string | null; savedAt: Date },
) {
  const [current] = await db
    .select({ seq: attemptAnswers.seq })
    .from(attemptAnswers)
    .where(
      and(eq(attemptAnswers.attemptId, answer.attemptId), eq(attemptAnswers.questionId, answer.questionId)),
    );
  const seq = (current?.seq ?? 0) + 1;
  await db
    .insert(attemptAnswers)
    .values({ ...answer, seq })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: { answer: answer.answer, seq, savedAt: answer.savedAt },
    });
}

export async function studentName(db: Executor, studentId: number): Promise<string> {
  const [row] = await db
    .select({ name: users.fullName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, studentId))
    .limit(1);
  return row?.name ?? 'Student';
}

/** The student's finished attempts with their exams, newest first (a page of them, and the total). */
export async function finishedAttemptsOfStudent(
  db: Executor,
  studentId: number,
  page?: { limit: number; offset: number },
) {
  const where = and(eq(examAttempts.studentId, studentId), sql`${examAttempts.status} <> 'in_progress'`);
  const query = db
    .select({ attempt: examAttempts, exam: exams })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(where)
    .orderBy(desc(examAttempts.submittedAt), desc(examAttempts.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ value: count() }).from(examAttempts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every attempt of one student at one exam (to find the open one and count what is used). */
/** Every attempt of one student at one exam, latest first. */
export async function attemptsOfStudentForExam(db: Executor, examId: number, studentId: number) {
  return db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)))
    .orderBy(desc(examAttempts.attemptNumber));
}

/** A college's exams, latest scheduled first. */
export async function listExamsOfCollege(db: Executor, collegeId: number) {
  return db
    .select()
    .from(exams)
    .where(eq(exams.collegeId, collegeId))
    .orderBy(sql`${exams.windowStart} desc nulls last`, desc(exams.id));
}

/** Exam counts for the dashboards, over every exam or one college's. */
export async function examCounts(db: Executor, scope: { collegeId?: number; takenSince: Date }) {
  const countWhere = (filter: SQL) => sql<number>`(count(*) filter (where ${filter}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: countWhere(sql`${exams.isActive}`),
      courseBased: countWhere(sql`${exams.courseId} is not null`),
      collegeBased: countWhere(sql`${exams.kind} = 'college'`),
      recentlyTaken: countWhere(
        sql`exists (select 1 from ${examAttempts} where ${examAttempts.examId} = ${exams.id} and ${examAttempts.startedAt} >= ${scope.takenSince})`,
      ),
    })
    .from(exams)
    .where(scope.collegeId === undefined ? undefined : eq(exams.collegeId, scope.collegeId));
  return row;
}

/**
 * One field of every row as a single array parameter, for statements that take a batch as
 * `unnest($1::int[], $2::text[], ...)`: the statement text stays the same whatever the batch size.
 */
const arrayColumn =
  <Row>(rows: Row[]) =>
  <T>(pick: (row: Row) => T) =>
    sql.param(rows.map(pick));

/** A first (or next) attempt to begin, with what decides whether it may. */
export type AttemptToBegin = {
  examId: number;
  studentId: number;
  attemptsAllowed: number;
  seed: number;
  startedAt: Date;
  deadline: Date;
};

export const attemptKey = (examId: number, studentId: number) => `${examId}:${studentId}`;

/**
 * Begins the attempts (at most one per exam and student) that are allowed: the student has none
 * in progress at that exam and attempts left. One statement for the lot, the common case of a
 * class starting together; the attempts begun are returned by `attemptKey`, and the others (an
 * open attempt to resume, the limit reached, a concurrent start) are left for the caller to
 * explain.
 */
export async function insertAttemptsIfAllowed(
  db: Executor,
  attempts: AttemptToBegin[],
): Promise<Map<string, AttemptRow>> {
  const column = arrayColumn(attempts);
  const result = await db.execute(sql`
    insert into ${examAttempts} (exam_id, student_id, attempt_number, seed, started_at, deadline)
    select v.exam_id, v.student_id, earlier.taken + 1, v.seed, v.started_at, v.deadline
    from unnest(
      ${column((attempt) => attempt.examId)}::int[],
      ${column((attempt) => attempt.studentId)}::int[],
      ${column((attempt) => attempt.attemptsAllowed)}::int[],
      ${column((attempt) => attempt.seed)}::int[],
      ${column((attempt) => attempt.startedAt.toISOString())}::timestamptz[],
      ${column((attempt) => attempt.deadline.toISOString())}::timestamptz[]
    ) as v(exam_id, student_id, attempts_allowed, seed, started_at, deadline)
    cross join lateral (
      select count(*) as taken, count(*) filter (where ${examAttempts.status} = 'in_progress') as open
      from ${examAttempts}
      where ${examAttempts.examId} = v.exam_id and ${examAttempts.studentId} = v.student_id
    ) as earlier
    where earlier.taken < v.attempts_allowed and earlier.open = 0
    on conflict do nothing
    returning id, exam_id, student_id, attempt_number, seed, started_at, deadline`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return new Map(
    rows.map((row) => {
      const attempt: AttemptRow = {
        id: Number(row.id),
        examId: Number(row.exam_id),
        studentId: Number(row.student_id),
        attemptNumber: Number(row.attempt_number),
        status: 'in_progress',
        seed: Number(row.seed),
        startedAt: new Date(row.started_at as string | Date),
        deadline: new Date(row.deadline as string | Date),
        submittedAt: null,
        score: null,
        maxScore: null,
        clientId: null,
      };
      return [attemptKey(attempt.examId, attempt.studentId), attempt];
    }),
  );
}

/** Attempts with their saved answers, by id, in one statement (the attempt page's load). */
export async function findAttemptsWithAnswers(db: Executor, attemptIds: number[]) {
  const rows = await db
    .select({
      attempt: examAttempts,
      answers: sql<
        {
          questionId: number;
          answer: string | null;
          seq: number;
          markedForReview: boolean;
          savedAt: string;
        }[]
      >`coalesce(
        (select json_agg(json_build_object('questionId', ${attemptAnswers.questionId}, 'answer', ${attemptAnswers.answer},
          'seq', ${attemptAnswers.seq}, 'markedForReview', ${attemptAnswers.markedForReview},
          'savedAt', ${attemptAnswers.savedAt}))
         from ${attemptAnswers} where ${attemptAnswers.attemptId} = ${examAttempts.id}), '[]'::json)`,
    })
    .from(examAttempts)
    .where(inArray(examAttempts.id, attemptIds));
  return new Map(
    rows.map((row) => {
      const answers: AnswerRow[] = row.answers.map((answer) => ({
        attemptId: row.attempt.id,
        questionId: Number(answer.questionId),
        answer: answer.answer,
        seq: Number(answer.seq),
        markedForReview: answer.markedForReview === true,
        savedAt: new Date(answer.savedAt),
      }));
      return [row.attempt.id, { attempt: row.attempt, answers }];
    }),
  );
}

/** One answer to save, with what makes it acceptable (design §7). */
export type AnswerSave = {
  attemptId: number;
  studentId: number;
  questionId: number;
  answer: string | null;
  seq: number;
  /** "Mark for review" (issue #17); null keeps the stored flag (false for a new row). */
  markedForReview: boolean | null;
  savedAt: Date;
  /** The attempt's deadline must not be before this (now minus the grace period). */
  deadlineAfter: Date;
  /**
   * The browser saving (issue #22). On a one-device exam a save from a browser other than the one
   * holding the attempt is not written; the caller works out why (integrity-service.ts).
   */
  clientId?: string | null | undefined;
};

/** A row the group-commit save wrote, with its attempt as the statement found it. */
export type SavedAnswerRow = AnswerRow & {
  holder: string | null;
  attemptStartedAt: Date;
  lastIp: string | null;
};

/** The statement of `saveAnswersAndEvents`, built once: its parameters are named placeholders. */
const saveAnswersAndEventsQuery = sql`
    with saved as (
    insert into ${attemptAnswers} (attempt_id, question_id, answer, seq, marked_for_review, saved_at)
    select v.attempt_id, v.question_id, v.answer, v.seq,
      -- A save without the flag keeps the stored one (read only then: coalesce stops at the first value).
      coalesce(v.marked_for_review, (
        select kept.marked_for_review from ${attemptAnswers} as kept
        where kept.attempt_id = v.attempt_id and kept.question_id = v.question_id
      ), false),
      v.saved_at
    from unnest(
      ${sql.placeholder('attempt_ids')}::int[],
      ${sql.placeholder('question_ids')}::int[],
      ${sql.placeholder('answers')}::varchar[],
      ${sql.placeholder('seqs')}::int[],
      ${sql.placeholder('saved_at')}::timestamptz[],
      ${sql.placeholder('student_ids')}::int[],
      ${sql.placeholder('marked_for_review')}::boolean[],
      ${sql.placeholder('deadline_after')}::timestamptz[],
      ${sql.placeholder('client_ids')}::varchar[]
    ) as v(attempt_id, question_id, answer, seq, saved_at, student_id, marked_for_review, deadline_after, client_id)
    cross join lateral (${attemptById(sql`v.attempt_id`)}) as open_attempt
    join ${examQuestions} on ${examQuestions.examId} = open_attempt.exam_id
      and ${examQuestions.questionId} = v.question_id
    where open_attempt.student_id = v.student_id
      and open_attempt.status = 'in_progress'
      and open_attempt.deadline >= v.deadline_after
      -- A scalar subquery, so the exam is read by its key (an EXISTS became a scan of every exam).
      and (open_attempt.client_id is null or open_attempt.client_id = v.client_id
        or not coalesce((select one_device.one_device_per_attempt from ${exams} one_device
          where one_device.id = open_attempt.exam_id), false))
    on conflict (attempt_id, question_id) do update
      set answer = excluded.answer, seq = excluded.seq, marked_for_review = excluded.marked_for_review,
        saved_at = excluded.saved_at
      where ${attemptAnswers.seq} < excluded.seq
    returning attempt_id, question_id, answer, seq, marked_for_review, saved_at),
    ${heldEvents}
    select 'answer' as part, saved.attempt_id, saved.question_id, saved.answer, saved.seq,
      saved.marked_for_review, saved.saved_at, attempt.client_id as holder, attempt.started_at,
      integrity.last_ip
    from saved
    join ${examAttempts} as attempt on attempt.id = saved.attempt_id
    left join ${attemptIntegrity} as integrity on integrity.attempt_id = saved.attempt_id
    union all
    select 'events', attempt_id, null, null, null, null, null, null, null, null from held_totals`;

/**
 * Writes what the test screens sent in one turn of the event loop in one statement, with one
 * commit (exam-writer.ts): a batch of answers (at most one per attempt and question) and the
 * integrity events that rode them (at most one batch per attempt, `heldEvents`). An answer is
 * written only if its attempt is the student's, in progress and in time, the question belongs to
 * the exam, and its seq is newer than the stored one. Returns the answers written and the
 * attempts whose events were.
 *
 * The statement text is the same whatever the batch (arrays, not a VALUES list), so it runs as a
 * prepared statement, compiled once (`PreparedStatement.values`). Each attempt is read by its key
 * (`attemptById`), whatever the planner's statistics say.
 *
 * Each answer written comes back with what the integrity log needs to know of its attempt as the
 * statement found it (the browser holding it, its start, the last address seen), so a save from
 * the holder with nothing new costs the log nothing more (decision 026).
 */
export async function saveAnswersAndEvents(
  database: DatabaseConnection,
  rows: AnswerSave[],
  batches: HeldBatch[],
): Promise<{ answers: SavedAnswerRow[]; eventsWritten: Set<number> }> {
  const result = await database.runPrepared({
    name: 'save_answers_and_events',
    query: saveAnswersAndEventsQuery,
    values: {
      ...arrayValues(rows, {
        attempt_ids: (row) => row.attemptId,
        question_ids: (row) => row.questionId,
        answers: (row) => row.answer,
        seqs: (row) => row.seq,
        saved_at: (row) => row.savedAt.toISOString(),
        student_ids: (row) => row.studentId,
        marked_for_review: (row) => row.markedForReview,
        deadline_after: (row) => row.deadlineAfter.toISOString(),
        client_ids: (row) => row.clientId ?? null,
      }),
      ...heldEventsValues(batches),
    },
  });
  const answers: SavedAnswerRow[] = [];
  const eventsWritten = new Set<number>();
  for (const row of result) {
    if (row.part === 'events') {
      eventsWritten.add(Number(row.attempt_id));
      continue;
    }
    answers.push({
      attemptId: Number(row.attempt_id),
      questionId: Number(row.question_id),
      answer: (row.answer as string | null) ?? null,
      seq: Number(row.seq),
      markedForReview: row.marked_for_review === true,
      savedAt: new Date(row.saved_at as string | Date),
      holder: (row.holder as string | null) ?? null,
      attemptStartedAt: new Date(row.started_at as string | Date),
      lastIp: (row.last_ip as string | null) ?? null,
    });
  }
  return { answers, eventsWritten };
}
