// The operators' audit log: one append-only row per operator action. The table's trigger
// (migration 0004) refuses UPDATE, DELETE and TRUNCATE, so what is written there stays; it holds
// ids, actions and codes. The reason the operator wrote goes beside it into audit_reasons, which
// an account deletion erases (docs/features.md, Operators and trust).
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { AUDIT_ACTIONS, auditLog, auditReasons, user, type AuditDetail } from '../db/schema';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** A database or an open transaction: an action and its audit row commit together. */
export type DbOrTx = Pick<Db, 'insert' | 'select'>;

export interface AuditEntry {
  /** The operator's user id, or 'cli' for the command line. */
  actorUid: string;
  action: AuditAction;
  targetKind: string;
  targetId: string;
  /** Codes only: what changed, such as a report's statuses. */
  detail?: AuditDetail;
  /** Free text the operator wrote; kept apart from the log. */
  reason?: string;
  /**
   * The account the reason is about, erased with it. Defaults to the target when the target is
   * an account or an NGO; give null when it concerns no account. Its foreign key takes the
   * account's user row: the caller holds that account first (src/server/accounts/hold-account.ts).
   */
  subjectUid?: string | null;
}

const ACCOUNT_KINDS = new Set(['account', 'ngo']);

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const { reason, subjectUid, ...row } = entry;
  const [written] = await db.insert(auditLog).values(row).returning({ id: auditLog.id });
  if (!reason?.trim()) return;
  await db.insert(auditReasons).values({
    auditId: written!.id,
    subjectUid:
      subjectUid !== undefined
        ? subjectUid
        : ACCOUNT_KINDS.has(entry.targetKind)
          ? entry.targetId
          : null,
    reason,
  });
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

/**
 * Newest first, filtered, with the names of the operator and the target resolved now, from the
 * accounts as they are: a name is null when its account is gone (the log itself keeps ids only).
 */
export async function readAudit(db: DbOrTx, filter: AuditFilter = {}) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.actorUid) where.push(eq(auditLog.actorUid, filter.actorUid));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  if (filter.since) where.push(gte(auditLog.at, filter.since));
  const actor = alias(user, 'actor');
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUid: auditLog.actorUid,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
      reason: auditReasons.reason,
      actorName: actor.email,
      targetName: sql<string | null>`case
        when ${auditLog.targetKind} in ('account', 'ngo', 'operator') then (
          select coalesce(n.ngo_name, v.full_name, u.email)
          from "user" u
            left join ngos n on n.uid = u.id
            left join volunteers v on v.user_id = u.id
          where u.id = ${auditLog.targetId})
        when ${auditLog.targetKind} = 'listing' then (
          select l.name from ngo_listings l where l.id::text = ${auditLog.targetId})
        else null end`,
    })
    .from(auditLog)
    .leftJoin(auditReasons, eq(auditReasons.auditId, auditLog.id))
    .leftJoin(actor, eq(actor.id, auditLog.actorUid))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 100, 500));
  return rows.map(({ actorName, targetName, reason, detail, ...row }) => ({
    ...row,
    detail: detail ?? {},
    reason: reason ?? '',
    actor: row.actorUid === 'cli' ? { kind: 'cli' as const } : named(actorName),
    // A report and a mail have a number, not a name; everything else is named, or gone.
    target:
      row.targetKind === 'report'
        ? { kind: 'report' as const }
        : row.targetKind === 'mail'
          ? { kind: 'mail' as const }
          : named(targetName),
  }));
}

function named(name: string | null) {
  return name === null ? { kind: 'deleted' as const } : { kind: 'named' as const, name };
}
