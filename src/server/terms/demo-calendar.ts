// The demo NGO's calendar: a term around today and a holiday on one of its Saturdays three weeks
// ahead, so a newcomer sees a session cancelled for a holiday and where terms are set. Added
// once, when the NGO has no terms or holidays; two instances seeding at once take the calendar's
// lock in turn, and the second finds the first's.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ngoCalendarEntries, ngoCalendars } from '../db/schema';
import { indiaIsoDate } from '../../shared/time';
import { firstOccurrence, WEEK_MS } from '../teaching-sessions/occurrences';
import { entriesOf } from './calendar-store';
import { applyPlan, planSessions, sessionsToPlan } from './reconcile';

export const DEMO_TERM_NAME = 'Current term';
export const DEMO_HOLIDAY_NAME = 'Community fair';

export async function ensureDemoCalendar(
  db: Db,
  ngoUid: string,
  weekly: { day: string; timeSlot: string },
  now = new Date(),
): Promise<void> {
  await db.insert(ngoCalendars).values({ ngoUid }).onConflictDoNothing();
  await db.transaction(async (tx) => {
    await tx
      .select({ ngoUid: ngoCalendars.ngoUid })
      .from(ngoCalendars)
      .where(eq(ngoCalendars.ngoUid, ngoUid))
      .for('update');
    if ((await entriesOf(tx, ngoUid)).length > 0) return;
    await tx.update(ngoCalendars).set({ changedAt: now }).where(eq(ngoCalendars.ngoUid, ngoUid));
    const at = (weeks: number) => new Date(now.getTime() + weeks * WEEK_MS);
    const holiday = indiaIsoDate(firstOccurrence(at(2), weekly.day, weekly.timeSlot).start);
    const entries = [
      {
        kind: 'term' as const,
        startsOn: indiaIsoDate(at(-8)),
        endsOn: indiaIsoDate(at(20)),
        name: DEMO_TERM_NAME,
      },
      { kind: 'holiday' as const, startsOn: holiday, endsOn: holiday, name: DEMO_HOLIDAY_NAME },
    ];
    await tx.insert(ngoCalendarEntries).values(entries.map((e) => ({ ngoUid, ...e })));
    await applyPlan(tx, planSessions(await sessionsToPlan(tx, ngoUid, now, true), entries), now);
  });
}
