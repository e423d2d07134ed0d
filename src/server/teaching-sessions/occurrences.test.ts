import { describe, expect, it } from 'vitest';
import { indiaInstant } from '../../shared/time';
import { firstOccurrence, WEEK_MS, weeklyOccurrences } from './occurrences';

const SLOT = '11:00 AM - 12:00 PM';

describe('a weekly slot as instants in India', () => {
  it('starts on the next such weekday at the slot hour, India time', () => {
    // Thursday 26 Nov 2026, 10:00 in India.
    const since = indiaInstant(2026, 10, 26, 10);
    const first = firstOccurrence(since, 'Saturday', SLOT);
    expect(first.start.toISOString()).toBe('2026-11-28T05:30:00.000Z'); // Sat 28 Nov, 11:00 IST
    expect(first.end.getTime() - first.start.getTime()).toBe(3_600_000);
  });

  it('takes the same day when its hour is still to come, and a week on when it has begun', () => {
    const saturdayMorning = indiaInstant(2026, 10, 28, 9, 30);
    expect(firstOccurrence(saturdayMorning, 'Saturday', SLOT).start).toEqual(
      indiaInstant(2026, 10, 28, 11),
    );
    const saturdayNoon = indiaInstant(2026, 10, 28, 11, 0);
    expect(firstOccurrence(saturdayNoon, 'Saturday', SLOT).start).toEqual(
      indiaInstant(2026, 11, 5, 11),
    );
  });

  it('reads the day in India, not in UTC (late evening in UTC is the next day in India)', () => {
    // 20:00 UTC on Friday 27 Nov is 01:30 on Saturday 28 Nov in India.
    const since = new Date('2026-11-27T20:00:00Z');
    expect(firstOccurrence(since, 'Saturday', '4:00 PM - 5:00 PM').start).toEqual(
      indiaInstant(2026, 10, 28, 16),
    );
  });

  it('lists one session a week up to the end of the window', () => {
    const since = indiaInstant(2026, 10, 26, 10);
    const weeks = weeklyOccurrences(
      since,
      'Saturday',
      SLOT,
      new Date(since.getTime() + 8 * WEEK_MS),
    );
    expect(weeks).toHaveLength(8);
    expect(weeks[1]!.start.getTime() - weeks[0]!.start.getTime()).toBe(WEEK_MS);
    expect(weeks.at(-1)!.start).toEqual(indiaInstant(2027, 0, 16, 11));
  });

  it("keeps a teaching time's real start and length: a 6:30–8:00 PM evening class", () => {
    const since = indiaInstant(2026, 10, 25, 19); // Wednesday 25 Nov, 7 PM: tonight's has begun
    const first = firstOccurrence(since, 'Wednesday', '6:30 PM - 8:00 PM');
    expect(first.start).toEqual(indiaInstant(2026, 11, 2, 18, 30));
    expect(first.end.getTime() - first.start.getTime()).toBe(90 * 60_000);
    const earlier = firstOccurrence(
      indiaInstant(2026, 10, 25, 18, 29),
      'Wednesday',
      '6:30 PM - 8:00 PM',
    );
    expect(earlier.start).toEqual(indiaInstant(2026, 10, 25, 18, 30));
  });

  it('refuses what is not a weekly slot', () => {
    expect(() => firstOccurrence(new Date(), 'Someday', SLOT)).toThrow();
    expect(() => firstOccurrence(new Date(), 'Monday', 'noon')).toThrow();
  });
});
