// A listing's facts (days, topics, city, time ranges) are stored in English, as the server and
// the filters use them; these show them in the reader's language.
import type { I18n } from '@lingui/core';
import { dateTimeFormat, formatTime } from '../../../shared/intl-format';
import { isLocale, INTL_LOCALES, type Locale } from '../../../shared/locales';
import { RANGE_DASH } from '../../../shared/slots';
import { replaceClockTimes } from '../../../shared/time';
import { sharedText } from '../../i18n/shared-text';

export function shownLocale(i18n: I18n): Locale {
  return isLocale(i18n.locale) ? i18n.locale : 'en';
}

/** Option values (days, topics, cities) through the shared catalogue, joined as a list. */
export function sharedList(i18n: I18n, values: readonly string[]): string {
  return values.map((value) => sharedText(i18n, value)).join(', ');
}

// 2024-01-01 was a Monday: the days of that week give Intl a date for each weekday.
const WEEKDAY_INDEX: Record<string, number> = {
  Monday: 1,
  Tuesday: 2,
  Wednesday: 3,
  Thursday: 4,
  Friday: 5,
  Saturday: 6,
  Sunday: 7,
};

/** "Monday" → "Mon", "सोम" in Hindi: the days line fits a phone's width. */
export function shortDay(day: string, locale: Locale): string {
  const index = WEEKDAY_INDEX[day];
  if (index === undefined) return day.slice(0, 3);
  return dateTimeFormat(INTL_LOCALES[locale], { weekday: 'short' })
    .format(new Date(2024, 0, index))
    .replace(/\.$/, '');
}

/**
 * The clock times of a text, such as a shown time range ("4:00 PM – 6:00 PM", from mergeSlots),
 * in the reader's language: English keeps it as it is, Hindi says each time as Hindi does
 * ("शाम 4:00 – शाम 6:00").
 */
export function timeRangeText(range: string, locale: Locale): string {
  if (locale === 'en') return range;
  return replaceClockTimes(range, (minutes) => formatTime(minutes, locale));
}

/** A clock label as stored ("6:30 PM"): English keeps it, Hindi says "शाम 6:30". */
export const clockText = (label: string, locale: Locale): string => timeRangeText(label, locale);

/** A teaching time's start and end as read: "6:30 PM – 8:00 PM", "शाम 6:30 – रात 8:00". */
export function teachingRangeText(time: { start: string; end: string }, locale: Locale): string {
  return timeRangeText(`${time.start}${RANGE_DASH}${time.end}`, locale);
}

/** "Wed 6:30 PM – 8:00 PM; Sat 11:00 AM – 1:00 PM": a listing's times, one per day and start. */
export function teachingTimesLine(
  times: readonly { day: string; start: string; end: string }[],
  locale: Locale,
): string {
  return times
    .map((time) => `${shortDay(time.day, locale)} ${teachingRangeText(time, locale)}`)
    .join('; ');
}
