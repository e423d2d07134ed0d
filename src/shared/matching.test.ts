import { describe, expect, it } from 'vitest';
import { matchesFilter, type MatchCriteria, type MatchableNgo } from './matching';

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

describe('matchesFilter (SPEC.md §5)', () => {
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
