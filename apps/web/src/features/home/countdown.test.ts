import { LANDING } from '@vidya/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSecondsLeft, localDeadline, secondsUntil, splitSeconds, toTotalSeconds } from './countdown';
import { useCountdown } from './use-countdown';

const START = toTotalSeconds(LANDING.countdownStart);

describe('countdown maths', () => {
  it('starts the promo at 2 d 16 h 0 min 56 s', () => {
    expect(START).toBe(2 * 86_400 + 16 * 3_600 + 56);
    expect(splitSeconds(START)).toEqual({ days: 2, hours: 16, minutes: 0, seconds: 56 });
  });

  it('borrows across every unit', () => {
    expect(splitSeconds(START - 57)).toEqual({ days: 2, hours: 15, minutes: 59, seconds: 59 });
    expect(splitSeconds(86_400)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(splitSeconds(86_399)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });

  it('drops one second per whole second elapsed', () => {
    expect(getSecondsLeft(START, 0)).toBe(START);
    expect(getSecondsLeft(START, 999)).toBe(START);
    expect(getSecondsLeft(START, 1_000)).toBe(START - 1);
    expect(getSecondsLeft(START, 61_500)).toBe(START - 61);
  });

  it('stops at zero and never goes below', () => {
    expect(getSecondsLeft(5, 5_000)).toBe(0);
    expect(getSecondsLeft(5, 3_600_000)).toBe(0);
    expect(splitSeconds(-12)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('the countdown from the server’s clock', () => {
  it('counts to the stored end by the server’s clock, whatever this device’s clock says', () => {
    // This device's clock is an hour behind the server's.
    const server = { server_time: '2026-01-10T10:00:00.000Z', ends_at: '2026-01-12T10:00:56.000Z' };
    const receivedAt = Date.parse('2026-01-10T09:00:00.000Z');
    const deadline = localDeadline(server, receivedAt);
    expect(secondsUntil(deadline, receivedAt)).toBe(2 * 86_400 + 56);
    expect(secondsUntil(deadline, receivedAt + 5_500)).toBe(2 * 86_400 + 50);
  });

  it('two loads a few seconds apart show the same end, less the seconds between them', () => {
    const endsAt = '2026-01-12T10:00:56.000Z';
    const first = localDeadline({ ends_at: endsAt, server_time: '2026-01-10T10:00:00.000Z' }, 1_000_000);
    const second = localDeadline({ ends_at: endsAt, server_time: '2026-01-10T10:00:04.000Z' }, 1_004_000);
    expect(secondsUntil(second, 1_004_000)).toBe(secondsUntil(first, 1_000_000) - 4);
  });

  it('is zero once the end has passed', () => {
    expect(secondsUntil(1_000, 5_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks each second and stops at zero', () => {
    const deadline = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 3, isOver: false });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toMatchObject({ seconds: 0, isOver: true });
    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.seconds).toBe(0);
  });

  it('catches up after the tab slept instead of lagging', () => {
    const deadline = Date.now() + START * 1000;
    const { result } = renderHook(() => useCountdown(deadline));
    act(() => {
      vi.setSystemTime(Date.now() + 3_600_000);
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toMatchObject({ days: 2, hours: 15, minutes: 0, seconds: 55 });
  });
});
