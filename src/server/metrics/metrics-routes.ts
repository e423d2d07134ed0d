// GET /api/operator/metrics: the numbers behind the operators' dashboard, read fresh each time.
import { Hono } from 'hono';
import type { AppDeps } from '../http/env';
import { requireOperator } from '../operators/require-operator';
import { readMetrics } from './read-metrics';

export function metricsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono().use(requireOperator(deps)).get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readMetrics(db), 200);
  });
}
