// What the dashboards count from held sessions: hours, sessions, the weekly streak and hours per
// month. Pure, so the rules are tested without a database; weeks and months are India's.
import { indiaIsoDate } from '../../shared/time';

export interface CountedSession {
  startsAt: Date;
  endsAt: Date;
}

const hoursOf = (s: CountedSession) => (s.endsAt.getTime() - s.startsAt.getTime()) / 3_600_000;

/** Hours to one decimal place, as people say them ("1.5 hours"). */
export const roundHours = (hours: number) => Math.round(hours * 10) / 10;

export function totalHours(held: readonly CountedSession[]): number {
  return roundHours(held.reduce((sum, s) => sum + hoursOf(s), 0));
}

/** The Monday (India's calendar) of an instant's week, as a day number since 1970. */
function weekOf(instant: Date): number {
  const days = Date.parse(indiaIsoDate(instant)) / 86_400_000;
  // 1 Jan 1970 was a Thursday: day 0 is 3 days after a Monday.
  return days - ((days + 3) % 7);
}

/**
 * Consecutive weeks with at least one held session, up to this week; a week not over yet does
 * not break the streak, so on Monday last week's streak still counts.
 */
export function weeklyStreak(held: readonly CountedSession[], now: Date): number {
  const weeks = new Set(held.map((s) => weekOf(s.startsAt)));
  let week = weekOf(now);
  if (!weeks.has(week)) week -= 7;
  let streak = 0;
  while (weeks.has(week)) {
    streak += 1;
    week -= 7;
  }
  return streak;
}

export interface MonthHours {
  /** YYYY-MM, India's calendar. */
  month: string;
  hours: number;
  sessions: number;
}

/** The last `count` months up to this one, each with its held hours (zero when none). */
export function hoursPerMonth(held: readonly CountedSession[], now: Date, count = 6): MonthHours[] {
  const key = (d: Date) => indiaIsoDate(d).slice(0, 7);
  const [year, month] = key(now).split('-').map(Number) as [number, number];
  const months: MonthHours[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(year, month - 1 - i, 1));
    months.push({
      month: `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`,
      hours: 0,
      sessions: 0,
    });
  }
  const byMonth = new Map(months.map((m) => [m.month, m]));
  for (const s of held) {
    const month = byMonth.get(key(s.startsAt));
    if (!month) continue;
    month.hours = roundHours(month.hours + hoursOf(s));
    month.sessions += 1;
  }
  return months;
}

/** Held among the sessions the NGO has marked; null before any mark. */
export function attendanceRate(held: number, notHeld: number): number | null {
  const marked = held + notHeld;
  return marked === 0 ? null : Math.round((held / marked) * 100);
}
