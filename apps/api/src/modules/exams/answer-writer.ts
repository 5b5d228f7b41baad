import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { attemptAnswers, examAttempts, examQuestions } from '../../db/schema.ts';
import type { AnswerRow } from './repository.ts';

/** One answer to save, with what makes it acceptable (design §7). */
export type AnswerSave = {
  attemptId: number;
  studentId: number;
  questionId: number;
  answer: string | null;
  seq: number;
  savedAt: Date;
  /** The attempt's deadline must not be before this (now minus the grace period). */
  deadlineAfter: Date;
};

type Pending = AnswerSave & {
  resolve: (row: AnswerRow | undefined) => void;
  reject: (error: unknown) => void;
};

const MAX_BATCH = 500;
const writers = new WeakMap<AppContext, ReturnType<typeof createWriter>>();

/**
 * Group commit for answer saves. Saves arriving in the same turn of the event loop are written
 * by one statement, and each request still answers only after its own row is committed, so
 * nothing is acknowledged that is not stored. A class of students saving together costs the
 * database a statement per batch instead of one per click.
 *
 * A save is written only if its attempt is the student's, in progress and in time, the question
 * belongs to the exam, and its seq is newer than the stored one; otherwise it resolves to
 * nothing and the caller works out why.
 */
export function answerWriter(ctx: AppContext) {
  let writer = writers.get(ctx);
  if (!writer) {
    writer = createWriter(ctx);
    writers.set(ctx, writer);
  }
  return writer;
}

function createWriter(ctx: AppContext) {
  let queue: Pending[] = [];

  async function flush(batch: Pending[]) {
    // One row per attempt and question: the newest seq speaks for the others in the batch.
    const newest = new Map<string, Pending>();
    for (const save of batch) {
      const key = `${save.attemptId}:${save.questionId}`;
      const current = newest.get(key);
      if (!current || save.seq > current.seq) newest.set(key, save);
    }
    const rows = [...newest.values()];
    // One statement text whatever the batch size (arrays, not a VALUES list), so the database
    // sees the same query every time.
    const column = <T>(pick: (row: Pending) => T) => sql.param(rows.map(pick));
    const result = await ctx.database.db.execute(sql`
      insert into ${attemptAnswers} (attempt_id, question_id, answer, seq, saved_at)
      select v.attempt_id, v.question_id, v.answer, v.seq, v.saved_at
      from unnest(
        ${column((row) => row.attemptId)}::int[],
        ${column((row) => row.questionId)}::int[],
        ${column((row) => row.answer)}::varchar[],
        ${column((row) => row.seq)}::int[],
        ${column((row) => row.savedAt.toISOString())}::timestamptz[],
        ${column((row) => row.studentId)}::int[],
        ${column((row) => row.deadlineAfter.toISOString())}::timestamptz[]
      ) as v(attempt_id, question_id, answer, seq, saved_at, student_id, deadline_after)
      join ${examAttempts} on ${examAttempts.id} = v.attempt_id
        and ${examAttempts.studentId} = v.student_id
        and ${examAttempts.status} = 'in_progress'
        and ${examAttempts.deadline} >= v.deadline_after
      join ${examQuestions} on ${examQuestions.examId} = ${examAttempts.examId}
        and ${examQuestions.questionId} = v.question_id
      on conflict (attempt_id, question_id) do update
        set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
        where ${attemptAnswers.seq} < excluded.seq
      returning attempt_id, question_id, answer, seq, saved_at`);
    const written = new Map<string, AnswerRow>();
    for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
      const stored: AnswerRow = {
        attemptId: Number(row.attempt_id),
        questionId: Number(row.question_id),
        answer: (row.answer as string | null) ?? null,
        seq: Number(row.seq),
        savedAt: new Date(row.saved_at as string | Date),
      };
      written.set(`${stored.attemptId}:${stored.questionId}`, stored);
    }
    for (const save of batch) {
      const stored = written.get(`${save.attemptId}:${save.questionId}`);
      // An older save in the same batch is answered with the newer row it lost to.
      save.resolve(stored && stored.seq >= save.seq ? stored : undefined);
    }
  }

  function drain() {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      flush(batch).catch((error: unknown) => {
        for (const save of batch) save.reject(error);
      });
    }
  }

  return {
    /** The stored row once committed, or nothing when the save was not acceptable as it stands. */
    save(answer: AnswerSave): Promise<AnswerRow | undefined> {
      return new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(drain);
        queue.push({ ...answer, resolve, reject });
      });
    },
  };
}
