// The request's state machine, pending → accepted | declined | withdrawn, accepted → ended. Every
// change reads and changes the row in ONE transaction with the row locked (SELECT … FOR UPDATE)
// and a conditional UPDATE, so two racing changes cannot both win. Only the volunteer and the NGO
// of a request see it; anyone else gets 404.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { connectionRequests, ngoListings, type RequestStatus } from '../db/schema';
import { selectRequests } from '../db/joins';
import { isUniqueViolation } from '../db/pg-errors';
import type { AppDeps } from '../http/env';
import { apiError } from '../http/errors';
import { signedInAccount } from '../http/session';
import { placeColumns } from '../ngo-profile/listing-place';
import { serialIdOr } from '../http/validate';
import type { AccountRole } from '../../shared/roles';
import { teachingTimeColumns } from '../ngo-profile/teaching-time-columns';

const NOT_FOUND = 'Request not found.';
const STATUS_WORDS: Record<RequestStatus, string> = {
  pending: 'is still pending',
  accepted: 'was already accepted',
  declined: 'was declined',
  withdrawn: 'was withdrawn',
  ended: 'has ended',
};

/** The request id of a path, or 404 as for a request that does not exist. */
export function requestId(raw: string): number {
  return serialIdOr(raw, () => apiError(404, NOT_FOUND));
}

/**
 * What an answer to a request acts on: the signed-in account (signedInAccount's 401 or 403 comes
 * first) and the request the path's `:id` names (requestId's 404).
 */
export async function accountAndRequest(
  db: Db,
  c: Parameters<typeof signedInAccount>[1] & { req: { param(key: 'id'): string } },
) {
  return { account: await signedInAccount(db, c), id: requestId(c.req.param('id')) };
}

/**
 * Locks the request row and tells which side the user is on; 404 for anyone else, so a stranger
 * cannot even learn that the request exists.
 */
async function lockRequest(tx: Tx, id: number, uid: string) {
  const [row] = await selectRequests(tx, {
    id: connectionRequests.id,
    status: connectionRequests.status,
    volunteerUid: connectionRequests.volunteerUid,
    listingId: connectionRequests.listingId,
    // The teaching time the volunteer asked for, if any (docs/decisions/0035-one-request-per-slot.md).
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
    ownerUid: ngoListings.ownerUid,
    listingName: ngoListings.name,
    city: ngoListings.location,
    ...teachingTimeColumns,
    topics: ngoListings.topics,
    place: placeColumns,
  })
    .where(eq(connectionRequests.id, id))
    .for('update', { of: connectionRequests });
  if (!row) throw apiError(404, NOT_FOUND);
  const party: AccountRole | null =
    row.volunteerUid === uid ? 'volunteer' : row.ownerUid === uid ? 'ngo' : null;
  if (!party) throw apiError(404, NOT_FOUND);
  return { ...row, party };
}

export type Locked = Awaited<ReturnType<typeof lockRequest>>;

export async function transition(
  { db, publicReads }: Pick<AppDeps, 'publicReads'> & { db: Db },
  input: {
    id: number;
    uid: string;
    allowed: AccountRole[];
    from: RequestStatus;
    to: RequestStatus;
    verb: string;
    check?: (locked: Locked, tx: Tx) => void | Promise<void>;
    set?: Partial<typeof connectionRequests.$inferInsert>;
    /** The refusal when the change breaks a unique index (a repeated open request). */
    onConflict?: () => Error;
    /** Written in the change's transaction: its emails (the outbox, decision 0030). */
    alongWith?: (done: Locked & { status: RequestStatus }, tx: Tx) => Promise<void>;
  },
) {
  // Accepting or ending changes a listing's accepted partners, so whether it shows as full on
  // /ngoList and in matching: those transitions go through publicReads.write.
  const fillChanges = input.from === 'accepted' || input.to === 'accepted';
  const inTransaction = fillChanges ? publicReads.write : db.transaction.bind(db);
  const run = inTransaction(async (tx) => {
    const locked = await lockRequest(tx, input.id, input.uid);
    if (!input.allowed.includes(locked.party)) {
      throw apiError(
        403,
        locked.party === 'volunteer'
          ? `Only the NGO can ${input.verb} a request.`
          : `Only the volunteer can ${input.verb} a request.`,
      );
    }
    if (locked.status !== input.from) {
      throw apiError(
        409,
        `This ${locked.status === 'accepted' || locked.status === 'ended' ? 'partnership' : 'request'} ${STATUS_WORDS[locked.status]}.`,
        undefined,
      );
    }
    await input.check?.(locked, tx);
    const now = new Date();
    const [updated] = await tx
      .update(connectionRequests)
      .set({ ...input.set, ...stamps(input.to, now), status: input.to, updatedAt: now })
      .where(and(eq(connectionRequests.id, input.id), eq(connectionRequests.status, input.from)))
      .returning({ id: connectionRequests.id, status: connectionRequests.status });
    // The row is locked, so this cannot happen; kept so a future refactor cannot lose the rule.
    if (!updated) throw apiError(409, `This request ${STATUS_WORDS[locked.status]}.`);
    const done = { ...locked, status: updated.status };
    await input.alongWith?.(done, tx);
    return done;
  });
  return input.onConflict
    ? run.catch((error: unknown) => {
        throw isUniqueViolation(error) ? input.onConflict!() : error;
      })
    : run;
}

/** The moments the public impact figures measure from (src/server/impact). */
function stamps(to: RequestStatus, now: Date): Partial<typeof connectionRequests.$inferInsert> {
  if (to === 'accepted' || to === 'declined') return { answeredAt: now };
  if (to === 'ended') return { endedAt: now };
  return {};
}
