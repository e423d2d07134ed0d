// Numbers, dates and times in the reader's language, through Intl with en-IN and hi-IN: Indian
// digit grouping (12,34,567) and times as Hindi writes them ("सुबह 11:00").
import { INTL_LOCALES, type Locale } from './locales';

/** Setu's clock: dates and times of instants are India's, wherever the reader's device is. */
export const TIME_ZONE = 'Asia/Kolkata';

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
  return dateTimeFormat(INTL_LOCALES[locale], { dateStyle: style, timeZone: TIME_ZONE }).format(
    value,
  );
}

/** India's calendar date of an instant, as YYYY-MM-DD (for file names and keys, not for reading). */
export function indiaIsoDate(value: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { dateStyle: 'short', timeZone: TIME_ZONE }).format(value);
}

/** A clock time: an instant (shown in India's time), or "HH:MM" (24-hour, as slots store it). */
export type ClockTime = Date | string;

/** The instant to format and the zone that shows it: a stored "HH:MM" is that time in UTC. */
function toZoned(value: ClockTime): { date: Date; timeZone: string } {
  if (value instanceof Date) return { date: value, timeZone: TIME_ZONE };
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`Not a time of day: ${value}`);
  return {
    date: new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))),
    timeZone: 'UTC',
  };
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
 * "11:00 AM" in English, "सुबह 11:00" in Hindi. English writes AM and PM in capitals, as the
 * stored times and the spec's ranges do ("6:30 PM - 8:00 PM", clock.ts), so a screen showing
 * both has one style (en-IN's own pattern says "11:00 am"). hi-IN's default pattern says
 * "11:00 am"; its dayPeriod form is the Hindi one. Where Intl lacks Hindi data (a Node or
 * browser built with small ICU), the same text is put together from Intl's hour and minute.
 */
export function formatTime(value: ClockTime, locale: Locale): string {
  const { date, timeZone } = toZoned(value);
  if (locale === 'en') {
    return dateTimeFormat(INTL_LOCALES.en, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    })
      .format(date)
      .replace(/\s+/g, ' ')
      .toUpperCase();
  }
  const hindi = dateTimeFormat(INTL_LOCALES.hi, {
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone,
  }).format(date);
  return /[\u0900-\u097F]/.test(hindi)
    ? hindi.replace(/\s+/g, ' ')
    : composeHindiTime(date, timeZone);
}

/** "सुबह 11:00" from the hour and minute alone (formatTime's way when Intl lacks Hindi). */
export function composeHindiTime(date: Date, timeZone = TIME_ZONE): string {
  const parts = dateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  return `${hindiDayPeriod(hour)} ${hour % 12 || 12}:${minute}`;
}
