import { EXAM_TIME_ZONE_OFFSET, VALIDATION_MESSAGES } from '@vidya/contract';
import { fieldRefusal } from '../../../lib/app-error.ts';

const OFFSET_MINUTES = 5 * 60 + 30;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A college schedule field (`exam_date` + HH:MM, India Standard Time) as an instant. */
export const atIndianTime = (date: string, clock: string) =>
  new Date(`${date}T${clock}:00${EXAM_TIME_ZONE_OFFSET}`);

/** The scheduled day of a window start, in India Standard Time (YYYY-MM-DD). */
export const indianDateOf = (instant: Date) =>
  new Date(instant.getTime() + OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** The HH:MM of an instant in India Standard Time. */
export const indianClockOf = (instant: Date) =>
  new Date(instant.getTime() + OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);

export type Window = { windowStart: Date | null; windowEnd: Date | null };

/**
 * The window of a college exam: it opens at `start_time` on `exam_date` and closes at `end_time`
 * that day (or, without one, when the exam's duration has run out).
 */
export function collegeWindow(schedule: {
  exam_date?: string | undefined;
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
  durationMinutes: number;
}): { windowStart: Date; windowEnd: Date } {
  const { exam_date: date, start_time: start, end_time: end } = schedule;
  if (!date || !start)
    throw fieldRefusal('schedule_required', 'exam_date', VALIDATION_MESSAGES.scheduleRequired);
  if (!CLOCK.test(start))
    throw fieldRefusal('schedule_time_format', 'start_time', 'Use a time like 09:30.', { example: '09:30' });
  if (end && !CLOCK.test(end))
    throw fieldRefusal('schedule_time_format', 'end_time', 'Use a time like 11:00.', { example: '11:00' });
  const windowStart = atIndianTime(date, start);
  if (Number.isNaN(windowStart.getTime()))
    throw fieldRefusal('schedule_date_invalid', 'exam_date', 'Enter a real date.');
  const windowEnd = end
    ? atIndianTime(date, end)
    : new Date(windowStart.getTime() + schedule.durationMinutes * 60_000);
  if (windowEnd <= windowStart)
    throw fieldRefusal('schedule_end_before_start', 'end_time', 'The end time must be after the start time.');
  return { windowStart, windowEnd };
}

/** The window of a platform exam: optional ISO bounds (empty ones are left out, spec §5). */
export function platformWindow(bounds: {
  start_time?: string | null | undefined;
  end_time?: string | null | undefined;
}): Window {
  const parse = (field: 'start_time' | 'end_time') => {
    const value = bounds[field];
    if (!value) return null;
    const instant = new Date(value);
    if (CLOCK.test(value) || Number.isNaN(instant.getTime())) {
      throw fieldRefusal(
        'schedule_datetime_format',
        field,
        'Use a date and time like 2026-12-01T10:00:00+05:30.',
      );
    }
    return instant;
  };
  const windowStart = parse('start_time');
  const windowEnd = parse('end_time');
  if (windowStart && windowEnd && windowEnd <= windowStart) {
    throw fieldRefusal('schedule_end_before_start', 'end_time', 'The end time must be after the start time.');
  }
  return { windowStart, windowEnd };
}
