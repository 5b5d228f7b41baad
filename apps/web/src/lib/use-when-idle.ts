import { useEffect, useState } from 'react';

/**
 * Whether the browser has had a quiet moment since the page opened (at the latest after
 * `timeoutMs`), for content nobody needs for the first paint but everybody may look for.
 */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIsIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIsIdle(true), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return isIdle;
}
