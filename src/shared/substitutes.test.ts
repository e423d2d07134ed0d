import { describe, expect, it } from 'vitest';
import { freeForSession, freeSlotsNeeded, searchMayRun } from './substitutes';
import { indiaInstant } from './time';

describe('is a volunteer free for a session', () => {
  // Saturday 28 November 2026, India's time.
  const at = (hour: number, minute = 0) => indiaInstant(2026, 10, 28, hour, minute);

  it('names the India weekday and each day part the time touches', () => {
    expect(freeSlotsNeeded(at(11), at(12))).toEqual(['Saturday Morning']);
    expect(freeSlotsNeeded(at(16), at(17))).toEqual(['Saturday Evening']);
    expect(freeSlotsNeeded(at(13, 30), at(14, 30))).toEqual([
      'Saturday Morning',
      'Saturday Evening',
    ]);
    // 11 PM UTC on Friday is Saturday 4:30 AM in India.
    expect(freeSlotsNeeded(new Date('2026-11-27T23:30:00Z'), at(6))[0]).toBe('Saturday Morning');
  });

  it('needs every part given on a day without exact hours', () => {
    expect(freeForSession(['Saturday Morning'], [], at(11), at(12))).toBe(true);
    expect(freeForSession(['Sunday Morning', 'Saturday Evening'], [], at(11), at(12))).toBe(false);
    expect(freeForSession(['Saturday Morning'], [], at(13, 30), at(14, 30))).toBe(false);
  });

  it("goes by the day's exact hours where it has them, whatever its slots say", () => {
    const evening = [{ day: 'Saturday', start: '6:00 PM', end: '9:00 PM' }] as const;
    expect(freeForSession(['Saturday Morning'], evening, at(11), at(12))).toBe(false);
    expect(freeForSession([], evening, at(18, 30), at(19, 30))).toBe(true);
    expect(freeForSession([], evening, at(20, 30), at(21, 30))).toBe(false);
    // Another day's hours leave Saturday to its slots.
    const monday = [{ day: 'Monday', start: '9:00 AM', end: '1:00 PM' }] as const;
    expect(freeForSession(['Saturday Morning'], monday, at(11), at(12))).toBe(true);
  });

  it('stops 3 hours before the start', () => {
    expect(searchMayRun(at(11), at(7, 59))).toBe(true);
    expect(searchMayRun(at(11), at(8))).toBe(false);
  });
});
