import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { MESSAGES } from '../../../shared/messages';
import { formatNumber } from '../../../shared/intl-format';
import { sharedText } from '../../i18n/shared-text';
import { shownLocale } from '../../features/matching-loop/listing-words';

/**
 * What the results' live region says: "52 NGOs" when every match is on the page, "Showing 100 of
 * 240 NGOs" while "Load more" has more, "Showing 100 of 1,000+ NGOs" past the count cap
 * (docs/decisions/0011-matching-count-cap.md), and the spec's text when nothing matches. Numbers
 * in Indian grouping, in the reader's language.
 */
export function resultCountText(
  i18n: I18n,
  {
    shown,
    total,
    totalCapped,
  }: {
    shown: number;
    total: number;
    totalCapped: boolean;
  },
): string {
  if (total === 0 && shown === 0) return sharedText(i18n, MESSAGES.noMatches);
  const locale = shownLocale(i18n);
  const shownCount = formatNumber(shown, locale);
  const totalCount = formatNumber(total, locale);
  if (totalCapped) return i18n._(msg`Showing ${shownCount} of ${totalCount}+ NGOs`);
  if (shown >= total)
    return i18n._(msg({ message: plural(total, { one: '# NGO', other: '# NGOs' }) }));
  return i18n._(
    msg({
      message: plural(total, {
        one: `Showing ${shownCount} of # NGO`,
        other: `Showing ${shownCount} of # NGOs`,
      }),
    }),
  );
}
