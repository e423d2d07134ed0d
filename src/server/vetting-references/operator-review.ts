// The operators' side: a volunteer's referees with their answers (the only place the answers are
// shown), and the decision on references with a concern. The decision records the outcome, the
// audit row and the volunteer's email in one transaction; the email names the reason in general
// words (REJECTION_REASONS), never what a referee wrote, and the operator's note stays in the log.
import { asc, eq } from 'drizzle-orm';
import { REFERENCE_MESSAGES, type RefereeSlot } from '../../shared/references';
import type { z } from 'zod';
import type { referencesDecisionSchema } from '../../shared/references';
import type { Db } from '../db/client';
import { referees, user, volunteers } from '../db/schema';
import { asLocale } from '../accounts/account-language';
import { recordAudit } from '../audit/record-audit';
import { apiError } from '../http/errors';
import { writeMail } from '../mail/outbox';
import { checkStatesOf, recordCheckOutcome } from '../vetting/check-states';
import { hasConcern } from './answers';
import { decisionEmail } from './emails';
import { lockVolunteer } from '../volunteers/lock-volunteer';
import { everyReferee, stateOfReferee } from './referees';
import { isoOrNull } from '../db/rows';

const notFound = () => apiError(404, REFERENCE_MESSAGES.notVolunteer);

/** Every referee the volunteer named (replaced ones too, marked), with each answer. */
export async function referencesForOperators(db: Db, volunteerUid: string, now: Date) {
  const [volunteer] = await db
    .select({ name: volunteers.fullName, email: user.email })
    .from(volunteers)
    .innerJoin(user, eq(user.id, volunteers.userId))
    .where(eq(volunteers.userId, volunteerUid));
  if (!volunteer) throw notFound();
  const rows = await everyReferee(db, volunteerUid).orderBy(asc(referees.slot), asc(referees.id));
  const check = (await checkStatesOf(db, [volunteerUid], now)).get(volunteerUid)!.references;
  const concern = rows.some((r) => !r.replacedAt && r.answer?.concern === true);
  return {
    volunteer: { uid: volunteerUid, name: volunteer.name, email: volunteer.email },
    check,
    canDecide: check.state === 'pending' && concern,
    referees: rows.map((r) => ({
      id: r.id,
      slot: r.slot as RefereeSlot,
      name: r.name,
      email: r.email,
      state: stateOfReferee({ answeredAt: r.answer?.answeredAt ?? null, remindedAt: r.remindedAt }),
      sentAt: r.sentAt.toISOString(),
      replacedAt: isoOrNull(r.replacedAt),
      answer: r.answer ? { ...r.answer, answeredAt: r.answer.answeredAt.toISOString() } : null,
    })),
  };
}

export type ReferencesDecision = z.output<typeof referencesDecisionSchema>;

/** An operator marks references with a concern valid or rejected. */
export function decideReferences(
  db: Db,
  input: {
    operatorUid: string;
    volunteerUid: string;
    decision: ReferencesDecision;
    checksUrl: string;
    now: Date;
    publicUrl: string;
  },
) {
  const { decision, now } = input;
  return db.transaction(async (tx) => {
    const volunteer = await lockVolunteer(tx, input.volunteerUid);
    if (!volunteer) throw notFound();
    const states = await checkStatesOf(tx, [input.volunteerUid], now);
    const waiting = states.get(input.volunteerUid)!.references.state === 'pending';
    if (!waiting || !(await hasConcern(tx, input.volunteerUid))) {
      throw apiError(409, REFERENCE_MESSAGES.nothingToDecide);
    }
    const reason = decision.decision === 'rejected' ? (decision.reason ?? 'unconfirmed') : null;
    await recordCheckOutcome(tx, {
      volunteerUid: input.volunteerUid,
      kind: 'references',
      outcome: decision.decision,
      validUntil: null,
      decidedBy: input.operatorUid,
      now,
      publicUrl: input.publicUrl,
    });
    await recordAudit(tx, {
      actorUid: input.operatorUid,
      action: 'references-decision',
      targetKind: 'account',
      targetId: input.volunteerUid,
      detail: { outcome: reason ? `rejected:${reason}` : 'valid' },
      reason: decision.note,
    });
    await writeMail(tx, {
      kind: `references-${decision.decision}`,
      ...decisionEmail({
        to: volunteer.email,
        language: asLocale(volunteer.language),
        volunteerName: volunteer.name,
        decision: decision.decision,
        reason,
        checksUrl: input.checksUrl,
      }),
    });
    return { outcome: decision.decision };
  });
}
