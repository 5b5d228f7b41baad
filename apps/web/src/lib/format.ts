const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

/** A date as Indian readers write it, e.g. "5 Mar 2026". */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};
