// The gate (docs/decisions/0041-vetting-gate.md): an accepted partnership runs only while its
// volunteer holds every check its listing requires (Setu's minimum and what the NGO added), valid
// now. Settling reads each partnership's checks and moves its hold: held when a check is missing
// or has expired, released when all are valid. It runs in the transaction of whatever changed the
// inputs (an acceptance, a check's outcome, a listing's requirements), and hourly for expiries
// (the 'vetting-gate' sweep), which also mends a change two transactions settled at once without
// seeing each other. Each hold or release is decided by the row it changed (returning), so two
// settles at once mail once.
import { and, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  checksStillNeeded,
  requiredChecks,
  SETU_MINIMUM_CHECKS,
  type CheckKind,
} from '../../shared/vetting';
import { asLocale } from '../accounts/account-language';
import type { Db, Tx } from '../db/client';
import { selectRequests } from '../db/joins';
import {
  connectionRequests,
  ngoListings,
  partnershipGateHolds,
  teachingSessions,
  volunteerChecks,
  type GateHoldReason,
} from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { writeMail } from '../mail/outbox';
import { mailable, partnershipFacts, partnershipHeld } from '../partnerships/contact-rule';
import { ngoContact, volunteerContact } from '../requests/contacts';
import { cancelFutureSessions } from '../teaching-sessions/changes';
import { keepSessionsAhead } from '../teaching-sessions/keep-ahead';
import { checkStatesOf } from '../vetting/check-states';
import { gateHeldEmail, gateReleasedEmail, type GateMailParty } from './emails';

/** Which accepted partnerships to settle; none given settles them all (the sweep). */
export type GateScope =
  { requestIds: readonly number[] } | { volunteerUid: string } | { listingId: number } | undefined;

export interface GateSettle {
  now: Date;
  /** Setu's address, for the emails' links. */
  publicUrl: string;
  /**
   * The partnership was accepted in this transaction: the acceptance email already says what
   * waits, so a hold writes no further mail.
   */
  accepting?: boolean;
}

export interface GateChanges {
  held: number[];
  released: number[];
}

export async function settleGate(
  tx: Tx | Db,
  settle: GateSettle,
  scope?: GateScope,
): Promise<GateChanges> {
  const where: SQL[] = [eq(connectionRequests.status, 'accepted')];
  if (scope && 'requestIds' in scope) {
    if (scope.requestIds.length === 0) return { held: [], released: [] };
    where.push(inArray(connectionRequests.id, [...scope.requestIds]));
  } else if (scope && 'volunteerUid' in scope) {
    where.push(eq(connectionRequests.volunteerUid, scope.volunteerUid));
  } else if (scope) {
    where.push(eq(connectionRequests.listingId, scope.listingId));
  }
  // Locked before they are read, in id order as every change of partnerships takes them: an
  // ending in flight (its FOR UPDATE) commits first and drops out here, so a release never
  // brings back its sessions, and the sessions sweep re-reads a hold after it commits
  // (keep-ahead.ts; tests/api/sweeps-race.test.ts). NO KEY UPDATE lets a session's insert (its
  // foreign key's KEY SHARE) go on meanwhile. The facts are read after the lock, in a statement
  // of their own: a locking read's snapshot would not show what the change it waited for wrote
  // in other tables (a suspension's pause, another settle's hold).
  const ids = (
    await tx
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(and(...where))
      .orderBy(connectionRequests.id)
      .for('no key update')
  ).map((p) => p.id);
  if (ids.length === 0) return { held: [], released: [] };
  const partnerships = await selectRequests(tx, {
    id: connectionRequests.id,
    volunteerUid: connectionRequests.volunteerUid,
    ownerUid: ngoListings.ownerUid,
    listingName: ngoListings.name,
    requires: ngoListings.requiredChecks,
    facts: partnershipFacts,
  })
    .where(inArray(connectionRequests.id, ids))
    .orderBy(connectionRequests.id);
  const states = await checkStatesOf(
    tx,
    partnerships.map((p) => p.volunteerUid),
    settle.now,
  );
  const changes: GateChanges = { held: [], released: [] };
  for (const p of partnerships) {
    const statuses = states.get(p.volunteerUid)!;
    const missing = checksStillNeeded(statuses, requiredChecks(p.requires));
    const mails = mailable.holds(p.facts);
    if (missing.length > 0) {
      // A check once valid that ran out is "expired"; one never complete is still "waiting".
      const reason: GateHoldReason = missing.some((kind) => statuses[kind].state === 'expired')
        ? 'expired'
        : 'waiting';
      const newlyHeld = await hold(tx, p.id, reason, missing, settle.now);
      if (!newlyHeld) {
        // Still held: what it waits for now (a check done, or another one ran out).
        await tx
          .update(partnershipGateHolds)
          .set({ missing, reason })
          .where(
            and(eq(partnershipGateHolds.requestId, p.id), isNull(partnershipGateHolds.releasedAt)),
          );
        continue;
      }
      changes.held.push(p.id);
      // No session of a held partnership goes ahead: the ones still to come are cancelled.
      await cancelFutureSessions(tx, p.id, settle.now, 'checks');
      if (mails && !settle.accepting) {
        await mailBothSides(tx, p, 'held', (party) =>
          gateHeldEmail({ ...party, reason, missing, publicUrl: settle.publicUrl }),
        );
      }
    } else if (p.facts.held) {
      const released = await release(tx, p.id, settle.now);
      if (!released) continue;
      changes.released.push(p.id);
      await restoreAfterHold(tx, p.id, settle.now);
      if (mails) {
        await mailBothSides(tx, p, 'released', (party) =>
          gateReleasedEmail({ ...party, publicUrl: settle.publicUrl }),
        );
      }
    }
  }
  if (changes.released.length) {
    await keepSessionsAhead(tx, settle.now, { requestIds: changes.released });
  }
  return changes;
}

/** Holds it unless already held; true when this call held it. */
async function hold(
  tx: Tx | Db,
  requestId: number,
  reason: GateHoldReason,
  missing: CheckKind[],
  now: Date,
): Promise<boolean> {
  const changed = await tx
    .insert(partnershipGateHolds)
    .values({ requestId, reason, missing, heldAt: now })
    .onConflictDoUpdate({
      target: partnershipGateHolds.requestId,
      set: { reason, missing, heldAt: now, releasedAt: null },
      setWhere: isNotNull(partnershipGateHolds.releasedAt),
    })
    .returning({ requestId: partnershipGateHolds.requestId });
  return changed.length > 0;
}

/** Releases it if held; true when this call released it. */
async function release(tx: Tx | Db, requestId: number, now: Date): Promise<boolean> {
  const changed = await tx
    .update(partnershipGateHolds)
    .set({ releasedAt: now })
    .where(
      and(eq(partnershipGateHolds.requestId, requestId), isNull(partnershipGateHolds.releasedAt)),
    )
    .returning({ requestId: partnershipGateHolds.requestId });
  return changed.length > 0;
}

/**
 * The sessions the hold cancelled that are still to come go ahead again (their rows keep the
 * week's place, so rolling forward would not make them anew), in a partnership still accepted:
 * an ended one's stay cancelled.
 */
async function restoreAfterHold(tx: Pick<Db, 'update'>, requestId: number, now: Date) {
  await tx
    .update(teachingSessions)
    .set({ status: 'scheduled', cancelledBy: null, updatedAt: now })
    .where(
      and(
        eq(teachingSessions.requestId, requestId),
        eq(teachingSessions.status, 'cancelled'),
        eq(teachingSessions.cancelledBy, 'checks'),
        gt(teachingSessions.startsAt, now),
        sql`exists (select 1 from ${connectionRequests} where ${connectionRequests.id} = ${requestId} and ${connectionRequests.status} = 'accepted')`,
      ),
    );
}

async function mailBothSides(
  tx: Tx | Db,
  p: { id: number; volunteerUid: string; ownerUid: string | null; listingName: string },
  kind: 'held' | 'released',
  email: (party: GateMailParty) => MailMessage,
) {
  const volunteer = await volunteerContact(tx, p.volunteerUid);
  const ngo = await ngoContact(tx, p.ownerUid);
  if (!volunteer || !ngo) return;
  const common = { volunteerName: volunteer.fullName, ngoName: p.listingName };
  const sides: GateMailParty[] = [
    { side: 'volunteer', to: volunteer.email, language: asLocale(volunteer.language), ...common },
    { side: 'ngo', to: ngo.email, language: asLocale(ngo.language), ...common },
  ];
  for (const party of sides) {
    const message = email(party);
    await writeMail(tx, { kind: `gate-${kind}`, ...message });
  }
}

/** The checks a held partnership waits for; none when the gate does not hold it. */
export async function checksMissingFor(
  tx: Pick<Db, 'select'>,
  requestId: number,
): Promise<CheckKind[]> {
  const [row] = await tx
    .select({ missing: partnershipGateHolds.missing })
    .from(partnershipGateHolds)
    .where(
      and(eq(partnershipGateHolds.requestId, requestId), isNull(partnershipGateHolds.releasedAt)),
    );
  return row?.missing ?? [];
}

/**
 * The sweep: settles each accepted partnership whose gate may have to move, each in its own
 * transaction (its hold, its cancelled sessions and its mails together): those held now, and
 * those whose volunteer has a check that ran out or lacks Setu's minimum (a partnership accepted
 * before the gate existed). A partnership in good standing is not read again.
 */
export async function settleDueGates(db: Db, settle: Omit<GateSettle, 'accepting'>) {
  const minimum = sql.join(
    SETU_MINIMUM_CHECKS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const due = await db
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.status, 'accepted'),
        sql`(${partnershipHeld}
          or exists (select 1 from ${volunteerChecks} c
            where c.volunteer_uid = "connection_requests"."volunteer_uid"
              and c.outcome = 'valid' and c.valid_until <= ${settle.now})
          or (select count(*) from ${volunteerChecks} c
            where c.volunteer_uid = "connection_requests"."volunteer_uid"
              and c.kind in (${minimum}) and c.outcome = 'valid') < ${SETU_MINIMUM_CHECKS.length})`,
      ),
    );
  const changes: GateChanges = { held: [], released: [] };
  for (const { id } of due) {
    const one = await db.transaction((tx) => settleGate(tx, settle, { requestIds: [id] }));
    changes.held.push(...one.held);
    changes.released.push(...one.released);
  }
  return { due: due.length, held: changes.held.length, released: changes.released.length };
}
