// What an ending leaves behind, in the ending's own transaction: its reason and who ended it,
// the ender's private feedback for Setu's operators, and the volunteer's email — always, whoever
// ends it, so an NGO cannot end a partnership silently (docs/decisions/0046-honest-endings.md).
import { and, eq, sql } from 'drizzle-orm';
import type { EndReason } from '../../shared/endings';
import type { Tx } from '../db/client';
import { partnershipEndings, partnershipFeedback, teachingSessions } from '../db/schema';
import { countsAsHeld } from '../teaching-sessions/held';
import { mailVolunteer } from '../teaching-sessions/parties';
import { partnershipEndedEmail } from './emails';

type Side = 'volunteer' | 'ngo';

/** The held sessions of a partnership and their hours, as a certificate counts them. */
async function heldHours(tx: Tx, requestId: number) {
  const [row] = await tx
    .select({
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`coalesce(sum(extract(epoch from ${teachingSessions.endsAt} - ${teachingSessions.startsAt})) / 60, 0)::int`,
    })
    .from(teachingSessions)
    .where(and(eq(teachingSessions.requestId, requestId), countsAsHeld));
  return { sessions: row?.sessions ?? 0, hours: Math.round((row?.minutes ?? 0) / 6) / 10 };
}

/** One side's feedback on a partnership: a second one from the same side replaces the first. */
export async function saveFeedback(
  tx: Pick<Tx, 'insert'>,
  input: { requestId: number; side: Side; authorUid: string; text: string },
) {
  const now = new Date();
  await tx
    .insert(partnershipFeedback)
    .values({ ...input, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [partnershipFeedback.requestId, partnershipFeedback.side],
      set: { text: input.text, authorUid: input.authorUid, updatedAt: now },
    });
}

export async function recordEnding(
  tx: Tx,
  input: {
    requestId: number;
    volunteerUid: string;
    ngoName: string;
    endedBy: Side;
    actorUid: string;
    reason: EndReason;
    feedback: string;
    certificatesUrl: string;
    matchingUrl: string;
  },
) {
  await tx.insert(partnershipEndings).values({
    requestId: input.requestId,
    reason: input.reason,
    endedBy: input.endedBy,
    actorUid: input.actorUid,
  });
  if (input.feedback) {
    await saveFeedback(tx, {
      requestId: input.requestId,
      side: input.endedBy,
      authorUid: input.actorUid,
      text: input.feedback,
    });
  }
  await mailVolunteer(tx, input.volunteerUid, 'partnership-ended', async (volunteer) =>
    partnershipEndedEmail({
      to: volunteer.email,
      language: volunteer.language,
      volunteerName: volunteer.name,
      ngoName: input.ngoName,
      endedBy: input.endedBy,
      reason: input.reason,
      certificatesUrl: input.certificatesUrl,
      matchingUrl: input.matchingUrl,
      ...(await heldHours(tx, input.requestId)),
    }),
  );
}
