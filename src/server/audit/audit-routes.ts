// GET /api/operator/audit: the operators' log, newest first, filtered by action, actor or target.
import { Hono } from 'hono';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../db/schema';
import type { AppDeps } from '../http/env';
import { queryParams } from '../http/validate';
import { requireOperator } from '../operators/require-operator';
import { readAudit } from './record-audit';

const auditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: z.string().max(100).optional(),
  target: z.string().max(100).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export function auditRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono().use(requireOperator(deps)).get('/', queryParams(auditQuery), async (c) => {
    const q = c.req.valid('query');
    const rows = await readAudit(db, {
      action: q.action,
      actorUid: q.actor,
      targetId: q.target,
      before: q.before,
      limit: q.limit,
    });
    return c.json(
      {
        entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        next: rows.length === (q.limit ?? 100) ? rows[rows.length - 1]!.id : null,
      },
      200,
    );
  });
}
