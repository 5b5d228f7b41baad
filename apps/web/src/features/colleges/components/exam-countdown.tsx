import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatNumber } from '../../../lib/format';

const SECOND = 1000;

/** Days, hours, minutes and seconds from now until `until` (none below zero). */
function remaining(until: number, now: number) {
  const total = Math.max(0, Math.floor((until - now) / SECOND));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The time left until an exam starts, ticking each second. Only this component re-renders on each
 * tick; a screen reader reads it when it reaches it (a timer is not announced as it changes).
 */
export function ExamCountdown({ startsAt }: { startsAt: string }) {
  const { t } = useLingui();
  const until = new Date(startsAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = remaining(until, now);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, SECOND);
    return () => window.clearInterval(timer);
  }, [until]);

  if (left.total === 0)
    return (
      <p className="font-semibold text-emerald-800">
        <Trans>The exam has started.</Trans>
      </p>
    );
  const units = [
    { id: 'days', value: left.days, label: t`${plural(left.days, { one: 'day', other: 'days' })}` },
    { id: 'hours', value: left.hours, label: t`${plural(left.hours, { one: 'hour', other: 'hours' })}` },
    {
      id: 'minutes',
      value: left.minutes,
      label: t`${plural(left.minutes, { one: 'minute', other: 'minutes' })}`,
    },
    {
      id: 'seconds',
      value: left.seconds,
      label: t`${plural(left.seconds, { one: 'second', other: 'seconds' })}`,
    },
  ];
  return (
    <div role="timer" aria-label={t`Time until the exam starts`} className="flex flex-wrap gap-3">
      {units.map((unit) => (
        <span
          key={unit.id}
          className="flex min-w-16 flex-col items-center rounded-xl bg-indigo-50 px-3 py-2 text-indigo-900"
        >
          <span className="text-2xl font-bold tabular-nums">{formatNumber(unit.value)}</span>
          <span className="text-sm">{unit.label}</span>
        </span>
      ))}
    </div>
  );
}
