import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCooldown } from './use-cooldown';

describe('useCooldown', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a 60 s wait at 60 s even when the clock moves while it is set up', () => {
    let clock = 1_000_000;
    // Every reading of the clock is 7 ms later than the last, as on a busy machine.
    vi.spyOn(Date, 'now').mockImplementation(() => (clock += 7));
    const { result } = renderHook(() => useCooldown(60));
    expect(result.current.secondsLeft).toBe(60);
  });

  it('has nothing to wait for without a starting wait', () => {
    const { result } = renderHook(() => useCooldown());
    expect(result.current.secondsLeft).toBe(0);
  });
});
