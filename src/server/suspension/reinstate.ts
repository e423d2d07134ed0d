// Reinstatement of a suspended account by an operator: what suspend.ts paused resumes, and what
// it unpublished is published again, in one transaction.
//
// A partnership's pause has two sides: reinstating one account hands the pause to the other side
// when that one is suspended too. So before it reads the pauses and the other side's suspension,
// reinstate() locks the account's accepted requests (in id order, after the user row and before
// the listing, as suspend.ts does) and then their pauses, and reads in a later statement, which
// sees what committed while it waited. A reinstatement of the other side, or its suspension (which
// holds the same requests while it pauses them), then runs wholly before or after this one: else
// each reads the other's account as it was, and the pause is left blamed on an account no longer
// suspended, or lifted while the other side is being suspended (tests/api/suspension-race.test.ts).
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  accountSuspensions,
  auditLog,
  connectionRequests,
  ngoListings,
  pausedPartnerships,
} from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { announcePublicChange } from '../public-cache/channel';
import { accountChange, otherParties, type SuspensionOutcome } from './account-change';

/**
 * The newest audit row of a suspension's effect on a target (the account, or its listing
 * unpublished), after the row `afterId` when given.
 */
async function lastSuspendAudit(
  tx: Tx,
  targetKind: 'account' | 'listing',
  targetId: string,
  afterId?: number,
) {
  const [row] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'suspend'),
        eq(auditLog.targetKind, targetKind),
        eq(auditLog.targetId, targetId),
        afterId === undefined ? undefined : gt(auditLog.id, afterId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/**
 * Reinstates a suspended account: its paused partnerships resume (unless the other side is
 * suspended too: then they stay paused, now by that account), its listing is published again if
 * the suspension unpublished it, and the audit log records it. Withdrawn requests stay withdrawn.
 */
export const reinstate = accountChange('suspended', async (tx, account, input) => {
  const mine =
    account.kind === 'ngo'
      ? inArray(
          connectionRequests.listingId,
          tx
            .select({ id: ngoListings.id })
            .from(ngoListings)
            .where(eq(ngoListings.ownerUid, input.userId)),
        )
      : eq(connectionRequests.volunteerUid, input.userId);
  await tx
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(and(mine, eq(connectionRequests.status, 'accepted')))
    .orderBy(asc(connectionRequests.id))
    .for('update');
  const lastSuspension = await lastSuspendAudit(tx, 'account', input.userId);
  const [own] =
    account.kind === 'ngo'
      ? await tx
          .select({ id: ngoListings.id })
          .from(ngoListings)
          .where(eq(ngoListings.ownerUid, input.userId))
          .for('update')
      : [];
  let republish = false;
  if (own && lastSuspension) {
    const unpublished = await lastSuspendAudit(tx, 'listing', String(own.id), lastSuspension.id);
    republish = Boolean(unpublished);
  }
  // Every pause of the account's, whoever caused it: a partnership that ended while paused has no
  // request lock to meet on, and the other side's reinstatement may be handing its pause to us.
  // In request id order, as that reinstatement takes them.
  await tx
    .select({ id: pausedPartnerships.requestId })
    .from(pausedPartnerships)
    .where(
      inArray(
        pausedPartnerships.requestId,
        tx.select({ id: connectionRequests.id }).from(connectionRequests).where(mine),
      ),
    )
    .orderBy(asc(pausedPartnerships.requestId))
    .for('update');

  await tx.delete(accountSuspensions).where(eq(accountSuspensions.userId, input.userId));
  const paused = await tx
    .select({
      requestId: pausedPartnerships.requestId,
      status: connectionRequests.status,
      otherSuspended: sql<
        string | null
      >`(select ${accountSuspensions.userId} from ${accountSuspensions} where ${accountSuspensions.userId} in (${connectionRequests.volunteerUid}, ${ngoListings.ownerUid}) limit 1)`,
    })
    .from(pausedPartnerships)
    .innerJoin(connectionRequests, eq(connectionRequests.id, pausedPartnerships.requestId))
    .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
    .where(eq(pausedPartnerships.causeUid, input.userId));
  const stillPaused = paused.filter((p) => p.otherSuspended);
  for (const p of stillPaused) {
    await tx
      .update(pausedPartnerships)
      .set({ causeUid: p.otherSuspended! })
      .where(eq(pausedPartnerships.requestId, p.requestId));
  }
  const resumedRows = paused.filter((p) => !p.otherSuspended);
  if (resumedRows.length) {
    await tx.delete(pausedPartnerships).where(
      inArray(
        pausedPartnerships.requestId,
        resumedRows.map((p) => p.requestId),
      ),
    );
  }
  // Only partnerships still going are news to the other side (one may have ended meanwhile).
  const resumed = resumedRows.filter((p) => p.status === 'accepted').map((p) => p.requestId);
  if (own && republish) {
    await tx
      .update(ngoListings)
      .set({ published: true, updatedAt: new Date() })
      .where(and(eq(ngoListings.id, own.id), isNotNull(ngoListings.ownerUid)));
  }
  await recordAudit(tx, {
    actorUid: input.operatorUid,
    action: 'reinstate',
    targetKind: 'account',
    targetId: input.userId,
    reason: input.reason,
  });
  await announcePublicChange(tx);
  const outcome: SuspensionOutcome = {
    account: { ...account.recipient, kind: account.kind },
    reason: input.reason,
    others: await otherParties(tx, resumed, account.kind, () => 'resumed'),
    withdrawn: [],
    paused: [],
    resumed,
    listingId: own?.id ?? null,
    listingPublished: republish,
  };
  return outcome;
});
