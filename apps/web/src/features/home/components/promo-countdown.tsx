import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANDING } from '@vidya/contract';
import { Clock } from 'lucide-react';
import { toTotalSeconds } from '../countdown';
import { useCountdown } from '../use-countdown';

const PROMO_START_SECONDS = toTotalSeconds(LANDING.countdownStart);

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The introductory-price countdown (spec §4, §9). It is a timer, not a live region: a screen
 * reader reads it when the visitor reaches it, and is never interrupted by the ticking.
 */
export function PromoCountdown() {
  const { t } = useLingui();
  const { days, hours, minutes, seconds, isOver } = useCountdown(PROMO_START_SECONDS);
  if (isOver) {
    return (
      <p className="text-center font-semibold text-slate-900">
        <Trans>The introductory offer has ended.</Trans>
      </p>
    );
  }
  // The unit's word only (the figure is shown above it), in the plural form the figure takes.
  const units = [
    { unit: 'day', value: days, label: t`${plural(days, { one: 'day', other: 'days' })}` },
    { unit: 'hour', value: hours, label: t`${plural(hours, { one: 'hour', other: 'hours' })}` },
    { unit: 'minute', value: minutes, label: t`${plural(minutes, { one: 'minute', other: 'minutes' })}` },
    { unit: 'second', value: seconds, label: t`${plural(seconds, { one: 'second', other: 'seconds' })}` },
  ];
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
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
