import { describe, expect, it } from 'vitest';
import { freeSlotsNeeded, isFreeAt, searchMayRun } from './substitutes';
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

  it('needs every part given', () => {
    expect(isFreeAt(['Saturday Morning'], at(11), at(12))).toBe(true);
    expect(isFreeAt(['Sunday Morning', 'Saturday Evening'], at(11), at(12))).toBe(false);
    expect(isFreeAt(['Saturday Morning'], at(13, 30), at(14, 30))).toBe(false);
  });

  it('stops 3 hours before the start', () => {
    expect(searchMayRun(at(11), at(7, 59))).toBe(true);
    expect(searchMayRun(at(11), at(8))).toBe(false);
  });
});
