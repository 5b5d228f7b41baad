const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** A date as Indian readers write it, e.g. "5 Mar 2026". */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

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
