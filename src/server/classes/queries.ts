// An NGO's classes (src/shared/classes.ts) read from its listing and its partnerships: the
// summaries the dashboard lists, one class's roster, and its sessions a page at a time. Only the
// listing's owner reads them; contact details follow the contact rule like every other list.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { CLASS_MESSAGES, CLASS_PAGE, classIdOf, parseClassId } from '../../shared/classes';
import { teachingTimesOf, rangeOf } from '../../shared/teaching-times';
import type { Weekday } from '../../shared/options';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, teachingSessions, volunteers } from '../db/schema';
import { selectRequestsWithVolunteer, selectSessionsWithVolunteer } from '../db/joins';
import { apiError } from '../http/errors';
import {
  detailsShared,
  partnershipFacts,
  pausedBySuspension,
  running,
  waitingForChecks,
} from '../partnerships/contact-rule';
import { disputed } from '../teaching-sessions/disagreements';
import { keepSessionsAhead } from '../teaching-sessions/keep-ahead';
import { WEEK_MS, WEEKS_AHEAD } from '../teaching-sessions/occurrences';
import { sessionColumns, shownSession, type ShownSession } from '../teaching-sessions/queries';
import { teachingTimeColumns } from '../ngo-profile/teaching-time-columns';
import { isoOrNull } from '../db/rows';

async function listingOf(db: Db, uid: string) {
  const [listing] = await db
    .select({
      id: ngoListings.id,
      ...teachingTimeColumns,
      volunteersNeeded: ngoListings.volunteersNeeded,
    })
    .from(ngoListings)
    .where(eq(ngoListings.ownerUid, uid));
  return listing;
}

/**
 * The partnerships on a listing that have sessions (accepted, or ended with their past), each
 * with its class, the volunteer, and whether it runs and shares contact details now.
 */
async function partnershipsOf(db: Db, listingId: number) {
  const rows = await selectRequestsWithVolunteer(db, {
    requestId: connectionRequests.id,
    status: connectionRequests.status,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
    topic: connectionRequests.topic,
    name: volunteers.fullName,
    email: volunteers.email,
    phone: volunteers.phone,
    facts: partnershipFacts,
  })
    .where(
      and(
        eq(connectionRequests.listingId, listingId),
        inArray(connectionRequests.status, ['accepted', 'ended']),
      ),
    )
    .orderBy(asc(volunteers.fullName), asc(connectionRequests.id));
  return rows.map(({ facts, email, phone, ...p }) => ({
    ...p,
    classId: p.day && p.timeSlot ? classIdOf(p.day, p.timeSlot) : null,
    running: running.holds(facts),
    waitingForChecks: waitingForChecks.holds(facts),
    pausedBySuspension: pausedBySuspension.holds(facts),
    contact: detailsShared.holds(facts) ? { email, phone } : null,
  }));
}
type Partnership = Awaited<ReturnType<typeof partnershipsOf>>[number];

/**
 * The classes: the listing's teaching times in week order, then any time volunteers were
 * accepted for that the listing no longer lists (listed: false), so none of them is lost.
 */
function classesFrom(
  listing: NonNullable<Awaited<ReturnType<typeof listingOf>>>,
  partnerships: Partnership[],
) {
  const classes = new Map<
    string,
    { id: string; day: Weekday; timeSlot: string; listed: boolean }
  >();
  for (const time of teachingTimesOf(listing)) {
    const id = classIdOf(time.day, rangeOf(time));
    if (id) classes.set(id, { id, day: time.day, timeSlot: rangeOf(time), listed: true });
  }
  for (const p of partnerships) {
    if (p.status !== 'accepted' || !p.classId || classes.has(p.classId)) continue;
    classes.set(p.classId, { id: p.classId, ...parseClassId(p.classId)!, listed: false });
  }
  return [...classes.values()];
}

/** The dashboard's list: each class with its roster's size, next session and what needs doing. */
export async function classesOf(db: Db, uid: string, now: Date) {
  const listing = await listingOf(db, uid);
  if (!listing) return { listing: null, classes: [] };
  const partnerships = await partnershipsOf(db, listing.id);
  const runningIds = partnerships.filter((p) => p.running).map((p) => p.requestId);
  await keepSessionsAhead(db, now, { requestIds: runningIds });
  const ids = partnerships.map((p) => p.requestId);
  const perRequest = ids.length
    ? await db
        .select({
          requestId: teachingSessions.requestId,
          next: sql<Date | null>`min(${teachingSessions.startsAt}) filter (where ${teachingSessions.status} = 'scheduled' and ${teachingSessions.startsAt} > ${now})`.mapWith(
            teachingSessions.startsAt,
          ),
          disputes: sql<number>`count(*) filter (where ${disputed})`.mapWith(Number),
        })
        .from(teachingSessions)
        .where(inArray(teachingSessions.requestId, ids))
        .groupBy(teachingSessions.requestId)
    : [];
  // Attendance to mark: as on the sessions list, the last 8 weeks.
  const unmarked = ids.length
    ? await db
        .select({ requestId: teachingSessions.requestId, startsAt: teachingSessions.startsAt })
        .from(teachingSessions)
        .where(
          and(
            inArray(teachingSessions.requestId, ids),
            eq(teachingSessions.status, 'scheduled'),
            isNull(teachingSessions.attendance),
            lte(teachingSessions.endsAt, now),
            gte(teachingSessions.startsAt, new Date(now.getTime() - WEEKS_AHEAD * WEEK_MS)),
          ),
        )
    : [];
  const byRequest = new Map(perRequest.map((r) => [r.requestId, r]));
  const classOfRequest = new Map(partnerships.map((p) => [p.requestId, p.classId]));
  const classes = classesFrom(listing, partnerships).map((c) => {
    const mine = partnerships.filter((p) => p.classId === c.id);
    const roster = mine.filter((p) => p.status === 'accepted');
    const next = roster
      .filter((p) => p.running)
      .map((p) => byRequest.get(p.requestId)?.next)
      .filter((d): d is Date => d instanceof Date)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    const toMark = unmarked.filter((s) => classOfRequest.get(s.requestId) === c.id);
    const times = [...new Set(toMark.map((s) => s.startsAt.getTime()))].sort((a, b) => a - b);
    return {
      ...c,
      volunteers: roster.length,
      paused: roster.filter((p) => !p.running).length,
      nextStartsAt: isoOrNull(next),
      toMark: {
        sessions: toMark.length,
        times: times.length,
        oldest: times[0] === undefined ? null : new Date(times[0]).toISOString(),
      },
      disputes: mine.reduce((n, p) => n + (byRequest.get(p.requestId)?.disputes ?? 0), 0),
    };
  });
  const accepted = partnerships.filter((p) => p.status === 'accepted').length;
  return { listing: { needed: listing.volunteersNeeded, accepted }, classes };
}

/** One class of the NGO, with its partnerships; 404 for an id it has no class at. */
async function findClass(db: Db, uid: string, classId: string) {
  const notFound = () => apiError(404, CLASS_MESSAGES.notFound);
  if (!parseClassId(classId)) throw notFound();
  const listing = await listingOf(db, uid);
  if (!listing) throw notFound();
  const partnerships = await partnershipsOf(db, listing.id);
  const found = classesFrom(listing, partnerships).find((c) => c.id === classId);
  if (!found) throw notFound();
  const mine = partnerships.filter((p) => p.classId === classId);
  return { listing, found, mine };
}

/** The request ids of a class's sessions: all of them, or those of running partnerships. */
export async function classRequestIds(db: Db, uid: string, classId: string) {
  const { mine } = await findClass(db, uid, classId);
  return {
    all: mine.map((p) => p.requestId),
    running: mine.filter((p) => p.running).map((p) => p.requestId),
  };
}

/** A class's heading facts: its time, and its capacity beside the listing's. */
export async function classOf(db: Db, uid: string, classId: string) {
  const { listing, found, mine } = await findClass(db, uid, classId);
  const [accepted] = await db
    .select({ n: count() })
    .from(connectionRequests)
    .where(
      and(eq(connectionRequests.listingId, listing.id), eq(connectionRequests.status, 'accepted')),
    );
  return {
    ...found,
    volunteers: mine.filter((p) => p.status === 'accepted').length,
    listing: { needed: listing.volunteersNeeded, accepted: Number(accepted?.n ?? 0) },
  };
}

/** The class's volunteers by name, a page at a time (`offset` is how many were shown). */
export async function rosterOf(db: Db, uid: string, classId: string, offset = 0) {
  const { mine } = await findClass(db, uid, classId);
  const roster = mine.filter((p) => p.status === 'accepted');
  const page = roster.slice(offset, offset + CLASS_PAGE.roster);
  const end = offset + page.length;
  return {
    volunteers: page.map((p) => ({
      requestId: p.requestId,
      name: p.name,
      topic: p.topic,
      paused: p.pausedBySuspension,
      waitingForChecks: p.waitingForChecks,
      contact: p.contact,
    })),
    next: end < roster.length ? end : null,
  };
}

export interface SessionTime {
  startsAt: string;
  endsAt: string;
  sessions: ShownSession[];
}

/**
 * A class's sessions grouped by start time, a page of times at a time: ahead (not ended yet,
 * partnerships running) from the soonest, or past (ended) from the latest. `cursor` is the start
 * (ms) the previous page ended at.
 */
export async function classSessionsOf(
  db: Db,
  uid: string,
  classId: string,
  when: 'ahead' | 'past',
  now: Date,
  cursor?: number,
): Promise<{ times: SessionTime[]; next: number | null }> {
  const ids = await classRequestIds(db, uid, classId);
  const requestIds = when === 'ahead' ? ids.running : ids.all;
  if (requestIds.length === 0) return { times: [], next: null };
  if (when === 'ahead') await keepSessionsAhead(db, now, { requestIds: ids.running });
  const ahead = when === 'ahead';
  const size = ahead ? CLASS_PAGE.aheadTimes : CLASS_PAGE.pastTimes;
  const at = cursor === undefined ? undefined : new Date(cursor);
  const starts = await db
    .selectDistinct({ startsAt: teachingSessions.startsAt })
    .from(teachingSessions)
    .where(
      and(
        inArray(teachingSessions.requestId, requestIds),
        ahead ? gt(teachingSessions.endsAt, now) : lte(teachingSessions.endsAt, now),
        at && (ahead ? gt(teachingSessions.startsAt, at) : lt(teachingSessions.startsAt, at)),
      ),
    )
    .orderBy(ahead ? asc(teachingSessions.startsAt) : desc(teachingSessions.startsAt))
    .limit(size + 1);
  const shown = starts.slice(0, size).map((s) => s.startsAt);
  if (shown.length === 0) return { times: [], next: null };
  const rows = await selectSessionsWithVolunteer(db, sessionColumns)
    .where(
      and(
        inArray(teachingSessions.requestId, requestIds),
        inArray(teachingSessions.startsAt, shown),
        ahead ? gt(teachingSessions.endsAt, now) : lte(teachingSessions.endsAt, now),
      ),
    )
    .orderBy(asc(volunteers.fullName), asc(teachingSessions.id));
  const times = shown.flatMap((startsAt) => {
    const sessions = rows
      .filter((r) => r.startsAt.getTime() === startsAt.getTime())
      .map((r) => shownSession(r, 'ngo', now));
    // A session deleted between the two reads (its account with it) leaves no time behind.
    const first = sessions[0];
    return first ? [{ startsAt: first.startsAt, endsAt: first.endsAt, sessions }] : [];
  });
  return {
    times,
    next: starts.length > size ? shown[shown.length - 1]!.getTime() : null,
  };
}
