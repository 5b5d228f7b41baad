import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../src/context.ts';
import { examWriter } from '../src/modules/exams/taking/exam-writer.ts';
import type { HeldBatch } from '../src/modules/exams/monitor/integrity-repository.ts';
import * as repository from '../src/modules/exams/repository.ts';
import type { AnswerSave, SavedAnswerRow } from '../src/modules/exams/repository.ts';

// The writer's queueing, with the statement itself replaced: the statement's SQL runs against both
// databases in exam-attempts, exam-integrity and exam-one-device.test.ts.
vi.mock('../src/modules/exams/repository.ts', () => ({ saveAnswersAndEvents: vi.fn() }));
const statement = vi.mocked(repository.saveAnswersAndEvents);

const NOW = new Date('2026-12-01T10:00:00Z');
const answer = (attemptId: number, questionId: number, seq: number): AnswerSave => ({
  attemptId,
  studentId: 7,
  questionId,
  answer: 'a',
  seq,
  markedForReview: null,
  savedAt: NOW,
  deadlineAfter: NOW,
  clientId: 'browser-1',
});
const events = (attemptId: number, timesAway = 1): HeldBatch => ({
  attemptId,
  clientId: 'browser-1',
  ip: '10.0.0.1',
  timesAway,
  awayMs: 0,
  blips: 0,
  disconnections: 0,
  away: 'now',
  receivedAt: NOW,
  rows: [],
});
const stored = (save: AnswerSave): SavedAnswerRow => ({
  attemptId: save.attemptId,
  questionId: save.questionId,
  answer: save.answer,
  seq: save.seq,
  markedForReview: false,
  savedAt: save.savedAt,
  holder: 'browser-1',
  attemptStartedAt: NOW,
  lastIp: '10.0.0.1',
});

/** The statement as the database would run it: every answer and every batch written. */
const writeEverything = async (_database: unknown, rows: AnswerSave[], batches: HeldBatch[]) => ({
  answers: rows.map(stored),
  eventsWritten: new Set(batches.map((batch) => batch.attemptId)),
});

// A context of its own per test: the writer is kept per context.
const newContext = () => ({ database: {} }) as unknown as AppContext;

describe('the exam writer (answers and integrity events, one statement per turn)', () => {
  beforeEach(() => {
    statement.mockReset();
  });

  it('writes the answers and events of one turn in one statement, each caller told its own result', async () => {
    statement.mockImplementation(writeEverything);
    const writer = examWriter(newContext());
    const results = await Promise.all([
      writer.addEvents(events(1)),
      writer.saveAnswer(answer(1, 10, 1)),
      writer.saveAnswer(answer(2, 10, 1)),
    ]);
    expect(statement).toHaveBeenCalledTimes(1);
    expect(results[0]).toBe(true);
    expect(results[1]).toMatchObject({ attemptId: 1, questionId: 10 });
    expect(results[2]).toMatchObject({ attemptId: 2, questionId: 10 });
  });

  it('writes one row per question, the newest seq, and tells the older save it lost', async () => {
    statement.mockImplementation(writeEverything);
    const writer = examWriter(newContext());
    const [older, newer] = await Promise.all([
      writer.saveAnswer(answer(1, 10, 4)),
      writer.saveAnswer(answer(1, 10, 5)),
    ]);
    expect(statement.mock.calls[0]?.[1].map((row) => row.seq)).toEqual([5]);
    expect(newer).toMatchObject({ seq: 5 });
    expect(older).toMatchObject({ seq: 5 });
  });

  it("writes a second batch of the same attempt in the next statement, after the first's", async () => {
    statement.mockImplementation(writeEverything);
    const writer = examWriter(newContext());
    await Promise.all([writer.addEvents(events(1, 1)), writer.addEvents(events(1, 2))]);
    expect(statement.mock.calls.map((call) => call[2].map((batch) => batch.timesAway))).toEqual([[1], [2]]);
  });

  it('says which batches were not written, for the slow way', async () => {
    statement.mockImplementation(async (_database, rows) => ({
      answers: rows.map(stored),
      eventsWritten: new Set<number>(),
    }));
    const writer = examWriter(newContext());
    expect(await writer.addEvents(events(3))).toBe(false);
  });

  it('never lets an event cost an answer: a failed statement is written again without its events', async () => {
    statement.mockImplementation(async (database, rows, batches) => {
      if (batches.length > 0) throw new Error('an event the database refused');
      return writeEverything(database, rows, batches);
    });
    const writer = examWriter(newContext());
    const [eventsWritten, saved] = await Promise.all([
      writer.addEvents(events(1)),
      writer.saveAnswer(answer(1, 10, 1)),
    ]);
    expect(eventsWritten).toBe(false);
    expect(saved).toMatchObject({ attemptId: 1, questionId: 10, seq: 1 });
    expect(statement).toHaveBeenCalledTimes(2);
  });

  it('passes a failure of the answers themselves to every caller', async () => {
    statement.mockRejectedValue(new Error('database down'));
    const writer = examWriter(newContext());
    const results = await Promise.allSettled([
      writer.saveAnswer(answer(1, 10, 1)),
      writer.saveAnswer(answer(2, 10, 1)),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
