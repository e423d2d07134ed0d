// How full a listing is, in SQL: its accepted partners against its "volunteers needed". The rule
// itself is isFull() in src/shared/ranking.ts; these expressions compute its inputs in queries
// over ngo_listings (the index on connection_requests (listing_id, status) serves the count).
import { sql } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { connectionRequests, ngoListings } from '../db/schema';

/**
 * Volunteers the listing's NGO works with now (accepted requests): a volunteer who teaches two
 * of its times counts once (docs/decisions/0035-one-request-per-slot.md).
 */
export const acceptedPartners = sql<number>`(select count(distinct ${qualified(connectionRequests.volunteerUid)}) from ${connectionRequests} where ${qualified(connectionRequests.listingId)} = ${qualified(ngoListings.id)} and ${qualified(connectionRequests.status)} = 'accepted')::int`;

/** True when the accepted partners reach the listing's "volunteers needed". */
export const listingFull = sql<boolean>`(${acceptedPartners} >= ${qualified(ngoListings.volunteersNeeded)})`;
