import { useEffect, useState } from 'react';

export type TimeBand = 'plenty' | 'fiveMinutes' | 'oneMinute' | 'over';

const FIVE_MINUTES = 5 * 60;
const ONE_MINUTE = 60;

export const TIME_WARNINGS: Record<Exclude<TimeBand, 'plenty'>, string> = {
  fiveMinutes: '5 minutes left. Check your answers.',
  oneMinute: '1 minute left. Your answers will be submitted automatically when time is up.',
  over: 'Time is up. Your answers are being submitted.',
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

  useEffect(() => {
    const tick = () => setSecondsLeft(Math.max(0, (deadlineMs - (Date.now() + offsetMs)) / 1000));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadlineMs, offsetMs]);

  const band = getTimeBand(secondsLeft);

  // The text changes only as a threshold is crossed, so the live region speaks then and only then.
  const announcement = band === 'plenty' ? '' : TIME_WARNINGS[band];

  return { secondsLeft, band, announcement };
}
