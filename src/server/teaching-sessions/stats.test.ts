import { describe, expect, it } from 'vitest';
import { indiaInstant } from '../../shared/time';
import { attendanceRate, hoursPerMonth, totalHours, weeklyStreak } from './stats';

const session = (y: number, m: number, d: number, hour = 11, minutes = 60) => {
  const startsAt = indiaInstant(y, m, d, hour);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
};

describe('session counts', () => {
  it('adds the hours of held sessions, to one decimal place', () => {
    expect(totalHours([session(2026, 10, 7), session(2026, 10, 14, 11, 90)])).toBe(2.5);
    expect(totalHours([])).toBe(0);
  });

  it('counts consecutive weeks up to this one; a week not over yet does not break it', () => {
    // Thursday 26 Nov 2026; Saturdays 7, 14 and 21 Nov held, nothing yet this week.
    const now = indiaInstant(2026, 10, 26, 10);
    const held = [session(2026, 10, 7), session(2026, 10, 14), session(2026, 10, 21)];
    expect(weeklyStreak(held, now)).toBe(3);
    // With this week's session too, four.
    expect(weeklyStreak([...held, session(2026, 10, 23)], now)).toBe(4);
    // A missed week ends it: only the latest run counts.
    expect(weeklyStreak([session(2026, 9, 31), session(2026, 10, 21)], now)).toBe(1);
    // Nothing last week or this week: no streak.
    expect(weeklyStreak([session(2026, 10, 7)], now)).toBe(0);
  });

  it("reads weeks in India: Sunday night in India is still that week's", () => {
    const mondayMorning = indiaInstant(2026, 10, 30, 9);
    expect(weeklyStreak([session(2026, 10, 29, 22)], mondayMorning)).toBe(1);
  });

  it('lists the last months with their hours, zero when none', () => {
    const now = indiaInstant(2026, 10, 26, 10);
    const months = hoursPerMonth([session(2026, 10, 7), session(2026, 8, 30, 16, 90)], now, 3);
    expect(months).toEqual([
      { month: '2026-09', hours: 1.5, sessions: 1 },
      { month: '2026-10', hours: 0, sessions: 0 },
      { month: '2026-11', hours: 1, sessions: 1 },
    ]);
  });

  it('gives the attendance rate of the marked sessions, or none before any mark', () => {
    expect(attendanceRate(3, 1)).toBe(75);
    expect(attendanceRate(0, 0)).toBeNull();
  });
});
