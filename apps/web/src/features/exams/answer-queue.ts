import type { OptionKey, SavedAnswer } from '@vidya/contract';

export type AnswerChoice = OptionKey | null;
type Entry = { answer: AnswerChoice; seq: number };

/** What became of one save. */
export type SaveOutcome =
  | { kind: 'saved'; saved: Pick<SavedAnswer, 'question' | 'answer' | 'seq'> }
  /** Nothing came back (offline, timeout, server unreachable): keep it and try again later. */
  | { kind: 'offline' }
  /** The attempt no longer takes answers (time up, or submitted elsewhere). */
  | { kind: 'closed'; detail: string }
  /** The server refused this one answer for good; it is dropped. */
  | { kind: 'rejected'; detail: string };

export type SaveSender = (question: number, entry: Entry) => Promise<SaveOutcome>;

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'closed';

export type QueueSnapshot = {
  answers: Readonly<Record<number, AnswerChoice>>;
  /** Questions whose latest choice has not reached the server yet. */
  pendingQuestions: readonly number[];
  marked: readonly number[];
  visited: readonly number[];
  status: SaveStatus;
  /** Why the attempt stopped taking answers, once it has. */
  closedDetail: string | null;
  /** The last answer the server refused, if any. */
  rejectedDetail: string | null;
};

/** What the browser keeps for an attempt across reloads (localStorage, by attempt id). */
type StoredAttempt = {
  seq: number;
  pending: Record<string, Entry>;
  marked: number[];
  visited: number[];
};

export const getAttemptStorageKey = (attemptId: number) => `vidya:exam-attempt:${attemptId}`;

const RETRY_DELAY_MS = 5000;

function readStored(storage: Storage, key: string): StoredAttempt {
  const empty: StoredAttempt = { seq: 0, pending: {}, marked: [], visited: [] };
  try {
    const raw = storage.getItem(key);
    if (raw === null) return empty;
    const parsed = JSON.parse(raw) as Partial<StoredAttempt>;
    return {
      seq: typeof parsed.seq === 'number' ? parsed.seq : 0,
      pending: typeof parsed.pending === 'object' && parsed.pending !== null ? parsed.pending : {},
      marked: Array.isArray(parsed.marked) ? parsed.marked : [],
      visited: Array.isArray(parsed.visited) ? parsed.visited : [],
    };
  } catch {
    return empty;
  }
}

const isBrowserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The answers of one attempt and the saves still owed to the server. Every choice gets the next
 * `seq` and is saved at once; a save that cannot reach the server stays queued (in localStorage,
 * so a reload keeps it) and is sent again, oldest first, when the browser is back online. The
 * server keeps the highest `seq`, so a late or repeated save never undoes a newer one.
 */
export class AnswerQueue {
  private seq = 0;
  private answers: Record<number, AnswerChoice> = {};
  private pending = new Map<number, Entry>();
  private marked = new Set<number>();
  private visited = new Set<number>();
  private isClosed = false;
  private closedDetail: string | null = null;
  private rejectedDetail: string | null = null;
  private lastSendFailed = false;
  private flushing: Promise<boolean> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private listeners = new Set<() => void>();
  private snapshot: QueueSnapshot;
  private readonly key: string;

  constructor(
    attemptId: number,
    private readonly send: SaveSender,
    private readonly storage: Storage = window.localStorage,
  ) {
    this.key = getAttemptStorageKey(attemptId);
    this.snapshot = this.makeSnapshot();
  }

  /**
   * Starts from what the server has and what this browser still owed it: a queued choice newer
   * than the server's answer wins and is sent again; an older one is dropped.
   */
  load(serverAnswers: readonly Pick<SavedAnswer, 'question' | 'answer' | 'seq'>[]): void {
    const stored = readStored(this.storage, this.key);
    const serverSeqs = new Map(serverAnswers.map((saved) => [saved.question, saved.seq]));
    this.answers = Object.fromEntries(serverAnswers.map((saved) => [saved.question, saved.answer]));
    this.seq = Math.max(stored.seq, 0, ...serverAnswers.map((saved) => saved.seq));
    this.pending.clear();
    for (const [questionKey, entry] of Object.entries(stored.pending)) {
      const question = Number(questionKey);
      if (entry.seq > (serverSeqs.get(question) ?? 0)) {
        this.pending.set(question, entry);
        this.answers[question] = entry.answer;
      }
    }
    this.marked = new Set(stored.marked);
    this.visited = new Set(stored.visited);
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.snapshot;

  /** The student picked (or cleared) an answer: record it, then save it. */
  choose(question: number, answer: AnswerChoice): Promise<boolean> {
    if (this.isClosed) return Promise.resolve(false);
    this.seq += 1;
    this.answers[question] = answer;
    this.pending.set(question, { answer, seq: this.seq });
    this.rejectedDetail = null;
    this.changed();
    return this.flush();
  }

  toggleMarked(question: number): void {
    if (this.marked.has(question)) this.marked.delete(question);
    else this.marked.add(question);
    this.changed();
  }

  visit(question: number): void {
    if (this.visited.has(question)) return;
    this.visited.add(question);
    this.changed();
  }

  /** The browser says it is back online (or went offline): retry, or just show it. */
  connectivityChanged(): void {
    if (isBrowserOffline()) this.changed();
    else void this.flush();
  }

  /** Sends every queued save, oldest first. True when nothing is left owing. */
  flush(): Promise<boolean> {
    if (this.flushing !== null) return this.flushing;
    this.flushing = this.drain().finally(() => {
      this.flushing = null;
      this.changed();
    });
    this.changed();
    return this.flushing;
  }

  /** Stops retrying; the queue stays in localStorage for the next visit. */
  dispose(): void {
    clearTimeout(this.retryTimer);
    this.listeners.clear();
  }

  /** Forgets what this browser kept for the attempt (once it is finished). */
  clearStorage(): void {
    this.storage.removeItem(this.key);
  }

  private async drain(): Promise<boolean> {
    clearTimeout(this.retryTimer);
    while (!this.isClosed) {
      if (isBrowserOffline()) {
        this.lastSendFailed = true;
        return false;
      }
      const next = [...this.pending.entries()].sort(([, a], [, b]) => a.seq - b.seq)[0];
      if (next === undefined) return true;
      const [question, entry] = next;
      const outcome = await this.send(question, entry);
      switch (outcome.kind) {
        case 'saved': {
          this.lastSendFailed = false;
          const current = this.pending.get(question);
          if (current !== undefined && current.seq <= outcome.saved.seq) this.pending.delete(question);
          // The server kept a newer choice (made on another device): show that one.
          if (outcome.saved.seq > entry.seq && !this.pending.has(question))
            this.answers[question] = outcome.saved.answer;
          this.changed();
          break;
        }
        case 'offline':
          this.lastSendFailed = true;
          this.changed();
          this.retryTimer = setTimeout(() => void this.flush(), RETRY_DELAY_MS);
          return false;
        case 'closed':
          this.isClosed = true;
          this.closedDetail = outcome.detail;
          return false;
        case 'rejected':
          if (this.pending.get(question)?.seq === entry.seq) this.pending.delete(question);
          this.rejectedDetail = outcome.detail;
          this.changed();
          break;
      }
    }
    return false;
  }

  private currentStatus(): SaveStatus {
    if (this.isClosed) return 'closed';
    // Offline is said even with nothing owed, so the student knows before the next choice.
    if (isBrowserOffline() || (this.pending.size > 0 && this.lastSendFailed)) return 'offline';
    return this.pending.size === 0 ? 'saved' : 'saving';
  }

  private makeSnapshot(): QueueSnapshot {
    return {
      answers: { ...this.answers },
      pendingQuestions: [...this.pending.keys()],
      marked: [...this.marked],
      visited: [...this.visited],
      status: this.currentStatus(),
      closedDetail: this.closedDetail,
      rejectedDetail: this.rejectedDetail,
    };
  }

  private changed(): void {
    const stored: StoredAttempt = {
      seq: this.seq,
      pending: Object.fromEntries(this.pending),
      marked: [...this.marked],
      visited: [...this.visited],
    };
    try {
      this.storage.setItem(this.key, JSON.stringify(stored));
    } catch {
      // A full or blocked storage only loses the reload safety net; the saves still go out.
    }
    this.snapshot = this.makeSnapshot();
    for (const listener of this.listeners) listener();
  }
}
