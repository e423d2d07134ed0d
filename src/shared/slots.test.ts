import { describe, expect, it } from 'vitest';
import { AVAILABILITY, TIME_RANGES } from './options';
import { mergeSlots, parseVolunteerSlot, slotStartHour } from './slots';

describe('slots as text', () => {
  it.each([
    ['11:00 AM - 12:00 PM', 11],
    ['1:00 PM - 2:00 PM', 13],
    ['4:00 PM - 5:00 PM', 16],
  ])('%s starts at %i', (slot, hour) => {
    expect(slotStartHour(slot)).toBe(hour);
  });

  it('rejects what is not a slot or an availability value', () => {
    expect(slotStartHour('13:00 PM - 2:00 PM')).toBeNull();
    expect(parseVolunteerSlot('Funday Morning')).toBeNull();
    expect(parseVolunteerSlot('Monday Night')).toBeNull();
    expect(parseVolunteerSlot('Monday Morning extra')).toBeNull();
  });

  it('parses all 14 volunteer availability values', () => {
    for (const value of AVAILABILITY) expect(parseVolunteerSlot(value)).not.toBeNull();
    expect(parseVolunteerSlot('Saturday Evening')).toEqual({ day: 'Saturday', part: 'Evening' });
  });
});

describe('merging slots for display', () => {
  it('joins adjacent hourly slots into one range with an en dash', () => {
    expect(mergeSlots(['3:00 PM - 4:00 PM', '4:00 PM - 5:00 PM'])).toEqual(['3:00 PM – 5:00 PM']);
    expect(mergeSlots(TIME_RANGES)).toEqual(['11:00 AM – 5:00 PM']);
    expect(mergeSlots(['12:00 PM - 1:00 PM', '11:00 AM - 12:00 PM'])).toEqual([
      '11:00 AM – 1:00 PM',
    ]);
  });

  it('keeps gaps apart, in clock order, and shows a single slot with the same dash', () => {
    expect(
      mergeSlots([
        '4:00 PM - 5:00 PM',
        '11:00 AM - 12:00 PM',
        '1:00 PM - 2:00 PM',
        '2:00 PM - 3:00 PM',
      ]),
    ).toEqual(['11:00 AM – 12:00 PM', '1:00 PM – 3:00 PM', '4:00 PM – 5:00 PM']);
    expect(mergeSlots(['2:00 PM - 3:00 PM'])).toEqual(['2:00 PM – 3:00 PM']);
  });

  it('shows a repeated slot once and keeps text that is not a slot after the ranges', () => {
    expect(mergeSlots(['3:00 PM - 4:00 PM', '3:00 PM - 4:00 PM'])).toEqual(['3:00 PM – 4:00 PM']);
    expect(mergeSlots(['evenings', '11:00 AM - 12:00 PM', 'evenings'])).toEqual([
      '11:00 AM – 12:00 PM',
      'evenings',
    ]);
    expect(mergeSlots([])).toEqual([]);
  });
});
