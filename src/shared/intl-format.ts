// Numbers, dates and times in the reader's language, through Intl with en-IN and hi-IN: Indian
// digit grouping (12,34,567) and times as Hindi writes them ("सुबह 11:00").
// Dates and times of instants are India's, wherever the reader's device is (time.ts).
import { INTL_LOCALES, type Locale } from './locales';
import { clock24Minutes, clockLabel, INDIA_TIME_ZONE, wallClockInIndia } from './time';

// An Intl formatter costs far more to make than to use (milliseconds each on a slow phone, and a
// page of listings formats hundreds of times): each one is made once per locale and options.
const formatters = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}) =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(INTL_LOCALES[locale]).format(value);
}

export function formatDate(
  value: Date,
  locale: Locale,
  style: 'long' | 'medium' | 'short' = 'long',
): string {
  return dateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: style,
    timeZone: INDIA_TIME_ZONE,
  }).format(value);
}

/**
 * A clock time: an instant (shown in India's time), minutes since midnight, or "HH:MM" (24-hour,
 * time.ts's clock24).
 */
export type ClockTime = Date | number | string;

/** The time of day to show, in minutes since midnight: an instant's in India, the others as given. */
function minutesOfDay(value: ClockTime): number {
  if (value instanceof Date) return wallClockInIndia(value).minutes;
  const minutes = typeof value === 'number' ? value : clock24Minutes(value);
  if (minutes === null) throw new RangeError(`Not a time of day: ${value}`);
  return minutes;
}

/**
 * The part of the day Hindi puts before a time, by CLDR's hours for hi: सुबह 4–12, दोपहर 12–16,
 * शाम 16–20, रात 20–4.
 */
export function hindiDayPeriod(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 20) return 'शाम';
  return 'रात';
}

/**
 * "11:00 AM" in English, "सुबह 11:00" in Hindi. English is the clock text Setu stores and the
 * spec's ranges use ("6:30 PM - 8:00 PM", time.ts's clockLabel), so a screen showing both has one
 * style (en-IN's own pattern says "11:00 am"). hi-IN's default pattern says "11:00 am"; its
 * dayPeriod form is the Hindi one. Where Intl lacks Hindi data (a Node or browser built with
 * small ICU), the same text is put together from the hour and minute.
 */
export function formatTime(value: ClockTime, locale: Locale): string {
  const minutes = minutesOfDay(value);
  if (locale === 'en') return clockLabel(minutes);
  // That time of day on any date, read in UTC: Intl only says the hour and minute in Hindi.
  const hindi = dateTimeFormat(INTL_LOCALES.hi, {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));
  return /[\u0900-\u097F]/.test(hindi) ? hindi.replace(/\s+/g, ' ') : hindiClock(minutes);
}

/** "सुबह 11:00" from the hour and minute alone (formatTime's way when Intl lacks Hindi). */
export function composeHindiTime(value: ClockTime): string {
  return hindiClock(minutesOfDay(value));
}

function hindiClock(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hindiDayPeriod(hour)} ${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * "23 Nov 2026, 4:30 PM" / "23 नव॰ 2026, शाम 4:30": an instant's date and time in India, as every
 * screen and email that names a moment writes it. An ISO text is read as the instant it names.
 */
export function formatDateTime(
  value: Date | string,
  locale: Locale,
  style: 'long' | 'medium' | 'short' = 'medium',
): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(instant, locale, style)}, ${formatTime(instant, locale)}`;
}
