import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import { partnerNgos } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';

/** GET /api/ngos: the partner NGOs shown on /ngoList. */
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
    c.header('Cache-Control', 'no-cache');
    return c.json({ ngos: rows });
  });
}
