// The referee's side: what their link shows, and their one answer. The answer decides the
// check's outcome in its own transaction (recordCheckOutcome, decision 0037): a concern makes it
// pending and alerts every operator at once; two answers without a concern make it valid.
import { and, eq } from 'drizzle-orm';
import {
  REFERENCE_CODES,
  REFERENCE_MESSAGES,
  type referenceAnswerSchema,
} from '../../shared/references';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client';
import {
  refereeLinks,
  referees,
  referenceAnswers,
  operators,
  user,
  volunteers,
} from '../db/schema';
import { hashToken } from '../email-confirmation/tokens';
import { asLocale } from '../accounts/account-language';
import { codedError } from '../http/errors';
import { writeMail } from '../mail/outbox';
import { recordCheckOutcome } from '../vetting/check-states';
import { concernAlertEmail } from './emails';
import { lockVolunteer } from '../volunteers/lock-volunteer';
import { currentReferees } from './referees';

type Refusal = 'invalidLink' | 'expiredLink' | 'usedLink';

const refuse = (why: Refusal) => codedError(410, REFERENCE_MESSAGES[why], REFERENCE_CODES[why]);

/** The referee a link belongs to, with what decides whether it still works. */
function refereeOfLink(tx: Pick<Db, 'select'>, token: string) {
  return tx
    .select({
      id: referees.id,
      volunteerUid: referees.volunteerUid,
      name: referees.name,
      expiresAt: referees.expiresAt,
      replacedAt: referees.replacedAt,
      answeredAt: referenceAnswers.answeredAt,
    })
    .from(refereeLinks)
    .innerJoin(referees, eq(referees.id, refereeLinks.refereeId))
    .leftJoin(referenceAnswers, eq(referenceAnswers.refereeId, referees.id))
    .where(eq(refereeLinks.tokenHash, hashToken(token)));
}

function refusalOf(
  row: { replacedAt: Date | null; answeredAt: Date | null; expiresAt: Date } | undefined,
  now: Date,
): Refusal | null {
  if (!row || row.replacedAt) return 'invalidLink';
  if (row.answeredAt) return 'usedLink';
  if (row.expiresAt <= now) return 'expiredLink';
  return null;
}

/** What the referee's page shows before the form: whom it is about. */
export async function referenceRequestInfo(db: Db, token: string, now: Date) {
  const [row] = await refereeOfLink(db, token);
  const refusal = refusalOf(row, now);
  if (refusal || !row) throw refuse(refusal ?? 'invalidLink');
  const [volunteer] = await db
    .select({ name: volunteers.fullName })
    .from(volunteers)
    .where(eq(volunteers.userId, row.volunteerUid));
  return {
    volunteerName: volunteer?.name ?? '',
    refereeName: row.name,
    expiresAt: row.expiresAt.toISOString(),
  };
}

export type ReferenceAnswer = z.output<typeof referenceAnswerSchema>;

/**
 * Records the referee's answer, once: the volunteer's row is locked first (referees.ts's lock
 * order), then the link's state is read again under it, so of two submissions at once the second
 * finds the answer and is refused as used.
 */
export function answerReference(
  db: Db,
  input: {
    answer: ReferenceAnswer;
    consoleUrl: (volunteerUid: string) => string;
    now: Date;
    publicUrl: string;
  },
) {
  const { answer, now } = input;
  return db.transaction(async (tx) => {
    const [found] = await refereeOfLink(tx, answer.token);
    if (!found) throw refuse('invalidLink');
    const volunteer = await lockVolunteer(tx, found.volunteerUid);
    if (!volunteer) throw refuse('invalidLink');
    const [row] = await refereeOfLink(tx, answer.token);
    const refusal = refusalOf(row, now);
    if (refusal) throw refuse(refusal);
    const concern = answer.concern === 'yes';
    await tx.insert(referenceAnswers).values({
      refereeId: found.id,
      knownHow: answer.knownHow,
      knownFor: answer.knownFor,
      role: answer.role,
      concern,
      concernText: answer.concernText,
      answeredAt: now,
    });
    const uid = found.volunteerUid;
    if (concern) {
      await recordCheckOutcome(tx, {
        volunteerUid: uid,
        kind: 'references',
        outcome: 'pending',
        now,
        publicUrl: input.publicUrl,
      });
      await alertOperators(tx, volunteer.name, input.consoleUrl(uid));
      return { concern };
    }
    const named = await currentReferees(tx, uid);
    if (named.length === 2 && named.every((r) => r.answeredAt && r.concern === false)) {
      await recordCheckOutcome(tx, {
        volunteerUid: uid,
        kind: 'references',
        outcome: 'valid',
        validUntil: null,
        decidedBy: 'setu',
        now,
        publicUrl: input.publicUrl,
      });
    }
    return { concern };
  });
}

/** Every operator account hears of a concern, in its own language, with the commit. */
async function alertOperators(tx: Tx, volunteerName: string, url: string) {
  const rows = await tx
    .select({ email: user.email, language: user.language })
    .from(operators)
    .innerJoin(user, eq(user.id, operators.userId));
  for (const operator of rows) {
    await writeMail(tx, {
      kind: 'reference-concern',
      ...concernAlertEmail({
        to: operator.email,
        language: asLocale(operator.language),
        volunteerName,
        url,
      }),
    });
  }
}

/** Whether any current referee of the volunteer answered with a concern. */
export async function hasConcern(tx: Pick<Db, 'select'>, volunteerUid: string) {
  const [row] = await tx
    .select({ id: referees.id })
    .from(referees)
    .innerJoin(referenceAnswers, eq(referenceAnswers.refereeId, referees.id))
    .where(and(eq(referees.volunteerUid, volunteerUid), eq(referenceAnswers.concern, true)))
    .limit(1);
  return Boolean(row);
}
