import { MESSAGES } from '../../../shared/messages';

const NUMBER = new Intl.NumberFormat('en-IN');

/**
 * What the results' live region says: "52 NGOs" when every match is on the page, "Showing 100 of
 * 240 NGOs" while "Load more" has more, "Showing 100 of 1,000+ NGOs" past the count cap
 * (docs/decisions/0011-matching-count-cap.md), and the spec's text when nothing matches.
 */
export function resultCountText({
  shown,
  total,
  totalCapped,
}: {
  shown: number;
  total: number;
  totalCapped: boolean;
}): string {
  if (total === 0 && shown === 0) return MESSAGES.noMatches;
  const all = `${NUMBER.format(total)}${totalCapped ? '+' : ''}`;
  const noun = total === 1 && !totalCapped ? 'NGO' : 'NGOs';
  if (shown >= total && !totalCapped) return `${all} ${noun}`;
  return `Showing ${NUMBER.format(shown)} of ${all} ${noun}`;
}
