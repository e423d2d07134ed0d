// Whether an NGO is verified, and the gate on accepting: contact details flow only
// between a volunteer and a verified NGO. An unverified NGO can publish and receive requests, but
// its accept is refused (403, code 'ngo-unverified') before anything changes. When a
// verification is revoked, accepted partnerships stay, but neither side's contact details are
// shown any more (GET /api/requests, the calendar file) until the NGO is verified again.
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { codedError } from '../http/errors';
import { NGO_UNVERIFIED_CODE, VERIFICATION_MESSAGES } from '../../shared/ngo-verification';
import type { Db } from '../db/client';
import { ngoListings, ngoVerifications } from '../db/schema';

/** SQL: true when the account `ownerUid` names is a verified NGO (null owner, a sample: false). */
export const isVerifiedOwner = (ownerUid: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${ngoVerifications} where ${ngoVerifications.ngoUid} = ${ownerUid} and ${ngoVerifications.status} = 'verified')`;

/** SQL: true for a listing whose NGO is verified; the spec's sample listings (no owner) are false. */
export const isVerifiedListing = isVerifiedOwner(ngoListings.ownerUid);

export async function isNgoVerified(db: Pick<Db, 'select'>, ngoUid: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: ngoVerifications.ngoUid })
    .from(ngoVerifications)
    .where(and(eq(ngoVerifications.ngoUid, ngoUid), eq(ngoVerifications.status, 'verified')));
  return row !== undefined;
}

/**
 * 403 `{ error, code: 'ngo-unverified' }` unless the NGO is verified; one line in accept, inside
 * its transaction. FOR SHARE holds the verification until the accept commits, so a revocation
 * in flight waits for it (and an accept waits for a revocation in flight, then is refused).
 */
export async function requireVerifiedNgo(db: Pick<Db, 'select'>, ngoUid: string): Promise<void> {
  const [row] = await db
    .select({ status: ngoVerifications.status })
    .from(ngoVerifications)
    .where(eq(ngoVerifications.ngoUid, ngoUid))
    .for('share');
  if (row?.status === 'verified') return;
  throw codedError(403, VERIFICATION_MESSAGES.unverified, NGO_UNVERIFIED_CODE);
}
