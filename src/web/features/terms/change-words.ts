// How the card says a date range and what a change did or would do to the sessions.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { instantInIndia } from '../../../shared/time';

/** "8 Nov 2026", or "8 Nov 2026 – 10 Nov 2026" for a range. */
export function rangeText(startsOn: string, endsOn: string, locale: Locale): string {
  const day = (date: string) => formatDate(instantInIndia(date)!, locale, 'medium');
  return startsOn === endsOn ? day(startsOn) : `${day(startsOn)} – ${day(endsOn)}`;
}

/** What a saved change did: the sessions it cancelled and restored, or that it touched none. */
export function doneText(i18n: I18n, cancelled: number, restored: number): string {
  const parts = [];
  if (cancelled > 0) {
    parts.push(
      i18n._(
        msg({
          message: plural(cancelled, {
            one: '# session was cancelled, and its volunteer will get an email.',
            other: '# sessions were cancelled, and their volunteers will get an email.',
          }),
        }),
      ),
    );
  }
  if (restored > 0) {
    parts.push(
      i18n._(
        msg({
          message: plural(restored, {
            one: '# session is back on, and its volunteer will get an email.',
            other: '# sessions are back on, and their volunteers will get an email.',
          }),
        }),
      ),
    );
  }
  if (parts.length === 0) parts.push(i18n._(msg`No session was changed.`));
  return [i18n._(msg`Saved.`), ...parts].join(' ');
}

/** The confirmation before a change that cancels sessions. */
export function confirmText(i18n: I18n, cancelled: number, restored: number): string {
  const parts = [
    i18n._(
      msg({
        message: plural(cancelled, {
          one: 'This cancels # session that is already planned. Its volunteer will get an email.',
          other:
            'This cancels # sessions that are already planned. Their volunteers will get an email.',
        }),
      }),
    ),
  ];
  if (restored > 0) {
    parts.push(
      i18n._(
        msg({
          message: plural(restored, {
            one: '# cancelled session will be back on.',
            other: '# cancelled sessions will be back on.',
          }),
        }),
      ),
    );
  }
  return parts.join(' ');
}
