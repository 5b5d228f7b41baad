import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A menu opened by a toggle button (the public site's mobile menu, a dashboard's sidebar on a
 * small screen): Escape closes it and puts focus back on the toggle, as the disclosure pattern
 * asks, so `aria-expanded` and what is on screen never disagree.
 */
export function useMenuToggle() {
  const [isOpen, setIsOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setIsOpen(false), []);
  const toggle = useCallback(() => setIsOpen((open) => !open), []);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  return { isOpen, toggle, close, toggleRef };
}
