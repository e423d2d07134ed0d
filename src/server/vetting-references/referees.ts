// The volunteer's side of the references (docs/decisions/0039-two-references.md): naming the two
// referees, replacing or re-sending to one who has not answered, and what the volunteer sees of
// them (their state, never their answers).
//
// Lock order, for every change of one volunteer's references (naming, replacing, re-sending, a
// referee's answer, an operator's decision): the volunteer's row first (volunteers, FOR UPDATE),
// then their referees. So two answers of one volunteer's referees run one after the other and
// the second sees the first (the outcome is decided once, on both answers).
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  REFERENCE_LINK_DAYS,
  REFERENCE_MESSAGES,
  refereesOf,
  refereesSchemaFor,
  type RefereeInput,
  type RefereesInput,
  type RefereeSlot,
  type RefereeState,
} from '../../shared/references';
import type { Db, Tx } from '../db/client';
import { refereeLinks, referees, referenceAnswers } from '../db/schema';
import { newLinkToken } from '../email-confirmation/tokens';
import { apiError } from '../http/errors';
import { fieldErrors } from '../http/validate';
import { writeMail } from '../mail/outbox';
import { checkStatesOf, recordCheckOutcome } from '../vetting/check-states';
import { refereeEmail } from './emails';
import { isoOrNull } from '../db/rows';
import { lockVolunteer } from '../volunteers/lock-volunteer';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes the address a referee's link opens, from its token. */
export type LinkUrl = (token: string) => string;

/** Who a referee is and when they were asked: what every list of referees shows. */
const refereeColumns = {
  id: referees.id,
  slot: referees.slot,
  name: referees.name,
  email: referees.email,
  sentAt: referees.sentAt,
  remindedAt: referees.remindedAt,
};

/** The volunteer's current referees (not replaced), each with whether and how they answered. */
export function currentReferees(tx: Pick<Db, 'select'>, volunteerUid: string) {
  return tx
    .select({
      ...refereeColumns,
      expiresAt: referees.expiresAt,
      answeredAt: referenceAnswers.answeredAt,
      concern: referenceAnswers.concern,
    })
    .from(referees)
    .leftJoin(referenceAnswers, eq(referenceAnswers.refereeId, referees.id))
    .where(and(eq(referees.volunteerUid, volunteerUid), isNull(referees.replacedAt)))
    .orderBy(asc(referees.slot));
}

/** Adds a link for the referee and writes its email (the request, or the one reminder). */
export async function mailLink(
  tx: Tx,
  input: {
    refereeId: number;
    to: string;
    refereeName: string;
    volunteerName: string;
    expiresAt: Date;
    linkUrl: LinkUrl;
    reminder: boolean;
    now: Date;
  },
) {
  const { token, tokenHash } = newLinkToken();
  await tx
    .insert(refereeLinks)
    .values({ tokenHash, refereeId: input.refereeId, createdAt: input.now });
  const days = Math.max(1, Math.ceil((input.expiresAt.getTime() - input.now.getTime()) / DAY_MS));
  await writeMail(tx, {
    kind: input.reminder ? 'reference-reminder' : 'reference-request',
    ...refereeEmail({
      to: input.to,
      refereeName: input.refereeName,
      volunteerName: input.volunteerName,
      days,
      url: input.linkUrl(token),
      reminder: input.reminder,
    }),
  });
}

async function addReferee(
  tx: Tx,
  volunteer: { uid: string; name: string },
  slot: RefereeSlot,
  referee: RefereeInput,
  linkUrl: LinkUrl,
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + REFERENCE_LINK_DAYS * DAY_MS);
  const [row] = await tx
    .insert(referees)
    .values({
      volunteerUid: volunteer.uid,
      slot,
      name: referee.name,
      email: referee.email,
      sentAt: now,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: referees.id });
  await mailLink(tx, {
    refereeId: row!.id,
    to: referee.email,
    refereeName: referee.name,
    volunteerName: volunteer.name,
    expiresAt,
    linkUrl,
    reminder: false,
    now,
  });
}

const notVolunteer = () => apiError(403, 'This page is for volunteers.');

/** A change of the volunteer's own references: one transaction, their row locked first. */
function asVolunteer(
  db: Db,
  volunteerUid: string,
  change: (tx: Tx, volunteer: { name: string; email: string }) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const volunteer = await lockVolunteer(tx, volunteerUid);
    if (!volunteer) throw notVolunteer();
    await change(tx, volunteer);
  });
}

/** The volunteer names both referees; each is mailed a link, and the check waits for them. */
export function nameReferees(
  db: Db,
  input: {
    volunteerUid: string;
    referees: RefereesInput;
    linkUrl: LinkUrl;
    now: Date;
    publicUrl: string;
  },
) {
  return asVolunteer(db, input.volunteerUid, async (tx, volunteer) => {
    // The shape was checked at the edge; the account's own address is known only here.
    const parsed = refereesSchemaFor(volunteer.email).safeParse(input.referees);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      throw apiError(400, Object.values(fields)[0]!, fields);
    }
    if ((await currentReferees(tx, input.volunteerUid)).length > 0) {
      throw apiError(409, REFERENCE_MESSAGES.alreadyNamed);
    }
    const who = { uid: input.volunteerUid, name: volunteer.name };
    const [first, second] = refereesOf(parsed.data);
    await addReferee(tx, who, 1, first, input.linkUrl, input.now);
    await addReferee(tx, who, 2, second, input.linkUrl, input.now);
    await recordCheckOutcome(tx, {
      volunteerUid: input.volunteerUid,
      kind: 'references',
      outcome: 'pending',
      now: input.now,
      publicUrl: input.publicUrl,
    });
  });
}

/** The current referee in `slot`, who must not have answered yet (their row is locked). */
async function openReferee(tx: Tx, volunteerUid: string, slot: RefereeSlot) {
  const named = await currentReferees(tx, volunteerUid).for('update', { of: referees });
  const referee = named.find((r) => r.slot === slot);
  if (!referee) throw apiError(404, REFERENCE_MESSAGES.notReferee);
  if (referee.answeredAt) throw apiError(409, REFERENCE_MESSAGES.alreadyAnswered);
  return { referee, other: named.find((r) => r.slot !== slot) };
}

/** Replaces a referee who has not answered: their links stop working, the new one is mailed. */
export function replaceReferee(
  db: Db,
  input: {
    volunteerUid: string;
    slot: RefereeSlot;
    referee: RefereeInput;
    linkUrl: LinkUrl;
    now: Date;
  },
) {
  return asVolunteer(db, input.volunteerUid, async (tx, volunteer) => {
    const email = input.referee.email;
    if (email === volunteer.email.toLowerCase()) {
      throw apiError(400, REFERENCE_MESSAGES.ownEmail, { email: REFERENCE_MESSAGES.ownEmail });
    }
    const { referee, other } = await openReferee(tx, input.volunteerUid, input.slot);
    if (other && other.email === email) {
      throw apiError(400, REFERENCE_MESSAGES.sameEmail, { email: REFERENCE_MESSAGES.sameEmail });
    }
    await tx.update(referees).set({ replacedAt: input.now }).where(eq(referees.id, referee.id));
    await addReferee(
      tx,
      { uid: input.volunteerUid, name: volunteer.name },
      input.slot,
      input.referee,
      input.linkUrl,
      input.now,
    );
  });
}

/** Mails a referee who has not answered a new link, good for another REFERENCE_LINK_DAYS. */
export function resendToReferee(
  db: Db,
  input: { volunteerUid: string; slot: RefereeSlot; linkUrl: LinkUrl; now: Date },
) {
  return asVolunteer(db, input.volunteerUid, async (tx, volunteer) => {
    const { referee } = await openReferee(tx, input.volunteerUid, input.slot);
    const expiresAt = new Date(input.now.getTime() + REFERENCE_LINK_DAYS * DAY_MS);
    // A new request: its own reminder, REFERENCE_REMINDER_DAYS after it, if still unanswered.
    await tx
      .update(referees)
      .set({ sentAt: input.now, expiresAt, remindedAt: null })
      .where(eq(referees.id, referee.id));
    await mailLink(tx, {
      refereeId: referee.id,
      to: referee.email,
      refereeName: referee.name,
      volunteerName: volunteer.name,
      expiresAt,
      linkUrl: input.linkUrl,
      reminder: false,
      now: input.now,
    });
  });
}

export function stateOfReferee(r: {
  answeredAt: Date | null;
  remindedAt: Date | null;
}): RefereeState {
  if (r.answeredAt) return 'answered';
  return r.remindedAt ? 'reminded' : 'sent';
}

/** What the volunteer's screen shows: each referee's state and dates, and the check's state. */
export async function refereesView(db: Db, volunteerUid: string, now: Date) {
  const rows = await currentReferees(db, volunteerUid);
  const states = await checkStatesOf(db, [volunteerUid], now);
  return {
    check: states.get(volunteerUid)!.references,
    referees: rows.map((r) => ({
      slot: r.slot as RefereeSlot,
      name: r.name,
      email: r.email,
      state: stateOfReferee(r),
      sentAt: r.sentAt.toISOString(),
      remindedAt: isoOrNull(r.remindedAt),
      answeredAt: isoOrNull(r.answeredAt),
      /** The link has run out unanswered: the volunteer can send a new one. */
      linkExpired: !r.answeredAt && r.expiresAt <= now,
    })),
  };
}

/**
 * Every referee the volunteer named, replaced ones too, each with their answer (null until one
 * comes). The operators read the answers; the own-data export keeps only when one came. The
 * caller orders the rows.
 */
export function everyReferee(db: Pick<Db, 'select'>, volunteerUid: string) {
  return db
    .select({
      ...refereeColumns,
      replacedAt: referees.replacedAt,
      answer: {
        knownHow: referenceAnswers.knownHow,
        knownFor: referenceAnswers.knownFor,
        role: referenceAnswers.role,
        concern: referenceAnswers.concern,
        concernText: referenceAnswers.concernText,
        answeredAt: referenceAnswers.answeredAt,
      },
    })
    .from(referees)
    .leftJoin(referenceAnswers, eq(referenceAnswers.refereeId, referees.id))
    .where(eq(referees.volunteerUid, volunteerUid));
}

/** The own-data export's referees: every one named (replaced ones too), without the answers. */
export async function refereesForExport(db: Pick<Db, 'select'>, volunteerUid: string) {
  const rows = await everyReferee(db, volunteerUid).orderBy(asc(referees.id));
  return rows.map((r) => {
    const answeredAt = r.answer?.answeredAt ?? null;
    return {
      name: r.name,
      email: r.email,
      state: r.replacedAt
        ? ('replaced' as const)
        : stateOfReferee({ answeredAt, remindedAt: r.remindedAt }),
      askedAt: r.sentAt.toISOString(),
      remindedAt: isoOrNull(r.remindedAt),
      answeredAt: isoOrNull(answeredAt),
      replacedAt: isoOrNull(r.replacedAt),
    };
  });
}
