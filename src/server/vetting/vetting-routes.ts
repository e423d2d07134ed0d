// GET /api/vetting/checklist: the signed-in volunteer's checks and what they still need
// (checklist.ts). Each check's own routes live in its own folder.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env';
import { requireRole, signedInUser } from '../http/session';
import { checklistOf } from './checklist';

export function vettingRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>().get('/checklist', requireRole(db, 'volunteer'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await checklistOf(db, signedInUser(c).id, new Date()));
  });
}
