import { EXAM_TIME_ZONE } from '@vidya/contract';

const indiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: EXAM_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The HH:MM an instant shows in India, for a college exam's time fields. */
export function toIndiaClock(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : indiaClock.format(date);
}
