// Connect: a volunteer's request to an NGO's listing. A sample listing (no account behind it)
// keeps the spec's behaviour: the message with the NGO id only (saying no request was sent), for
// anyone, and nothing is written.
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CODE_OF_CONDUCT_VERSION } from '../../shared/code-of-conduct';
import {
  notATeachingTimeMessage,
  REFUSAL_CODES,
  slotAcceptedMessage,
  slotPendingMessage,
} from '../../shared/messages';
import { MATCHING_LIMITS, type requestSchema } from '../../shared/schemas';
import { rangeOf, teachingTimesOf } from '../../shared/teaching-times';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../shared/suspension';
import { isUniqueViolation } from '../db/pg-errors';
import { asLocale } from '../accounts/account-language';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, volunteers } from '../db/schema';
import { requireConfirmedEmail } from '../email-confirmation/require-confirmed-email';
import { apiError, codedError } from '../http/errors';
import { hasRole } from '../http/session';
import { writeMail } from '../mail/outbox';
import { isSuspended } from '../suspension/is-suspended';
import { ngoContact, volunteerContact } from './contacts';
import { newRequestEmail } from './emails';
import { requestLimitRefusal } from './request-limits';
import { atTime, withListing } from './request-conditions';
import { teachingTimeColumns } from '../ngo-profile/teaching-time-columns';

export interface ListingToConnect {
  id: number;
  name: string;
  ownerUid: string | null;
}

/** The listing a Connect names, or 404. */
export async function listingToConnect(db: Db, listingId: number): Promise<ListingToConnect> {
  const [listing] = await db
    .select({ id: ngoListings.id, name: ngoListings.name, ownerUid: ngoListings.ownerUid })
    .from(ngoListings)
    .where(eq(ngoListings.id, listingId));
  if (!listing) throw apiError(404, 'This NGO was not found.');
  return listing;
}

type AskedTime = z.infer<typeof requestSchema>['time'];

/**
 * The open requests a new one would repeat (docs/decisions/0035-one-request-per-slot.md): for a teaching time, those for the
 * same time; without one (the NGO chooses when it accepts), any open request to that NGO.
 */
function sameAsk(time: AskedTime): SQL | undefined {
  if (!time) return undefined;
  // A pending request without a time may still become this one when the NGO accepts it; it is
  // no repeat yet, and the unique index refuses that accept if it would be one (answers.ts).
  return atTime(time);
}

/** The refusal of a repeated request, naming the time when there is one. */
function repeatRefusal(name: string, status: string, time: AskedTime) {
  if (status === 'pending') {
    return codedError(
      409,
      time
        ? slotPendingMessage(name, time.day, time.timeSlot)
        : `Your request to ${name} is already pending.`,
      REFUSAL_CODES.alreadyPending,
    );
  }
  return codedError(
    409,
    time
      ? slotAcceptedMessage(name, time.day, time.timeSlot)
      : `You already volunteer with ${name}.`,
    REFUSAL_CODES.alreadyAccepted,
  );
}

/**
 * Writes the volunteer's pending request and the NGO's email in one transaction, after every
 * rule a request must pass: a volunteer with a confirmed email, not suspended, who accepted the
 * code of conduct, to a published listing and one of its teaching times, with no open request
 * for that time, within the limits.
 */
export async function sendRequest(
  { db, dashboard }: { db: Db; dashboard: (path: string) => string },
  uid: string,
  listing: ListingToConnect,
  message: string,
  time?: AskedTime,
) {
  const listingId = listing.id;
  if (!(await hasRole(db, uid, 'volunteer'))) {
    throw apiError(403, 'Only volunteers can send requests to NGOs.');
  }
  await requireConfirmedEmail(db, uid, 'connect');
  try {
    return await db.transaction(async (tx) => {
      // Locking the volunteer serialises their own concurrent requests (the 20 limit holds).
      const [volunteer] = await tx
        .select({ version: volunteers.codeOfConductVersion })
        .from(volunteers)
        .where(eq(volunteers.userId, uid))
        .for('update');
      // A suspension in flight holds this row (src/server/suspension): after it, refuse.
      if (await isSuspended(tx, uid)) {
        throw codedError(403, SUSPENSION_MESSAGES.suspended, SUSPENSION_CODES.suspended);
      }
      if (volunteer?.version !== CODE_OF_CONDUCT_VERSION) {
        throw codedError(
          409,
          'Please read and accept the code of conduct for working with children first.',
          REFUSAL_CODES.codeOfConduct,
        );
      }
      // FOR SHARE waits for an NGO's unpublishing in flight and blocks it until we commit.
      const [current] = await tx
        .select({
          published: ngoListings.published,
          ownerUid: ngoListings.ownerUid,
          ...teachingTimeColumns,
        })
        .from(ngoListings)
        .where(eq(ngoListings.id, listingId))
        .for('share');
      if (!current?.published) {
        throw apiError(409, `${listing.name} is not taking requests at the moment.`);
      }
      if (
        time &&
        !teachingTimesOf(current).some((t) => t.day === time.day && rangeOf(t) === time.timeSlot)
      ) {
        const words = notATeachingTimeMessage(listing.name);
        throw apiError(400, words, { 'time.timeSlot': words });
      }
      // Pending first: a pending request is what the volunteer can still withdraw.
      const open = await tx
        .select({ status: connectionRequests.status })
        .from(connectionRequests)
        .where(
          and(
            withListing(uid, listingId),
            inArray(connectionRequests.status, ['pending', 'accepted']),
            sameAsk(time),
          ),
        );
      const repeated = open.find((r) => r.status === 'pending') ?? open[0];
      if (repeated) throw repeatRefusal(listing.name, repeated.status, time);
      const [pending] = await tx
        .select({ n: count() })
        .from(connectionRequests)
        .where(
          and(eq(connectionRequests.volunteerUid, uid), eq(connectionRequests.status, 'pending')),
        );
      if (Number(pending?.n ?? 0) >= MATCHING_LIMITS.pendingPerVolunteer) {
        throw codedError(
          429,
          `You have ${MATCHING_LIMITS.pendingPerVolunteer} requests waiting for an answer. Withdraw one or wait for the NGOs to answer first.`,
          'TOO_MANY_PENDING',
        );
      }
      const limited = await requestLimitRefusal(tx, uid, listing);
      if (limited) {
        throw codedError(429, limited.message, limited.code, {
          'Retry-After': String(limited.retryAfter),
        });
      }
      const [row] = await tx
        .insert(connectionRequests)
        .values({ volunteerUid: uid, listingId, message, day: time?.day, timeSlot: time?.timeSlot })
        .returning({
          id: connectionRequests.id,
          status: connectionRequests.status,
          listingId: connectionRequests.listingId,
        });
      // The NGO's mail commits with the request (the outbox, decision 0030).
      // One query at a time: a transaction holds one connection.
      const ngo = await ngoContact(tx, current.ownerUid);
      const volunteerFields = await volunteerContact(tx, uid);
      if (ngo && volunteerFields) {
        await writeMail(tx, {
          kind: 'new-request',
          ...newRequestEmail({
            to: ngo.email,
            language: asLocale(ngo.language),
            ngoName: ngo.ngoName,
            volunteer: volunteerFields,
            message,
            dashboardUrl: dashboard('/ngo-dashboard'),
          }),
        });
      }
      return row!;
    });
  } catch (error) {
    // The partial unique index is the last guard against a duplicate open request.
    if (isUniqueViolation(error)) throw repeatRefusal(listing.name, 'pending', time);
    throw error;
  }
}
