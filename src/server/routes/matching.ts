import { Hono } from 'hono';
import { matchingFilterSchema } from '../../shared/schemas';
import type { AppDeps, AppEnv } from '../http/env';
import { queryParams } from '../http/validate';
import { searchListings } from '../matching/search';

/** GET /api/matching: the search of /volunteer-matching, open to anyone (SPEC.md §6). */
export function matchingRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', queryParams(matchingFilterSchema), async (c) => {
    const filter = c.req.valid('query');
    const page = await searchListings(database.db, filter);
    c.header('Cache-Control', 'no-cache');
    return c.json(page);
  });
}
