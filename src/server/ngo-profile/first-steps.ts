// What the NGO dashboard's first screen asks of the NGO: the requests waiting for its answer,
// and a new NGO's first steps (confirm the email, send verification details, set teaching times
// and a place, publish), each done or still to do.
import { and, count, eq } from 'drizzle-orm';
import { teachingTimesOf } from '../../shared/teaching-times';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, ngoVerifications } from '../db/schema';
import { isEmailConfirmed } from '../email-confirmation/tokens';
import { teachingTimeColumns } from './teaching-time-columns';

export async function firstStepsOf(db: Db, uid: string) {
  const [verification] = await db
    .select({ status: ngoVerifications.status })
    .from(ngoVerifications)
    .where(eq(ngoVerifications.ngoUid, uid));
  const [listing] = await db
    .select({
      id: ngoListings.id,
      ...teachingTimeColumns,
      mode: ngoListings.mode,
      venueAddress: ngoListings.venueAddress,
      meetingLink: ngoListings.meetingLink,
      published: ngoListings.published,
    })
    .from(ngoListings)
    .where(eq(ngoListings.ownerUid, uid));
  const [waiting] = listing
    ? await db
        .select({ n: count() })
        .from(connectionRequests)
        .where(
          and(
            eq(connectionRequests.listingId, listing.id),
            eq(connectionRequests.status, 'pending'),
          ),
        )
    : [];
  const place = listing && (listing.mode === 'online' ? listing.meetingLink : listing.venueAddress);
  return {
    requestsWaiting: Number(waiting?.n ?? 0),
    firstSteps: {
      emailConfirmed: await isEmailConfirmed(db, uid),
      /** Sent and waiting for the check, or verified; a rejected or revoked one is to do again. */
      verification: verification?.status ?? ('none' as const),
      timesAndPlace: !!listing && teachingTimesOf(listing).length > 0 && !!place,
      published: listing?.published ?? false,
    },
  };
}
