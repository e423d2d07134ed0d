// The requests a volunteer sent, and those an NGO's listing received, each with what the contact
// rule (src/server/partnerships/contact-rule.ts) lets that side see of the other.
import { asc, desc, eq } from 'drizzle-orm';
import { teachingTimesOf } from '../../shared/teaching-times';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, volunteers } from '../db/schema';
import { selectRequests, selectRequestsWithVolunteer } from '../db/joins';
import { acceptedPartners, listingFull } from '../ngo-profile/listing-fill';
import { placeColumns } from '../ngo-profile/listing-place';
import {
  detailsShared,
  partnershipFacts,
  pausedBySuspension,
  waitingForChecks,
} from '../partnerships/contact-rule';
import { gateHoldColumns, gateHoldOf } from '../vetting-gate/hold-view';
import { isNgoVerified } from '../verification/verified';
import { ngoContact } from './contacts';
import { volunteerProfileColumns } from '../volunteers/profile-columns';
import { checkStatesOf } from '../vetting/check-states';
import { requiredChecks } from '../../shared/vetting';
import { teachingTimeColumns } from '../ngo-profile/teaching-time-columns';
import { isoOrNull } from '../db/rows';

/** What a request says, as both sides' lists show it. */
const requestColumns = {
  day: connectionRequests.day,
  timeSlot: connectionRequests.timeSlot,
  topic: connectionRequests.topic,
  message: connectionRequests.message,
  createdAt: connectionRequests.createdAt,
  updatedAt: connectionRequests.updatedAt,
};

export async function volunteerRequests(db: Db, uid: string) {
  const rows = await selectRequests(db, {
    id: connectionRequests.id,
    status: connectionRequests.status,
    listingId: connectionRequests.listingId,
    ngoName: ngoListings.name,
    city: ngoListings.location,
    ownerUid: ngoListings.ownerUid,
    ...requestColumns,
    facts: partnershipFacts,
    gate: gateHoldColumns,
    place: placeColumns,
    // The NGO's teaching times (public on its card), so the volunteer can ask for another.
    published: ngoListings.published,
    ...teachingTimeColumns,
  })
    .where(eq(connectionRequests.volunteerUid, uid))
    .orderBy(desc(connectionRequests.updatedAt), desc(connectionRequests.id));
  const requests = await Promise.all(
    rows.map(async ({ ownerUid, place, facts, gate, availability, availabilityTimes, ...r }) => {
      const shared = detailsShared.holds(facts);
      const ngo = shared ? await ngoContact(db, ownerUid) : undefined;
      return {
        ...r,
        teachingTimes: teachingTimesOf({
          availability,
          availabilityTimes,
          teachingTimes: r.teachingTimes,
        }),
        verified: facts.verified,
        paused: pausedBySuspension.holds(facts),
        waitingForChecks: waitingForChecks.holds(facts) ? gateHoldOf(gate) : null,
        contact: ngo
          ? { contactPerson: ngo.contactPerson, email: ngo.email, phone: ngo.phone }
          : null,
        place: shared ? place : null,
      };
    }),
  );
  return { role: 'volunteer' as const, listing: null, requests };
}

export async function ngoRequests(db: Db, uid: string) {
  const [listing] = await db
    .select({
      id: ngoListings.id,
      ...teachingTimeColumns,
      topics: ngoListings.topics,
      published: ngoListings.published,
      volunteersNeeded: ngoListings.volunteersNeeded,
      partners: acceptedPartners,
      full: listingFull,
      requiredChecks: ngoListings.requiredChecks,
    })
    .from(ngoListings)
    .where(eq(ngoListings.ownerUid, uid));
  const rows = listing
    ? await selectRequestsWithVolunteer(db, {
        id: connectionRequests.id,
        status: connectionRequests.status,
        volunteerUid: connectionRequests.volunteerUid,
        ...requestColumns,
        ...volunteerProfileColumns,
        // The NGO's accept form measures its times by them (docs/decisions/0043-exact-availability.md).
        exactHours: volunteers.exactHours,
        reason: volunteers.reason,
        preferredTopics: volunteers.preferredTopics,
        codeOfConductVersion: volunteers.codeOfConductVersion,
        codeOfConductAcceptedAt: volunteers.codeOfConductAcceptedAt,
        email: volunteers.email,
        phone: volunteers.phone,
        facts: partnershipFacts,
        gate: gateHoldColumns,
      })
        .where(eq(connectionRequests.listingId, listing.id))
        .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id))
    : [];
  const verified = await isNgoVerified(db, uid);
  // Each volunteer's checks as states only (docs/decisions/0037-vetting-checks.md): the NGO
  // never sees a document or a referee's answer.
  const required = requiredChecks(listing?.requiredChecks ?? []);
  const states = await checkStatesOf(
    db,
    rows.map((row) => row.volunteerUid),
    new Date(),
  );
  const requests = rows.map(
    ({
      email,
      phone,
      codeOfConductVersion,
      codeOfConductAcceptedAt,
      facts,
      gate,
      volunteerUid,
      ...r
    }) => ({
      ...r,
      checks: required.map((kind) => ({ kind, state: states.get(volunteerUid)![kind].state })),
      paused: pausedBySuspension.holds(facts),
      waitingForChecks: waitingForChecks.holds(facts) ? gateHoldOf(gate) : null,
      codeOfConduct: {
        version: codeOfConductVersion,
        acceptedAt: isoOrNull(codeOfConductAcceptedAt),
      },
      contact: detailsShared.holds(facts) ? { email, phone } : null,
    }),
  );
  const shown = listing && {
    id: listing.id,
    teachingTimes: teachingTimesOf(listing),
    topics: listing.topics,
    published: listing.published,
    volunteersNeeded: listing.volunteersNeeded,
    partners: listing.partners,
    full: listing.full,
  };
  return { role: 'ngo' as const, listing: shown ?? null, verified, requests };
}
