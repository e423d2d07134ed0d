import { describe, expect, it } from 'vitest';
import {
  composeHindiTime,
  formatDate,
  formatDateTime,
  formatNumber,
  formatTime,
  hindiDayPeriod,
} from './intl-format';
import { indiaInstant } from './time';

/** An instant at this time of day in India, whatever the test machine's zone. */
const at = (hour: number, minute = 0) => indiaInstant(2026, 10, 23, hour, minute);

describe('formatNumber', () => {
  it('groups digits the Indian way in both languages', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567');
    expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
    expect(formatNumber(1000.5, 'en')).toBe('1,000.5');
  });
});

describe('formatTime', () => {
  it('writes Hindi times with the part of the day first', () => {
    expect(formatTime('11:00', 'hi')).toBe('सुबह 11:00');
    expect(formatTime('14:00', 'hi')).toBe('दोपहर 2:00');
    expect(formatTime('18:30', 'hi')).toBe('शाम 6:30');
    expect(formatTime('21:15', 'hi')).toBe('रात 9:15');
    expect(formatTime(at(0, 5), 'hi')).toBe('रात 12:05');
  });

  it('writes English times with AM and PM, as stored times are written', () => {
    expect(formatTime('11:00', 'en')).toBe('11:00 AM');
    expect(formatTime('18:30', 'en')).toBe('6:30 PM');
    expect(formatTime(at(0, 5), 'en')).toBe('12:05 AM');
  });

  it("composes the same Hindi text as Intl's hi-IN for every hour (the small-ICU way)", () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 30, 59]) {
        expect(composeHindiTime(at(hour, minute)), `${hour}:${minute}`).toBe(
          formatTime(at(hour, minute), 'hi'),
        );
      }
    }
  });

  it('names the parts of the day as CLDR does for Hindi', () => {
    expect([3, 4, 11, 12, 15, 16, 19, 20, 23].map(hindiDayPeriod)).toEqual([
      'रात',
      'सुबह',
      'सुबह',
      'दोपहर',
      'दोपहर',
      'शाम',
      'शाम',
      'रात',
      'रात',
    ]);
  });

  it('refuses a string that is not a time of day', () => {
    expect(() => formatTime('noon', 'en')).toThrow(RangeError);
  });
});

describe('instants in India time', () => {
  it("shows an instant's date and time in India, not in the device's zone", () => {
    const utc = new Date('2026-11-23T20:00:00Z'); // 01:30 on the 24th in India
    expect(formatTime(utc, 'en')).toBe('1:30 AM');
    expect(formatTime(utc, 'hi')).toBe('रात 1:30');
    expect(formatDate(utc, 'en')).toBe('24 November 2026');
  });

  it('writes a moment as its date, then its time, from an instant or its ISO text', () => {
    const utc = '2026-11-23T20:00:00.000Z';
    expect(formatDateTime(utc, 'en')).toBe('24 Nov 2026, 1:30 AM');
    expect(formatDateTime(new Date(utc), 'hi', 'long')).toBe('24 नवंबर 2026, रात 1:30');
  });
});

describe('formatDate', () => {
  it("writes the month in the reader's language", () => {
    expect(formatDate(at(11), 'en')).toBe('23 November 2026');
    expect(formatDate(at(11), 'hi')).toBe('23 नवंबर 2026');
  });
});
