import { EXAM_TIME_ZONE } from '@vidya/contract';
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** A date as Indian readers write it, e.g. "5 Mar 2026". */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: EXAM_TIME_ZONE,
});

/**
 * A moment as Indian readers write it, in India Standard Time (the platform's one clock, which
 * college exams are scheduled in): "5 Mar 2026, 10:00 am IST".
 */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat.format(date)} IST`;
};

/** When an exam (or anything with a window) can be taken, in words, for every role alike. */
export function describeWindow(window: {
  start_time: string | null;
  end_time: string | null;
  exam_date?: string | null;
}): string {
  const { start_time: start, end_time: end } = window;
  if (start !== null && end !== null) return `${formatDateTime(start)} – ${formatDateTime(end)}`;
  if (start !== null) return `From ${formatDateTime(start)}`;
  if (end !== null) return `Until ${formatDateTime(end)}`;
  if (window.exam_date != null) return `On ${formatDate(window.exam_date)}`;
  return 'Any time';
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/**
 * An amount in rupees with Indian digit grouping: 1499.0 → "₹1,499", 150000 → "₹1,50,000",
 * 99.5 → "₹99.50". Paise show only when there are some.
 */
export const formatRupees = (amount: number): string =>
  Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);

/** A URL-friendly form of a title: "Python for Data Science" → "python-for-data-science". */
export const toSlug = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A short wait as minutes and seconds: 75 → "1:15", 9 → "0:09". */
export const formatMinutesSeconds = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
