import { joinClassNames } from '../../lib/class-names';

/**
 * One grey placeholder shape. Kept apart from the page skeletons (skeleton.tsx) because the app's
 * first frame (layout-skeleton.tsx) draws with it: a module in the entry chunk brings every export
 * a later page uses along with it, and the page skeletons are not needed before a page opens.
 */
export function SkeletonBlock({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={joinClassNames('animate-pulse rounded-md bg-slate-200', className)} />
  );
}
