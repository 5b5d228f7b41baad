import { APP_TEXTS } from '@vidya/contract';
import { useLocation } from 'react-router';
import { useFixedText } from '../../lib/i18n/fixed-texts';
import { getDashboardArea } from '../../lib/paths';
import { SkeletonBlock } from './skeleton-block';

/**
 * The frame of the page being opened, in grey, while the app or the session is still loading
 * (issue #17): on a slow connection the visitor sees the page take shape at once instead of a
 * bare spinner. A dashboard path gets the dashboard's frame (sidebar, top bar, content), any
 * other path the public site's (navigation bar, content).
 */
export function LayoutSkeleton({ text }: { text?: string }) {
  const fixed = useFixedText();
  const { pathname } = useLocation();
  const status = (
    <span role="status" className="sr-only">
      {text ?? fixed(APP_TEXTS.spinnerDefault)}
    </span>
  );
  if (getDashboardArea(pathname) !== null) {
    return (
      <div className="min-h-screen bg-slate-50 lg:flex" aria-busy="true">
        {status}
        <div className="hidden border-r border-slate-200 bg-white lg:block lg:h-screen lg:w-72 lg:shrink-0">
          <div className="flex h-16 items-center border-b border-slate-200 px-5">
            <SkeletonBlock className="h-7 w-28" />
          </div>
          <div className="space-y-3 px-5 py-6">
            {Array.from({ length: 8 }, (_, index) => (
              <SkeletonBlock key={index} className="h-5 w-40" />
            ))}
          </div>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex h-16 items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 sm:px-6">
            <SkeletonBlock className="h-5 w-40" />
            <SkeletonBlock className="h-9 w-24" />
          </div>
          <ContentShapes />
        </div>
      </div>
    );
  }
  return (
    <div className="min-h-screen" aria-busy="true">
      {status}
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 sm:px-6">
        <SkeletonBlock className="h-7 w-28" />
        <div className="flex gap-3">
          <SkeletonBlock className="h-9 w-20" />
          <SkeletonBlock className="h-9 w-24" />
        </div>
      </div>
      <ContentShapes />
    </div>
  );
}

function ContentShapes() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <SkeletonBlock className="h-8 w-64" />
      <SkeletonBlock className="h-4 w-full max-w-xl" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonBlock key={index} className="h-40 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
