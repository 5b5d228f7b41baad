import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerQueue, getAttemptStorageKey, type SaveOutcome, type SaveSender } from './answer-queue';

const ATTEMPT = 41;

const setOnline = (isOnline: boolean) =>
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(isOnline);

/** A server that stores the highest seq per question, and can be switched off. */
function makeServer() {
  const stored = new Map<number, { answer: string | null; seq: number }>();
  const calls: { question: number; answer: string | null; seq: number }[] = [];
  let isReachable = true;
  const send: SaveSender = async (question, entry) => {
    calls.push({ question, ...entry });
    if (!isReachable) return { kind: 'offline' };
    const current = stored.get(question);
    if (current === undefined || entry.seq > current.seq) stored.set(question, entry);
    const kept = stored.get(question)!;
    return {
      kind: 'saved',
      saved: { question, answer: kept.answer as 'a', seq: kept.seq },
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
      pending: { 2: { answer: 'd', seq: 4 }, 3: { answer: 'c', seq: 3 } },
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
    expect(server.stored.get(2)).toEqual({ answer: 'd', seq: 4 });

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
    expect(server.stored.get(4)).toEqual({ answer: 'b', seq: 1 });
    queue.dispose();
  });

  it("drops a queued choice that the server's newer answer replaced", () => {
    window.localStorage.setItem(
      getAttemptStorageKey(ATTEMPT),
      JSON.stringify({ seq: 2, pending: { 5: { answer: 'a', seq: 2 } }, marked: [5], visited: [5] }),
    );
    const queue = new AnswerQueue(ATTEMPT, makeServer().send);
    queue.load([{ question: 5, answer: 'c', seq: 6 }]);
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

  it('stops when the attempt is closed', async () => {
    const queue = new AnswerQueue(ATTEMPT, async () => ({ kind: 'closed', detail: 'Time is up.' }));
    queue.load([]);
    await queue.choose(1, 'a');
    expect(queue.getSnapshot()).toMatchObject({ status: 'closed', closedDetail: 'Time is up.' });
  });
});
