// The weeks of each partnership that differ from its weekly rule, for the calendar file:
// cancelled ones (EXDATE) and moved ones (RECURRENCE-ID), by their original start. Where the NGO
// keeps terms and holidays (src/server/terms), the weeks they close that have no session are left
// out too, and a series with terms ends with the last of them (UNTIL), so the file shows what
// Setu makes; a later term lengthens the same series, under the same UID (docs/decisions/0033-terms-and-holidays.md).
import { and, eq, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import { closureOn, lastTermDay, type CalendarEntry } from '../../shared/terms';
import { indiaIsoDate, instantInIndia, MINUTES_PER_DAY } from '../../shared/time';
import type { Db } from '../db/client';
import { teachingSessions } from '../db/schema';
import type { SessionException } from '../partnerships/ics';
import { calendarIn, calendarsOf } from '../terms/calendar-store';
import { weeklyOccurrences } from './occurrences';

/** The sessions of these partnerships that `which` picks (all without it): what the file reads. */
async function sessionsOf(db: Db, requestIds: number[], which?: SQL) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: teachingSessions.requestId,
      occurrence: teachingSessions.occurrence,
      status: teachingSessions.status,
      startsAt: teachingSessions.startsAt,
      endsAt: teachingSessions.endsAt,
      coveredBy: teachingSessions.coveredBy,
    })
    .from(teachingSessions)
    .where(and(inArray(teachingSessions.requestId, requestIds), which));
}

export async function sessionExceptions(
  db: Db,
  requestIds: number[],
): Promise<Map<number, SessionException[]>> {
  // A week a substitute covers is not the partnership's volunteer's: left out of their series.
  const cancelledOrMoved = or(
    eq(teachingSessions.status, 'cancelled'),
    ne(teachingSessions.startsAt, teachingSessions.occurrence),
    isNotNull(teachingSessions.coveredBy),
  );
  const rows = await sessionsOf(db, requestIds, cancelledOrMoved);
  return perRequest(rows, (r) => ({
    occurrence: r.occurrence,
    cancelled: r.status === 'cancelled' || r.coveredBy !== null,
    start: r.startsAt,
    end: r.endsAt,
  }));
}

/** Session rows listed per partnership, in the rows' order, each as `shape` makes it. */
function perRequest<Row extends { requestId: number }, T>(rows: Row[], shape: (row: Row) => T) {
  const byRequest = new Map<number, T[]>();
  for (const r of rows)
    byRequest.set(r.requestId, [...(byRequest.get(r.requestId) ?? []), shape(r)]);
  return byRequest;
}

export interface SeriesOf {
  id: number;
  ngoUid: string | null;
  day: string;
  timeSlot: string;
  since: Date;
}

export interface SeriesChanges {
  exceptions: SessionException[];
  /** The series' last possible start, when the NGO keeps terms. */
  until?: Date;
}

/**
 * Each partnership's exceptions, with the weeks its NGO's calendar closes. A week with no
 * session is left out when it is past (it was never made: the calendar closed it then) or when
 * the calendar closes it now; a week with a session follows the session.
 */
export async function seriesChanges(
  db: Db,
  series: readonly SeriesOf[],
  now: Date,
): Promise<Map<number, SeriesChanges>> {
  const exceptions = await sessionExceptions(
    db,
    series.map((s) => s.id),
  );
  const calendars = await calendarsOf(
    db,
    series.flatMap((s) => (s.ngoUid ? [s.ngoUid] : [])),
  );
  const withCalendar = series.filter((s) => calendarIn(calendars, s.ngoUid).changedAt !== null);
  const made = await madeWeeks(
    db,
    withCalendar.map((s) => s.id),
  );
  const out = new Map<number, SeriesChanges>();
  for (const s of series) {
    const own = exceptions.get(s.id) ?? [];
    const calendar = calendarIn(calendars, s.ngoUid);
    if (calendar.changedAt === null) {
      out.set(s.id, { exceptions: own });
      continue;
    }
    out.set(s.id, closedWeeks(s, calendar.entries, own, made.get(s.id) ?? [], now));
  }
  return out;
}

/** Every session's original start and whether it is scheduled, per partnership. */
async function madeWeeks(db: Db, requestIds: number[]) {
  return perRequest(await sessionsOf(db, requestIds), (r) => ({
    occurrence: r.occurrence,
    scheduled: r.status === 'scheduled',
  }));
}

/** One series' exceptions and end under its NGO's calendar (exported for its unit test). */
export function closedWeeks(
  s: Pick<SeriesOf, 'day' | 'timeSlot' | 'since'>,
  entries: readonly CalendarEntry[],
  exceptions: readonly SessionException[],
  made: readonly { occurrence: Date; scheduled: boolean }[],
  now: Date,
): SeriesChanges {
  const madeAt = new Set(made.map((m) => m.occurrence.getTime()));
  const lastTerm = lastTermDay(entries);
  const lastHoliday = entries
    .filter((e) => e.kind === 'holiday')
    .reduce<string | null>((last, e) => (last === null || e.endsOn > last ? e.endsOn : last), null);
  const lastDay = lastTerm ?? lastHoliday;
  const horizon = new Date(
    Math.max(now.getTime(), lastDay ? instantInIndia(lastDay, MINUTES_PER_DAY)!.getTime() : 0),
  );
  const out: SessionException[] = [...exceptions];
  for (const week of weeklyOccurrences(s.since, s.day, s.timeSlot, horizon)) {
    if (madeAt.has(week.start.getTime())) continue;
    const past = week.start.getTime() <= now.getTime();
    if (past || closureOn(indiaIsoDate(week.start), entries)) {
      out.push({ occurrence: week.start, cancelled: true, start: week.start, end: week.end });
    }
  }
  if (lastTerm === null) return { exceptions: out };
  // The end of the last term's day, or the last session still scheduled after it (one made
  // before the terms were set), whichever is later.
  let until = instantInIndia(lastTerm, MINUTES_PER_DAY)!.getTime() - 1000;
  for (const m of made) if (m.scheduled) until = Math.max(until, m.occurrence.getTime());
  return { exceptions: out, until: new Date(until) };
}
