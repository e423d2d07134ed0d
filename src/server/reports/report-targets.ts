// What a report may be about, and who may report it. A request or
// partnership: one of its two sides. A volunteer's profile: the NGO that has a request from them
// (the target id is that request's). A listing: anyone, visitors too, while it is published (or
// one of the spec's partner NGOs on /ngoList). Anything else is a 404 that says no more, as the
// request routes answer a stranger.
import { and, eq } from 'drizzle-orm';
import { REPORT_CODES, REPORT_MESSAGES, type ReportTargetKind } from '../../shared/reports';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, partnerNgos, volunteers } from '../db/schema';
import { selectRequests } from '../db/joins';
import { codedError } from '../http/errors';
import { serialIdOr } from '../http/validate';

const notFound = () => codedError(404, REPORT_MESSAGES.targetNotFound, REPORT_CODES.targetNotFound);

/** Parses the target id of a request or a listing; the schema already checked its shape. */
function numericId(raw: string): number {
  return serialIdOr(raw, notFound);
}

/**
 * Checks that the reporter may report the target and answers the account it concerns (null for
 * a listing no account owns). Visitors (reporterUid null) may report listings only.
 */
export async function checkTarget(
  db: Db,
  kind: ReportTargetKind,
  targetId: string,
  reporterUid: string | null,
): Promise<{ subjectUid: string | null }> {
  if (kind === 'listing') {
    const partner = /^partner-(\d+)$/.exec(targetId);
    if (partner) {
      const [row] = await db
        .select({ id: partnerNgos.id })
        .from(partnerNgos)
        .where(eq(partnerNgos.id, Number(partner[1])));
      if (!row) throw notFound();
      return { subjectUid: null };
    }
    const [listing] = await db
      .select({ ownerUid: ngoListings.ownerUid })
      .from(ngoListings)
      .where(and(eq(ngoListings.id, numericId(targetId)), eq(ngoListings.published, true)));
    if (!listing) throw notFound();
    return { subjectUid: listing.ownerUid };
  }
  if (!reporterUid)
    throw codedError(401, REPORT_MESSAGES.signInRequired, REPORT_CODES.signInRequired);
  if (targetId.startsWith('partner-')) throw notFound();
  const [request] = await selectRequests(db, {
    volunteerUid: connectionRequests.volunteerUid,
    ownerUid: ngoListings.ownerUid,
  }).where(eq(connectionRequests.id, numericId(targetId)));
  if (!request) throw notFound();
  if (kind === 'volunteer') {
    // Only the NGO the request went to sees this volunteer's profile.
    if (request.ownerUid !== reporterUid) throw notFound();
    const [volunteer] = await db
      .select({ uid: volunteers.userId })
      .from(volunteers)
      .where(eq(volunteers.userId, request.volunteerUid));
    return { subjectUid: volunteer?.uid ?? null };
  }
  if (request.volunteerUid === reporterUid) return { subjectUid: request.ownerUid };
  if (request.ownerUid === reporterUid) return { subjectUid: request.volunteerUid };
  throw notFound();
}
