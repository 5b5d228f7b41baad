import { activeIntlLocale } from '../../lib/i18n/i18n';
import { formatNumber } from '../../lib/format';

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A `YYYY-MM` month as the active language writes it, e.g. "Mar 2026"; the text itself if it is not one. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (match === null) return month;
  const locale = activeIntlLocale();
  let format = monthFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** A figure, or a dash while it is not there. */
export const formatFigure = (value: number | undefined): string =>
  value === undefined ? '—' : formatNumber(value);
