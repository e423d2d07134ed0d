// When a session counts as taught, for every count of held sessions (the dashboards' hours, the
// certificates, the ending's email, the own-data export): marked held and not cancelled. An
// arrival prefills held up to 30 minutes before the start (docs/decisions/0047-check-in.md) and
// either side may still cancel the session after it, so a held mark alone is not a session taught
// (tests/api/check-in.test.ts). The impact report writes the same rule in its own SQL
// (src/server/impact/compute-impact.ts).
import { and, eq, type SQL } from 'drizzle-orm';
import { teachingSessions, type AttendanceMark, type SessionStatus } from '../db/schema';

/** Over teaching_sessions: the session counts as held. */
export const countsAsHeld: SQL = and(
  eq(teachingSessions.status, 'scheduled'),
  eq(teachingSessions.attendance, 'held'),
)!;

/** The same rule for a session already read. */
export function isCountedAsHeld(s: {
  status: SessionStatus;
  attendance: AttendanceMark | null;
}): boolean {
  return s.status === 'scheduled' && s.attendance === 'held';
}
