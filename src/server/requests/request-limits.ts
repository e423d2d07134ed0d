// Each new request emails the NGO, so a volunteer cannot flood an inbox by sending and
// withdrawing: at most MATCHING_LIMITS.requestsPerDay new requests a day, and after
// MATCHING_LIMITS.withdrawalsPerListingPerDay withdrawals from one NGO a wait before asking it
// again. Both checks run inside the request's transaction after the volunteer's row is locked, so
// parallel requests are counted one at a time; a refusal rolls the transaction back, so a
// refused request leaves no request row, no counted hit and no mail.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { dailyRequestLimitMessage, listingRequestLimitMessage } from '../../shared/messages';
import { MATCHING_LIMITS } from '../../shared/schemas';
import type { Db } from '../db/client';
import { connectionRequests } from '../db/schema';
import { hit } from '../http/rate-limit';
import { withListing } from './request-conditions';

const DAY_SECONDS = 86_400;

/** The limiter's key of a volunteer's daily requests (its window starts at the first request). */
export const dailyRequestsKey = (uid: string) => `requests-per-day:volunteer:${uid}`;

export interface RequestLimitRefusal {
  code: 'DAILY_REQUEST_LIMIT' | 'LISTING_REQUEST_LIMIT';
  message: string;
  /** Seconds until the limit lifts (the Retry-After header). */
  retryAfter: number;
}

/** Null when the volunteer may send this request now; counts it against the daily limit. */
export async function requestLimitRefusal(
  tx: Db,
  volunteerUid: string,
  listing: { id: number; name: string },
): Promise<RequestLimitRefusal | null> {
  // Withdrawn is final, so updated_at is the moment of the withdrawal.
  const [withdrawn] = await tx
    .select({
      n: count(),
      retry: sql<number>`ceil(extract(epoch from min(${connectionRequests.updatedAt}) + interval '1 day' - now()))::int`,
    })
    .from(connectionRequests)
    .where(
      and(
        withListing(volunteerUid, listing.id),
        eq(connectionRequests.status, 'withdrawn'),
        gt(connectionRequests.updatedAt, sql`now() - interval '1 day'`),
      ),
    );
  const withdrawals = Number(withdrawn?.n ?? 0);
  if (withdrawals >= MATCHING_LIMITS.withdrawalsPerListingPerDay) {
    const retryAfter = Math.max(1, Number(withdrawn?.retry ?? DAY_SECONDS));
    return {
      code: 'LISTING_REQUEST_LIMIT',
      message: listingRequestLimitMessage(listing.name, withdrawals, retryAfter),
      retryAfter,
    };
  }
  const daily = await hit(tx, dailyRequestsKey(volunteerUid), {
    name: 'requests-per-day',
    limit: MATCHING_LIMITS.requestsPerDay,
    windowSeconds: DAY_SECONDS,
  });
  if (!daily.allowed) {
    return {
      code: 'DAILY_REQUEST_LIMIT',
      message: dailyRequestLimitMessage(MATCHING_LIMITS.requestsPerDay, daily.retryAfter),
      retryAfter: daily.retryAfter,
    };
  }
  return null;
}
