import { Hono } from 'hono';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ngoListings, partnerNgos } from '../db/schema';
import { isDemoListing } from '../demo/demo-identity';
import { acceptedPartners, listingFull } from './listing-fill';
import { isVerifiedListing } from '../verification/verified';
import type { AppDeps, AppEnv } from '../http/env';

/** Registered NGOs' ids on /ngoList: their listing id past this offset, never a partner's id. */
export const REGISTERED_NGO_ID_OFFSET = 1000;

/**
 * GET /api/ngos: the partner NGOs shown on /ngoList, the spec's 27 first and unchanged, then the
 * registered NGOs that published a matching profile, in the order they first published, each
 * saying whether a demo account owns it, whether it is full and whether Setu verified it (the
 * page labels those; the spec's partner NGOs are sample cards, not accounts, and carry none, so
 * the page tells a sample by the missing `verified`). A registered NGO's "volunteers needed" is
 * what it still needs: the number it asked for less its accepted partners, never below 0.
 * Answered from memory with an ETag (docs/decisions/0016-cached-public-reads.md).
 */
export function partnerRoutes({ database, publicReads }: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) =>
    publicReads.answer(c, 'ngos', () => publicNgos(database.db)),
  );
}

/** The list itself, read from the database (publicReads keeps it until a change). */
export async function publicNgos(db: Db) {
  const rows = await db
    .select({
      id: partnerNgos.id,
      name: partnerNgos.name,
      location: partnerNgos.location,
      description: partnerNgos.description,
      volunteersNeeded: partnerNgos.volunteersNeeded,
    })
    .from(partnerNgos)
    .orderBy(asc(partnerNgos.id));
  const registered = await db
    .select({
      id: sql<number>`(${ngoListings.id} + ${REGISTERED_NGO_ID_OFFSET})::int`,
      name: ngoListings.name,
      location: ngoListings.location,
      description: ngoListings.description,
      volunteersNeeded: sql<number>`greatest(${ngoListings.volunteersNeeded} - ${acceptedPartners}, 0)::int`,
      demo: isDemoListing,
      full: listingFull,
      verified: isVerifiedListing,
    })
    .from(ngoListings)
    .where(and(isNotNull(ngoListings.ownerUid), eq(ngoListings.published, true)))
    .orderBy(asc(ngoListings.id));
  return { ngos: [...rows, ...registered] };
}
