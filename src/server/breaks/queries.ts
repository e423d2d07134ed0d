// The breaks each side sees: a volunteer's own, and those on an NGO's partnerships, while they
// are taken or to come (src/server/breaks).
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { AccountRole } from '../../shared/roles';
import { resumesOn } from '../../shared/breaks';
import { indiaIsoDate } from '../../shared/time';
import type { Db } from '../db/client';
import { selectRequests, selectRequestsWithVolunteer } from '../db/joins';
import { running } from '../partnerships/contact-rule';
import { connectionRequests, ngoListings, partnershipBreaks, volunteers } from '../db/schema';

export async function breaksSeenBy(db: Db, uid: string, role: AccountRole, now: Date) {
  const rows = await selectRequestsWithVolunteer(db, {
    id: partnershipBreaks.id,
    requestId: partnershipBreaks.requestId,
    takenBy: partnershipBreaks.takenBy,
    startsOn: partnershipBreaks.startsOn,
    endsOn: partnershipBreaks.endsOn,
    reason: partnershipBreaks.reason,
    volunteerName: volunteers.fullName,
    ngoName: ngoListings.name,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
  })
    .innerJoin(partnershipBreaks, eq(partnershipBreaks.requestId, connectionRequests.id))
    .where(
      and(
        role === 'volunteer'
          ? eq(connectionRequests.volunteerUid, uid)
          : eq(ngoListings.ownerUid, uid),
        eq(connectionRequests.status, 'accepted'),
        isNull(partnershipBreaks.endedAt),
        gte(partnershipBreaks.endsOn, indiaIsoDate(now)),
      ),
    )
    .orderBy(desc(partnershipBreaks.startsOn));
  return rows.map((b) => ({
    ...b,
    resumesOn: resumesOn(b.endsOn),
    /** The side that took it may end it early. */
    mine: b.takenBy === role,
  }));
}

/** The volunteer's running partnerships: those a break may be taken on. */
export async function breakablePartnerships(db: Db, volunteerUid: string) {
  return selectRequests(db, {
    requestId: connectionRequests.id,
    ngoName: ngoListings.name,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
  })
    .where(and(running.sql, eq(connectionRequests.volunteerUid, volunteerUid)))
    .orderBy(connectionRequests.id);
}
