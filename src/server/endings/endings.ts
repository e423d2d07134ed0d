// Feedback on an ended partnership from either side, and the operators' list of endings with
// each side's feedback (docs/decisions/0046-honest-endings.md). Nothing here reaches the other
// side of a partnership: the list is for operators only.
import { desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ENDING_MESSAGES, type partnershipFeedbackSchema } from '../../shared/endings';
import type { Db } from '../db/client';
import { selectRequestsWithVolunteer } from '../db/joins';
import {
  connectionRequests,
  ngoListings,
  partnershipEndings,
  partnershipFeedback,
  volunteers,
} from '../db/schema';
import { apiError } from '../http/errors';
import type { SignedInAccount } from '../http/session';
import { saveFeedback } from './record-ending';

const NOT_FOUND = 'Request not found.';

/** One side leaves (or rewrites) its feedback; 404 for anyone not a side, 409 before the end. */
export async function leaveFeedback(
  db: Db,
  account: Pick<SignedInAccount, 'uid' | 'actorUid'>,
  id: number,
  input: z.infer<typeof partnershipFeedbackSchema>,
) {
  return db.transaction(async (tx) => {
    const [row] = await selectRequestsWithVolunteer(tx, {
      status: connectionRequests.status,
      volunteerUid: connectionRequests.volunteerUid,
      ownerUid: ngoListings.ownerUid,
    }).where(eq(connectionRequests.id, id));
    const side =
      row?.volunteerUid === account.uid
        ? 'volunteer'
        : row?.ownerUid === account.uid
          ? 'ngo'
          : null;
    if (!row || !side) throw apiError(404, NOT_FOUND);
    if (row.status !== 'ended') throw apiError(409, ENDING_MESSAGES.notEnded);
    await saveFeedback(tx, {
      requestId: id,
      side,
      authorUid: side === 'ngo' ? account.actorUid : account.uid,
      text: input.feedback,
    });
    return { id, side };
  });
}

/** The latest endings, each with why, who ended it, and both sides' feedback. */
export async function listEndings(db: Db, limit = 50) {
  const endings = await selectRequestsWithVolunteer(db, {
    id: connectionRequests.id,
    reason: partnershipEndings.reason,
    endedBy: partnershipEndings.endedBy,
    endedAt: partnershipEndings.endedAt,
    volunteerName: volunteers.fullName,
    ngoName: ngoListings.name,
  })
    .innerJoin(partnershipEndings, eq(partnershipEndings.requestId, connectionRequests.id))
    .orderBy(desc(partnershipEndings.endedAt), desc(connectionRequests.id))
    .limit(limit);
  const notes = endings.length
    ? await db
        .select({
          requestId: partnershipFeedback.requestId,
          side: partnershipFeedback.side,
          text: partnershipFeedback.text,
        })
        .from(partnershipFeedback)
        .where(
          inArray(
            partnershipFeedback.requestId,
            endings.map((e) => e.id),
          ),
        )
    : [];
  const said = (id: number, side: 'volunteer' | 'ngo') =>
    notes.find((n) => n.requestId === id && n.side === side)?.text ?? null;
  return endings.map((e) => ({
    ...e,
    endedAt: e.endedAt.toISOString(),
    volunteerFeedback: said(e.id, 'volunteer'),
    ngoFeedback: said(e.id, 'ngo'),
  }));
}

/** The feedback an account wrote on ended partnerships, for its own-data export. */
export async function feedbackWrittenBy(db: Db, uid: string) {
  const rows = await db
    .select({
      requestId: partnershipFeedback.requestId,
      side: partnershipFeedback.side,
      text: partnershipFeedback.text,
      createdAt: partnershipFeedback.createdAt,
      updatedAt: partnershipFeedback.updatedAt,
    })
    .from(partnershipFeedback)
    .where(eq(partnershipFeedback.authorUid, uid))
    .orderBy(partnershipFeedback.id);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
