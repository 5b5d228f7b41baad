import { EVENTS_PER_BATCH_MAX, type ClientEvent, type OptionKey, type SavedAnswer } from '@vidya/contract';

export type AnswerChoice = OptionKey | null;
/**
 * One question's whole state as the browser last set it: its answer and its "Mark for review" flag
 * (issue #17) go to the server together under one seq, so the newer change wins, whichever it was.
 */
type Entry = { answer: AnswerChoice; marked: boolean; seq: number };

/** An answer as the server holds it; `marked_for_review` is absent only from bare stubs. */
type ServerAnswer = Pick<SavedAnswer, 'question' | 'answer' | 'seq'> &
  Partial<Pick<SavedAnswer, 'marked_for_review'>>;

/** What became of one save. */
export type SaveOutcome =
  | { kind: 'saved'; saved: ServerAnswer }
  /** Nothing came back (offline, timeout, server unreachable): keep it and try again later. */
  | { kind: 'offline' }
  /** The attempt no longer takes answers (time up, or submitted elsewhere). */
  | { kind: 'closed'; detail: string }
  /** The server refused this one answer for good; it is dropped. */
  | { kind: 'rejected'; detail: string };

/** Sends one answer with the integrity events owed so far (issue #22); `events` may be empty. */
export type SaveSender = (question: number, entry: Entry, events: ClientEvent[]) => Promise<SaveOutcome>;

/** Sends integrity events when no answer is owed to carry them. */
export type EventsSender = (events: ClientEvent[]) => Promise<SaveOutcome>;

/** With no answer to carry them, events wait this long to gather, then go out on their own. */
export const EVENTS_ALONE_DELAY_MS = 1000;

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
  /** Older entries (stored before flags reached the server) have no `marked`. */
  pending: Record<string, Omit<Entry, 'marked'> & { marked?: boolean }>;
  /**
   * Only in what an earlier version stored, when flags lived in this browser alone: they are sent
   * to the server once, then forgotten here.
   */
  marked?: number[];
  visited: number[];
  /** Integrity events not yet acknowledged by the server. */
  events: ClientEvent[];
  /** A disconnection in progress: since when (ms), and the answers chosen meanwhile. */
  offlineSince?: number | null;
  queuedWhileOffline?: number;
};

export const getAttemptStorageKey = (attemptId: number) => `vidya:exam-attempt:${attemptId}`;

const RETRY_DELAY_MS = 5000;

function readStored(storage: Storage, key: string): StoredAttempt {
  const empty: StoredAttempt = { seq: 0, pending: {}, visited: [], events: [] };
  try {
    const raw = storage.getItem(key);
    if (raw === null) return empty;
    const parsed = JSON.parse(raw) as Partial<StoredAttempt>;
    return {
      seq: typeof parsed.seq === 'number' ? parsed.seq : 0,
      pending: typeof parsed.pending === 'object' && parsed.pending !== null ? parsed.pending : {},
      ...(Array.isArray(parsed.marked) ? { marked: parsed.marked } : {}),
      visited: Array.isArray(parsed.visited) ? parsed.visited : [],
      events: Array.isArray(parsed.events) ? parsed.events : [],
      offlineSince: typeof parsed.offlineSince === 'number' ? parsed.offlineSince : null,
      queuedWhileOffline: typeof parsed.queuedWhileOffline === 'number' ? parsed.queuedWhileOffline : 0,
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
 *
 * Integrity events (issue #22) wait in the same queue and storage, and travel with the next
 * answer save (at most `EVENTS_PER_BATCH_MAX` at a time), or on their own after
 * `EVENTS_ALONE_DELAY_MS` when no answer is owed. The queue measures its own disconnections: from
 * the first send that could not get through to the next that did, with the answers chosen meanwhile.
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
  private eventsTimer: ReturnType<typeof setTimeout> | undefined;
  private events: ClientEvent[] = [];
  private offlineSince: number | null = null;
  private queuedWhileOffline = 0;
  private listeners = new Set<() => void>();
  private snapshot: QueueSnapshot;
  private readonly key: string;

  constructor(
    attemptId: number,
    private readonly send: SaveSender,
    private readonly storage: Storage = window.localStorage,
    private readonly sendEvents: EventsSender = () => Promise.resolve({ kind: 'offline' }),
    private readonly now: () => number = Date.now,
  ) {
    this.key = getAttemptStorageKey(attemptId);
    this.snapshot = this.makeSnapshot();
  }

  /**
   * Starts from what the server has (answers and flags: another device may have set them) and what
   * this browser still owed it: a queued change newer than the server's wins and is sent again; an
   * older one is dropped.
   */
  load(serverAnswers: readonly ServerAnswer[]): void {
    const stored = readStored(this.storage, this.key);
    const serverSeqs = new Map(serverAnswers.map((saved) => [saved.question, saved.seq]));
    this.answers = Object.fromEntries(serverAnswers.map((saved) => [saved.question, saved.answer]));
    this.marked = new Set(
      serverAnswers.filter((saved) => saved.marked_for_review === true).map((saved) => saved.question),
    );
    this.seq = Math.max(stored.seq, 0, ...serverAnswers.map((saved) => saved.seq));
    this.pending.clear();
    const legacyMarked = new Set(stored.marked ?? []);
    for (const [questionKey, entry] of Object.entries(stored.pending)) {
      const question = Number(questionKey);
      if (entry.seq > (serverSeqs.get(question) ?? 0)) {
        const marked = entry.marked ?? legacyMarked.has(question);
        this.pending.set(question, { ...entry, marked });
        this.answers[question] = entry.answer;
        this.setMarked(question, marked);
      }
    }
    // Flags an earlier version kept in this browser alone go to the server now.
    for (const question of legacyMarked) {
      if (this.marked.has(question) || this.pending.has(question)) continue;
      this.seq += 1;
      this.marked.add(question);
      this.pending.set(question, { answer: this.answers[question] ?? null, marked: true, seq: this.seq });
    }
    this.visited = new Set(stored.visited);
    this.events = stored.events;
    this.offlineSince = stored.offlineSince ?? null;
    this.queuedWhileOffline = stored.queuedWhileOffline ?? 0;
    this.changed();
  }

  /** Something the integrity log records happened (the attempt has started). */
  record = (event: ClientEvent): void => {
    if (this.isClosed) return;
    this.events.push(event);
    this.changed();
    clearTimeout(this.eventsTimer);
    this.eventsTimer = setTimeout(() => void this.flush(), EVENTS_ALONE_DELAY_MS);
  };

  /** Events still owed to the server (for tests and the status line). */
  get owedEvents(): readonly ClientEvent[] {
    return this.events;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): QueueSnapshot => this.snapshot;

  /** The student picked (or cleared) an answer: record it, then save it. */
  choose(question: number, answer: AnswerChoice): Promise<boolean> {
    if (this.isClosed) return Promise.resolve(false);
    if (this.offlineSince !== null) this.queuedWhileOffline += 1;
    this.answers[question] = answer;
    return this.queueChange(question);
  }

  /** "Mark for review" on or off: saved like an answer, so another device sees it too. */
  toggleMarked(question: number): Promise<boolean> {
    if (this.isClosed) return Promise.resolve(false);
    this.setMarked(question, !this.marked.has(question));
    return this.queueChange(question);
  }

  /** The question's answer or flag changed: its whole state gets the next seq and is saved. */
  private queueChange(question: number): Promise<boolean> {
    this.seq += 1;
    this.pending.set(question, {
      answer: this.answers[question] ?? null,
      marked: this.marked.has(question),
      seq: this.seq,
    });
    this.rejectedDetail = null;
    this.changed();
    return this.flush();
  }

  private setMarked(question: number, isMarked: boolean): void {
    if (isMarked) this.marked.add(question);
    else this.marked.delete(question);
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
    clearTimeout(this.eventsTimer);
    this.listeners.clear();
  }

  /** Forgets what this browser kept for the attempt (once it is finished). */
  clearStorage(): void {
    this.storage.removeItem(this.key);
  }

  /** A send could not get through: the disconnection starts now, if it has not already. */
  private wentOffline(): void {
    if (this.offlineSince !== null) return;
    this.offlineSince = this.now();
    this.queuedWhileOffline = this.pending.size;
  }

  /** A send got through: a disconnection ends, and becomes an event of the log. */
  private cameBack(): void {
    if (this.offlineSince === null) return;
    const startedAt = this.offlineSince;
    this.offlineSince = null;
    this.events.push({
      kind: 'offline',
      at: new Date(startedAt).toISOString(),
      duration_ms: Math.max(0, this.now() - startedAt),
      queued: this.queuedWhileOffline,
    });
    this.events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    this.queuedWhileOffline = 0;
  }

  private async drain(): Promise<boolean> {
    clearTimeout(this.retryTimer);
    clearTimeout(this.eventsTimer);
    while (!this.isClosed) {
      if (isBrowserOffline()) {
        this.lastSendFailed = true;
        this.wentOffline();
        return false;
      }
      const next = [...this.pending.entries()].sort(([, a], [, b]) => a.seq - b.seq)[0];
      const batch = this.events.slice(0, EVENTS_PER_BATCH_MAX);
      if (next === undefined && batch.length === 0) return true;
      const outcome =
        next === undefined ? await this.sendEvents(batch) : await this.send(next[0], next[1], batch);
      // The events sent are done with, kept or refused for good; an offline send keeps them.
      if (outcome.kind === 'saved' || outcome.kind === 'rejected')
        this.events = this.events.filter((event) => !batch.includes(event));
      if (outcome.kind !== 'offline') this.cameBack();
      if (next === undefined) {
        if (outcome.kind === 'offline') {
          this.lastSendFailed = true;
          this.wentOffline();
          this.changed();
          this.retryTimer = setTimeout(() => void this.flush(), RETRY_DELAY_MS);
          return false;
        }
        if (outcome.kind === 'closed') {
          this.isClosed = true;
          this.closedDetail = outcome.detail;
          return false;
        }
        this.lastSendFailed = false;
        this.changed();
        continue;
      }
      const [question, entry] = next;
      switch (outcome.kind) {
        case 'saved': {
          this.lastSendFailed = false;
          const current = this.pending.get(question);
          if (current !== undefined && current.seq <= outcome.saved.seq) this.pending.delete(question);
          // The server kept a newer change (made on another device): show that one.
          if (outcome.saved.seq > entry.seq && !this.pending.has(question)) {
            this.answers[question] = outcome.saved.answer;
            this.setMarked(question, outcome.saved.marked_for_review === true);
          }
          this.changed();
          break;
        }
        case 'offline':
          this.lastSendFailed = true;
          this.wentOffline();
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
      visited: [...this.visited],
      events: this.events,
      offlineSince: this.offlineSince,
      queuedWhileOffline: this.queuedWhileOffline,
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
