import { useEffect, useState } from 'react';
import { getSecondsLeft, splitSeconds, type CountdownParts } from './countdown';

/**
 * A countdown that starts when the component mounts, ticks once a second and stops at zero.
 * Time is measured from the start, so a tab that slept catches up instead of lagging behind.
 */
export function useCountdown(startSeconds: number): CountdownParts & { isOver: boolean } {
  const [startedAt] = useState(() => Date.now());
  const [secondsLeft, setSecondsLeft] = useState(startSeconds);

  useEffect(() => {
    if (startSeconds <= 0) return;
    const timer = window.setInterval(() => {
      const left = getSecondsLeft(startSeconds, Date.now() - startedAt);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [startSeconds, startedAt]);

  return { ...splitSeconds(secondsLeft), isOver: secondsLeft === 0 };
}
