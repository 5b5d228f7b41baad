import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerQueue, getAttemptStorageKey, type SaveOutcome, type SaveSender } from './answer-queue';

const ATTEMPT = 41;

const setOnline = (isOnline: boolean) =>
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(isOnline);

/** A server that stores the highest seq per question, and can be switched off. */
function makeServer() {
  const stored = new Map<number, { answer: string | null; marked: boolean; seq: number }>();
  const calls: { question: number; answer: string | null; marked: boolean; seq: number }[] = [];
  let isReachable = true;
  const send: SaveSender = async (question, entry) => {
    calls.push({ question, ...entry });
    if (!isReachable) return { kind: 'offline' };
    const current = stored.get(question);
    if (current === undefined || entry.seq > current.seq) stored.set(question, entry);
    const kept = stored.get(question)!;
    return {
      kind: 'saved',
      saved: { question, answer: kept.answer as 'a', seq: kept.seq, marked_for_review: kept.marked },
    } satisfies SaveOutcome;
  };
  return {
    send,
    calls,
    stored,
    setReachable: (value: boolean) => {
      isReachable = value;
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the answer queue', () => {
  it('saves each choice at once with a growing seq', async () => {
    const server = makeServer();
    const queue = new AnswerQueue(ATTEMPT, server.send);
    queue.load([]);
    await queue.choose(1, 'b');
    await queue.choose(2, 'c');
    await queue.choose(1, 'd');
    expect(server.calls.map(({ question, answer, seq }) => [question, answer, seq])).toEqual([
      [1, 'b', 1],
      [2, 'c', 2],
      [1, 'd', 3],
    ]);
    expect(queue.getSnapshot().status).toBe('saved');
    expect(queue.getSnapshot().answers).toEqual({ 1: 'd', 2: 'c' });
  });

  it('queues choices while offline, keeps them across a reload, and sends them in seq order once online', async () => {
    const server = makeServer();
    const queue = new AnswerQueue(ATTEMPT, server.send);
    queue.load([]);
    await queue.choose(1, 'a');

    setOnline(false);
    await queue.choose(2, 'b');
    await queue.choose(3, 'c');
    await queue.choose(2, 'd');
    expect(queue.getSnapshot().status).toBe('offline');
    expect(queue.getSnapshot().pendingQuestions).toEqual(expect.arrayContaining([2, 3]));
    expect(JSON.parse(window.localStorage.getItem(getAttemptStorageKey(ATTEMPT))!)).toMatchObject({
      seq: 4,
      pending: { 2: { answer: 'd', marked: false, seq: 4 }, 3: { answer: 'c', marked: false, seq: 3 } },
    });
    queue.dispose();

    // A reload: the server knows only the first answer; the browser still owes two.
    setOnline(true);
    const reloaded = new AnswerQueue(ATTEMPT, server.send);
    reloaded.load([{ question: 1, answer: 'a', seq: 1 }]);
    expect(reloaded.getSnapshot().answers).toEqual({ 1: 'a', 2: 'd', 3: 'c' });
    server.calls.length = 0;
    await reloaded.flush();
    expect(server.calls.map(({ question, seq }) => [question, seq])).toEqual([
      [3, 3],
      [2, 4],
    ]);
    expect(reloaded.getSnapshot().status).toBe('saved');
    expect(server.stored.get(2)).toEqual({ answer: 'd', marked: false, seq: 4 });

    // The next choice continues the sequence rather than starting again.
    await reloaded.choose(3, 'a');
    expect(server.calls.at(-1)).toMatchObject({ question: 3, seq: 5 });
  });

  it('keeps a save the server could not take, and sends it again when the connection returns', async () => {
    const server = makeServer();
    const queue = new AnswerQueue(ATTEMPT, server.send);
    queue.load([]);
    server.setReachable(false);
    await queue.choose(4, 'b');
    expect(queue.getSnapshot().status).toBe('offline');

    server.setReachable(true);
    queue.connectivityChanged();
    await queue.flush();
    expect(queue.getSnapshot().status).toBe('saved');
    expect(server.stored.get(4)).toEqual({ answer: 'b', marked: false, seq: 1 });
    queue.dispose();
  });

  it("drops a queued choice that the server's newer answer replaced", () => {
    window.localStorage.setItem(
      getAttemptStorageKey(ATTEMPT),
      JSON.stringify({ seq: 2, pending: { 5: { answer: 'a', marked: false, seq: 2 } }, visited: [5] }),
    );
    const queue = new AnswerQueue(ATTEMPT, makeServer().send);
    queue.load([{ question: 5, answer: 'c', seq: 6, marked_for_review: true }]);
    expect(queue.getSnapshot().answers).toEqual({ 5: 'c' });
    expect(queue.getSnapshot().pendingQuestions).toEqual([]);
    expect(queue.getSnapshot().marked).toEqual([5]);
  });

  it('says it is offline as soon as the browser is, even with nothing owed', () => {
    const queue = new AnswerQueue(ATTEMPT, makeServer().send);
    queue.load([]);
    expect(queue.getSnapshot().status).toBe('saved');
    setOnline(false);
    queue.connectivityChanged();
    expect(queue.getSnapshot().status).toBe('offline');
    setOnline(true);
    queue.connectivityChanged();
    return vi.waitFor(() => expect(queue.getSnapshot().status).toBe('saved'));
  });

  describe('"Mark for review" flags (issue #17)', () => {
    it('saves a flag like an answer: the whole question, under the next seq, with or without an answer', async () => {
      const server = makeServer();
      const queue = new AnswerQueue(ATTEMPT, server.send);
      queue.load([]);
      await queue.toggleMarked(1);
      await queue.choose(1, 'b');
      await queue.toggleMarked(2);
      await queue.choose(1, null);
      await queue.toggleMarked(1);
      expect(server.calls).toEqual([
        { question: 1, answer: null, marked: true, seq: 1 },
        { question: 1, answer: 'b', marked: true, seq: 2 },
        { question: 2, answer: null, marked: true, seq: 3 },
        { question: 1, answer: null, marked: true, seq: 4 },
        { question: 1, answer: null, marked: false, seq: 5 },
      ]);
      expect(queue.getSnapshot()).toMatchObject({ marked: [2], status: 'saved' });
    });

    it('starts from the flags the server holds (another device set them)', () => {
      const queue = new AnswerQueue(ATTEMPT, makeServer().send);
      queue.load([
        { question: 1, answer: null, seq: 3, marked_for_review: true },
        { question: 2, answer: 'a', seq: 4, marked_for_review: false },
        { question: 3, answer: 'c', seq: 5, marked_for_review: true },
      ]);
      expect(queue.getSnapshot().marked).toEqual([1, 3]);
      expect(queue.getSnapshot().answers).toEqual({ 1: null, 2: 'a', 3: 'c' });
    });

    it('queues flag changes offline with the answers and sends them in seq order once online', async () => {
      const server = makeServer();
      const queue = new AnswerQueue(ATTEMPT, server.send);
      queue.load([{ question: 1, answer: 'a', seq: 1, marked_for_review: false }]);
      setOnline(false);
      await queue.toggleMarked(1);
      await queue.choose(2, 'c');
      await queue.toggleMarked(2);
      expect(queue.getSnapshot().status).toBe('offline');
      queue.dispose();

      // A reload while still owing them: the flags show from this browser's queue.
      setOnline(true);
      const reloaded = new AnswerQueue(ATTEMPT, server.send);
      reloaded.load([{ question: 1, answer: 'a', seq: 1, marked_for_review: false }]);
      expect(reloaded.getSnapshot().marked).toEqual([1, 2]);
      server.calls.length = 0;
      await reloaded.flush();
      expect(server.calls).toEqual([
        { question: 1, answer: 'a', marked: true, seq: 2 },
        { question: 2, answer: 'c', marked: true, seq: 4 },
      ]);
      expect(reloaded.getSnapshot()).toMatchObject({ marked: [1, 2], status: 'saved' });
    });

    it("takes the server's newer flag when it answers a save with a change made elsewhere", async () => {
      const queue = new AnswerQueue(ATTEMPT, async (question) => ({
        kind: 'saved',
        saved: { question, answer: 'd', seq: 9, marked_for_review: true },
      }));
      queue.load([]);
      await queue.choose(4, 'a');
      expect(queue.getSnapshot()).toMatchObject({ answers: { 4: 'd' }, marked: [4] });
    });

    it('sends once to the server the flags an earlier version kept in this browser alone', async () => {
      window.localStorage.setItem(
        getAttemptStorageKey(ATTEMPT),
        JSON.stringify({ seq: 2, pending: {}, marked: [7, 8], visited: [7, 8] }),
      );
      const server = makeServer();
      const queue = new AnswerQueue(ATTEMPT, server.send);
      queue.load([
        { question: 7, answer: 'b', seq: 2, marked_for_review: false },
        { question: 8, answer: null, seq: 1, marked_for_review: true },
      ]);
      await queue.flush();
      expect(server.calls).toEqual([{ question: 7, answer: 'b', marked: true, seq: 3 }]);
      expect(JSON.parse(window.localStorage.getItem(getAttemptStorageKey(ATTEMPT))!)).not.toHaveProperty(
        'marked',
      );
    });
  });

  it('stops when the attempt is closed', async () => {
    const queue = new AnswerQueue(ATTEMPT, async () => ({ kind: 'closed', detail: 'Time is up.' }));
    queue.load([]);
    await queue.choose(1, 'a');
    expect(queue.getSnapshot()).toMatchObject({ status: 'closed', closedDetail: 'Time is up.' });
  });
});
