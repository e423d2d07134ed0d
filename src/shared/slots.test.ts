import { describe, expect, it } from 'vitest';
import { AVAILABILITY, TIME_RANGES } from './options';
import {
  coveredVolunteerSlots,
  dayPartOf,
  fitsAvailability,
  mergeSlots,
  parseVolunteerSlot,
  sharedSlots,
  slotStartHour,
  slotsOfDayPart,
} from './slots';

describe('slot mapping', () => {
  it.each([
    ['11:00 AM - 12:00 PM', 11, 'Morning'],
    ['12:00 PM - 1:00 PM', 12, 'Morning'],
    ['1:00 PM - 2:00 PM', 13, 'Morning'],
    ['2:00 PM - 3:00 PM', 14, 'Evening'],
    ['3:00 PM - 4:00 PM', 15, 'Evening'],
    ['4:00 PM - 5:00 PM', 16, 'Evening'],
  ])('%s starts at %i and is %s', (slot, hour, part) => {
    expect(slotStartHour(slot)).toBe(hour);
    expect(dayPartOf(slot)).toBe(part);
  });

  it('maps every one of the six hourly slots, three to each day part', () => {
    expect(TIME_RANGES.map(dayPartOf).every(Boolean)).toBe(true);
    expect(slotsOfDayPart('Morning')).toEqual(TIME_RANGES.slice(0, 3));
    expect(slotsOfDayPart('Evening')).toEqual(TIME_RANGES.slice(3));
  });

  it('rejects what is not a slot', () => {
    expect(dayPartOf('noon')).toBeNull();
    expect(slotStartHour('13:00 PM - 2:00 PM')).toBeNull();
    expect(parseVolunteerSlot('Funday Morning')).toBeNull();
    expect(parseVolunteerSlot('Monday Night')).toBeNull();
    expect(parseVolunteerSlot('Monday Morning extra')).toBeNull();
  });

  it('parses all 14 volunteer availability values', () => {
    for (const value of AVAILABILITY) expect(parseVolunteerSlot(value)).not.toBeNull();
    expect(parseVolunteerSlot('Saturday Evening')).toEqual({ day: 'Saturday', part: 'Evening' });
  });

  it('lists the volunteer slots an NGO covers', () => {
    expect(coveredVolunteerSlots(['Sunday', 'Monday'], ['11:00 AM - 12:00 PM'])).toEqual([
      'Monday Morning',
      'Sunday Morning',
    ]);
    expect(coveredVolunteerSlots(['Friday'], ['1:00 PM - 2:00 PM', '2:00 PM - 3:00 PM'])).toEqual([
      'Friday Morning',
      'Friday Evening',
    ]);
    expect(coveredVolunteerSlots([], TIME_RANGES)).toEqual([]);
  });

  it('finds the shared slots in week order with the NGO hours in each', () => {
    const shared = sharedSlots(
      ['Saturday Morning', 'Monday Evening', 'Saturday Evening', 'Tuesday Morning'],
      ['Saturday', 'Monday'],
      ['4:00 PM - 5:00 PM', '11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM'],
    );
    expect(shared).toEqual([
      { day: 'Monday', part: 'Evening', timeSlots: ['4:00 PM - 5:00 PM'] },
      {
        day: 'Saturday',
        part: 'Morning',
        timeSlots: ['11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM'],
      },
      { day: 'Saturday', part: 'Evening', timeSlots: ['4:00 PM - 5:00 PM'] },
    ]);
    expect(sharedSlots(['Sunday Morning'], ['Sunday'], ['2:00 PM - 3:00 PM'])).toEqual([]);
  });

  it('checks one session against the availability', () => {
    expect(fitsAvailability(['Saturday Morning'], 'Saturday', '1:00 PM - 2:00 PM')).toBe(true);
    expect(fitsAvailability(['Saturday Morning'], 'Saturday', '2:00 PM - 3:00 PM')).toBe(false);
    expect(fitsAvailability(['Saturday Morning'], 'Sunday', '11:00 AM - 12:00 PM')).toBe(false);
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
