// The spec's matching rule (SPEC.md §5), once. The server's SQL query implements the same
// rule; tests/api/matching-agreement.test.ts checks that the two agree.

export interface MatchableNgo {
  location: string;
  availability: readonly string[];
  topics: readonly string[];
}

export interface MatchCriteria {
  topic?: string;
  day?: string;
  location?: string;
}

export function matchesFilter(ngo: MatchableNgo, criteria: MatchCriteria): boolean {
  const topic = (criteria.topic ?? '').trim().toLowerCase();
  const day = (criteria.day ?? '').trim();
  const location = (criteria.location ?? '').trim().toLowerCase();
  if (topic && !ngo.topics.some((t) => t.toLowerCase().includes(topic))) return false;
  if (day && !ngo.availability.includes(day)) return false;
  if (location && !ngo.location.toLowerCase().includes(location)) return false;
  return true;
}

export const MATCHING_PAGE_SIZE = 100;
