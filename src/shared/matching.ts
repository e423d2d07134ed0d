// The spec's matching rule (spec §5; README → The specification), once. The server's SQL query implements the same
// rule; tests/api/matching-agreement.test.ts checks that the two agree.

import type { Topic } from './options';

/**
 * Topics typed in Hindi: "गणित" finds Maths. The names are the shared catalogue's
 * Hindi labels (src/web/locales/hi/shared.po; shared-messages.test.ts checks they agree) and the
 * spellings people also type without the nukta or with an anusvara.
 */
export const HINDI_TOPIC_NAMES: Readonly<Record<string, Topic>> = {
  अंग्रेज़ी: 'English',
  अंग्रेजी: 'English',
  गणित: 'Maths',
  'बातचीत का कौशल': 'Communication Skills',
  हिन्दी: 'Hindi',
  हिंदी: 'Hindi',
  'पर्यावरण अध्ययन': 'EVS',
};

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The topics to search for. Text in Latin letters is searched as typed. Hindi text finds, as
 * English text does, every topic whose name contains it: "गणि" finds Maths, "कौशल" Communication
 * Skills, "ी" each topic whose Hindi name has that vowel sign; Hindi that is part of no topic's
 * name stays as typed (and finds nothing). NFC on both sides, so "ज़" typed as one character or
 * as ज and its nukta is the same. Empty for an empty filter.
 */
export function topicSearchTerms(topic: string): string[] {
  const typed = topic.trim().normalize('NFC');
  if (!typed) return [];
  if (!DEVANAGARI.test(typed)) return [typed];
  const found = new Set<string>();
  for (const [name, value] of Object.entries(HINDI_TOPIC_NAMES)) {
    if (name.normalize('NFC').includes(typed)) found.add(value);
  }
  return found.size ? [...found] : [typed];
}

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
  const topics = topicSearchTerms(criteria.topic ?? '').map((term) => term.toLowerCase());
  const day = (criteria.day ?? '').trim();
  const location = (criteria.location ?? '').trim().toLowerCase();
  if (
    topics.length &&
    !ngo.topics.some((t) => topics.some((term) => t.toLowerCase().includes(term)))
  )
    return false;
  if (day && !ngo.availability.includes(day)) return false;
  if (location && !ngo.location.toLowerCase().includes(location)) return false;
  return true;
}

export const MATCHING_PAGE_SIZE = 100;
