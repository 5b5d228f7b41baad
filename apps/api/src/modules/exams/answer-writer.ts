import type { AppContext } from '../../context.ts';
import * as repository from './repository.ts';
import type { AnswerSave, SavedAnswerRow } from './repository.ts';

type Pending = AnswerSave & {
  resolve: (row: SavedAnswerRow | undefined) => void;
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
    const written = new Map(
      (await repository.saveAnswersIfOpen(ctx.database, [...newest.values()])).map((stored) => [
        `${stored.attemptId}:${stored.questionId}`,
        stored,
      ]),
    );
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
    /**
     * The stored row once committed (with its attempt's holder, start and last address), or
     * nothing when the save was not acceptable as it stands.
     */
    save(answer: AnswerSave): Promise<SavedAnswerRow | undefined> {
      return new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(drain);
        queue.push({ ...answer, resolve, reject });
      });
    },
  };
}
