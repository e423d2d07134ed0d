import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';

export function requestRoutes(_deps: AppDeps) {
  return new Hono<AppEnv>();
}
