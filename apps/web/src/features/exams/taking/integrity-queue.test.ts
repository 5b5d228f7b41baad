import type { ClientEvent } from '@vidya/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerQueue, getAttemptStorageKey, type EventsSender, type SaveSender } from './answer-queue';
import { AbsenceTracker } from './use-integrity-recorder';

const ATTEMPT = 77;

/** A server that can be switched off, and keeps every answer and event it was sent. */
function makeServer() {
  let isReachable = true;
  const answers: { question: number; seq: number; events: ClientEvent[] }[] = [];
  const alone: ClientEvent[][] = [];
  const send: SaveSender = async (question, entry, events) => {
    if (!isReachable) return { kind: 'offline' };
    answers.push({ question, seq: entry.seq, events });
    return { kind: 'saved', saved: { question, answer: entry.answer, seq: entry.seq } };
  };
  const sendEvents: EventsSender = async (events) => {
    if (!isReachable) return { kind: 'offline' };
    alone.push(events);
    return { kind: 'saved', saved: { question: 0, answer: null, seq: 0 } };
  };
  return {
    send,
    sendEvents,
    answers,
    alone,
    setReachable: (value: boolean) => {
      isReachable = value;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('absence measurement in the browser', () => {
  it('measures a hide/show pair once, even when blur follows hide', () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const events: ClientEvent[] = [];
    const tracker = new AbsenceTracker(
      (event) => events.push(event),
      () => now,
    );
    tracker.left('hidden');
    now += 500;
    tracker.left('blur');
    now += 4500;
    tracker.returned();
    tracker.returned();
    expect(events).toEqual([
      { kind: 'left', at: '2026-11-24T10:00:00.000Z', cause: 'hidden' },
      { kind: 'returned', at: '2026-11-24T10:00:05.000Z', duration_ms: 5000 },
    ]);
    expect(tracker.isAway).toBe(false);
  });
});

describe('the answer queue carrying integrity events', () => {
  it('sends events with the next answer, and alone when no answer is owed', async () => {
    vi.useFakeTimers();
    const server = makeServer();
    const queue = new AnswerQueue(ATTEMPT, server.send, window.localStorage, server.sendEvents);
    queue.load([]);
    queue.record({ kind: 'opened', at: new Date().toISOString() });
    await queue.choose(1, 'b');
    expect(server.answers).toEqual([
      { question: 1, seq: 1, events: [expect.objectContaining({ kind: 'opened' })] },
    ]);
    queue.record({ kind: 'copy', at: new Date().toISOString() });
    expect(server.alone).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.alone).toEqual([[expect.objectContaining({ kind: 'copy' })]]);
    expect(queue.owedEvents).toEqual([]);
    queue.dispose();
  });

  it('keeps events and answers together offline, across a reload, and records the disconnection', async () => {
    vi.useFakeTimers({
      now: Date.parse('2026-11-24T10:00:00Z'),
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
    });
    const server = makeServer();
    const queue = new AnswerQueue(ATTEMPT, server.send, window.localStorage, server.sendEvents);
    queue.load([]);
    server.setReachable(false);
    await queue.choose(1, 'a');
    queue.record({ kind: 'left', at: new Date().toISOString(), cause: 'hidden' });
    await vi.advanceTimersByTimeAsync(3000);
    await queue.choose(2, 'c');
    expect(queue.getSnapshot().status).toBe('offline');
    queue.dispose();

    // A reload while offline finds both answers and the event still owed.
    const stored = JSON.parse(window.localStorage.getItem(getAttemptStorageKey(ATTEMPT))!) as {
      events: ClientEvent[];
    };
    expect(stored.events).toHaveLength(1);
    const reloaded = new AnswerQueue(ATTEMPT, server.send, window.localStorage, server.sendEvents);
    reloaded.load([]);
    await vi.advanceTimersByTimeAsync(7000);
    server.setReachable(true);
    await reloaded.flush();
    await vi.advanceTimersByTimeAsync(1000);
    await reloaded.flush();

    expect(server.answers.map((sent) => sent.question)).toEqual([1, 2]);
    expect(server.answers[0]!.events).toEqual([expect.objectContaining({ kind: 'left' })]);
    const sentEvents = [...server.answers.flatMap((sent) => sent.events), ...server.alone.flat()];
    const offline = sentEvents.find((event) => event.kind === 'offline');
    expect(offline).toMatchObject({ kind: 'offline', queued: 2 });
    expect(offline?.duration_ms).toBeGreaterThan(0);
    expect(reloaded.owedEvents).toEqual([]);
    reloaded.dispose();
  });
});
