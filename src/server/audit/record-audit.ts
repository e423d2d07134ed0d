// The operators' audit log (issue 13): one append-only row per operator action. The table's
// trigger (migration 0004) refuses UPDATE, DELETE and TRUNCATE, so what is written here stays.
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AUDIT_ACTIONS, auditLog } from '../db/schema';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** A database or an open transaction: an action and its audit row commit together. */
export type DbOrTx = Pick<Db, 'insert' | 'select'>;

export interface AuditEntry {
  /** The operator's user id, or 'cli' for the command line. */
  actorUid: string;
  action: AuditAction;
  targetKind: string;
  targetId: string;
  reason?: string;
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, reason: entry.reason ?? '' });
}

export interface AuditFilter {
  action?: AuditAction;
  actorUid?: string;
  targetId?: string;
  /** Rows before this id, for the next page (newest first). */
  before?: number;
  since?: Date;
  limit?: number;
}

/** Newest first, filtered; ids only (the log holds no names or emails). */
export function readAudit(db: DbOrTx, filter: AuditFilter = {}) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actorUid) where.push(eq(auditLog.actorUid, filter.actorUid));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  if (filter.since) where.push(gte(auditLog.at, filter.since));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 100, 500));
}
