// Rolls each running partnership's sessions forward (accepted, and no suspension pauses it:
// `running` in src/server/partnerships/contact-rule.ts): every week of its slot from its acceptance
// up to 8 weeks from now exists as a row. Run when a partnership is accepted, before sessions are
// read, and by the reminder sweep every 5 minutes; the unique (request, occurrence) key makes a
// second run, or two at once, add nothing. Each run looks back 8 weeks at most, not to the
// acceptance: earlier weeks were made by earlier runs (only a server down for longer than the
// window would miss one), and a long partnership does not re-offer all its weeks every sweep.
// Only the NGO's open days get a session: none on a holiday, none outside its terms when it has
// set any (src/shared/terms.ts); and none before the NGO's last calendar change, whose weeks were
// decided on the calendar as it was (decision 0032).
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hasPgCode, PG_CODES } from '../db/pg-errors';
import { connectionRequests, ngoListings, teachingSessions } from '../db/schema';
import { selectRequests } from '../db/joins';
import { running } from '../partnerships/contact-rule';
import { closureOn } from '../../shared/terms';
import { indiaIsoDate } from '../../shared/time';
import { calendarIn, calendarsOf } from '../terms/calendar-store';
import { WEEK_MS, WEEKS_AHEAD, weeklyOccurrences } from './occurrences';

export async function keepSessionsAhead(
  db: Pick<Db, 'select' | 'insert'>,
  now: Date,
  which?: { requestIds: number[] },
): Promise<void> {
  if (which?.requestIds.length === 0) return;
  // A partnership deleted (with its account) between the read and the insert fails the insert's
  // foreign key: read again, without it. Not a transaction holding the partnerships' locks: two
  // instances sweeping at once must never wait on each other.
  for (let attempt = 1; ; attempt++) {
    try {
      return await addWeeks(db, now, which);
    } catch (error) {
      if (attempt >= 3 || !hasPgCode(error, PG_CODES.foreignKeyViolation)) throw error;
    }
  }
}

async function addWeeks(
  db: Pick<Db, 'select' | 'insert'>,
  now: Date,
  which?: { requestIds: number[] },
): Promise<void> {
  const where: SQL[] = [running.sql];
  if (which) where.push(inArray(connectionRequests.id, which.requestIds));
  const partnerships = await selectRequests(db, {
    id: connectionRequests.id,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
    acceptedAt: connectionRequests.updatedAt,
    ngoUid: ngoListings.ownerUid,
  }).where(and(...where));
  const until = new Date(now.getTime() + WEEKS_AHEAD * WEEK_MS);
  const lookBack = new Date(now.getTime() - WEEKS_AHEAD * WEEK_MS);
  const calendars = await calendarsOf(
    db,
    partnerships.flatMap((p) => (p.ngoUid ? [p.ngoUid] : [])),
  );
  const rows = partnerships.flatMap((p) => {
    if (!p.day || !p.timeSlot) return [];
    const { entries, changedAt } = calendarIn(calendars, p.ngoUid);
    const since = [p.acceptedAt, lookBack, changedAt ?? lookBack].reduce((a, b) => (a > b ? a : b));
    return weeklyOccurrences(since, p.day, p.timeSlot, until)
      .filter((o) => closureOn(indiaIsoDate(o.start), entries) === null)
      .map((o) => ({
        requestId: p.id,
        occurrence: o.start,
        startsAt: o.start,
        endsAt: o.end,
      }));
  });
  // In slices, so a long partnership's many weeks never make one oversized statement.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(teachingSessions)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [teachingSessions.requestId, teachingSessions.occurrence] });
  }
}
