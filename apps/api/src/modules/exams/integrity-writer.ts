import type { AppContext } from '../../context.ts';
import * as integrityRepository from './integrity-repository.ts';
import type { HeldBatch } from './integrity-repository.ts';

type Pending = HeldBatch & {
  resolve: (written: boolean) => void;
  reject: (error: unknown) => void;
};

const MAX_BATCH = 500;
const writers = new WeakMap<AppContext, ReturnType<typeof createWriter>>();

/**
 * Group commit for the integrity events that ride answer saves (decision 026), as answer-writer.ts
 * does for the answers: the batches of one turn of the event loop are one statement, and each
 * request answers only once its own batch is committed. At most one batch per attempt goes into a
 * statement (the totals are added in an UPDATE, which takes one source row per target row); a
 * second batch of the same attempt waits until the first is written, so an attempt's batches are
 * written in the order they came. Nothing is kept in memory between statements: every API process of the fleet
 * reads the holder and the totals from the database.
 */
export function integrityWriter(ctx: AppContext) {
  let writer = writers.get(ctx);
  if (!writer) {
    writer = createWriter(ctx);
    writers.set(ctx, writer);
  }
  return writer;
}

function createWriter(ctx: AppContext) {
  let queue: Pending[] = [];
  let scheduled = false;
  /** Attempts whose batch is being written: their next one waits for that statement. */
  const writing = new Set<number>();

  function schedule() {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(drain);
  }

  async function flush(batch: Pending[]) {
    const written = await integrityRepository.addEventsIfHeld(ctx.database, batch);
    for (const pending of batch) pending.resolve(written.has(pending.attemptId));
  }

  function drain() {
    scheduled = false;
    const batch: Pending[] = [];
    const later: Pending[] = [];
    for (const pending of queue) {
      if (batch.length < MAX_BATCH && !writing.has(pending.attemptId)) {
        writing.add(pending.attemptId);
        batch.push(pending);
      } else later.push(pending);
    }
    queue = later;
    if (batch.length === 0) return;
    flush(batch)
      .catch((error: unknown) => {
        for (const pending of batch) pending.reject(error);
      })
      .finally(() => {
        for (const pending of batch) writing.delete(pending.attemptId);
        schedule();
      });
    if (batch.length === MAX_BATCH) schedule();
  }

  return {
    /**
     * Adds the batch to its attempt's log if the attempt is held by the browser that sent it, from
     * the address last seen, with room under the cap; false when it must go the slow way.
     */
    add(batch: HeldBatch): Promise<boolean> {
      return new Promise((resolve, reject) => {
        queue.push({ ...batch, resolve, reject });
        schedule();
      });
    },
  };
}
