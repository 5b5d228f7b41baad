import { useEffect, useState } from 'react';
import { secondsUntil, splitSeconds, type CountdownParts } from './countdown';

/**
 * A countdown to a moment on this device's clock (`deadlineMs`, see `localDeadline`), ticking once
 * a second and stopping at zero. Each tick reads the clock, so a tab that slept catches up
 * instead of lagging behind, and a reload shows the same time left as before, less the seconds
 * that passed.
 */
export function useCountdown(deadlineMs: number): CountdownParts & { isOver: boolean } {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (secondsUntil(deadlineMs, Date.now()) === 0) return;
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (secondsUntil(deadlineMs, tick) === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);

  const secondsLeft = secondsUntil(deadlineMs, now);
  return { ...splitSeconds(secondsLeft), isOver: secondsLeft === 0 };
}
