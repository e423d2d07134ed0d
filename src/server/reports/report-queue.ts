// The operators' side of reports: the queue (child safety first, then oldest first)
// with a summary of what each report is about, and the workflow open → investigating → resolved.
// Each change of status is one transaction: the report row locked (FOR UPDATE), changed only
// from the status it was read in, and its audit row written beside it.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  NEXT_STATUS,
  REPORT_CODES,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  type ReportCategory,
  type ReportOutcome,
  type ReporterKind,
  type ReportQueueFilter,
  type ReportStatus,
  type ReportTargetKind,
} from '../../shared/reports';
import { asLocale } from '../accounts/account-language';
import { recordAudit } from '../audit/record-audit';
import { accountHeld } from '../accounts/hold-account';
import type { Locale } from '../../shared/locales';
import type { Db, Tx } from '../db/client';
import {
  accountSuspensions,
  connectionRequests,
  ngoListings,
  ngos,
  partnerNgos,
  reports,
  user,
  volunteers,
} from '../db/schema';
import { selectRequests } from '../db/joins';
import { codedError } from '../http/errors';
import type { AccountRole } from '../../shared/roles';

const STATUS_FILTER: Record<ReportQueueFilter, ReportStatus[] | null> = {
  active: ['open', 'investigating'],
  open: ['open'],
  investigating: ['investigating'],
  resolved: ['resolved'],
  all: null,
};

async function roleOf(db: Db, uid: string): Promise<AccountRole | null> {
  const [v] = await db
    .select({ id: volunteers.userId })
    .from(volunteers)
    .where(eq(volunteers.userId, uid));
  if (v) return 'volunteer';
  const [n] = await db.select({ id: ngos.uid }).from(ngos).where(eq(ngos.uid, uid));
  return n ? 'ngo' : null;
}

/** What the report is about, in a few words for the operator. */
async function describeTarget(db: Db, kind: ReportTargetKind, targetId: string) {
  if (kind === 'listing') {
    const partner = /^partner-(\d+)$/.exec(targetId);
    const [row] = partner
      ? await db
          .select({ name: partnerNgos.name, location: partnerNgos.location })
          .from(partnerNgos)
          .where(eq(partnerNgos.id, Number(partner[1])))
      : await db
          .select({ name: ngoListings.name, location: ngoListings.location })
          .from(ngoListings)
          .where(eq(ngoListings.id, Number(targetId)));
    return row
      ? { kind, listingName: row.name, city: row.location, partner: Boolean(partner) }
      : { kind, gone: true as const };
  }
  const [row] = await selectRequests(db, {
    requestId: connectionRequests.id,
    requestStatus: connectionRequests.status,
    volunteerName: volunteers.fullName,
    ngoName: ngoListings.name,
    city: ngoListings.location,
  })
    .leftJoin(volunteers, eq(volunteers.userId, connectionRequests.volunteerUid))
    .where(eq(connectionRequests.id, Number(targetId)));
  return row ? { kind, ...row } : { kind, gone: true as const };
}

export type ReportTargetSummary = Awaited<ReturnType<typeof describeTarget>>;

async function describeAccount(db: Db, uid: string | null) {
  if (!uid) return null;
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, uid));
  if (!row) return null;
  const [suspension] = await db
    .select({ at: accountSuspensions.suspendedAt })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, uid));
  return {
    uid,
    name: row.name,
    email: row.email,
    role: await roleOf(db, uid),
    suspended: Boolean(suspension),
  };
}

/** The queue: child safety first, then oldest first (resolved ones: most recently resolved first). */
export async function reportQueue(db: Db, filter: ReportQueueFilter) {
  const statuses = STATUS_FILTER[filter];
  const where: SQL[] = [];
  if (statuses) where.push(inArray(reports.status, statuses));
  const rows = await db
    .select()
    .from(reports)
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      ...(filter === 'resolved'
        ? [desc(reports.updatedAt), desc(reports.id)]
        : [
            sql`case when ${reports.category} = 'child-safety' and ${reports.status} <> 'resolved' then 0 else 1 end`,
            asc(reports.createdAt),
            asc(reports.id),
          ]),
    )
    .limit(REPORT_LIMITS.queue);
  return Promise.all(
    rows.map(async (r) => {
      const reporterKind: ReporterKind = r.reporterUid
        ? ((await roleOf(db, r.reporterUid)) ?? 'account')
        : 'visitor';
      return {
        id: r.id,
        category: r.category as ReportCategory,
        status: r.status,
        outcome: (r.outcome ?? null) as ReportOutcome | null,
        note: r.note,
        details: r.details,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        reporterKind,
        reporterWantsAnswer: Boolean(r.reporterUid || r.reporterEmail),
        targetKind: r.targetKind as ReportTargetKind,
        targetId: r.targetId,
        target: await describeTarget(db, r.targetKind as ReportTargetKind, r.targetId),
        subject: await describeAccount(db, r.subjectUid),
      };
    }),
  );
}

export type QueuedReport = Awaited<ReturnType<typeof reportQueue>>[number];

/**
 * Moves a report one step (open → investigating → resolved) with its audit row, in one
 * transaction. Answers what the reporter must be told when it was resolved.
 */
export async function changeReportStatus(
  db: Db,
  input: {
    id: number;
    operatorUid: string;
    status: 'investigating' | 'resolved';
    outcome?: ReportOutcome;
    note: string;
  },
  /** Written in the change's transaction: the reporter's mail (the outbox, decision 0030). */
  alongWith?: (
    tx: Tx,
    changed: { report: { status: string; outcome: string | null }; before: ReportBefore },
  ) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    // The subject's account before the report's row, the order its deletion takes them
    // (src/server/accounts/hold-account.ts): the audit's reason names the subject, and would
    // otherwise wait for a deletion that waits for our row. A subject deleted meanwhile is null
    // on the report by then, and the change goes ahead without one.
    const [about] = await tx
      .select({ subjectUid: reports.subjectUid })
      .from(reports)
      .where(eq(reports.id, input.id));
    if (about?.subjectUid) await accountHeld(tx, about.subjectUid);
    const [row] = await tx
      .select({
        id: reports.id,
        status: reports.status,
        category: reports.category,
        reporterUid: reports.reporterUid,
        reporterEmail: reports.reporterEmail,
        subjectUid: reports.subjectUid,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.id, input.id))
      .for('update');
    if (!row) throw codedError(404, 'Report not found.', REPORT_CODES.targetNotFound);
    if (NEXT_STATUS[row.status] !== input.status) {
      throw codedError(409, REPORT_MESSAGES.wrongStatus, REPORT_CODES.wrongStatus);
    }
    const resolved = input.status === 'resolved';
    const [updated] = await tx
      .update(reports)
      .set({
        status: input.status,
        outcome: resolved ? (input.outcome ?? null) : null,
        note: input.note,
        updatedAt: new Date(),
      })
      .where(and(eq(reports.id, input.id), eq(reports.status, row.status)))
      .returning({ id: reports.id, status: reports.status, outcome: reports.outcome });
    // The row is locked, so this cannot happen; kept so a refactor cannot lose the rule.
    if (!updated) throw codedError(409, REPORT_MESSAGES.wrongStatus, REPORT_CODES.wrongStatus);
    await recordAudit(tx, {
      actorUid: input.operatorUid,
      action: 'report-status',
      targetKind: 'report',
      targetId: String(input.id),
      detail: {
        from: row.status,
        to: input.status,
        ...(resolved && input.outcome && { outcome: input.outcome }),
      },
      reason: input.note,
      subjectUid: row.subjectUid,
    });
    const changed = { report: updated, before: row };
    await alongWith?.(tx, changed);
    return changed;
  });
}

interface ReportBefore {
  category: string;
  reporterUid: string | null;
  reporterEmail: string | null;
  createdAt: Date;
}

/**
 * Where and how to tell a reporter: their account (its name and language), or the email a visitor
 * left (no name, no language), as a report email's reader.
 */
export async function reporterAddress(
  db: Pick<Db, 'select'>,
  report: { reporterUid: string | null; reporterEmail: string | null },
): Promise<{ to: string; name?: string; language: Locale | null } | null> {
  if (report.reporterUid) {
    const [row] = await db
      .select({ email: user.email, name: user.name, language: user.language })
      .from(user)
      .where(eq(user.id, report.reporterUid));
    return row
      ? { to: row.email, name: row.name || undefined, language: asLocale(row.language) }
      : null;
  }
  return report.reporterEmail ? { to: report.reporterEmail, language: null } : null;
}
