// Connect: a volunteer's request to an NGO's listing. A sample listing (no account behind it)
// keeps the spec's behaviour: the message with the NGO id only (saying no request was sent), for
// anyone, and nothing is written.
import { and, count, eq, inArray } from 'drizzle-orm';
import { CODE_OF_CONDUCT_VERSION } from '../../shared/code-of-conduct';
import { REFUSAL_CODES } from '../../shared/messages';
import { MATCHING_LIMITS } from '../../shared/schemas';
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

/**
 * Writes the volunteer's pending request and the NGO's email in one transaction, after every
 * rule a request must pass: a volunteer with a confirmed email, not suspended, who accepted the
 * code of conduct, to a published listing, with no open request there, within the limits.
 */
export async function sendRequest(
  { db, dashboard }: { db: Db; dashboard: (path: string) => string },
  uid: string,
  listing: ListingToConnect,
  message: string,
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
        .select({ published: ngoListings.published, ownerUid: ngoListings.ownerUid })
        .from(ngoListings)
        .where(eq(ngoListings.id, listingId))
        .for('share');
      if (!current?.published) {
        throw apiError(409, `${listing.name} is not taking requests at the moment.`);
      }
      const [open] = await tx
        .select({ status: connectionRequests.status })
        .from(connectionRequests)
        .where(
          and(
            eq(connectionRequests.volunteerUid, uid),
            eq(connectionRequests.listingId, listingId),
            inArray(connectionRequests.status, ['pending', 'accepted']),
          ),
        );
      if (open?.status === 'pending') {
        throw codedError(
          409,
          `Your request to ${listing.name} is already pending.`,
          REFUSAL_CODES.alreadyPending,
        );
      }
      if (open?.status === 'accepted') {
        throw codedError(
          409,
          `You already volunteer with ${listing.name}.`,
          REFUSAL_CODES.alreadyAccepted,
        );
      }
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
        .values({ volunteerUid: uid, listingId, message })
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
    if (isUniqueViolation(error)) {
      throw codedError(
        409,
        `Your request to ${listing.name} is already pending.`,
        'ALREADY_PENDING',
      );
    }
    throw error;
  }
}
