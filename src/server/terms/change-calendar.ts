// One change of an NGO's calendar (add, edit or remove a term or a holiday), in one transaction:
// the NGO's calendar row is locked first (after the account, below), so two changes at once run
// one after the other and each checks its terms against what the other stored; then the entry is
// written, the sessions still to come follow the new calendar (reconcile.ts), and the change's
// mails are written with it.
// A preview runs the same checks and plan without writing anything.
import { and, eq } from 'drizzle-orm';
import {
  applyChange,
  CALENDAR_LIMITS,
  overlappingTerm,
  TERMS_MESSAGES,
  type CalendarChange,
  type CalendarEntry,
} from '../../shared/terms';
import type { Db, Tx } from '../db/client';
import { connectionRequests, ngoCalendarEntries, ngoCalendars, ngoListings } from '../db/schema';
import { selectRequests } from '../db/joins';
import { running } from '../partnerships/contact-rule';
import { keepSessionsAhead } from '../teaching-sessions/keep-ahead';
import { apiError } from '../http/errors';
import { holdAccount } from '../accounts/hold-account';
import { entriesOf } from './calendar-store';
import { applyPlan, planSessions, sessionsToPlan, type SessionPlan } from './reconcile';

export interface CalendarOutcome {
  /** The entry as stored; null after a removal. */
  entry: CalendarEntry | null;
  plan: SessionPlan;
}

/** The calendar after `change`, or the refusal: unknown id, too many entries, overlapping terms. */
function checkChange(entries: readonly CalendarEntry[], change: CalendarChange): CalendarEntry[] {
  if (change.id !== null && !entries.some((e) => e.id === change.id)) {
    throw apiError(404, TERMS_MESSAGES.notFound);
  }
  if (change.id === null && entries.length >= CALENDAR_LIMITS.entries) {
    throw apiError(409, TERMS_MESSAGES.limit);
  }
  if (change.entry && overlappingTerm(change.entry, entries, change.id)) {
    throw apiError(400, TERMS_MESSAGES.overlap, { startsOn: TERMS_MESSAGES.overlap });
  }
  return applyChange(entries, change);
}

async function writeEntry(tx: Tx, ngoUid: string, change: CalendarChange, now: Date) {
  const own = (id: number) =>
    and(eq(ngoCalendarEntries.id, id), eq(ngoCalendarEntries.ngoUid, ngoUid));
  const columns = {
    id: ngoCalendarEntries.id,
    kind: ngoCalendarEntries.kind,
    startsOn: ngoCalendarEntries.startsOn,
    endsOn: ngoCalendarEntries.endsOn,
    name: ngoCalendarEntries.name,
  };
  if (change.id === null) {
    const [row] = await tx
      .insert(ngoCalendarEntries)
      .values({ ngoUid, ...change.entry!, createdAt: now, updatedAt: now })
      .returning(columns);
    return row!;
  }
  if (change.entry === null) {
    await tx.delete(ngoCalendarEntries).where(own(change.id));
    return null;
  }
  const [row] = await tx
    .update(ngoCalendarEntries)
    .set({ ...change.entry, updatedAt: now })
    .where(own(change.id))
    .returning(columns);
  return row!;
}

export async function changeCalendar(
  db: Db,
  input: { ngoUid: string; change: CalendarChange; now: Date },
  alongWith?: (tx: Tx, outcome: CalendarOutcome) => Promise<void>,
): Promise<CalendarOutcome> {
  const { ngoUid, change, now } = input;
  // A change refused as it stands writes nothing, not even the row below; it is checked again
  // under the lock, against what another change may have committed meanwhile.
  checkChange(await entriesOf(db, ngoUid), change);
  // The NGO's row exists, committed, before the change locks it: a sweep reading it with a share
  // lock then waits for the change to commit (a row still being inserted would not be waited for).
  // Each transaction holds the NGO's account first (hold-account.ts): a deletion in flight would
  // otherwise fail the insert's foreign key, or deadlock with the change; 401 once it is gone.
  await db.transaction(async (tx) => {
    await holdAccount(tx, ngoUid);
    await tx.insert(ngoCalendars).values({ ngoUid }).onConflictDoNothing();
  });
  return db.transaction(async (tx) => {
    await holdAccount(tx, ngoUid);
    // The lock, and the mark that weeks from now on follow the new calendar (keep-ahead.ts).
    await tx.update(ngoCalendars).set({ changedAt: now }).where(eq(ngoCalendars.ngoUid, ngoUid));
    const next = checkChange(await entriesOf(tx, ngoUid), change);
    const entry = await writeEntry(tx, ngoUid, change, now);
    const plan = planSessions(await sessionsToPlan(tx, ngoUid, now, true), next);
    await applyPlan(tx, plan, now);
    const outcome = { entry, plan };
    await alongWith?.(tx, outcome);
    return outcome;
  });
}

/** What `changeCalendar` would do now, refused the same way; nothing is written. */
export async function previewCalendarChange(
  db: Db,
  input: { ngoUid: string; change: CalendarChange; now: Date },
): Promise<SessionPlan> {
  const next = checkChange(await entriesOf(db, input.ngoUid), input.change);
  return planSessions(await sessionsToPlan(db, input.ngoUid, input.now, false), next);
}

/** Makes the sessions of the NGO's running partnerships on the days its calendar now opens. */
export async function keepPartnershipsAhead(db: Db, ngoUid: string, now: Date): Promise<void> {
  const partnerships = await selectRequests(db, { id: connectionRequests.id }).where(
    and(eq(ngoListings.ownerUid, ngoUid), running.sql),
  );
  await keepSessionsAhead(db, now, { requestIds: partnerships.map((p) => p.id) });
}
