import {
  BLIP_MS,
  ClientEventBatch,
  EVENTS_KEPT_MAX,
  type ClientEvent,
  type ClientEventKind,
} from '@vidya/contract';

/** How far a browser's clock may stray from the attempt's span before its events are refused. */
export const CLOCK_SLACK_MS = 10 * 60_000;

/** Beyond `EVENTS_KEPT_MAX`, the events that are not blips are still kept up to this many. */
export const EVENTS_HARD_MAX = 2 * EVENTS_KEPT_MAX;

/** The running totals of an attempt's log (the `attempt_integrity` row). */
export type IntegrityTotals = {
  timesAway: number;
  awayMs: number;
  blips: number;
  disconnections: number;
  awaySince: Date | null;
  eventsKept: number;
  eventsCoalesced: number;
};

export const EMPTY_TOTALS: IntegrityTotals = {
  timesAway: 0,
  awayMs: 0,
  blips: 0,
  disconnections: 0,
  awaySince: null,
  eventsKept: 0,
  eventsCoalesced: 0,
};

/** One event row to store, before the attempt and client are added. */
export type EventRow = {
  kind: ClientEventKind;
  clientAt: Date;
  durationMs: number | null;
  detail: Record<string, string | number> | null;
};

/**
 * Checks a batch as the browser sent it: known kinds and bounded fields (the schema), in the order
 * they happened, within the attempt's span give or take `CLOCK_SLACK_MS`, durations no longer than
 * the attempt has run. Returns the events, or the reason they are refused, in words a person can act on.
 */
export function checkBatch(
  raw: unknown,
  span: { startedAt: Date; now: Date },
): { ok: true; events: ClientEvent[] } | { ok: false; detail: string } {
  const parsed = ClientEventBatch.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (events.${issue.path.join('.')})` : '';
    return { ok: false, detail: `${issue?.message ?? 'The events are not valid.'}${where}` };
  }
  const earliest = span.startedAt.getTime() - CLOCK_SLACK_MS;
  const latest = span.now.getTime() + CLOCK_SLACK_MS;
  const longest = span.now.getTime() - span.startedAt.getTime() + CLOCK_SLACK_MS;
  let previous = -Infinity;
  for (const [index, event] of parsed.data.entries()) {
    const at = Date.parse(event.at);
    if (at < earliest || at > latest)
      return { ok: false, detail: `Event ${index + 1} is dated outside the attempt.` };
    if (at < previous)
      return {
        ok: false,
        detail: `Event ${index + 1} is older than the one before it: send events in order.`,
      };
    previous = at;
    const needsDuration = event.kind === 'returned' || event.kind === 'offline';
    if (needsDuration !== (event.duration_ms !== undefined))
      return {
        ok: false,
        detail: needsDuration
          ? `Event ${index + 1} (${event.kind}) needs its duration_ms.`
          : `Event ${index + 1} (${event.kind}) has no duration.`,
      };
    if ((event.duration_ms ?? 0) > longest)
      return { ok: false, detail: `Event ${index + 1} lasts longer than the attempt has run.` };
    if (event.queued !== undefined && event.kind !== 'offline')
      return { ok: false, detail: `Event ${index + 1} (${event.kind}) has no queued count.` };
    if (event.cause !== undefined && event.kind !== 'left')
      return { ok: false, detail: `Event ${index + 1} (${event.kind}) has no cause.` };
  }
  return { ok: true, events: parsed.data };
}

const isBlip = (event: ClientEvent) => event.kind === 'returned' && (event.duration_ms ?? 0) < BLIP_MS;

/**
 * Measures a batch into the totals and picks the rows to keep. An absence is a `left` and the
 * `returned` that ends it, whose duration the browser measured (hide/show or blur/focus, whichever
 * came first and last); under `BLIP_MS` it is a blip, counted apart. `awaySince` is the server's
 * clock when the student left, so "away now" never depends on the browser's clock.
 *
 * The cap: past `EVENTS_KEPT_MAX` rows, blips (and the `left` that might begin one) are counted,
 * not kept; other events are kept up to `EVENTS_HARD_MAX`, then counted too. Totals count every event.
 */
export function measure(
  totals: IntegrityTotals,
  events: ClientEvent[],
  receivedAt: Date,
): { totals: IntegrityTotals; rows: EventRow[] } {
  const next = { ...totals };
  const rows: EventRow[] = [];
  for (const event of events) {
    switch (event.kind) {
      case 'left':
        next.awaySince ??= receivedAt;
        break;
      case 'returned':
        next.awaySince = null;
        if (isBlip(event)) next.blips += 1;
        else {
          next.timesAway += 1;
          next.awayMs += event.duration_ms ?? 0;
        }
        break;
      case 'offline':
        next.disconnections += 1;
        break;
      default:
        break;
    }
    const kept = next.eventsKept;
    const keep =
      kept < EVENTS_KEPT_MAX || (kept < EVENTS_HARD_MAX && !isBlip(event) && event.kind !== 'left');
    if (!keep) {
      next.eventsCoalesced += 1;
      continue;
    }
    next.eventsKept += 1;
    const detail: Record<string, string | number> = {};
    if (event.cause) detail.cause = event.cause;
    if (event.queued !== undefined) detail.queued = event.queued;
    if (isBlip(event)) detail.blip = 1;
    rows.push({
      kind: event.kind,
      clientAt: new Date(event.at),
      durationMs: event.duration_ms ?? null,
      detail: Object.keys(detail).length > 0 ? detail : null,
    });
  }
  return { totals: next, rows };
}

/** The browser family and system from a user agent, never the whole string ("Chrome on Android"). */
export function userAgentFamily(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : 'Another browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'another system';
  return `${browser} on ${system}`;
}

/**
 * What a batch does to `away_since`, whatever it was: `keep` it (no `left` nor `returned`), `clear`
 * it (back at the end), set it to the receive time `now` (left again after coming back), or set it
 * only when not away already (`now_if_home`: left, and still away). As `measure` does.
 */
export type AwayChange = 'keep' | 'clear' | 'now' | 'now_if_home';

/** A batch measured without the attempt's totals, to be added to them in one statement. */
export type TotalsDelta = {
  rows: EventRow[];
  timesAway: number;
  awayMs: number;
  blips: number;
  disconnections: number;
  away: AwayChange;
};

/**
 * Measures a batch as increments to the attempt's totals (the answer save's fast path,
 * decision 026): the same counts and rows as `measure`, provided the totals then hold at most
 * `EVENTS_KEPT_MAX` events kept, so nothing is coalesced (the statement checks that, and a batch it
 * refuses goes the slow way). Null for a batch the fast path does not take: an `opened` (a reload
 * or a resume, told apart by reading the log).
 */
export function measureDelta(events: ClientEvent[], receivedAt: Date): TotalsDelta | null {
  if (events.some((event) => event.kind === 'opened')) return null;
  const { totals, rows } = measure(EMPTY_TOTALS, events, receivedAt);
  const presence = events.filter((event) => event.kind === 'left' || event.kind === 'returned');
  const last = presence.at(-1);
  const away: AwayChange =
    last === undefined
      ? 'keep'
      : last.kind === 'returned'
        ? 'clear'
        : presence.some((event) => event.kind === 'returned')
          ? 'now'
          : 'now_if_home';
  return {
    rows,
    timesAway: totals.timesAway,
    awayMs: totals.awayMs,
    blips: totals.blips,
    disconnections: totals.disconnections,
    away,
  };
}

/** Applies a delta to totals as the fast path's statement does (for tests, and to say what it means). */
export function applyDelta(totals: IntegrityTotals, delta: TotalsDelta, receivedAt: Date): IntegrityTotals {
  return {
    ...totals,
    timesAway: totals.timesAway + delta.timesAway,
    awayMs: totals.awayMs + delta.awayMs,
    blips: totals.blips + delta.blips,
    disconnections: totals.disconnections + delta.disconnections,
    eventsKept: totals.eventsKept + delta.rows.length,
    awaySince:
      delta.away === 'keep'
        ? totals.awaySince
        : delta.away === 'clear'
          ? null
          : delta.away === 'now'
            ? receivedAt
            : (totals.awaySince ?? receivedAt),
  };
}
