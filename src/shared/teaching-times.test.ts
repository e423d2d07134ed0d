import { describe, expect, it } from 'vitest';
import { clockLabel, clockMinutes, parseTimeRange, timeRangeLabel } from './time';
import { TIME_RANGES } from './options';
import {
  CLOCK_TIMES,
  DAY_PART_HOURS,
  dayPartsOf,
  fitsAvailability,
  isTeachingRange,
  listingColumnsOf,
  MAX_TEACHING_TIMES,
  slotWithHours,
  teachingTimesOf,
  teachingTimesSchema,
  timeFits,
  timesFromSlots,
} from './teaching-times';

describe('clock times', () => {
  it('reads and writes the 12-hour clock', () => {
    expect(clockMinutes('6:30 PM')).toBe(1110);
    expect(clockMinutes('12:00 PM')).toBe(720);
    expect(clockMinutes('12:30 AM')).toBe(30);
    expect(clockMinutes('13:00 PM')).toBeNull();
    expect(clockMinutes('6:60 PM')).toBeNull();
    expect(clockLabel(1110)).toBe('6:30 PM');
    expect(clockLabel(720)).toBe('12:00 PM');
    expect(clockLabel(360)).toBe('6:00 AM');
    expect(parseTimeRange('6:30 PM - 8:00 PM')).toEqual({ start: 1110, end: 1200 });
    expect(parseTimeRange('8:00 PM - 6:30 PM')).toBeNull();
    expect(parseTimeRange('6:30 PM')).toBeNull();
    expect(timeRangeLabel({ start: 660, end: 780 })).toBe('11:00 AM - 1:00 PM');
  });

  it('offers 6 AM to 9 PM in half hours, and takes the spec slots as teaching ranges', () => {
    expect(CLOCK_TIMES[0]).toBe('6:00 AM');
    expect(CLOCK_TIMES.at(-1)).toBe('9:00 PM');
    expect(CLOCK_TIMES).toHaveLength(31);
    for (const slot of TIME_RANGES) expect(isTeachingRange(slot)).toBe(true);
    expect(isTeachingRange('6:30 PM - 8:00 PM')).toBe(true);
    expect(isTeachingRange('5:30 AM - 7:00 AM')).toBe(false);
    expect(isTeachingRange('8:00 PM - 9:30 PM')).toBe(false);
    expect(isTeachingRange('9:15 AM - 10:00 AM')).toBe(false);
  });
});

describe('day parts (decision 0024)', () => {
  it('keeps decision 0003 for the six hourly slots: three Morning, three Evening', () => {
    expect(TIME_RANGES.map((slot) => dayPartsOf(parseTimeRange(slot)!))).toEqual([
      ['Morning'],
      ['Morning'],
      ['Morning'],
      ['Evening'],
      ['Evening'],
      ['Evening'],
    ]);
  });

  it('needs each part a real time overlaps', () => {
    const parts = (range: string) => dayPartsOf(parseTimeRange(range)!);
    expect(parts('7:00 AM - 9:00 AM')).toEqual(['Morning']);
    expect(parts('6:30 PM - 8:00 PM')).toEqual(['Evening']);
    expect(parts('12:00 PM - 3:00 PM')).toEqual(['Morning', 'Evening']);
    expect(parts('1:30 PM - 2:00 PM')).toEqual(['Morning']);
    expect(parts('2:00 PM - 2:30 PM')).toEqual(['Evening']);
  });

  it('says what each part means from the same bounds that decide the parts', () => {
    expect(timeRangeLabel(DAY_PART_HOURS.Morning)).toBe('6:00 AM - 2:00 PM');
    expect(timeRangeLabel(DAY_PART_HOURS.Evening)).toBe('2:00 PM - 9:00 PM');
    // Each part's own hours need that part alone.
    expect(dayPartsOf(DAY_PART_HOURS.Morning)).toEqual(['Morning']);
    expect(dayPartsOf(DAY_PART_HOURS.Evening)).toEqual(['Evening']);
    expect(slotWithHours('Monday Morning')).toBe('Monday Morning (until 2:00 PM)');
    expect(slotWithHours('Monday Evening')).toBe('Monday Evening (from 2:00 PM)');
    expect(slotWithHours('Monday')).toBe('Monday');
  });

  it("tells whole fits from times that run past the volunteer's slot", () => {
    const times = [
      { day: 'Wednesday', start: '12:00 PM', end: '3:00 PM' },
      { day: 'Friday', start: '6:30 PM', end: '8:00 PM' },
      { day: 'Sunday', start: '7:00 AM', end: '8:00 AM' },
    ] as const;
    const fits = timeFits(['Wednesday Morning', 'Friday Evening'], times);
    expect(fits.whole.map((f) => f.time.day)).toEqual(['Friday']);
    expect(fits.partial).toEqual([
      {
        time: times[0],
        yours: ['Wednesday Morning'],
        missing: ['Wednesday Evening'],
      },
    ]);
    expect(fitsAvailability(['Friday Evening'], 'Friday', '6:30 PM - 8:00 PM')).toBe(true);
    expect(fitsAvailability(['Wednesday Morning'], 'Wednesday', '12:00 PM - 3:00 PM')).toBe(false);
    expect(fitsAvailability(['Saturday Morning'], 'Saturday', '1:00 PM - 2:00 PM')).toBe(true);
    expect(fitsAvailability(['Saturday Morning'], 'Sunday', '11:00 AM - 12:00 PM')).toBe(false);
  });
});

describe('teaching times of a listing', () => {
  it('reads a listing from before teaching times from its days and runs of slots', () => {
    expect(
      timesFromSlots(
        ['Sunday', 'Monday'],
        ['4:00 PM - 5:00 PM', '11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM'],
      ),
    ).toEqual([
      { day: 'Monday', start: '11:00 AM', end: '1:00 PM' },
      { day: 'Monday', start: '4:00 PM', end: '5:00 PM' },
      { day: 'Sunday', start: '11:00 AM', end: '1:00 PM' },
      { day: 'Sunday', start: '4:00 PM', end: '5:00 PM' },
    ]);
    const own = [{ day: 'Friday', start: '6:30 PM', end: '8:00 PM' }] as const;
    expect(
      teachingTimesOf({ teachingTimes: own, availability: ['Monday'], availabilityTimes: [] }),
    ).toEqual(own);
    expect(
      teachingTimesOf({
        teachingTimes: [],
        availability: ['Monday'],
        availabilityTimes: ['2:00 PM - 3:00 PM'],
      }),
    ).toEqual([{ day: 'Monday', start: '2:00 PM', end: '3:00 PM' }]);
  });

  it('keeps the spec columns (days, ranges) from the times', () => {
    expect(
      listingColumnsOf([
        { day: 'Sunday', start: '6:30 PM', end: '8:00 PM' },
        { day: 'Monday', start: '11:00 AM', end: '1:00 PM' },
        { day: 'Sunday', start: '11:00 AM', end: '1:00 PM' },
      ]),
    ).toEqual({
      availability: ['Monday', 'Sunday'],
      availabilityTimes: ['11:00 AM - 1:00 PM', '6:30 PM - 8:00 PM'],
    });
  });

  it('validates a list: steps, order, overlap on one day, the limit; and sorts it', () => {
    const ok = teachingTimesSchema.safeParse([
      { day: 'Sunday', start: '6:30 PM', end: '8:00 PM' },
      { day: 'Monday', start: '7:00 PM', end: '9:00 PM' },
      { day: 'Sunday', start: '8:00 PM', end: '9:00 PM' },
    ]);
    expect(ok.success && ok.data.map((t) => `${t.day} ${t.start}`)).toEqual([
      'Monday 7:00 PM',
      'Sunday 6:30 PM',
      'Sunday 8:00 PM',
    ]);
    const message = (value: unknown) => {
      const parsed = teachingTimesSchema.safeParse(value);
      return parsed.success ? null : parsed.error.issues.map((i) => i.message);
    };
    expect(message([])).toEqual(['Add at least one teaching time.']);
    expect(message([{ day: 'Monday', start: '8:00 PM', end: '7:00 PM' }])).toEqual([
      'The end must be after the start.',
    ]);
    expect(message([{ day: 'Monday', start: '5:30 AM', end: '7:00 AM' }])).toEqual([
      'Choose a start time from the list.',
    ]);
    expect(
      message([
        { day: 'Monday', start: '6:00 PM', end: '8:00 PM' },
        { day: 'Monday', start: '7:30 PM', end: '9:00 PM' },
      ]),
    ).toEqual(['This overlaps another teaching time on Monday.']);
    const many = Array.from({ length: MAX_TEACHING_TIMES + 1 }, (_, i) => ({
      day: 'Monday',
      start: CLOCK_TIMES[i]!,
      end: CLOCK_TIMES[i + 1]!,
    }));
    expect(message(many)).toEqual([`You can add at most ${MAX_TEACHING_TIMES} teaching times.`]);
  });
});
