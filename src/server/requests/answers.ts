// The answers to a request: the NGO accepts or declines it, the volunteer withdraws it, and
// either side ends a partnership. Each is one move of the state machine (transition.ts), its
// emails written in the same transaction (the outbox, decision 0030).
import type { z } from 'zod';
import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  askedForMessage,
  listingFullMessage,
  REFUSAL_CODES,
  slotTakenMessage,
} from '../../shared/messages';
import { isFull } from '../../shared/ranking';
import { LISTING_FULL_CODE, type acceptRequestSchema } from '../../shared/schemas';
import type { endPartnershipSchema } from '../../shared/endings';
import { recordEnding } from '../endings/record-ending';
import { rangeOf, teachingTimesOf } from '../../shared/teaching-times';
import { asLocale } from '../accounts/account-language';
import type { Db, Tx } from '../db/client';
import { connectionRequests, ngoListings } from '../db/schema';
import { requireConfirmedEmail } from '../email-confirmation/require-confirmed-email';
import type { AppDeps } from '../http/env';
import { apiError, codedError } from '../http/errors';
import { writeMail } from '../mail/outbox';
import { mailVolunteer } from '../teaching-sessions/parties';
import { acceptedPartners } from '../ngo-profile/listing-fill';
import { closeSearchesOf } from '../substitutes/search';
import { cancelFutureSessions } from '../teaching-sessions/changes';
import { keepSessionsAhead } from '../teaching-sessions/keep-ahead';
import { requireVerifiedNgo } from '../verification/verified';
import { detailsSharedIn, ngoContact, volunteerContact } from './contacts';
import { acceptedEmail, declinedEmail } from './emails';
import { transition, type Locked } from './transition';
import { checksMissingFor, settleGate } from '../vetting-gate/settle';
import { atTime, withListing } from './request-conditions';
import { appUrl, PATHS } from '../../shared/paths';

export interface AnswerDeps extends Pick<AppDeps, 'publicReads'> {
  db: Db;
  /** Setu's address, for the gate's emails. */
  publicUrl: string;
  /** The address of a page of Setu, for the emails' links. */
  dashboard: (path: string) => string;
}

/** Who answers: the NGO's uid, and the person of its team who acted (recorded as decidedBy). */
export interface Answerer {
  uid: string;
  actorUid: string;
}

export async function acceptRequest(
  { db, publicReads, dashboard, publicUrl }: AnswerDeps,
  { uid, actorUid }: Answerer,
  id: number,
  input: z.infer<typeof acceptRequestSchema>,
) {
  const transitionDeps = { db, publicReads };
  await requireConfirmedEmail(db, uid, 'accept');
  const { confirmFull, ...session } = input;
  const taken = () =>
    codedError(409, slotTakenMessage(session.day, session.timeSlot), REFUSAL_CODES.slotTaken);
  const done = await transition(transitionDeps, {
    id,
    uid,
    onConflict: taken,
    allowed: ['ngo'],
    from: 'pending',
    to: 'accepted',
    verb: 'accept',
    set: { ...session, decidedBy: actorUid },
    check: async (locked, tx) => {
      await requireVerifiedNgo(tx, uid);
      const fields: Record<string, string> = {};
      const onDay = teachingTimesOf(locked).filter((time) => time.day === session.day);
      if (onDay.length === 0) fields.day = `You do not teach on ${session.day}.`;
      else if (!onDay.some((time) => rangeOf(time) === session.timeSlot)) {
        fields.timeSlot = `${session.timeSlot} is not one of your teaching times on ${session.day}.`;
      }
      if (!locked.topics.includes(session.topic)) {
        fields.topic = `${session.topic} is not one of your topics.`;
      }
      // A request for a teaching time is accepted into that time (docs/decisions/0035-one-request-per-slot.md).
      if (
        locked.day &&
        locked.timeSlot &&
        (locked.day !== session.day || locked.timeSlot !== session.timeSlot)
      ) {
        fields.timeSlot = askedForMessage(locked.day, locked.timeSlot);
      }
      if (Object.keys(fields).length) {
        throw apiError(400, 'Choose a day, time slot and topic from your profile.', fields);
      }
      const others = await openAsks(tx, locked, session);
      if (others.length) throw taken();
      // A full listing asks the NGO to confirm first. The listing's lock makes two accepts
      // for its last place count one at a time. Another time for a volunteer it already works
      // with adds no volunteer, so it never makes the listing full.
      if (confirmFull) return;
      const [listing] = await tx
        .select({ volunteersNeeded: ngoListings.volunteersNeeded })
        .from(ngoListings)
        .where(eq(ngoListings.id, locked.listingId))
        .for('update');
      const [fill] = await tx
        .select({ partners: acceptedPartners })
        .from(ngoListings)
        .where(eq(ngoListings.id, locked.listingId));
      const counts = {
        volunteersNeeded: listing!.volunteersNeeded,
        partners: fill!.partners,
      };
      if (isFull(counts) && !(await alreadyPartner(tx, locked))) {
        throw codedError(
          409,
          listingFullMessage(counts.volunteersNeeded, counts.partners),
          LISTING_FULL_CODE,
        );
      }
    },
    alongWith: async (done, tx) => {
      // The gate holds it until the volunteer's required checks are valid; the email says so.
      const now = new Date();
      await settleGate(tx, { now, publicUrl, accepting: true }, { requestIds: [done.id] });
      const missing = await checksMissingFor(tx, done.id);
      const volunteer = await volunteerContact(tx, done.volunteerUid);
      const ngo = await ngoContact(tx, done.ownerUid);
      const shared = await detailsSharedIn(tx, done.id);
      // The accept just passed the same checks; read again, so the email follows the one rule.
      if (!volunteer || !ngo || !shared) return;
      await writeMail(tx, {
        kind: 'request-accepted',
        ...acceptedEmail({
          to: volunteer.email,
          language: asLocale(volunteer.language),
          volunteerName: volunteer.fullName,
          ngoName: done.listingName,
          ...session,
          city: done.city,
          place: done.place,
          contact: ngo,
          dashboardUrl: dashboard('/volunteer-dashboard'),
          waiting: { missing, checksUrl: appUrl(publicUrl, PATHS.volunteerChecks) },
        }),
      });
    },
  });
  // The partnership's next 8 weeks of sessions exist from now on.
  await keepSessionsAhead(db, new Date(), { requestIds: [done.id] });
  return { id: done.id, status: done.status, ...session };
}

/** The volunteer's other open requests with this NGO for the same teaching time. */
function openAsks(tx: Tx, locked: Locked, time: { day: string; timeSlot: string }) {
  return tx
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(
      and(
        withListing(locked.volunteerUid, locked.listingId),
        ne(connectionRequests.id, locked.id),
        atTime(time),
        inArray(connectionRequests.status, ['pending', 'accepted']),
      ),
    );
}

/** Whether the volunteer already teaches another time of this listing (counted once). */
async function alreadyPartner(tx: Tx, locked: Locked) {
  const [row] = await tx
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(
      and(
        withListing(locked.volunteerUid, locked.listingId),
        eq(connectionRequests.status, 'accepted'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A change whose answer is the request's id and its new status. */
async function statusAfter(
  { db, publicReads }: AnswerDeps,
  change: Parameters<typeof transition>[1],
) {
  const done = await transition({ db, publicReads }, change);
  return { id: done.id, status: done.status };
}

export function declineRequest(deps: AnswerDeps, { uid, actorUid }: Answerer, id: number) {
  const { dashboard } = deps;
  return statusAfter(deps, {
    id,
    uid,
    allowed: ['ngo'],
    from: 'pending',
    to: 'declined',
    verb: 'decline',
    set: { decidedBy: actorUid },
    alongWith: async (done, tx) => {
      await mailVolunteer(tx, done.volunteerUid, 'request-declined', (volunteer) =>
        declinedEmail({
          to: volunteer.email,
          language: volunteer.language,
          volunteerName: volunteer.name,
          ngoName: done.listingName,
          matchingUrl: dashboard('/volunteer-matching'),
        }),
      );
    },
  });
}

export function withdrawRequest(deps: AnswerDeps, uid: string, id: number) {
  return statusAfter(deps, {
    id,
    uid,
    allowed: ['volunteer'],
    from: 'pending',
    to: 'withdrawn',
    verb: 'withdraw',
  });
}

/**
 * Either side ends a partnership, saying why (docs/decisions/0046-honest-endings.md): the reason,
 * the ender's private feedback and the volunteer's email are written with the change.
 */
export function endPartnership(
  deps: AnswerDeps,
  { uid, actorUid }: Answerer,
  id: number,
  input: z.infer<typeof endPartnershipSchema>,
) {
  return statusAfter(deps, {
    id,
    uid,
    allowed: ['volunteer', 'ngo'],
    from: 'accepted',
    to: 'ended',
    verb: 'end',
    // Its sessions still to come are cancelled with it, in the same transaction, and cover
    // asked for any of them is no longer wanted.
    check: async (locked, tx) => {
      const now = new Date();
      await cancelFutureSessions(tx, locked.id, now);
      await closeSearchesOf(tx, locked.id, now);
    },
    alongWith: (done, tx) =>
      recordEnding(tx, {
        requestId: done.id,
        volunteerUid: done.volunteerUid,
        ngoName: done.listingName,
        endedBy: done.party,
        actorUid: done.party === 'ngo' ? actorUid : uid,
        reason: input.reason,
        feedback: input.feedback,
        certificatesUrl: deps.dashboard('/volunteer-dashboard/certificates'),
        matchingUrl: deps.dashboard('/volunteer-matching'),
      }),
  });
}
