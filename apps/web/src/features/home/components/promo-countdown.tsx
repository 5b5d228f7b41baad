import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import type { usePromotion } from '../use-promotion';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The introductory-price countdown (spec §4, §9) to the stored promotion's end, the same moment
 * for every visitor (decision 027); nothing once the promotion has ended. It is a timer, not a
 * live region: a screen reader reads it when the visitor reaches it, and is never interrupted by
 * the ticking.
 */
export function PromoCountdown({ promotion }: { promotion: ReturnType<typeof usePromotion> }) {
  const { t } = useLingui();
  if (promotion.status !== 'running') return null;
  const { days, hours, minutes, seconds, discountPercent } = promotion;
  // The unit's word only (the figure is shown above it), in the plural form the figure takes.
  const units = [
    { unit: 'day', value: days, label: t`${plural(days, { one: 'day', other: 'days' })}` },
    { unit: 'hour', value: hours, label: t`${plural(hours, { one: 'hour', other: 'hours' })}` },
    { unit: 'minute', value: minutes, label: t`${plural(minutes, { one: 'minute', other: 'minutes' })}` },
    { unit: 'second', value: seconds, label: t`${plural(seconds, { one: 'second', other: 'seconds' })}` },
  ];
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <p className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
        <Trans>Up to {discountPercent}% off</Trans>
      </p>
      <p id="promo-countdown-label" className="flex items-center gap-2 font-semibold text-slate-900">
        <Clock aria-hidden="true" className="h-5 w-5 text-indigo-700" />
        <Trans>Introductory prices end in</Trans>
      </p>
      <div role="timer" aria-live="off" aria-labelledby="promo-countdown-label" className="flex gap-2">
        {units.map(({ unit, value, label }) => (
          <span
            key={unit}
            className="flex min-w-16 flex-col items-center rounded-lg bg-indigo-700 px-2 py-1.5 text-white"
          >
            <span className="font-mono text-xl font-bold tabular-nums">{twoDigits(value)}</span>
            <span className="text-xs text-indigo-100">{label}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
