// Ranked, explained matches: how well each NGO listing fits a volunteer, both ways. Pure, so the
// server ranks with it and the unit tests pin its order (ranking.test.ts).
import type { ListingMode } from './listing-place';
import { matchesFilter, type MatchCriteria } from './matching';
import { RANGE_DASH } from './slots';
import { slotWithHours, teachingTimesOf, type TeachingTime, type TimeFit } from './teaching-times';
import { availabilityFits, type ExactHours } from './availability';

export interface RankableVolunteer {
  availability: readonly string[];
  /** Exact hours on some days (availability.ts); those days are matched by them. */
  exactHours?: readonly ExactHours[];
  preferredTopics: readonly string[];
  location: string;
  languages: readonly string[];
  ageGroup: string;
}

export interface RankableListing {
  id: number;
  name: string;
  location: string;
  availability: readonly string[];
  topics: readonly string[];
  availabilityTimes: readonly string[];
  /** Day, start and end of each class; empty on listings from before them (teachingTimesOf). */
  teachingTimes?: readonly TeachingTime[] | null;
  /** In person (the default) or online (listing-place.ts). */
  mode?: ListingMode;
  languages: readonly string[];
  ageGroup: string | null;
  volunteersNeeded: number;
  /** Volunteers the NGO already works with (accepted requests). */
  partners?: number;
  /** One of the spec's sample NGOs, with no account behind it. */
  sample?: boolean;
}

export interface RankedMatch<L extends RankableListing = RankableListing> {
  listing: L;
  score: number;
  /** e.g. "Maths in Ranchi · Saturday 11:00 AM – 1:00 PM fits your Saturday Morning · …" */
  reason: string;
  /** The teaching times the volunteer can make wholly. */
  shared: TimeFit[];
  topics: string[];
  stillNeeded: number;
}

/** Points per part of the fit; the total is at most 100. */
export const WEIGHTS = {
  time: 35,
  topic: 20,
  city: 20,
  language: 10,
  ageGroup: 10,
  needed: 5,
} as const;

const norm = (value: string) => value.trim().toLowerCase();

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * How a fit reads, saying what it was measured against: the volunteer's exact hours ("Saturday
 * 11:00 AM – 1:00 PM fits your free hours (9:00 AM – 1:00 PM)", decision 0043), or each slot
 * with what its part means (decision 0024): "Wednesday 12:00 PM – 3:00 PM fits your Wednesday
 * Morning (until 2:00 PM) and Wednesday Evening (from 2:00 PM)".
 */
export function describeFit(fit: TimeFit): string {
  const when = `${fit.time.day} ${fit.time.start}${RANGE_DASH}${fit.time.end}`;
  if (fit.hours) {
    const hours = joinWords(fit.hours.met);
    return !fit.hours.whole
      ? `${when} runs past your free hours (${hours})`
      : `${when} fits your free hours (${hours})`;
  }
  const yours = joinWords(fit.yours.map(slotWithHours));
  return fit.missing.length ? `${when} runs past your ${yours}` : `${when} fits your ${yours}`;
}

/** What matching needs that a volunteer has not given (spec §5 leaves both optional; README → The specification). */
export type MatchingGap = 'availability' | 'languages';

export function matchingGaps(
  volunteer: Pick<RankableVolunteer, 'availability' | 'languages'>,
): MatchingGap[] {
  return (['availability', 'languages'] as const).filter((key) => volunteer[key].length === 0);
}

type Fill = Pick<RankableListing, 'volunteersNeeded' | 'partners'>;

export function stillNeeded(listing: Fill): number {
  return Math.max(0, listing.volunteersNeeded - (listing.partners ?? 0));
}

/** A listing whose accepted partners reach its "volunteers needed" says so, and leaves best matches. */
export function isFull(listing: Fill): boolean {
  return stillNeeded(listing) === 0;
}

export function scoreListing<L extends RankableListing>(
  volunteer: RankableVolunteer,
  listing: L,
): RankedMatch<L> {
  const fits = availabilityFits(
    volunteer.availability,
    volunteer.exactHours ?? [],
    teachingTimesOf(listing),
  );
  const shared = fits.whole;
  const preferred = volunteer.preferredTopics.map(norm);
  const sharedTopics = listing.topics.filter((t) => preferred.includes(norm(t)));
  const sameCity =
    norm(volunteer.location) !== '' && norm(volunteer.location) === norm(listing.location);
  const languages = listing.languages.filter((l) =>
    volunteer.languages.map(norm).includes(norm(l)),
  );
  const sameAge = !!listing.ageGroup && norm(listing.ageGroup) === norm(volunteer.ageGroup);
  const needed = stillNeeded(listing);

  // Time is the heart of the fit: any time the volunteer can make counts most, more a little
  // more; a time that runs past their day part counts a little.
  const time = shared.length
    ? WEIGHTS.time - 10 + Math.min(10, (shared.length - 1) * 5)
    : fits.partial.length
      ? 10
      : 0;
  // Without preferred topics every topic suits the volunteer equally: half the points for all.
  const topic = preferred.length ? (sharedTopics.length ? WEIGHTS.topic : 0) : WEIGHTS.topic / 2;
  const score =
    time +
    topic +
    // An online class is as near to the volunteer as one in their own city.
    (sameCity || listing.mode === 'online' ? WEIGHTS.city : 0) +
    (languages.length ? WEIGHTS.language : 0) +
    (sameAge ? WEIGHTS.ageGroup : 0) +
    Math.min(WEIGHTS.needed, needed);

  const topics = sharedTopics.length ? sharedTopics : [...listing.topics];
  const head = joinWords(topics.slice(0, 2));
  const parts = [
    listing.mode === 'online' ? `${head} online` : `${head} in ${listing.location}`.trim(),
  ];
  // The real times, and which of the volunteer's slots they fit (decision 0024).
  parts.push(...(shared.length ? shared.slice(0, 2) : fits.partial.slice(0, 1)).map(describeFit));
  if (languages.length) parts.push(`teaches in ${joinWords(languages.slice(0, 2))}`);
  if (sameAge)
    parts.push(`works with ${norm(listing.ageGroup!) === 'teens' ? 'teens' : 'children'}`);
  // Without availability nothing can be shared: say what to add, not that times differ.
  if (!shared.length && !fits.partial.length)
    parts.push(
      volunteer.availability.length || volunteer.exactHours?.length
        ? 'no shared time yet'
        : 'add your availability to compare times',
    );
  if (needed > 0) parts.push(`needs ${needed} more volunteer${needed === 1 ? '' : 's'}`);
  else parts.push('has all the volunteers it asked for');

  return { listing, score, reason: parts.join(' · '), shared, topics, stillNeeded: needed };
}

/**
 * Who a listing can reach: in person, only volunteers in its city (a volunteer who gave
 * no city has nothing to limit by); online, anyone who speaks one of its languages.
 */
export function reachesVolunteer(
  volunteer: Pick<RankableVolunteer, 'location' | 'languages'>,
  listing: Pick<RankableListing, 'location' | 'mode' | 'languages'>,
): boolean {
  if (listing.mode === 'online') {
    const spoken = volunteer.languages.map(norm);
    return listing.languages.some((language) => spoken.includes(norm(language)));
  }
  const city = norm(volunteer.location);
  return city === '' || norm(listing.location) === city;
}

/**
 * Ranked best first, full ones left out. Only registered NGOs can answer a request, so sample
 * listings take part only when no registered NGO does. Ties: the NGO needing more volunteers,
 * then the lower id, so the order is stable.
 */
function rankOpen<L extends RankableListing>(
  volunteer: RankableVolunteer,
  listings: readonly L[],
  limit: number,
): RankedMatch<L>[] {
  const open = listings.filter((listing) => !isFull(listing));
  const registered = open.filter((listing) => !listing.sample);
  return (registered.length ? registered : open)
    .map((listing) => scoreListing(volunteer, listing))
    .sort(
      (a, b) => b.score - a.score || b.stillNeeded - a.stillNeeded || a.listing.id - b.listing.id,
    )
    .slice(0, limit);
}

/** Best matches: listings that reach the volunteer (reachesVolunteer), ranked by rankOpen's rules. */
export function rankListings<L extends RankableListing>(
  volunteer: RankableVolunteer,
  listings: readonly L[],
  limit = 10,
): RankedMatch<L>[] {
  return rankOpen(
    volunteer,
    listings.filter((listing) => reachesVolunteer(volunteer, listing)),
    limit,
  );
}

export type OtherCityMatch<L extends RankableListing = RankableListing> = RankedMatch<L> & {
  /** Why it is not a best match, e.g. ["in Mumbai"]. */
  differences: string[];
};

/**
 * The best fits outside the volunteer's city: near-misses of the best matches, never among them,
 * each saying where it is. Registered NGOs only: a sample listing elsewhere is of no use twice
 * over. Otherwise ranked as rankListings ranks.
 */
export function otherCityMatches<L extends RankableListing>(
  volunteer: RankableVolunteer,
  listings: readonly L[],
  limit = 3,
): OtherCityMatch<L>[] {
  return rankOpen(
    volunteer,
    listings.filter(
      (listing) =>
        !listing.sample && listing.mode !== 'online' && !reachesVolunteer(volunteer, listing),
    ),
    limit,
  ).map((match) => ({ ...match, differences: [`in ${match.listing.location.trim()}`] }));
}

export interface NearMiss<L> {
  listing: L;
  /** What differs from the search, e.g. ["not on Sunday", "in Pune, not Ranchi"]. */
  differences: string[];
}

/** How far a listing is from each criterion; location weighs most (people rarely move city). */
export const MISS_WEIGHT = { location: 3, topic: 2, day: 1 } as const;

/**
 * The closest listings to a search that found nothing: those meeting at least one of the given
 * criteria, fewest and lightest misses first, each with what differs. The criteria use the
 * spec's rule (matchesFilter), one at a time.
 */
export function nearMisses<L extends RankableListing>(
  criteria: MatchCriteria,
  listings: readonly L[],
  limit = 5,
): NearMiss<L>[] {
  const given = (['topic', 'day', 'location'] as const).filter((k) => (criteria[k] ?? '').trim());
  if (given.length < 2) return [];
  const scored: { listing: L; weight: number; differences: string[] }[] = [];
  for (const listing of listings) {
    const differences: string[] = [];
    let weight = 0;
    for (const key of given) {
      if (matchesFilter(listing, { [key]: criteria[key] })) continue;
      weight += MISS_WEIGHT[key];
      const wanted = criteria[key]!.trim();
      if (key === 'day') differences.push(`not on ${wanted}`);
      if (key === 'location') differences.push(`in ${listing.location}, not ${wanted}`);
      if (key === 'topic') differences.push(`teaches ${joinWords(listing.topics)}, not ${wanted}`);
    }
    if (differences.length === 0 || differences.length === given.length) continue;
    scored.push({ listing, weight, differences });
  }
  return scored
    .sort((a, b) => a.weight - b.weight || a.listing.id - b.listing.id)
    .slice(0, limit)
    .map(({ listing, differences }) => ({ listing, differences }));
}
