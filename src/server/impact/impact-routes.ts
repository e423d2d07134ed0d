// GET /api/impact: the public impact figures, from the hourly snapshot, answered from memory with
// an ETag like the other public reads (docs/decisions/0016-cached-public-reads.md).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { IMPACT_ANSWER_KEY, readImpact } from './snapshot';

export function impactRoutes({ database, publicReads }: AppDeps) {
  return new Hono<AppEnv>().get('/', (c) =>
    publicReads.answer(c, IMPACT_ANSWER_KEY, () => readImpact(database.db)),
  );
}
