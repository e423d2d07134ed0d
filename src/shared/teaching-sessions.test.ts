import { describe, expect, it } from 'vitest';
import {
  isTeachingStart,
  moveSessionSchema,
  SESSION_MESSAGES,
  teachingStarts,
} from './teaching-sessions';

describe('a session moved to a new time', () => {
  it('starts on the half hour inside the teaching day, and ends by 9:00 PM', () => {
    for (const time of ['06:00', '06:30', '13:30', '20:00'])
      expect(isTeachingStart(time), time).toBe(true);
    for (const time of ['05:30', '06:15', '20:30', '21:00', '6:00', '07:90', '06:60', '99:00']) {
      expect(isTeachingStart(time), time).toBe(false);
    }
    expect(teachingStarts()).toHaveLength(29);
    expect(teachingStarts().every((time) => isTeachingStart(time))).toBe(true);
  });

  it('refuses a time that is no time of a day with the move message, even on the half hour', () => {
    const result = moveSessionSchema.safeParse({ date: '2026-12-05', time: '07:90' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SESSION_MESSAGES.moveOutside);
  });

  it('refuses a day that is not on the calendar, which Date.parse would roll over', () => {
    for (const date of ['2026-02-29', '2026-04-31', '2026-13-01']) {
      const result = moveSessionSchema.safeParse({ date, time: '10:00' });
      expect(result.error?.issues[0]?.message, date).toBe(SESSION_MESSAGES.moveWhen);
    }
    expect(moveSessionSchema.safeParse({ date: '2028-02-29', time: '10:00' }).success).toBe(true);
  });
});
