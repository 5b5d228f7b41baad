import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { ExamStatus } from '@vidya/contract';
import type { BadgeTone } from '../../../components/ui/badge';

/** "90 minutes", "1 minute", in the active language. */
export const formatMinutes = (minutes: number): string =>
  t`${plural(minutes, { one: '# minute', other: '# minutes' })}`;

/** A length of time in words, in the active language: 3725 → "1 h 2 min 5 s", 42 → "42 s". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours > 0 && t`${hours} h`,
    minutes > 0 && t`${minutes} min`,
    (rest > 0 || seconds === 0) && t`${rest} s`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** A clock for the timer: 3725 → "1:02:05", 65 → "01:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

export const EXAM_STATUS_LABELS: Record<ExamStatus, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  open: msg`Open`,
  in_progress: msg`In progress`,
  attempted: msg`Attempted`,
  missed: msg`Missed`,
  closed: msg`Closed`,
};

export const EXAM_STATUS_TONES: Record<ExamStatus, BadgeTone> = {
  upcoming: 'neutral',
  open: 'success',
  in_progress: 'warning',
  attempted: 'success',
  missed: 'danger',
  closed: 'neutral',
};

// The performance bands and percentages are shared with the college's results pages.
export {
  PERFORMANCE_BADGE_LABELS,
  PERFORMANCE_BADGE_TONES,
  formatPercentage,
} from '../../../components/performance-badge';

/**
 * The letter an option is shown with: its place on screen (a, b, c, d), not its key, so an exam
 * whose options are shuffled still reads a to d.
 */
export const getOptionLetter = (position: number): string => 'abcd'[position] ?? String(position + 1);
