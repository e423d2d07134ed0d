// The gentle check-in: the 'partnership-check-ins' sweep asks the volunteer of each running
// partnership whose last two sessions were missed or cancelled, once per streak (the row's unique
// key is claimed in the transaction that writes the mail, or the SMS for a volunteer who chose
// it: docs/decisions/0044-sms.md); the volunteer's answer is kept, and a "yes" sets the signals
// before it aside (docs/decisions/0048-breaks-and-health.md).
import { and, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import {
  CHECK_IN_CHOICES,
  CHECK_IN_MESSAGES,
  missedStreakStart,
  type CheckInChoice,
} from '../../shared/partnership-health';
import { appUrl, stillTeachingPath } from '../../shared/paths';
import { indiaIsoDate } from '../../shared/time';
import type { Db, Tx } from '../db/client';
import { selectRequests } from '../db/joins';
import {
  connectionRequests,
  mailOutbox,
  ngoListings,
  partnershipBreaks,
  partnershipCheckIns,
  smsOutbox,
} from '../db/schema';
import { accountHeld } from '../accounts/hold-account';
import { apiError } from '../http/errors';
import { running } from '../partnerships/contact-rule';
import { writeSmsOrMail } from '../sms/outbox';
import { mailToAccount } from '../mail/outbox';
import { volunteerAddress } from '../teaching-sessions/parties';
import { checkInEmail } from './emails';
import { healthOf } from './health-of';

export async function sendCheckIns(deps: { db: Db; publicUrl: string }, now: Date) {
  // A partnership on a break, or with one to come, has answered already.
  const noBreak = notExists(
    deps.db
      .select({ one: sql`1` })
      .from(partnershipBreaks)
      .where(
        and(
          eq(partnershipBreaks.requestId, connectionRequests.id),
          isNull(partnershipBreaks.endedAt),
          gte(partnershipBreaks.endsOn, indiaIsoDate(now)),
        ),
      ),
  );
  const partnerships = await healthOf(deps.db, now, noBreak);
  let sent = 0;
  for (const p of partnerships) {
    const streak = missedStreakStart(p.sessions, now);
    if (!streak || !p.day) continue;
    await deps.db.transaction(async (tx) => {
      // The volunteer's account row first, as every change of an account's rows takes it
      // (src/server/accounts/hold-account.ts): the SMS's row points at it, and a suspension holds
      // it while it waits for the partnership, so taking the partnership first deadlocked with
      // one (tests/api/reminders-race.test.ts, "asks a volunteer by SMS while their suspension").
      if (!(await accountHeld(tx, p.volunteerUid))) return;
      // The health was read without a lock: the partnership may have ended or been paused since,
      // or be ending now. Share-locked next (as the ending and a break lock it, for update,
      // before anything else), then read again: a change that got there first has committed and
      // is seen, one that comes after waits, and its mail follows the check-in
      // (tests/api/reminders-race.test.ts).
      await tx
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(eq(connectionRequests.id, p.requestId))
        .for('share');
      const [still] = await selectRequests(tx, { id: connectionRequests.id }).where(
        and(eq(connectionRequests.id, p.requestId), running.sql, noBreak),
      );
      if (!still) return;
      const [row] = await tx
        .insert(partnershipCheckIns)
        .values({ requestId: p.requestId, streakStartsAt: streak, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: partnershipCheckIns.id });
      if (!row) return;
      const to = await volunteerAddress(tx, p.volunteerUid);
      if (!to) return;
      const link = (choice: CheckInChoice) =>
        appUrl(deps.publicUrl, stillTeachingPath(row.id), { choice });
      const message = checkInEmail({
        to: to.email,
        language: to.language,
        name: to.name,
        ngoName: p.ngoName,
        day: p.day!,
        links: Object.fromEntries(CHECK_IN_CHOICES.map((c) => [c, link(c)])) as Record<
          CheckInChoice,
          string
        >,
      });
      // By SMS to a volunteer who chose it, the email kept as its fallback (decision 0044).
      const wrote = await writeSmsOrMail(
        tx,
        {
          kind: 'check-in',
          userId: p.volunteerUid,
          language: to.language,
          words: { other: p.ngoName, startsAt: streak, day: p.day! },
          checkInId: row.id,
          awaitsReply: true,
          mail: { kind: 'check-in', ...message },
        },
        now,
      );
      if (wrote !== null) sent++;
    });
  }
  return { sent };
}

/** One check-in of the volunteer's, with its partnership; another's is answered as missing. */
export async function checkInOf(db: Pick<Db, 'select'>, id: number, volunteerUid: string) {
  const [row] = await selectRequests(db, {
    id: partnershipCheckIns.id,
    requestId: partnershipCheckIns.requestId,
    answer: partnershipCheckIns.answer,
    ngoName: ngoListings.name,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
    status: connectionRequests.status,
  })
    .innerJoin(partnershipCheckIns, eq(partnershipCheckIns.requestId, connectionRequests.id))
    .where(and(eq(partnershipCheckIns.id, id), eq(connectionRequests.volunteerUid, volunteerUid)));
  if (!row) throw apiError(404, CHECK_IN_MESSAGES.notFound);
  return row;
}

/** The volunteer's answer; the last one counts. */
export async function answerCheckIn(
  db: Db,
  input: { id: number; volunteerUid: string; choice: CheckInChoice; now: Date },
) {
  const found = await checkInOf(db, input.id, input.volunteerUid);
  await db
    .update(partnershipCheckIns)
    .set({ answer: input.choice, answeredAt: input.now })
    .where(eq(partnershipCheckIns.id, input.id));
  // This answer, not the row read again: another answer at the same moment may have come after
  // it, and each person is shown what they chose.
  return { ...found, answer: input.choice };
}

/**
 * In the transaction that suspends a volunteer, before their waiting mail and SMS are dropped: a
 * check-in whose question is still waiting (its SMS not submitted, or its email, written by the
 * sweep at the check-in's own time, not sent) is taken back with it. Its streak is then asked about
 * again once the partnership runs after a reinstatement, instead of staying claimed by a question
 * no one received (tests/api/breaks-health.test.ts, "asks again after a reinstatement").
 */
export async function takeBackWaitingCheckIns(tx: Pick<Tx, 'delete'>, volunteerUid: string) {
  const c = partnershipCheckIns;
  const smsWaiting = sql`exists (select 1 from ${smsOutbox}
    where ${smsOutbox.checkInId} = ${c.id} and ${smsOutbox.submittedAt} is null)`;
  const mailWaiting = sql`exists (select 1 from ${mailOutbox}
    where ${mailToAccount(volunteerUid)} and ${mailOutbox.kind} = 'check-in'
      and ${mailOutbox.sentAt} is null and ${mailOutbox.createdAt} = ${c.sentAt})`;
  await tx.delete(c).where(
    and(
      isNull(c.answer),
      sql`${c.requestId} in (select ${connectionRequests.id} from ${connectionRequests}
        where ${connectionRequests.volunteerUid} = ${volunteerUid})`,
      or(smsWaiting, mailWaiting),
    ),
  );
}
