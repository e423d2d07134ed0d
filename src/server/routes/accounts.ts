import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';

export function accountRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
