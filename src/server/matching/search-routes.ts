import { Hono } from 'hono';
import { matchingFilterSchema } from '../../shared/schemas';
import type { AppDeps, AppEnv } from '../http/env';
import { queryParams } from '../http/validate';
import { searchListings } from './search';
import { matchingKey } from '../public-cache/public-reads';

/** GET /api/matching: the search of /volunteer-matching, open to anyone (spec §6; README → The specification). */
export function matchingRoutes({ database, publicReads }: AppDeps) {
  return new Hono<AppEnv>().get('/', queryParams(matchingFilterSchema), (c) => {
    const filter = c.req.valid('query');
    // The same for anyone, signed in or not: one answer per search, kept until a change
    // (docs/decisions/0016-cached-public-reads.md).
    return publicReads.answer(c, matchingKey(filter), () => searchListings(database.db, filter));
  });
}
