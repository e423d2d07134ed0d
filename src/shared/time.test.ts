import { describe, expect, it } from 'vitest';
import { TIME_RANGES } from './options';
import {
  clock24,
  clock24Minutes,
  clockLabel,
  clockMinutes,
  INDIA_OFFSET_MINUTES,
  INDIA_TIME_ZONE,
  indiaInstant,
  indiaIsoDate,
  instantInIndia,
  isCalendarDate,
  MINUTES_PER_DAY,
  parseTimeRange,
  replaceClockTimes,
  timeRangeLabel,
  wallClockInIndia,
} from './time';

const EVERY_MINUTE = Array.from({ length: MINUTES_PER_DAY }, (_, m) => m);

describe('the clock text', () => {
  it('reads back every minute of the day it writes, in both clocks', () => {
    for (const m of EVERY_MINUTE) {
      expect(clockMinutes(clockLabel(m)), clockLabel(m)).toBe(m);
      expect(clock24Minutes(clock24(m)), clock24(m)).toBe(m);
    }
  });

  it('writes midnight and noon as 12 AM and 12 PM, and reads them so', () => {
    expect(clockLabel(0)).toBe('12:00 AM');
    expect(clockLabel(30)).toBe('12:30 AM');
    expect(clockLabel(12 * 60)).toBe('12:00 PM');
    expect(clockLabel(23 * 60 + 59)).toBe('11:59 PM');
    expect(clockMinutes('12:00 AM')).toBe(0);
    expect(clockMinutes('12:00 PM')).toBe(720);
    expect(clockMinutes('12:59 PM')).toBe(779);
    expect(clockMinutes('1:00 PM')).toBe(780);
    expect(clock24(0)).toBe('00:00');
    expect(clock24(12 * 60)).toBe('12:00');
  });

  it('writes the hour without a leading zero and the minutes with one', () => {
    expect(clockLabel(6 * 60 + 5)).toBe('6:05 AM');
    expect(clockLabel(18 * 60 + 30)).toBe('6:30 PM');
    expect(clock24(6 * 60 + 5)).toBe('06:05');
  });

  it("writes the spec's hourly slots word for word", () => {
    expect(TIME_RANGES).toEqual([
      '11:00 AM - 12:00 PM',
      '12:00 PM - 1:00 PM',
      '1:00 PM - 2:00 PM',
      '2:00 PM - 3:00 PM',
      '3:00 PM - 4:00 PM',
      '4:00 PM - 5:00 PM',
    ]);
    expect(timeRangeLabel({ start: 18 * 60, end: 21 * 60 })).toBe('6:00 PM - 9:00 PM');
    for (const slot of TIME_RANGES) expect(timeRangeLabel(parseTimeRange(slot)!)).toBe(slot);
  });

  // Each clock reader refuses every wrong form, and still reads a right one.
  it.each([
    [
      '12-hour',
      clockMinutes,
      [
        '',
        'noon',
        '6 PM',
        '6:30',
        '6:30PM',
        '6:30 pm',
        '0:30 AM',
        '13:00 PM',
        '6:60 PM',
        '6:3 PM',
        '106:30 PM',
        '6:30 PM - 8:00 PM',
      ],
      '  6:30 PM ',
      1110,
    ],
    // Minutes past the hour and hours past the day: "07:90" is not 08:30.
    [
      '24-hour',
      clock24Minutes,
      ['', '18', '18:3', '18:300', '1830', '6:30 PM', ' 18:30', '07:90', '24:00'],
      '6:30',
      390,
    ],
  ] as const)('refuses what is not a %s time', (_, read, wrong, right, minutes) => {
    for (const text of wrong) expect(read(text), text).toBeNull();
    expect(read(right)).toBe(minutes);
  });

  it('refuses what is not a forward range', () => {
    expect(parseTimeRange('8:00 PM - 6:30 PM')).toBeNull();
    expect(parseTimeRange('6:30 PM - 6:30 PM')).toBeNull();
    expect(parseTimeRange('6:30 PM')).toBeNull();
    expect(parseTimeRange('6:30 PM - 8:00 PM - 9:00 PM')).toBeNull();
    expect(parseTimeRange('6:30 PM – 8:00 PM')).toBeNull();
    expect(parseTimeRange('11:00 PM - 12:00 AM')).toBeNull();
  });

  it('finds the 12-hour times inside a text, as people also type them', () => {
    const shown = (text: string) => replaceClockTimes(text, (m) => `[${clock24(m)}]`);
    expect(shown('4:00 PM – 6:00 PM')).toBe('[16:00] – [18:00]');
    expect(shown('12:00 AM, 12:30PM and 7:05 pm')).toBe('[00:00], [12:30] and [19:05]');
    expect(shown('Saturday mornings')).toBe('Saturday mornings');
  });
});

describe("India's wall clock", () => {
  it('is Asia/Kolkata, five and a half hours ahead of UTC all year', () => {
    expect(INDIA_TIME_ZONE).toBe('Asia/Kolkata');
    expect(INDIA_OFFSET_MINUTES).toBe(330);
    for (const iso of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      const shown = new Intl.DateTimeFormat('en-GB', {
        timeZone: INDIA_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso));
      expect(shown).toBe(clock24(wallClockInIndia(new Date(iso)).minutes));
      expect(shown).toBe('17:30');
    }
  });

  it("turns the date at 18:30 UTC, India's midnight", () => {
    const before = new Date('2026-11-27T18:29:59.999Z');
    const midnight = new Date('2026-11-27T18:30:00Z');
    expect(wallClockInIndia(before)).toEqual({ date: '2026-11-27', weekday: 4, minutes: 1439 });
    expect(wallClockInIndia(midnight)).toEqual({ date: '2026-11-28', weekday: 5, minutes: 0 });
    expect(indiaIsoDate(midnight)).toBe('2026-11-28');
    expect(instantInIndia('2026-11-28')).toEqual(midnight);
    expect(indiaInstant(2026, 10, 28)).toEqual(midnight);
  });

  it("turns the year at India's midnight, not UTC's", () => {
    const newYear = new Date('2026-12-31T18:30:00Z');
    expect(wallClockInIndia(newYear)).toEqual({ date: '2027-01-01', weekday: 4, minutes: 0 });
    expect(indiaIsoDate(new Date('2026-12-31T23:59:00Z'))).toBe('2027-01-01');
    expect(indiaIsoDate(new Date('2026-12-31T18:29:00Z'))).toBe('2026-12-31');
  });

  it('names the weekday from Monday (0) to Sunday (6)', () => {
    // Monday 23 November 2026 to Sunday 29 November, each at 9 AM in India.
    for (let day = 0; day < 7; day++) {
      expect(wallClockInIndia(indiaInstant(2026, 10, 23 + day, 9)).weekday).toBe(day);
    }
  });

  it('goes from a date and a time to an instant and back', () => {
    for (const date of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-11-28', '2026-12-31']) {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      for (const minutes of [0, 1, 330, 719, 720, 1110, 1439]) {
        const instant = instantInIndia(date, minutes)!;
        expect(wallClockInIndia(instant)).toMatchObject({ date, minutes });
        expect(instant).toEqual(indiaInstant(year, month - 1, day, 0, minutes));
      }
    }
    expect(instantInIndia('2026-11-28', 18 * 60 + 30)!.toISOString()).toBe(
      '2026-11-28T13:00:00.000Z',
    );
  });

  it('carries minutes past the day into the next', () => {
    expect(instantInIndia('2026-11-28', MINUTES_PER_DAY)).toEqual(instantInIndia('2026-11-29'));
    expect(instantInIndia('2026-11-30', MINUTES_PER_DAY + 60)).toEqual(
      instantInIndia('2026-12-01', 60),
    );
    expect(indiaInstant(2026, 0, 32, 10)).toEqual(instantInIndia('2026-02-01', 600));
  });

  it('refuses a date that is not on the calendar', () => {
    for (const date of [
      '2026-02-29',
      '2026-02-31',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '26-01-05',
      '0099-01-01',
      '2026-01-05T00:00',
      'tomorrow',
      '',
    ]) {
      expect(instantInIndia(date), date).toBeNull();
      expect(isCalendarDate(date), date).toBe(false);
    }
  });

  it("takes a form's date on the calendar, from 2000 to 2099 only", () => {
    const dates = ['2026-02-28', '2028-02-29', '1999-12-31', '2100-01-01', '28/02/2026'];
    expect(dates.filter(isCalendarDate)).toEqual(['2026-02-28', '2028-02-29']);
  });

  it('drops the seconds of an instant, as a clock shows it', () => {
    expect(wallClockInIndia(new Date('2026-11-28T13:00:59.999Z')).minutes).toBe(1110);
  });
});
