import { useCallback, useState } from 'react';

/**
 * Whether an element has come on screen (then stays true), for content that need not load until
 * the visitor scrolls to it. Browsers without IntersectionObserver get it at once.
 */
export function useWhenOnScreen(): [(element: Element | null) => void, boolean] {
  const [isOnScreen, setIsOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');

  const observe = useCallback((element: Element | null) => {
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setIsOnScreen(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [observe, isOnScreen];
}
