// A volunteer's or an NGO's sessions around now (8 weeks back, for attendance; 8 ahead) and the
// counts of all their held sessions. Only the two sides of a partnership see its sessions.
import { and, asc, count, countDistinct, eq, gte, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, teachingSessions, user, volunteers } from '../db/schema';
import {
  selectRequests,
  selectRequestsWithVolunteer,
  selectSessions,
  selectSessionsWithVolunteer,
} from '../db/joins';
import { placeColumns } from '../ngo-profile/listing-place';
import {
  detailsShared,
  partnershipFacts,
  pausedBySuspension,
  running,
  sessionTeacher,
} from '../partnerships/contact-rule';
import { arrivedAt, arrivedHow } from '../check-in/arrival-columns';
import { countsAsHeld, isCountedAsHeld } from './held';
import { keepSessionsAhead } from './keep-ahead';
import { WEEK_MS, WEEKS_AHEAD } from './occurrences';
import { attendanceRate, hoursPerMonth, totalHours, weeklyStreak } from './stats';
import type { AccountRole } from '../../shared/roles';

/** The partnerships a user is a side of. */
export function sideOf(role: AccountRole, uid: string): SQL {
  return role === 'volunteer'
    ? eq(connectionRequests.volunteerUid, uid)
    : eq(ngoListings.ownerUid, uid);
}

/**
 * The sessions whose hours count for a user: a volunteer's are those they taught (their own
 * partnerships' unless a substitute covered them, and those they covered); an NGO's are its own.
 */
export function taughtBy(role: AccountRole, uid: string): SQL {
  return role === 'volunteer' ? sql`${sessionTeacher} = ${uid}` : sideOf(role, uid);
}

/** What a listed session selects (over selectSessionsWithVolunteer). */
export const sessionColumns = {
  id: teachingSessions.id,
  requestId: teachingSessions.requestId,
  startsAt: teachingSessions.startsAt,
  endsAt: teachingSessions.endsAt,
  occurrence: teachingSessions.occurrence,
  status: teachingSessions.status,
  cancelledBy: teachingSessions.cancelledBy,
  cancelReason: teachingSessions.cancelReason,
  attendance: teachingSessions.attendance,
  // Who of the NGO's team marked it (decision 0036), while their account exists.
  markedBy: sql<
    string | null
  >`(select ${user.name} from ${user} where ${user.id} = ${teachingSessions.attendanceBy})`,
  volunteerConfirmed: teachingSessions.volunteerConfirmed,
  // Checked in at the venue or joined online through Setu (src/server/check-in).
  arrivedAt,
  arrivedHow,
  attendanceBy: teachingSessions.attendanceBy,
  topic: connectionRequests.topic,
  partnership: connectionRequests.status,
  ngoName: ngoListings.name,
  city: ngoListings.location,
  volunteerName: volunteers.fullName,
  place: placeColumns,
  facts: partnershipFacts,
  // A substitute covering it (docs/decisions/0042-substitutes.md): who teaches it, and their name.
  teacherUid: sessionTeacher,
  coveredByName: sql<
    string | null
  >`(select ${volunteers.fullName} from ${volunteers} where ${volunteers.userId} = ${teachingSessions.coveredBy})`,
};

type SessionRow = Awaited<
  ReturnType<typeof selectSessionsWithVolunteer<typeof sessionColumns>>
>[number];

/** A session as a dashboard shows it to one side; the place by the contact rule. */
export function shownSession(
  {
    occurrence,
    facts,
    place,
    markedBy,
    arrivedAt,
    arrivedHow,
    attendanceBy,
    teacherUid,
    ...s
  }: SessionRow,
  role: AccountRole,
  now: Date,
  uid?: string,
) {
  // The NGO's own place always; the volunteer's as on the requests list.
  const placeShown = role === 'ngo' || detailsShared.holds(facts);
  return {
    ...s,
    /** For a volunteer: someone else covers it (theirs), or they cover it (someone else's). */
    coveredByOther: role === 'volunteer' && !!s.coveredByName && teacherUid !== uid,
    coveringIt: role === 'volunteer' && !!s.coveredByName && teacherUid === uid,
    place: placeShown ? place : null,
    // The NGO's team only: the volunteer reads that the NGO marked it.
    markedBy: role === 'ngo' ? markedBy : null,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    arrival: arrivedAt && arrivedHow ? { at: arrivedAt.toISOString(), how: arrivedHow } : null,
    // A cancelled session shows no attendance: a held there is the prefill of an arrival before
    // it was cancelled, which counts for nothing (./held.ts) and no one can change any more.
    attendance: s.status === 'cancelled' ? null : s.attendance,
    /** Held by the arrival's prefill, no one of the NGO's team has marked it since. */
    heldByArrival: isCountedAsHeld(s) && attendanceBy === null && arrivedAt !== null,
    moved: s.startsAt.getTime() !== occurrence.getTime(),
    begun: s.startsAt.getTime() <= now.getTime(),
    over: s.endsAt.getTime() <= now.getTime(),
    /** The volunteer says they taught it and the NGO says it was not held: both see it. */
    disagreement: s.volunteerConfirmed && s.attendance === 'not_held',
  };
}
export type ShownSession = ReturnType<typeof shownSession>;

export async function sessionsOf(db: Db, uid: string, role: AccountRole, now: Date) {
  const accepted = await selectRequests(db, { id: connectionRequests.id }).where(
    and(sideOf(role, uid), running.sql),
  );
  await keepSessionsAhead(db, now, { requestIds: accepted.map((r) => r.id) });

  const from = new Date(now.getTime() - WEEKS_AHEAD * WEEK_MS);
  const until = new Date(now.getTime() + WEEKS_AHEAD * WEEK_MS);
  const rows = await selectSessionsWithVolunteer(db, sessionColumns)
    .where(
      and(
        // A volunteer's own partnerships' sessions, and the ones they cover for another.
        role === 'volunteer'
          ? or(sideOf(role, uid), eq(teachingSessions.coveredBy, uid))
          : sideOf(role, uid),
        gte(teachingSessions.startsAt, from),
        lte(teachingSessions.startsAt, until),
      ),
    )
    .orderBy(asc(teachingSessions.startsAt), asc(teachingSessions.id));

  // A partnership a suspension pauses lists no sessions to come (nothing to cancel or move) and
  // is named instead, so the dashboard can say it is paused; its past ones stay listed.
  const paused = await selectRequestsWithVolunteer(db, {
    requestId: connectionRequests.id,
    ngoName: ngoListings.name,
    volunteerName: volunteers.fullName,
    facts: partnershipFacts,
  })
    .where(and(sideOf(role, uid), eq(connectionRequests.status, 'accepted'), not(running.sql)))
    .orderBy(asc(connectionRequests.id));
  const pausedIds = new Set(paused.map((p) => p.requestId));
  // Why each waits: a suspension, or the vetting gate holding it for the volunteer's checks.
  const pausedShown = paused.map(({ facts, ...p }) => ({
    ...p,
    cause: pausedBySuspension.holds(facts) ? ('suspension' as const) : ('checks' as const),
  }));
  const shown = rows.filter(
    (s) => !(pausedIds.has(s.requestId) && s.startsAt.getTime() > now.getTime()),
  );
  const sessions = shown.map((row) => shownSession(row, role, now, uid));
  return { sessions, paused: pausedShown, stats: await statsOf(db, uid, role, now) };
}

async function statsOf(db: Db, uid: string, role: AccountRole, now: Date) {
  const held = await selectSessions(db, {
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
  }).where(and(taughtBy(role, uid), countsAsHeld));
  const common = {
    hours: totalHours(held),
    sessions: held.length,
    months: hoursPerMonth(held, now),
  };
  if (role === 'volunteer') return { ...common, streakWeeks: weeklyStreak(held, now) };
  const [marks] = await selectSessions(db, {
    notHeld: count(sql`case when ${teachingSessions.attendance} = 'not_held' then 1 end`),
  }).where(sideOf(role, uid));
  const [active] = await selectRequests(db, {
    volunteers: countDistinct(connectionRequests.volunteerUid),
  }).where(and(sideOf(role, uid), eq(connectionRequests.status, 'accepted')));
  return {
    ...common,
    activeVolunteers: Number(active?.volunteers ?? 0),
    attendanceRate: attendanceRate(held.length, Number(marks?.notHeld ?? 0)),
  };
}
