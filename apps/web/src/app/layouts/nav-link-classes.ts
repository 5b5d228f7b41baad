import { joinClassNames } from '../../lib/class-names';

/**
 * The layouts' focus ring: the same two-tone ring as the buttons (the `focus-ring` utility in
 * index.css), so an active sidebar link, filled indigo, shows it as clearly as a plain one. On a
 * dark section add `focus-ring-on-dark`.
 */
export const focusRing = 'focus-ring';

export const getTopNavLinkClassName = ({ isActive }: { isActive: boolean }) =>
  joinClassNames(
    'rounded-md px-3 py-2 text-sm font-semibold transition-colors',
    focusRing,
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
