import type { AppContext } from '../../context.ts';
import * as repository from './repository.ts';

/**
 * An exam and its questions in order, as students take it. Read on every start, load and save
 * of an attempt, so a class starting together reads them from memory instead of the database.
 */
export type CachedExam = {
  exam: repository.ExamRow;
  questions: repository.QuestionRow[];
  questionIds: ReadonlySet<number>;
};

/**
 * Entries live a few seconds and every change made through this process drops them at once: the
 * management services that change an exam or its questions call `forget` or `forgetAll` after
 * their commit. A second server sees an edit within `TTL_MS`. Scoring never reads from here: it
 * reads the questions inside its own transaction.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Entry = { at: number; value: Promise<CachedExam | undefined> };
const caches = new WeakMap<AppContext, Map<number, Entry>>();

function entriesOf(ctx: AppContext) {
  let entries = caches.get(ctx);
  if (!entries) {
    entries = new Map();
    caches.set(ctx, entries);
  }
  return entries;
}

async function load(ctx: AppContext, examId: number): Promise<CachedExam | undefined> {
  const { db } = ctx.database;
  const [exam, rows] = await Promise.all([
    repository.findExam(db, examId),
    repository.listExamQuestions(db, examId),
  ]);
  if (!exam) return undefined;
  const questions = rows.map((row) => row.question);
  return { exam, questions, questionIds: new Set(questions.map((question) => question.id)) };
}

export function examCache(ctx: AppContext) {
  const entries = entriesOf(ctx);
  return {
    /** The exam with its questions; concurrent callers share one database read. */
    get(examId: number): Promise<CachedExam | undefined> {
      const now = Date.now();
      const hit = entries.get(examId);
      if (hit && now - hit.at < TTL_MS) return hit.value;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load(ctx, examId);
      entries.set(examId, { at: now, value });
      // Misses and failures are not kept: an exam created a moment later must be found.
      value.then(
        (found) => {
          if (!found) entries.delete(examId);
        },
        () => entries.delete(examId),
      );
      return value;
    },

    /** After a change to the exam or its questions, once it is committed. */
    forget(examId: number) {
      entries.delete(examId);
    },

    /** After a change to a bank question, which any number of exams may use. */
    forgetAll() {
      entries.clear();
    },
  };
}
