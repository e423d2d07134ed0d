// Suspension and reinstatement of a volunteer or NGO account by an operator.
//
// suspend() runs in ONE transaction, taking its locks in the request state machine's order
// (src/server/requests/connect.ts): a volunteer's own row first (as Connect does), then the
// account's open requests (SELECT … FOR UPDATE, as every transition locks its request), then an
// NGO's listing (as accept locks it after the request). So a suspension and a concurrent accept
// of the same request cannot both win: whichever locks the request first goes first, and the
// other sees what it did (an accept after the suspension finds the request withdrawn; a
// suspension after the accept finds a partnership and pauses it).
//
// The listing: an NGO's published listing is unpublished (published = false), which takes it out
// of matching, best matches and /ngoList and makes Connect refuse it, with no change to those
// queries. Whether it was published is remembered in the audit log (a 'suspend' row for the
// listing beside the account's), because the schema has no column for it; reinstatement
// publishes it again only then. Withdrawn requests stay withdrawn after reinstatement.
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { asLocale } from '../accounts/account-language';
import type { Locale } from '../../shared/locales';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../shared/suspension';
import type { Db, Tx } from '../db/client';
import { withRetry } from '../db/retry-transaction';
import { dropWaitingMail } from '../mail/outbox';
import { dropWaitingSms } from '../sms/outbox';
import {
  accountSuspensions,
  auditLog,
  connectionRequests,
  ngoListings,
  ngos,
  operators,
  pausedPartnerships,
  session,
  user,
  volunteers,
} from '../db/schema';
import { selectRequestsWithVolunteer } from '../db/joins';
import { recordAudit } from '../audit/record-audit';
import { announcePublicChange } from '../public-cache/channel';
import type { AccountRole } from '../../shared/roles';

export type SuspensionErrorCode =
  | typeof SUSPENSION_CODES.alreadySuspended
  | typeof SUSPENSION_CODES.notSuspended
  | typeof SUSPENSION_CODES.operator
  | typeof SUSPENSION_CODES.notFound;

export class SuspensionError extends Error {
  constructor(
    readonly code: SuspensionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface SuspensionInput {
  operatorUid: string;
  userId: string;
  reason: string;
}

/** Someone to email: an address, a name to greet and the account's language. */
export interface Recipient {
  email: string;
  name: string;
  language: Locale;
}

/** The other side of a request the suspension (or reinstatement) changed. */
export interface OtherParty extends Recipient {
  /** The suspended account's name as the other party knows it (volunteer's or NGO's name). */
  counterpart: string;
  change: 'withdrawn' | 'paused' | 'resumed';
}

export interface SuspensionOutcome {
  account: Recipient & { kind: AccountRole };
  reason: string;
  others: OtherParty[];
  withdrawn: number[];
  paused: number[];
  resumed: number[];
  listingId: number | null;
  listingPublished: boolean;
}

/** Locks the account's user row and says what kind of account it is. */
async function lockAccount(tx: Tx, userId: string) {
  const [account] = await tx
    .select({ id: user.id, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, userId))
    .for('update');
  if (!account) throw new SuspensionError(SUSPENSION_CODES.notFound, SUSPENSION_MESSAGES.notFound);
  const [operator] = await tx
    .select({ id: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId));
  if (operator) throw new SuspensionError(SUSPENSION_CODES.operator, SUSPENSION_MESSAGES.operator);
  const [volunteer] = await tx
    .select({ name: volunteers.fullName, email: volunteers.email })
    .from(volunteers)
    .where(eq(volunteers.userId, userId));
  const [ngo] = volunteer
    ? []
    : await tx
        .select({ name: ngos.ngoName, email: ngos.email })
        .from(ngos)
        .where(eq(ngos.uid, userId));
  const profile = volunteer ?? ngo;
  if (!profile) throw new SuspensionError(SUSPENSION_CODES.notFound, SUSPENSION_MESSAGES.notFound);
  const [suspension] = await tx
    .select({ reason: accountSuspensions.reason })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  return {
    kind: volunteer ? ('volunteer' as const) : ('ngo' as const),
    recipient: { email: profile.email, name: profile.name, language: asLocale(account.language) },
    suspended: Boolean(suspension),
  };
}

/**
 * An operator's change of an account's state, in one transaction (retried as withRetry says):
 * the account locked and refused unless it is in the state the change starts `from`, then the
 * change, then `alongWith` (the change's emails) in the same transaction.
 */
function accountChange(
  from: 'active' | 'suspended',
  change: (
    tx: Tx,
    account: Awaited<ReturnType<typeof lockAccount>>,
    input: SuspensionInput,
  ) => Promise<SuspensionOutcome>,
) {
  return (
    db: Db,
    input: SuspensionInput,
    alongWith?: (tx: Tx, outcome: SuspensionOutcome) => Promise<void>,
  ): Promise<SuspensionOutcome> =>
    withRetry(db, async (tx) => {
      const account = await lockAccount(tx, input.userId);
      if (from === 'active' && account.suspended) {
        throw new SuspensionError(
          SUSPENSION_CODES.alreadySuspended,
          SUSPENSION_MESSAGES.alreadySuspended,
        );
      }
      if (from === 'suspended' && !account.suspended) {
        throw new SuspensionError(SUSPENSION_CODES.notSuspended, SUSPENSION_MESSAGES.notSuspended);
      }
      const outcome = await change(tx, account, input);
      await alongWith?.(tx, outcome);
      return outcome;
    });
}

const OPEN = ['pending', 'accepted'] as const;

/** The open requests of a volunteer, or of an NGO's listing, locked in id order. */
function lockOpenRequests(tx: Tx, where: ReturnType<typeof eq>) {
  return tx
    .select({ id: connectionRequests.id, status: connectionRequests.status })
    .from(connectionRequests)
    .where(and(where, inArray(connectionRequests.status, [...OPEN])))
    .orderBy(asc(connectionRequests.id))
    .for('update');
}

/** The other side of each request: the volunteer's or the NGO's contact and language. */
async function otherParties(
  tx: Tx,
  requestIds: number[],
  suspendedKind: AccountRole,
  change: (id: number) => OtherParty['change'],
): Promise<OtherParty[]> {
  if (requestIds.length === 0) return [];
  const rows = await selectRequestsWithVolunteer(tx, {
    id: connectionRequests.id,
    volunteerName: volunteers.fullName,
    volunteerEmail: volunteers.email,
    volunteerLanguage: sql<string>`(select ${user.language} from ${user} where ${user.id} = ${volunteers.userId})`,
    ngoName: ngoListings.name,
    ngoEmail: ngos.email,
    ngoLanguage: sql<string>`(select ${user.language} from ${user} where ${user.id} = ${ngos.uid})`,
  })
    .innerJoin(ngos, eq(ngos.uid, ngoListings.ownerUid))
    .where(inArray(connectionRequests.id, requestIds))
    .orderBy(asc(connectionRequests.id));
  return rows.map((r) =>
    suspendedKind === 'ngo'
      ? {
          email: r.volunteerEmail,
          name: r.volunteerName,
          language: asLocale(r.volunteerLanguage),
          counterpart: r.ngoName,
          change: change(r.id),
        }
      : {
          email: r.ngoEmail,
          name: r.ngoName,
          language: asLocale(r.ngoLanguage),
          counterpart: r.volunteerName,
          change: change(r.id),
        },
  );
}

/**
 * Suspends a volunteer or NGO account: pending requests (either side) are withdrawn, accepted
 * partnerships paused, an NGO's listing unpublished, every session ended (the session caches hear
 * it from the session table's trigger), and the audit log records it, all in one transaction.
 * `alongWith` writes the emails to the account and the other parties in that transaction.
 */
export const suspend = accountChange('active', async (tx, account, input) => {
  let locked: { id: number; status: string }[];
  let listing: { id: number; published: boolean } | undefined;
  if (account.kind === 'volunteer') {
    // Connect locks the volunteer first: a Connect in flight finishes before us (and we see its
    // request); one after us waits, then finds the account suspended.
    await tx
      .select({ id: volunteers.userId })
      .from(volunteers)
      .where(eq(volunteers.userId, input.userId))
      .for('update');
    locked = await lockOpenRequests(tx, eq(connectionRequests.volunteerUid, input.userId));
  } else {
    const [own] = await tx
      .select({ id: ngoListings.id })
      .from(ngoListings)
      .where(eq(ngoListings.ownerUid, input.userId));
    locked = own ? await lockOpenRequests(tx, eq(connectionRequests.listingId, own.id)) : [];
    if (own) {
      // Requests before the listing, as accept does. Holding the listing shuts out Connect
      // (FOR SHARE); then the requests a Connect committed meanwhile are locked too.
      [listing] = await tx
        .select({ id: ngoListings.id, published: ngoListings.published })
        .from(ngoListings)
        .where(eq(ngoListings.id, own.id))
        .for('update');
      // Our locks keep the first read's requests open, so this read holds them all.
      locked = await lockOpenRequests(tx, eq(connectionRequests.listingId, own.id));
    }
  }
  const pending = locked.filter((r) => r.status === 'pending').map((r) => r.id);
  const accepted = locked.filter((r) => r.status === 'accepted').map((r) => r.id);

  await tx.insert(accountSuspensions).values({
    userId: input.userId,
    reason: input.reason,
    suspendedBy: input.operatorUid,
  });
  if (pending.length) {
    await tx
      .update(connectionRequests)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(
        and(inArray(connectionRequests.id, pending), eq(connectionRequests.status, 'pending')),
      );
  }
  if (accepted.length) {
    // Already paused by the other side's suspension: that cause stays.
    await tx
      .insert(pausedPartnerships)
      .values(accepted.map((requestId) => ({ requestId, causeUid: input.userId })))
      .onConflictDoNothing();
  }
  await recordAudit(tx, {
    actorUid: input.operatorUid,
    action: 'suspend',
    targetKind: 'account',
    targetId: input.userId,
    reason: input.reason,
  });
  if (listing?.published) {
    await tx
      .update(ngoListings)
      .set({ published: false, updatedAt: new Date() })
      .where(eq(ngoListings.id, listing.id));
    // Read by reinstate(): this suspension unpublished the listing, so reinstating publishes it.
    await recordAudit(tx, {
      actorUid: input.operatorUid,
      action: 'suspend',
      targetKind: 'listing',
      targetId: String(listing.id),
    });
  }
  await tx.delete(session).where(eq(session.userId, input.userId));
  await dropWaitingMail(tx, input.userId);
  await dropWaitingSms(tx, input.userId);
  await announcePublicChange(tx);

  const changes = new Map<number, OtherParty['change']>([
    ...pending.map((id) => [id, 'withdrawn'] as const),
    ...accepted.map((id) => [id, 'paused'] as const),
  ]);
  const outcome: SuspensionOutcome = {
    account: { ...account.recipient, kind: account.kind },
    reason: input.reason,
    others: await otherParties(tx, [...changes.keys()], account.kind, (id) => changes.get(id)!),
    withdrawn: pending,
    paused: accepted,
    resumed: [],
    listingId: listing?.id ?? null,
    listingPublished: listing?.published ?? false,
  };
  return outcome;
});

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
    .where(eq(pausedPartnerships.causeUid, input.userId))
    .for('update', { of: pausedPartnerships });
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
