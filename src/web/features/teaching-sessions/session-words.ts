// How a session's date and time read: "Saturday 28 Nov, 11:00 AM – 12:00 PM" in English,
// "शनिवार 28 नव॰, सुबह 11:00 – दोपहर 12:00" in Hindi, always in India's time.
import { dateTimeFormat, formatTime } from '../../../shared/intl-format';
import { INTL_LOCALES, type Locale } from '../../../shared/locales';
import { clock24, INDIA_TIME_ZONE, indiaIsoDate, wallClockInIndia } from '../../../shared/time';

export function sessionDay(iso: string, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(iso));
}

export function sessionWhen(startsAt: string, endsAt: string, locale: Locale): string {
  return `${sessionDay(startsAt, locale)}, ${formatTime(new Date(startsAt), locale)} – ${formatTime(new Date(endsAt), locale)}`;
}

/** India's calendar date of an instant, YYYY-MM-DD (what a move sends). */
export const indiaDate = (iso: string) => indiaIsoDate(new Date(iso));

/** India's clock time of an instant, HH:MM on 24 hours (what a move sends). */
export const indiaTime = (iso: string) => clock24(wallClockInIndia(new Date(iso)).minutes);

/** "2026-11" → "Nov 2026" / "नव॰ 2026". */
export function monthLabel(month: string, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALES[locale], {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
