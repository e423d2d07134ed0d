import { useLingui } from '@lingui/react/macro';
import {
  LISTING_CHECK_WORDS,
  LISTING_CHECKS_INTRO,
  NGO_OPTIONAL_CHECKS,
} from '../../../shared/vetting';
import { sharedText } from '../../i18n/shared-text';

/**
 * The checks a listing's NGO adds to Setu's minimum, on its card, so a volunteer knows before
 * connecting (docs/decisions/0037-vetting-checks.md). Nothing when it adds none.
 */
export function ListingChecks({ checks }: { checks: readonly string[] }) {
  const { i18n } = useLingui();
  const named = NGO_OPTIONAL_CHECKS.filter((kind) => checks.includes(kind));
  if (named.length === 0) return null;
  const words = named.map((kind) => sharedText(i18n, LISTING_CHECK_WORDS[kind])).join(', ');
  return (
    <p className="break-words text-sm text-gray-700" data-testid="listing-checks">
      {sharedText(i18n, LISTING_CHECKS_INTRO)} {words}
    </p>
  );
}
