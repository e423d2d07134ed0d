// Suspension and reinstatement of a volunteer or NGO account by an operator.
//
// suspend() runs in ONE transaction. The account's user row comes first (account-change.ts), as
// the account's deletion takes it; then its locks follow the request state machine's order
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
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dropWaitingMail } from '../mail/outbox';
import { dropWaitingSms } from '../sms/outbox';
import { takeBackWaitingCheckIns } from '../partnership-health/check-ins';
import {
  accountSuspensions,
  connectionRequests,
  ngoListings,
  pausedPartnerships,
  session,
  volunteers,
} from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { announcePublicChange } from '../public-cache/channel';
import {
  accountChange,
  otherParties,
  type OtherParty,
  type SuspensionOutcome,
} from './account-change';

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
    // Already paused by the other side's suspension: that cause stays. A reinstatement of that
    // side locks these requests too, so it either lifted its pause before our lock (and this
    // insert lands) or waits for us and hands the pause over (reinstate.ts).
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
  if (account.kind === 'volunteer') await takeBackWaitingCheckIns(tx, input.userId);
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
