import { describe, expect, it } from 'vitest';
import { matchesFilter, topicSearchTerms, type MatchCriteria, type MatchableNgo } from './matching';

const vidya: MatchableNgo = {
  location: 'Delhi',
  availability: ['Monday', 'Wednesday'],
  topics: ['Maths', 'Communication Skills'],
};

const cases: Array<[string, MatchCriteria, boolean]> = [
  ['empty filters match everything', {}, true],
  ['blank strings are empty filters', { topic: '', day: '', location: '' }, true],
  ['whitespace-only filters are empty', { topic: '  ', location: ' ' }, true],
  ['exact topic', { topic: 'Maths' }, true],
  ['topic is case-insensitive', { topic: 'maths' }, true],
  ['topic upper case', { topic: 'MATHS' }, true],
  ['topic substring', { topic: 'mat' }, true],
  ['topic substring in the middle of a topic', { topic: 'SKILL' }, true],
  ['topic across two topics does not match', { topic: 'maths|comm' }, false],
  ['topic not offered', { topic: 'Hindi' }, false],
  ['topic padded with spaces is trimmed', { topic: '  Maths ' }, true],
  ['topic by its Hindi name', { topic: 'गणित' }, true],
  ['topic by its Hindi name, padded', { topic: ' बातचीत का कौशल ' }, true],
  ['topic by the Hindi name of a topic not offered', { topic: 'हिंदी' }, false],
  ['part of a Hindi topic name, as English finds part of one', { topic: 'गणि' }, true],
  ['the middle of a Hindi topic name', { topic: 'कौशल' }, true],
  ['part of the Hindi name of a topic not offered', { topic: 'अंग्रे' }, false],
  ['Hindi text that is part of no topic name finds nothing', { topic: 'गणिका' }, false],
  ['Hindi spread across two topic names finds nothing', { topic: 'गणित बातचीत' }, false],
  ['day equals one of the days', { day: 'Monday' }, true],
  ['second day', { day: 'Wednesday' }, true],
  ['day not offered', { day: 'Sunday' }, false],
  ['day prefix does not match', { day: 'Mon' }, false],
  ['day in lower case does not match', { day: 'monday' }, false],
  ['location exact', { location: 'Delhi' }, true],
  ['location case-insensitive substring', { location: 'DEL' }, true],
  ['location substring at the end', { location: 'hi' }, true],
  ['location elsewhere', { location: 'Pune' }, false],
  ['combined, topic fails', { topic: 'eng', day: 'Monday', location: 'delhi' }, false],
  ['combined, all match', { topic: 'comm', day: 'Monday', location: 'delhi' }, true],
  ['combined, day fails', { topic: 'maths', day: 'Friday', location: 'delhi' }, false],
  ['combined, location fails', { topic: 'maths', day: 'Monday', location: 'Mumbai' }, false],
  ['a % is a literal character, not a wildcard', { topic: '%' }, false],
  ['an _ is a literal character, not a wildcard', { location: 'D_lhi' }, false],
];

describe('matchesFilter (spec §5)', () => {
  it.each(cases)('%s', (_name, criteria, expected) => {
    expect(matchesFilter(vidya, criteria)).toBe(expected);
  });

  it('ignores fields that are not criteria (date and time range never filter)', () => {
    const criteria = { date: '2026-01-01', timeRange: '4:00 PM - 5:00 PM' } as MatchCriteria;
    expect(matchesFilter(vidya, criteria)).toBe(true);
  });

  it('an NGO without topics matches only an empty topic', () => {
    const bare: MatchableNgo = { location: 'Pune', availability: [], topics: [] };
    expect(matchesFilter(bare, {})).toBe(true);
    expect(matchesFilter(bare, { topic: 'a' })).toBe(false);
    expect(matchesFilter(bare, { day: 'Monday' })).toBe(false);
  });
});

describe('topicSearchTerms', () => {
  it('keeps Latin text as typed, trimmed; nothing for an empty filter', () => {
    expect(topicSearchTerms(' maths ')).toEqual(['maths']);
    expect(topicSearchTerms('constructor')).toEqual(['constructor']);
    expect(topicSearchTerms('  ')).toEqual([]);
  });

  it("turns a topic's Hindi name, or any part of it, into the topics it names", () => {
    expect(topicSearchTerms('गणित')).toEqual(['Maths']);
    expect(topicSearchTerms('गणि')).toEqual(['Maths']);
    expect(topicSearchTerms('हिन्दी')).toEqual(['Hindi']);
    expect(topicSearchTerms('हिंदी')).toEqual(['Hindi']);
    expect(topicSearchTerms('हिं')).toEqual(['Hindi']);
    expect(topicSearchTerms('अध्य')).toEqual(['EVS']);
    // Without the nukta, as people often type it.
    expect(topicSearchTerms('अंग्रेजी')).toEqual(['English']);
    // ज़ as one character (U+095B) or as ज and the nukta.
    expect(topicSearchTerms('\u095B')).toEqual(['English']);
    expect(topicSearchTerms('\u091C\u093C')).toEqual(['English']);
    // A vowel sign many names share finds each of them.
    expect(topicSearchTerms('ी').sort()).toEqual(['Communication Skills', 'English', 'Hindi']);
  });

  it('keeps Hindi that is part of no topic name as typed', () => {
    expect(topicSearchTerms('गणिका')).toEqual(['गणिका']);
  });
});
