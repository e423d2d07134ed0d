import { Hono } from 'hono';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { ngoListings, partnerNgos } from '../db/schema';
import { isDemoListing } from '../demo/demo-identity';
import { listingFull } from '../matching-loop/listing-fill';
import type { AppDeps, AppEnv } from '../http/env';

/** Registered NGOs' ids on /ngoList: their listing id past this offset, never a partner's id. */
export const REGISTERED_NGO_ID_OFFSET = 1000;

/**
 * GET /api/ngos: the partner NGOs shown on /ngoList, the spec's 27 first and unchanged, then the
 * registered NGOs that published a matching profile, in the order they first published, each
 * saying whether a demo account owns it and whether it is full (the page labels those).
 */
export function partnerRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const rows = await database.db
      .select({
        id: partnerNgos.id,
        name: partnerNgos.name,
        location: partnerNgos.location,
        description: partnerNgos.description,
        volunteersNeeded: partnerNgos.volunteersNeeded,
      })
      .from(partnerNgos)
      .orderBy(asc(partnerNgos.id));
    const registered = await database.db
      .select({
        id: sql<number>`(${ngoListings.id} + ${REGISTERED_NGO_ID_OFFSET})::int`,
        name: ngoListings.name,
        location: ngoListings.location,
        description: ngoListings.description,
        volunteersNeeded: ngoListings.volunteersNeeded,
        demo: isDemoListing,
        full: listingFull,
      })
      .from(ngoListings)
      .where(and(isNotNull(ngoListings.ownerUid), eq(ngoListings.published, true)))
      .orderBy(asc(ngoListings.id));
    c.header('Cache-Control', 'no-cache');
    return c.json({ ngos: [...rows, ...registered] });
  });
}
