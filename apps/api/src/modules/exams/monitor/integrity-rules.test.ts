import { EVENTS_KEPT_MAX, type ClientEvent } from '@vidya/contract';
import { describe, expect, it } from 'vitest';
import {
  applyDelta,
  checkBatch,
  EMPTY_TOTALS,
  EVENTS_HARD_MAX,
  measure,
  measureDelta,
  userAgentFamily,
} from './integrity-rules.ts';

const startedAt = new Date('2026-03-01T10:00:00Z');
const now = new Date('2026-03-01T10:30:00Z');
const at = (seconds: number) => new Date(startedAt.getTime() + seconds * 1000).toISOString();
const away = (seconds: number, ms: number, cause: 'hidden' | 'blur' = 'hidden'): ClientEvent[] => [
  { kind: 'left', at: at(seconds), cause },
  { kind: 'returned', at: at(seconds + ms / 1000), duration_ms: ms },
];

describe('absence measurement', () => {
  it('measures a hide/show pair as one absence of its duration, and ends "away now"', () => {
    const left = measure(EMPTY_TOTALS, [{ kind: 'left', at: at(60), cause: 'hidden' }], now);
    expect(left.totals.awaySince).toEqual(now);
    expect(left.totals.timesAway).toBe(0);
    const back = measure(left.totals, [{ kind: 'returned', at: at(65), duration_ms: 5000 }], now);
    expect(back.totals).toMatchObject({
      timesAway: 1,
      awayMs: 5000,
      blips: 0,
      awaySince: null,
      eventsKept: 2,
    });
  });

  it('measures a blur/focus pair the same way, and keeps what was seen', () => {
    const { totals, rows } = measure(EMPTY_TOTALS, away(10, 42_000, 'blur'), now);
    expect(totals).toMatchObject({ timesAway: 1, awayMs: 42_000 });
    expect(rows[0]).toMatchObject({ kind: 'left', detail: { cause: 'blur' } });
    expect(rows[1]).toMatchObject({ kind: 'returned', durationMs: 42_000, detail: null });
  });

  it('counts an absence under 2 s as a blip, apart from the times away', () => {
    const { totals, rows } = measure(EMPTY_TOTALS, [...away(10, 1999), ...away(20, 2000)], now);
    expect(totals).toMatchObject({ blips: 1, timesAway: 1, awayMs: 2000 });
    expect(rows[1]!.detail).toEqual({ blip: 1 });
  });

  it('counts disconnections with the answers queued meanwhile', () => {
    const { totals, rows } = measure(
      EMPTY_TOTALS,
      [{ kind: 'offline', at: at(30), duration_ms: 10_000, queued: 2 }],
      now,
    );
    expect(totals.disconnections).toBe(1);
    expect(rows[0]!.detail).toEqual({ queued: 2 });
  });

  it('coalesces blips beyond the cap, still counting them, and keeps real absences to the hard cap', () => {
    const full = { ...EMPTY_TOTALS, eventsKept: EVENTS_KEPT_MAX };
    const { totals, rows } = measure(full, [...away(10, 500), ...away(20, 5000)], now);
    // The blip's two events and the left before the real absence are counted, not kept.
    expect(rows.map((row) => row.kind)).toEqual(['returned']);
    expect(totals).toMatchObject({
      blips: 1,
      timesAway: 1,
      eventsCoalesced: 3,
      eventsKept: EVENTS_KEPT_MAX + 1,
    });
    const hard = measure({ ...EMPTY_TOTALS, eventsKept: EVENTS_HARD_MAX }, away(10, 5000), now);
    expect(hard.rows).toEqual([]);
    expect(hard.totals).toMatchObject({ timesAway: 1, eventsCoalesced: 2 });
  });
});

describe('batch checks', () => {
  const check = (events: unknown) => checkBatch(events, { startedAt, now });

  it('accepts a batch in order within the attempt', () => {
    expect(check(away(10, 5000))).toMatchObject({ ok: true });
  });

  it.each([
    ['an unknown kind', [{ kind: 'cheated', at: at(1) }], /Unknown event kind/],
    ['out of order', [...away(20, 1000), ...away(10, 1000)], /older than the one before/],
    ['dated before the attempt', [{ kind: 'copy', at: '2020-01-01T00:00:00Z' }], /outside the attempt/],
    [
      'a duration longer than the attempt',
      [{ kind: 'returned', at: at(5), duration_ms: 3_600_000 }],
      /longer/,
    ],
    ['a return with no duration', [{ kind: 'returned', at: at(5) }], /needs its duration/],
    ['a stray field', [{ kind: 'copy', at: at(5), text: 'the answer' }], /events\.0/],
    ['too many', Array.from({ length: 101 }, () => ({ kind: 'copy', at: at(5) })), /Too many/],
    ['not a list', 'left', /./],
  ])('refuses %s with a reason', (_, events, reason) => {
    const result = check(events);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.detail).toMatch(reason);
  });
});

describe('user agent family', () => {
  it('keeps only the browser and the system', () => {
    expect(
      userAgentFamily(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(userAgentFamily('Mozilla/5.0 (Windows NT 10.0; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe(
      'Firefox on Windows',
    );
    expect(userAgentFamily(undefined)).toBe('Another browser on another system');
  });
});

describe("a batch measured as increments (the answer save's fast path)", () => {
  const earlier = new Date('2026-03-01T10:20:00Z');
  const before = [
    EMPTY_TOTALS,
    { ...EMPTY_TOTALS, timesAway: 2, awayMs: 9000, blips: 3, disconnections: 1, eventsKept: 40 },
    { ...EMPTY_TOTALS, timesAway: 1, awayMs: 5000, awaySince: earlier, eventsKept: 7 },
  ];
  const batches: [string, ClientEvent[]][] = [
    ['nothing', []],
    ['a left', [{ kind: 'left', at: at(60), cause: 'hidden' }]],
    ['a return', [{ kind: 'returned', at: at(65), duration_ms: 5000 }]],
    ['a blip', [{ kind: 'returned', at: at(65), duration_ms: 1500 }]],
    ['an absence', away(10, 42_000)],
    ['back, then away again', [...away(10, 3000), { kind: 'left', at: at(30), cause: 'blur' }]],
    ['a disconnection', [{ kind: 'offline', at: at(90), duration_ms: 10_000, queued: 2 }]],
    ['a copy', [{ kind: 'copy', at: at(95) }]],
  ];
  for (const [name, events] of batches) {
    it(`adds up to what measuring with the totals gives: ${name}`, () => {
      for (const totals of before) {
        const delta = measureDelta(events, now);
        const measured = measure(totals, events, now);
        expect(delta).not.toBeNull();
        expect(applyDelta(totals, delta!, now)).toEqual(measured.totals);
        expect(delta!.rows).toEqual(measured.rows);
      }
    });
  }

  it('leaves an opened test screen to the slow path, which tells a reload from a resume', () => {
    expect(measureDelta([{ kind: 'opened', at: at(5) }], now)).toBeNull();
  });
});
