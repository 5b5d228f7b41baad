import { t } from '@lingui/core/macro';
import { EXAM_TIME_ZONE } from '@vidya/contract';
import { activeIntlLocale } from './i18n/i18n';

/**
 * Dates, times and amounts in the active language's way of writing them (`en-IN` or `hi-IN`):
 * each formatter is made once per language and kept.
 */
const formatterFor = <F>(make: (locale: string) => F) => {
  const made = new Map<string, F>();
  return (): F => {
    const locale = activeIntlLocale();
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
};

const dateFormat = formatterFor((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));

/** A date as Indian readers write it, e.g. "5 Mar 2026". */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
};

const dateTimeFormat = formatterFor(
  (locale) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: EXAM_TIME_ZONE }),
);

/**
 * A moment as Indian readers write it, in India Standard Time (the platform's one clock, which
 * college exams are scheduled in): "5 Mar 2026, 10:00 am IST".
 */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat().format(date)} IST`;
};

/** When an exam (or anything with a window) can be taken, in words, for every role alike. */
export function describeWindow(window: {
  start_time: string | null;
  end_time: string | null;
  exam_date?: string | null;
}): string {
  const { start_time: start, end_time: end } = window;
  if (start !== null && end !== null) return `${formatDateTime(start)} – ${formatDateTime(end)}`;
  if (start !== null) {
    const opens = formatDateTime(start);
    return t`From ${opens}`;
  }
  if (end !== null) {
    const closes = formatDateTime(end);
    return t`Until ${closes}`;
  }
  if (window.exam_date != null) {
    const day = formatDate(window.exam_date);
    return t`On ${day}`;
  }
  return t`Any time`;
}

const wholeRupees = formatterFor(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const rupeesAndPaise = formatterFor(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
);

/**
 * An amount in rupees with Indian digit grouping: 1499.0 → "₹1,499", 150000 → "₹1,50,000",
 * 99.5 → "₹99.50". Paise show only when there are some.
 */
export const formatRupees = (amount: number): string =>
  Number.isInteger(amount) ? wholeRupees().format(amount) : rupeesAndPaise().format(amount);

/** A number with Indian digit grouping in the active language: 150000 → "1,50,000". */
export const formatNumber = (value: number): string => numberFormat().format(value);
const numberFormat = formatterFor((locale) => new Intl.NumberFormat(locale));

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
