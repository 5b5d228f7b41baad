import { LANDING } from '@vidya/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSecondsLeft, splitSeconds, toTotalSeconds } from './countdown';
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

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks each second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown(3));
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
    const { result } = renderHook(() => useCountdown(START));
    act(() => {
      vi.setSystemTime(Date.now() + 3_600_000);
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toMatchObject({ days: 2, hours: 15, minutes: 0, seconds: 55 });
  });
});
