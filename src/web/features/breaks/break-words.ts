// What the card says once a break is saved: how many sessions it cancelled.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

export function takenText(i18n: I18n, cancelled: number): string {
  return i18n._(
    msg({
      message: plural(cancelled, {
        0: 'Your break is saved. No session was planned in those weeks.',
        one: 'Your break is saved. # session was cancelled, and the NGO will get an email.',
        other: 'Your break is saved. # sessions were cancelled, and the NGO will get an email.',
      }),
    }),
  );
}

/** What the class page says once the class is paused. */
export function pausedText(i18n: I18n, cancelled: number): string {
  return i18n._(
    msg({
      message: plural(cancelled, {
        0: 'The class is paused. No session was planned in those weeks.',
        one: 'The class is paused. # session was cancelled, and its volunteer will get an email.',
        other:
          'The class is paused. # sessions were cancelled, and their volunteers will get an email.',
      }),
    }),
  );
}
