import type { AppContext } from '../../../context.ts';
import type { HeldBatch } from '../monitor/integrity-repository.ts';
import * as repository from '../repository.ts';
import type { AnswerSave, SavedAnswerRow } from '../repository.ts';

/**
 * What a request waits on: its item as it came, not copied (spreading it into a new object with the
 * callbacks cost a save about 5 µs), and how to answer it.
 */
type Waiting<Item, Result> = {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
};
type PendingAnswer = Waiting<AnswerSave, SavedAnswerRow | undefined>;
type PendingEvents = Waiting<HeldBatch, boolean>;

const MAX_BATCH = 500;
const writers = new WeakMap<AppContext, ReturnType<typeof createWriter>>();

/**
 * Group commit for what the test screens send (decisions 010 and 026): the answer saves and the
 * integrity-event batches riding them that arrive in one turn of the event loop are written by one
 * statement with one commit (`repository.saveAnswersAndEvents`), and each request answers only
 * once its own rows are committed, so nothing is acknowledged that is not stored. A class saving
 * together costs the database a statement per turn instead of one per click, and an event costs
 * no commit of its own.
 *
 * An answer is written only if its attempt is the student's, in progress and in time, the
 * question belongs to the exam, and its seq is newer than the stored one; otherwise it resolves to
 * nothing and the caller works out why. An event batch is written only if the browser that sent
 * it holds the attempt, from the address last seen, with room under the cap; otherwise it
 * resolves to false and goes the slow way. At most one batch per attempt goes into a statement
 * (its totals are added in an UPDATE, which takes one source row per target row): a second batch
 * of the same attempt waits for the first one's statement, so an attempt's batches are written in
 * the order they came. Nothing is kept between statements: every API process of the fleet reads
 * the holder and the totals from the database.
 */
export function examWriter(ctx: AppContext) {
  let writer = writers.get(ctx);
  if (!writer) {
    writer = createWriter(ctx);
    writers.set(ctx, writer);
  }
  return writer;
}

const answerKey = (save: { attemptId: number; questionId: number }) => `${save.attemptId}:${save.questionId}`;

function createWriter(ctx: AppContext) {
  let answers: PendingAnswer[] = [];
  let events: PendingEvents[] = [];
  let scheduled = false;
  /** Attempts whose event batch is being written: their next one waits for that statement. */
  const writing = new Set<number>();

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  }

  function takeEvents(): PendingEvents[] {
    const taken: PendingEvents[] = [];
    const later: PendingEvents[] = [];
    for (const pending of events) {
      if (taken.length < MAX_BATCH && !writing.has(pending.item.attemptId)) {
        writing.add(pending.item.attemptId);
        taken.push(pending);
      } else later.push(pending);
    }
    events = later;
    return taken;
  }

  /**
   * The answers and events in one statement. Should it fail with events in it, the answers are
   * written again alone, and the events go the slow way (which reports a failure that lasts): an
   * event can never cost a class its answers.
   */
  async function write(answerRows: AnswerSave[], eventBatch: PendingEvents[]) {
    try {
      return await repository.saveAnswersAndEvents(
        ctx.database,
        answerRows,
        eventBatch.map((pending) => pending.item),
      );
    } catch (error) {
      if (eventBatch.length === 0) throw error;
      return repository.saveAnswersAndEvents(ctx.database, answerRows, []);
    }
  }

  async function flush(answerBatch: PendingAnswer[], eventBatch: PendingEvents[]) {
    try {
      // One row per attempt and question: the newest seq speaks for the others in the batch.
      const newest = new Map<string, AnswerSave>();
      for (const { item: save } of answerBatch) {
        const current = newest.get(answerKey(save));
        if (!current || save.seq > current.seq) newest.set(answerKey(save), save);
      }
      const written = await write([...newest.values()], eventBatch);
      const stored = new Map(written.answers.map((row) => [answerKey(row), row]));
      for (const { item: save, resolve } of answerBatch) {
        const row = stored.get(answerKey(save));
        // An older save in the same batch is answered with the newer row it lost to.
        resolve(row && row.seq >= save.seq ? row : undefined);
      }
      for (const pending of eventBatch) pending.resolve(written.eventsWritten.has(pending.item.attemptId));
    } catch (error) {
      for (const pending of [...answerBatch, ...eventBatch]) pending.reject(error);
    } finally {
      for (const pending of eventBatch) writing.delete(pending.item.attemptId);
      if (events.length > 0) schedule();
    }
  }

  function drain() {
    scheduled = false;
    for (;;) {
      const answerBatch = answers.slice(0, MAX_BATCH);
      answers = answers.slice(MAX_BATCH);
      const eventBatch = takeEvents();
      if (answerBatch.length === 0 && eventBatch.length === 0) return;
      void flush(answerBatch, eventBatch);
    }
  }

  return {
    /**
     * The stored row once committed (with its attempt's holder, start and last address), or
     * nothing when the save was not acceptable as it stands.
     */
    saveAnswer(answer: AnswerSave): Promise<SavedAnswerRow | undefined> {
      return new Promise((resolve, reject) => {
        answers.push({ item: answer, resolve, reject });
        schedule();
      });
    },

    /**
     * Adds the batch to its attempt's log if the attempt is held by the browser that sent it, from
     * the address last seen, with room under the cap; false when it must go the slow way.
     */
    addEvents(batch: HeldBatch): Promise<boolean> {
      return new Promise((resolve, reject) => {
        events.push({ item: batch, resolve, reject });
        schedule();
      });
    },
  };
}
