// Dates and texts the course page and the dashboard's card say the same way: India's dates, in
// the reader's language, and the server's bilingual question texts in the language shown.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatDateTime } from '../../../shared/intl-format';
import { isLocale, type Locale } from '../../../shared/locales';
import type { BilingualText } from '../../../shared/safeguarding-course';

const localeOf = (i18n: I18n): Locale => (isLocale(i18n.locale) ? i18n.locale : 'en');

/** A server text in the language shown. */
export const inLanguage = (i18n: I18n, text: BilingualText) => text[localeOf(i18n)];

/** "27 November 2028": the day a pass ends, on India's calendar. */
export const courseDate = (i18n: I18n, iso: string) =>
  formatDate(new Date(iso), localeOf(i18n), 'long');

/** "28 November 2026, 2:05 PM": when the quiz opens again, India's time. */
export const courseDateTime = (i18n: I18n, iso: string) =>
  formatDateTime(iso, localeOf(i18n), 'long');

/** The line a pass shows on the course page and the dashboard. */
export function passedUntil(i18n: I18n, validUntil: string) {
  const date = courseDate(i18n, validUntil);
  return i18n._(msg`Safeguarding course passed, valid until ${date}`);
}

/** The line a failed quiz shows until it can be taken again. */
export function retakeAfterText(i18n: I18n, retakeAfter: string) {
  const when = courseDateTime(i18n, retakeAfter);
  return i18n._(msg`You can take the quiz again after ${when} (India time).`);
}
