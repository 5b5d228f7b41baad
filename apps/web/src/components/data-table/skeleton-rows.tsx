import { useLingui } from '@lingui/react/macro';
import { APP_TEXTS } from '@vidya/contract';
import { useFixedText } from '../../lib/i18n/fixed-texts';
import { SkeletonBlock } from '../ui/skeleton-block';

/** Grey rows in place of a list or table while it loads, announced once as loading. */
export function SkeletonRows({ rows = 5, label }: { rows?: number; label?: string }) {
  const { t } = useLingui();
  const fixed = useFixedText();
  return (
    <div role="status" aria-busy="true" aria-label={label ?? t`Loading`} className="space-y-3">
      <span className="sr-only">{fixed(APP_TEXTS.spinnerDefault)}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex items-center gap-4 rounded-xl border border-slate-200 p-4">
          <div className="flex-1 space-y-2">
            <SkeletonBlock className="h-4 w-1/2" />
            <SkeletonBlock className="h-3 w-1/3" />
          </div>
          <SkeletonBlock className="h-9 w-24" />
        </div>
      ))}
    </div>
  );
}
