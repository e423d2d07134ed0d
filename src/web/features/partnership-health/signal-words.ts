// Why a partnership is at risk, in words: each signal of the last 4 weeks that counted
// (src/shared/partnership-health.ts).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { HealthSignals, HealthState } from '../../../shared/partnership-health';

export function signalTexts(i18n: I18n, s: HealthSignals): string[] {
  // Each signal's words with its count; only the signals that counted are said.
  const counted: [number, MessageDescriptor][] = [
    [
      s.cancelled,
      msg({
        message: plural(s.cancelled, {
          one: '# session cancelled',
          other: '# sessions cancelled',
        }),
      }),
    ],
    [
      s.noShows,
      msg({
        message: plural(s.noShows, { one: '# session not held', other: '# sessions not held' }),
      }),
    ],
    [
      s.unconfirmed,
      msg({
        message: plural(s.unconfirmed, {
          one: '# session the volunteer did not confirm',
          other: '# sessions the volunteer did not confirm',
        }),
      }),
    ],
    [
      s.unmarked,
      msg({
        message: plural(s.unmarked, {
          one: '# session without attendance marked',
          other: '# sessions without attendance marked',
        }),
      }),
    ],
  ];
  return counted.filter(([count]) => count > 0).map(([, text]) => i18n._(text));
}

export function stateText(i18n: I18n, state: HealthState): string {
  if (state === 'lapsing') return i18n._(msg`Lapsing`);
  if (state === 'at_risk') return i18n._(msg`At risk`);
  return i18n._(msg`Healthy`);
}
