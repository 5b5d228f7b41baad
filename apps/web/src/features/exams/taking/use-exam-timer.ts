import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { i18n } from '../../../lib/i18n/i18n';

export type TimeBand = 'plenty' | 'fiveMinutes' | 'oneMinute' | 'over';

const FIVE_MINUTES = 5 * 60;
const ONE_MINUTE = 60;

type WarningBand = Exclude<TimeBand, 'plenty'>;

const fiveMinutes = FIVE_MINUTES / 60;
const oneMinute = ONE_MINUTE / 60;

/** What the live region says as each threshold is crossed. */
const TIME_WARNING_MESSAGES: Record<WarningBand, MessageDescriptor> = {
  fiveMinutes: msg`${plural(fiveMinutes, {
    one: '# minute left. Check your answers.',
    other: '# minutes left. Check your answers.',
  })}`,
  oneMinute: msg`${plural(oneMinute, {
    one: '# minute left. Your answers will be submitted automatically when time is up.',
    other: '# minutes left. Your answers will be submitted automatically when time is up.',
  })}`,
  over: msg`Time is up. Your answers are being submitted.`,
};

/** The warnings as texts in the active language, read when they are asked for. */
export const TIME_WARNINGS: Readonly<Record<WarningBand, string>> = {
  get fiveMinutes() {
    return i18n._(TIME_WARNING_MESSAGES.fiveMinutes);
  },
  get oneMinute() {
    return i18n._(TIME_WARNING_MESSAGES.oneMinute);
  },
  get over() {
    return i18n._(TIME_WARNING_MESSAGES.over);
  },
};

export const getTimeBand = (secondsLeft: number): TimeBand =>
  secondsLeft <= 0
    ? 'over'
    : secondsLeft <= ONE_MINUTE
      ? 'oneMinute'
      : secondsLeft <= FIVE_MINUTES
        ? 'fiveMinutes'
        : 'plenty';

/**
 * Seconds left until the server's deadline. The browser's clock may be wrong, so the time is
 * counted on the server's: `server_now` said what its clock read when the reply arrived.
 */
export function useExamTimer({
  deadline,
  serverNow,
  receivedAt,
}: {
  deadline: string;
  serverNow: string;
  receivedAt: number;
}) {
  const offsetMs = Date.parse(serverNow) - receivedAt;
  const deadlineMs = Date.parse(deadline);
  const readSecondsLeft = () => Math.max(0, (deadlineMs - (Date.now() + offsetMs)) / 1000);
  const [secondsLeft, setSecondsLeft] = useState(readSecondsLeft);
  // The warning follows the language: a switch mid-exam re-renders it in the new one.
  const { i18n: active } = useLingui();

  useEffect(() => {
    const tick = () => setSecondsLeft(Math.max(0, (deadlineMs - (Date.now() + offsetMs)) / 1000));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs, offsetMs]);

  const band = getTimeBand(secondsLeft);

  // The text changes only as a threshold is crossed (or the language changes), so the live region
  // speaks then and only then.
  const announcement = band === 'plenty' ? '' : active._(TIME_WARNING_MESSAGES[band]);

  return { secondsLeft, band, announcement };
}
