// Why a partnership is at risk, in words: each signal of the last 4 weeks that counted
// (src/shared/partnership-health.ts).
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { HealthSignals, HealthState } from '../../../shared/partnership-health';

export function signalTexts(i18n: I18n, s: HealthSignals): string[] {
  const out: string[] = [];
  if (s.cancelled > 0) {
    out.push(
      i18n._(
        msg({
          message: plural(s.cancelled, {
            one: '# session cancelled',
            other: '# sessions cancelled',
          }),
        }),
      ),
    );
  }
  if (s.noShows > 0) {
    out.push(
      i18n._(
        msg({
          message: plural(s.noShows, { one: '# session not held', other: '# sessions not held' }),
        }),
      ),
    );
  }
  if (s.unconfirmed > 0) {
    out.push(
      i18n._(
        msg({
          message: plural(s.unconfirmed, {
            one: '# session the volunteer did not confirm',
            other: '# sessions the volunteer did not confirm',
          }),
        }),
      ),
    );
  }
  if (s.unmarked > 0) {
    out.push(
      i18n._(
        msg({
          message: plural(s.unmarked, {
            one: '# session without attendance marked',
            other: '# sessions without attendance marked',
          }),
        }),
      ),
    );
  }
  return out;
}

export function stateText(i18n: I18n, state: HealthState): string {
  if (state === 'lapsing') return i18n._(msg`Lapsing`);
  if (state === 'at_risk') return i18n._(msg`At risk`);
  return i18n._(msg`Healthy`);
}
