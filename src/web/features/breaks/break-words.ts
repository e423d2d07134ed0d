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
