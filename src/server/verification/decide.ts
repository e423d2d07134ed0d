// The operators' side: the queue of checks and the three decisions. Each decision locks the
// verification row (SELECT … FOR UPDATE), changes it only from the state it was read in and
// writes its audit row in the same transaction, so two operators cannot both decide, and the
// log holds exactly the decisions that happened. Through publicReads.write: a change of verified
// shows on /ngoList and in matching at once. The NGO is emailed after the commit.
import { and, asc, eq } from 'drizzle-orm';
import { VERIFICATION_MESSAGES, type VerificationDecision } from '../../shared/ngo-verification';
import { ngoVerifications, ngos, VERIFICATION_STATUSES } from '../db/schema';
import type { AppDeps } from '../http/env';
import { apiError } from '../http/errors';
import { recordAudit } from '../audit/record-audit';
import { accountHeld } from '../accounts/hold-account';
import { mailNgo } from '../teaching-sessions/parties';
import type { Db } from '../db/client';
import { verificationEmail } from './emails';
import { verificationColumns } from './store';
import { appUrl, PATHS } from '../../shared/paths';
import { isoOrNull } from '../db/rows';

type Status = (typeof VERIFICATION_STATUSES)[number];

const FROM: Record<VerificationDecision, Status> = {
  verify: 'pending',
  reject: 'pending',
  revoke: 'verified',
};
const TO: Record<VerificationDecision, Status> = {
  verify: 'verified',
  reject: 'rejected',
  revoke: 'revoked',
};

/** Oldest first, with the NGO's name, place and website beside the details it sent. */
export async function verificationQueue(db: Db, status: Status) {
  const rows = await db
    .select({
      ngoUid: ngoVerifications.ngoUid,
      ngoName: ngos.ngoName,
      location: ngos.location,
      website: ngos.website,
      email: ngos.email,
      ...verificationColumns,
    })
    .from(ngoVerifications)
    .innerJoin(ngos, eq(ngos.uid, ngoVerifications.ngoUid))
    .where(eq(ngoVerifications.status, status))
    .orderBy(asc(ngoVerifications.submittedAt), asc(ngoVerifications.ngoUid))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    darpanId: r.darpanId ?? '',
    submittedAt: r.submittedAt.toISOString(),
    decidedAt: isoOrNull(r.decidedAt),
  }));
}

export async function decideVerification(
  { publicReads, config }: AppDeps,
  input: { operatorUid: string; ngoUid: string; decision: VerificationDecision; reason: string },
) {
  const { decision } = input;
  const reason = decision === 'verify' ? '' : input.reason;
  const decided = await publicReads.write(async (tx) => {
    // The NGO's account before its verification row, the order its deletion takes them
    // (src/server/accounts/hold-account.ts): the audit's reason names the account, and would
    // otherwise wait for a deletion that waits for our row. An NGO deleted meanwhile is not found.
    if (!(await accountHeld(tx, input.ngoUid))) {
      throw apiError(404, VERIFICATION_MESSAGES.notFound);
    }
    const [row] = await tx
      .select({ status: ngoVerifications.status })
      .from(ngoVerifications)
      .where(eq(ngoVerifications.ngoUid, input.ngoUid))
      .for('update');
    if (!row) throw apiError(404, VERIFICATION_MESSAGES.notFound);
    if (row.status !== FROM[decision]) {
      throw apiError(
        409,
        decision === 'revoke'
          ? VERIFICATION_MESSAGES.notVerified
          : VERIFICATION_MESSAGES.alreadyDecided,
      );
    }
    const [updated] = await tx
      .update(ngoVerifications)
      .set({
        status: TO[decision],
        reason,
        decidedAt: new Date(),
        decidedBy: input.operatorUid,
      })
      .where(
        and(eq(ngoVerifications.ngoUid, input.ngoUid), eq(ngoVerifications.status, FROM[decision])),
      )
      .returning({ status: ngoVerifications.status, decidedAt: ngoVerifications.decidedAt });
    // The row is locked, so this cannot happen; kept so a refactor cannot lose the rule.
    if (!updated) throw apiError(409, VERIFICATION_MESSAGES.alreadyDecided);
    await recordAudit(tx, {
      actorUid: input.operatorUid,
      action: decision,
      targetKind: 'ngo',
      targetId: input.ngoUid,
      reason,
    });
    // The NGO's mail commits with the decision (the outbox, decision 0030).
    await mailNgo(tx, input.ngoUid, `verification-${decision}`, (ngo) =>
      verificationEmail({
        to: ngo.email,
        language: ngo.language,
        ngoName: ngo.name,
        decision,
        reason,
        dashboardUrl: appUrl(config.publicUrl, PATHS.ngoDashboard),
      }),
    );
    return updated;
  });
  return {
    ngoUid: input.ngoUid,
    status: decided.status,
    reason,
    decidedAt: isoOrNull(decided.decidedAt),
  };
}
