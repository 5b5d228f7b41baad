import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may be done again (asking for another code, say), optionally
 * starting with a wait already running. It counts
 * from a deadline rather than by decrements, so a throttled background tab still ends on time.
 */
export function useCooldown(initialSeconds = 0) {
  // One reading of the clock for both, so a wait of 60 s never starts by showing 1:01.
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const [deadline, setDeadline] = useState<number | null>(() =>
    initialSeconds > 0 ? startedAt + initialSeconds * 1000 : null,
  );

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, start };
}
