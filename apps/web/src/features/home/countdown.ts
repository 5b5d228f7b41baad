export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const toTotalSeconds = ({ days, hours, minutes, seconds }: CountdownParts): number =>
  days * DAY + hours * HOUR + minutes * MINUTE + seconds;

/** Whole seconds split into days, hours, minutes and seconds; negatives count as zero. */
export function splitSeconds(totalSeconds: number): CountdownParts {
  let rest = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(rest / DAY);
  rest -= days * DAY;
  const hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  const minutes = Math.floor(rest / MINUTE);
  return { days, hours, minutes, seconds: rest - minutes * MINUTE };
}

/**
 * Seconds left of a countdown that started at `startSeconds`, `elapsedMs` ago. It drops by one
 * each whole second that passes and never goes below zero.
 */
export const getSecondsLeft = (startSeconds: number, elapsedMs: number): number =>
  Math.max(0, startSeconds - Math.floor(Math.max(0, elapsedMs) / 1000));

/**
 * The promotion's end on this device's clock: the server said how long was left when it answered
 * (`ends_at` - `server_time`), and that answer arrived at `receivedAtMs` here. A device whose clock
 * is wrong still counts down to the moment every other visitor sees (decision 027).
 */
export const localDeadline = (
  promotion: { ends_at: string; server_time: string },
  receivedAtMs: number,
): number => receivedAtMs + (Date.parse(promotion.ends_at) - Date.parse(promotion.server_time));

/** Whole seconds from `nowMs` to `deadlineMs`; zero once it has passed. */
export const secondsUntil = (deadlineMs: number, nowMs: number): number =>
  Math.max(0, Math.floor((deadlineMs - nowMs) / 1000));
