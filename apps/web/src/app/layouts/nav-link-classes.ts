import { joinClassNames } from '../../lib/class-names';

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export const getTopNavLinkClassName = ({ isActive }: { isActive: boolean }) =>
  joinClassNames(
    'rounded-md px-3 py-2 text-sm font-semibold transition-colors',
    focusRing,
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
