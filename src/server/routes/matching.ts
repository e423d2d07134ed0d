import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';

export function matchingRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
