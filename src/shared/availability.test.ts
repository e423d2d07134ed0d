import { describe, expect, it } from 'vitest';
import {
  availabilityFits,
  EXACT_CLOCK_TIMES,
  exactHoursSchema,
  isFreeAt,
  teachesAfterFive,
  type ExactHours,
} from './availability';
import { scoreListing, type RankableListing } from './ranking';

const MONDAY_EVENING: ExactHours = { day: 'Monday', start: '6:00 PM', end: '9:00 PM' };
const SATURDAY_MORNING: ExactHours = { day: 'Saturday', start: '9:00 AM', end: '1:00 PM' };

describe('isFreeAt', () => {
  it('uses the exact hours of a day that has them, whatever its Morning/Evening say', () => {
    const parts = ['Monday Morning', 'Monday Evening'];
    expect(isFreeAt(parts, [MONDAY_EVENING], 'Monday', '6:30 PM - 8:00 PM')).toBe(true);
    expect(isFreeAt(parts, [MONDAY_EVENING], 'Monday', '6:00 PM - 9:00 PM')).toBe(true);
    // Monday Morning is given, but Monday's exact hours start at 6 PM.
    expect(isFreeAt(parts, [MONDAY_EVENING], 'Monday', '10:00 AM - 11:00 AM')).toBe(false);
    // Runs past the end of the hours.
    expect(isFreeAt(parts, [MONDAY_EVENING], 'Monday', '8:00 PM - 9:30 PM')).toBe(false);
  });

  it('falls back to Morning/Evening on a day without exact hours', () => {
    expect(isFreeAt(['Tuesday Morning'], [MONDAY_EVENING], 'Tuesday', '11:00 AM - 12:00 PM')).toBe(
      true,
    );
    // 1 PM – 3 PM needs Tuesday Evening too (decision 0024's 2 PM).
    expect(isFreeAt(['Tuesday Morning'], [MONDAY_EVENING], 'Tuesday', '1:00 PM - 3:00 PM')).toBe(
      false,
    );
    expect(isFreeAt([], [], 'Tuesday', '1:00 PM - 3:00 PM')).toBe(false);
  });

  it('needs one range to hold the whole time: two ranges touching do not join', () => {
    const split: ExactHours[] = [
      { day: 'Friday', start: '5:00 PM', end: '6:00 PM' },
      { day: 'Friday', start: '6:15 PM', end: '8:00 PM' },
    ];
    expect(isFreeAt([], split, 'Friday', { start: 17 * 60, end: 18 * 60 })).toBe(true);
    expect(isFreeAt([], split, 'Friday', { start: 17 * 60 + 30, end: 18 * 60 + 30 })).toBe(false);
  });

  it('refuses what is not a day or a forward range', () => {
    expect(isFreeAt(['Funday Morning'], [], 'Funday', '9:00 AM - 10:00 AM')).toBe(false);
    expect(isFreeAt([], [MONDAY_EVENING], 'Monday', '8:00 PM - 7:00 PM')).toBe(false);
    expect(isFreeAt([], [MONDAY_EVENING], 'Monday', 'evening')).toBe(false);
  });
});

describe('exactHoursSchema', () => {
  it('offers 6 AM to 9 PM in 15-minute steps', () => {
    expect(EXACT_CLOCK_TIMES[0]).toBe('6:00 AM');
    expect(EXACT_CLOCK_TIMES[1]).toBe('6:15 AM');
    expect(EXACT_CLOCK_TIMES.at(-1)).toBe('9:00 PM');
    expect(EXACT_CLOCK_TIMES).toHaveLength(61);
  });

  it('keeps several ranges a day, sorted by day then start', () => {
    const parsed = exactHoursSchema.parse([
      SATURDAY_MORNING,
      { day: 'Monday', start: '7:00 AM', end: '8:00 AM' },
      MONDAY_EVENING,
    ]);
    expect(parsed.map((h) => `${h.day} ${h.start}`)).toEqual([
      'Monday 7:00 AM',
      'Monday 6:00 PM',
      'Saturday 9:00 AM',
    ]);
  });

  it('says which row is wrong: end before start, overlap, off the steps', () => {
    const issues = (value: unknown) =>
      exactHoursSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues([{ day: 'Monday', start: '9:00 PM', end: '6:00 PM' }])).toEqual([
      ['0.end', 'The end must be after the start.'],
    ]);
    expect(issues([MONDAY_EVENING, { day: 'Monday', start: '8:45 PM', end: '9:00 PM' }])).toEqual([
      ['1.start', 'These hours overlap others on Monday.'],
    ]);
    expect(issues([{ day: 'Monday', start: '6:10 PM', end: '7:00 PM' }])).toEqual([
      ['0.start', 'Choose a start time from the list.'],
    ]);
    expect(issues([{ day: 'Someday', start: '6:00 PM', end: '7:00 PM' }])?.[0]?.[0]).toBe('0.day');
    expect(issues(Array.from({ length: 22 }, () => MONDAY_EVENING))?.[0]?.[1]).toBe(
      'You can add at most 21 ranges of hours.',
    );
  });
});

describe('availabilityFits and the match explanation', () => {
  const listing: RankableListing = {
    id: 1,
    name: 'Night school',
    location: 'Delhi',
    availability: [],
    topics: ['Maths'],
    availabilityTimes: [],
    teachingTimes: [
      { day: 'Monday', start: '6:30 PM', end: '8:00 PM' },
      { day: 'Wednesday', start: '3:00 PM', end: '4:00 PM' },
    ],
    languages: ['Hindi'],
    ageGroup: 'Children',
    volunteersNeeded: 2,
  };
  const volunteer = {
    availability: ['Wednesday Evening'],
    preferredTopics: [],
    location: 'Delhi',
    languages: ['Hindi'],
    ageGroup: 'Children',
  };

  it('measures each day by what the volunteer gave for it, and the explanation says which', () => {
    const fits = availabilityFits(['Wednesday Evening'], [MONDAY_EVENING], listing.teachingTimes!);
    expect(fits.whole.map((f) => [f.time.day, f.hours ?? f.yours])).toEqual([
      ['Monday', { met: ['6:00 PM – 9:00 PM'], whole: true }],
      ['Wednesday', ['Wednesday Evening']],
    ]);
    const { reason } = scoreListing({ ...volunteer, exactHours: [MONDAY_EVENING] }, listing);
    expect(reason).toContain('Monday 6:30 PM – 8:00 PM fits your free hours (6:00 PM – 9:00 PM)');
    expect(reason).toContain(
      'Wednesday 3:00 PM – 4:00 PM fits your Wednesday Evening (from 2:00 PM)',
    );
  });

  it('a time that runs past the exact hours is partial, and says so', () => {
    const short: ExactHours = { day: 'Monday', start: '6:00 PM', end: '7:00 PM' };
    const fits = availabilityFits([], [short], listing.teachingTimes!);
    expect(fits.whole).toEqual([]);
    expect(fits.partial[0]?.hours).toEqual({ met: ['6:00 PM – 7:00 PM'], whole: false });
    const { reason } = scoreListing(
      { ...volunteer, availability: [], exactHours: [short] },
      listing,
    );
    expect(reason).toContain(
      'Monday 6:30 PM – 8:00 PM runs past your free hours (6:00 PM – 7:00 PM)',
    );
  });

  it('exact hours that fit rank a listing above Morning/Evening that do not', () => {
    const withHours = scoreListing({ ...volunteer, exactHours: [MONDAY_EVENING] }, listing);
    const morningOnly = scoreListing({ ...volunteer, availability: ['Monday Morning'] }, listing);
    expect(withHours.score).toBeGreaterThan(morningOnly.score);
    expect(morningOnly.shared).toEqual([]);
  });
});

describe('teachesAfterFive', () => {
  const times = [
    { day: 'Monday', start: '4:30 PM', end: '6:00 PM' },
    { day: 'Thursday', start: '5:00 PM', end: '6:00 PM' },
  ] as const;
  it('finds a class starting at 5 PM or later, on the chosen day if any', () => {
    expect(teachesAfterFive([...times])).toBe(true);
    expect(teachesAfterFive([...times], 'Thursday')).toBe(true);
    // Monday's class starts before 5 PM, though it runs past it.
    expect(teachesAfterFive([...times], 'Monday')).toBe(false);
    expect(teachesAfterFive([])).toBe(false);
  });
});
