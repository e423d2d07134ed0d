// Reading NGOs' terms and holidays: one NGO's for its dashboard and its changes, several at once
// for the sessions sweep and the calendar file.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { ngoCalendarEntries, ngoCalendars } from '../db/schema';
import type { CalendarEntry, StoredCalendarEntry } from '../../shared/terms';

export interface NgoCalendar {
  entries: CalendarEntry[];
  /** When it last changed; null when the NGO never set one. */
  changedAt: Date | null;
}

const EMPTY: NgoCalendar = { entries: [], changedAt: null };
const entryColumns = {
  id: ngoCalendarEntries.id,
  ngoUid: ngoCalendarEntries.ngoUid,
  kind: ngoCalendarEntries.kind,
  startsOn: ngoCalendarEntries.startsOn,
  endsOn: ngoCalendarEntries.endsOn,
  name: ngoCalendarEntries.name,
};

/**
 * The calendars of these NGOs; an NGO without one has none in the map (read it as EMPTY).
 * `afterChanges` waits for changes being committed (their lock on the NGO's row) and reads them.
 */
export async function calendarsOf(
  db: Pick<Db, 'select'>,
  ngoUids: readonly string[],
  { afterChanges = false } = {},
): Promise<Map<string, NgoCalendar>> {
  const out = new Map<string, NgoCalendar>();
  const uids = [...new Set(ngoUids)];
  if (uids.length === 0) return out;
  const query = db
    .select({ ngoUid: ngoCalendars.ngoUid, changedAt: ngoCalendars.changedAt })
    .from(ngoCalendars)
    .where(inArray(ngoCalendars.ngoUid, uids));
  const changes = (afterChanges ? await query.for('share') : await query).filter(
    (c) => c.changedAt !== null,
  );
  if (changes.length === 0) return out;
  for (const c of changes) out.set(c.ngoUid, { entries: [], changedAt: c.changedAt });
  const rows = await db
    .select(entryColumns)
    .from(ngoCalendarEntries)
    .where(
      inArray(
        ngoCalendarEntries.ngoUid,
        changes.map((c) => c.ngoUid),
      ),
    )
    .orderBy(asc(ngoCalendarEntries.startsOn), asc(ngoCalendarEntries.id));
  for (const { ngoUid, ...entry } of rows) out.get(ngoUid)?.entries.push(entry);
  return out;
}

/**
 * For a change of these NGOs' sessions that a calendar change must not cross (a break): their
 * calendars, share-locked after any change being committed. A calendar's first change inserts
 * its row just before locking it, so the row is made here when missing: there is then always a
 * row for the two to meet on (tests/api/breaks-race.test.ts).
 */
export async function holdCalendars(tx: Tx, ngoUids: readonly string[]) {
  const uids = [...new Set(ngoUids)].sort();
  if (uids.length > 0) {
    await tx
      .insert(ngoCalendars)
      .values(uids.map((ngoUid) => ({ ngoUid })))
      .onConflictDoNothing();
  }
  return calendarsOf(tx, uids, { afterChanges: true });
}

export async function calendarOf(db: Pick<Db, 'select'>, ngoUid: string): Promise<NgoCalendar> {
  return (await calendarsOf(db, [ngoUid])).get(ngoUid) ?? EMPTY;
}

/** An NGO's calendar, or none: what a reader of several NGOs' calendars looks up. */
export const calendarIn = (calendars: Map<string, NgoCalendar>, ngoUid: string | null) =>
  (ngoUid && calendars.get(ngoUid)) || EMPTY;

/** The entries of one NGO, read directly (inside a change's transaction, after its lock). */
export async function entriesOf(
  db: Pick<Db, 'select'>,
  ngoUid: string,
): Promise<StoredCalendarEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(ngoCalendarEntries)
    .where(eq(ngoCalendarEntries.ngoUid, ngoUid))
    .orderBy(asc(ngoCalendarEntries.startsOn), asc(ngoCalendarEntries.id));
  return rows.map(({ ngoUid: _, ...entry }) => entry);
}
