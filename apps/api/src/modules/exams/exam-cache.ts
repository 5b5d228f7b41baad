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
 * Entries live a few seconds and every change drops them at once on every API process: the
 * management services that change an exam or its questions call `forget` or `forgetAll` after
 * their commit, which goes out through the broadcast (Redis pub/sub when configured); `TTL_MS`
 * bounds what a process that missed the news can serve (issue #18). Scoring never reads from
 * here: it reads the questions inside its own transaction, so an edit is never graded with the
 * old correct answer.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

const EXAM_CHANGED = 'exams.exam';
const ALL_CHANGED = 'exams.all';

type Entry = { at: number; value: Promise<CachedExam | undefined> };
const caches = new WeakMap<AppContext, Map<number, Entry>>();

function entriesOf(ctx: AppContext) {
  let entries = caches.get(ctx);
  if (!entries) {
    const created = new Map<number, Entry>();
    caches.set(ctx, created);
    ctx.broadcast.subscribe(EXAM_CHANGED, (examId) => created.delete(Number(examId)));
    ctx.broadcast.subscribe(ALL_CHANGED, () => created.clear());
    ctx.broadcast.onResync(() => created.clear());
    entries = created;
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
      void ctx.broadcast.publish(EXAM_CHANGED, String(examId));
    },

    /** After a change to a bank question, which any number of exams may use. */
    forgetAll() {
      void ctx.broadcast.publish(ALL_CHANGED, '');
    },
  };
}
