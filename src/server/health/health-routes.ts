import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';

export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const started = performance.now();
    try {
      await database.ping();
      return c.json({
        status: 'ok' as const,
        database: {
          kind: database.kind,
          ok: true,
          latencyMs: Math.round(performance.now() - started),
        },
      });
    } catch {
      return c.json(
        { status: 'error' as const, database: { kind: database.kind, ok: false, latencyMs: null } },
        503,
      );
    }
  });
}
