// How the impact page writes its numbers: shares as whole percents, medians to one decimal place,
// a cohort's month as the reader's language names it. Pure, so tested without a browser.
import { dateTimeFormat, formatNumber } from '../../../shared/intl-format';
import { INTL_LOCALES, type Locale } from '../../../shared/locales';
import { INDIA_TIME_ZONE, instantInIndia } from '../../../shared/time';

/** 0.714… → 71: the share as a whole percent (half up). */
export const percentOf = (share: number) => Math.round(share * 100);

export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The number of a percent in the reader's digits, without its sign (the catalogue adds it). */
export const percentNumber = (share: number, locale: Locale) =>
  formatNumber(percentOf(share), locale);

/** 'YYYY-MM' → "Nov 2026" (or the Hindi month); `short` → "Nov 26" for a chart's axis. */
export function monthName(month: string, locale: Locale, short = false): string {
  const middle = instantInIndia(`${month}-15`, 12 * 60) ?? new Date(Number.NaN);
  return dateTimeFormat(INTL_LOCALES[locale], {
    month: 'short',
    year: short ? '2-digit' : 'numeric',
    timeZone: INDIA_TIME_ZONE,
  }).format(middle);
}
