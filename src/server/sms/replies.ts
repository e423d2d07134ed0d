// What the gateway sends back (docs/decisions/0044-sms.md): delivery receipts, recorded on the
// SMS they name, and replies from phones. A reply is matched to the newest message that phone
// was sent and that still awaits an answer: a reminder for a session not yet begun ("1" confirms
// it, "2" cancels it; the other side is told, and cover is asked for), or a gentle check-in not
// yet answered on its page ("1" is "yes, still teaching", "2" brings its email of four answers;
// decision 0044's addendum). STOP switches SMS off for every account on that number. Each is
// one transaction; the gateway is answered after it commits (gateway.ts), so a crash makes it
// send the same again, and a reply already recorded changes nothing the second time.
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { replyMeaning } from '../../shared/sms';
import type { Db, Tx } from '../db/client';
import { partnershipCheckIns, smsConsents, smsOutbox, teachingSessions } from '../db/schema';
import { answerCheckIn } from '../partnership-health/check-ins';
import type { Logger } from '../logger';
import { afterCancel } from '../teaching-sessions/cancel-notice';
import { cancelSession } from '../teaching-sessions/changes';
import type { SmsIncoming } from './gateway';
import { writeFallbackMail } from './outbox';
import { giveUpSms } from './delivery';

/** The cancellation's reason, as the other side's email gives it. */
export const SMS_CANCEL_REASON = 'Cancelled by SMS reply.';

/** Receipt states that mean the phone never got the message: its email goes instead. */
const UNDELIVERED = ['UNDELIV', 'EXPIRED', 'REJECTD', 'DELETED'];

export interface IncomingDeps {
  db: Db;
  logger: Logger;
  publicUrl: string;
  now?: () => Date;
  /** Told when an email was written (a fallback, or the other side of a cancel). */
  onMail?: () => void;
  /** Told when an SMS was written (the other side of a cancel, if they chose SMS). */
  onSms?: () => void;
}

export type IncomingOutcome =
  | 'receipt'
  | 'undelivered'
  | 'unknown-receipt'
  | 'stopped'
  | 'confirmed'
  | 'cancelled'
  | 'still-teaching'
  | 'check-in-emailed'
  | 'not-cancellable'
  | 'unmatched'
  | 'ignored';

export async function handleIncoming(deps: IncomingDeps, incoming: SmsIncoming) {
  const outcome = await handle(deps, incoming);
  deps.logger.info({ sms: incoming.type, outcome }, 'SMS from the gateway');
  return outcome;
}

async function handle(deps: IncomingDeps, incoming: SmsIncoming): Promise<IncomingOutcome> {
  const { db } = deps;
  const now = (deps.now ?? (() => new Date()))();
  if (incoming.type === 'receipt') {
    const [row] = await db
      .update(smsOutbox)
      .set({ receiptState: incoming.state, receiptAt: now })
      .where(and(eq(smsOutbox.gatewayId, incoming.gatewayId), isNotNull(smsOutbox.gatewayId)))
      .returning({ id: smsOutbox.id });
    if (!row) return 'unknown-receipt';
    if (!UNDELIVERED.includes(incoming.state)) return 'receipt';
    if (await giveUpSms(db, row.id, `receipt ${incoming.state}`, now)) deps.onMail?.();
    return 'undelivered';
  }
  const meaning = replyMeaning(incoming.text);
  if (!meaning) return 'ignored';
  if (meaning === 'stop') return (await stop(deps, incoming.from, now)) ? 'stopped' : 'ignored';
  return db.transaction(async (tx) => {
    const [answered] = await tx
      .select({ row: smsOutbox })
      .from(smsOutbox)
      .leftJoin(teachingSessions, eq(teachingSessions.id, smsOutbox.sessionId))
      .leftJoin(partnershipCheckIns, eq(partnershipCheckIns.id, smsOutbox.checkInId))
      .where(
        and(
          eq(smsOutbox.phone, incoming.from),
          eq(smsOutbox.awaitsReply, true),
          isNull(smsOutbox.reply),
          isNotNull(smsOutbox.submittedAt),
          // A reminder while its session is ahead; a check-in while no answer came from its page.
          or(
            gt(teachingSessions.startsAt, now),
            and(isNotNull(partnershipCheckIns.id), isNull(partnershipCheckIns.answer)),
          ),
        ),
      )
      .orderBy(desc(smsOutbox.submittedAt), desc(smsOutbox.id))
      .limit(1)
      .for('update', { of: smsOutbox });
    const row = answered?.row;
    if (!row) return 'unmatched';
    await tx
      .update(smsOutbox)
      .set({ reply: meaning, repliedAt: now })
      .where(eq(smsOutbox.id, row.id));
    if (row.checkInId !== null) return answerCheckInByReply(deps, tx, row, meaning, now);
    if (meaning === 'confirm') return 'confirmed';
    return cancelByReply(deps, tx, row.userId, row.sessionId!, now);
  });
}

/**
 * A reply to the gentle check-in: "1" is the page's first answer, recorded as the page records
 * it; "2" writes the check-in's email, which holds all four answers as links.
 */
async function answerCheckInByReply(
  deps: IncomingDeps,
  tx: Tx,
  row: typeof smsOutbox.$inferSelect,
  meaning: 'confirm' | 'cancel',
  now: Date,
): Promise<IncomingOutcome> {
  if (meaning === 'confirm') {
    const input = { id: row.checkInId!, volunteerUid: row.userId, choice: 'yes' as const, now };
    await answerCheckIn(tx as unknown as Db, input);
    return 'still-teaching';
  }
  await writeFallbackMail(tx, row, now);
  deps.onMail?.();
  return 'check-in-emailed';
}

async function cancelByReply(
  deps: IncomingDeps,
  tx: Tx,
  userId: string,
  sessionId: number,
  now: Date,
): Promise<IncomingOutcome> {
  try {
    // A savepoint inside the reply's transaction: a session that can no longer be cancelled
    // (a suspension paused it) leaves the reply recorded and nothing else changed.
    await cancelSession(
      tx as unknown as Db,
      { id: String(sessionId), uid: userId, actorUid: userId, reason: SMS_CANCEL_REASON, now },
      async (inner, s) => {
        await afterCancel(inner, s, { reason: SMS_CANCEL_REASON, now, publicUrl: deps.publicUrl });
      },
    );
  } catch (error) {
    deps.logger.warn({ err: error, sessionId }, 'SMS cancel refused');
    return 'not-cancellable';
  }
  deps.onMail?.();
  deps.onSms?.();
  return 'cancelled';
}

/**
 * STOP: SMS off for every account on this number, and whatever SMS they still had waiting goes
 * by email instead, in the same transaction. Answers whether anything was switched off.
 */
async function stop(deps: IncomingDeps, phone: string, now: Date) {
  const switched = await deps.db.transaction(async (tx) => {
    const off = await tx
      .update(smsConsents)
      .set({ consentedAt: null, stoppedAt: now, stoppedVia: 'reply', updatedAt: now })
      .where(and(eq(smsConsents.phone, phone), isNotNull(smsConsents.consentedAt)))
      .returning({ userId: smsConsents.userId });
    if (!off.length) return false;
    await sendWaitingByMail(tx, { phone }, now);
    return true;
  });
  if (switched) deps.onMail?.();
  return switched;
}

/** Gives up the SMS still waiting for a number or account whose SMS were switched off; their emails go. */
export async function sendWaitingByMail(
  tx: Tx,
  who: { phone: string } | { userId: string },
  now: Date,
) {
  const waiting = await tx
    .update(smsOutbox)
    .set({ failedAt: now, claimedUntil: null, lastError: 'SMS switched off' })
    .where(
      and(
        'phone' in who ? eq(smsOutbox.phone, who.phone) : eq(smsOutbox.userId, who.userId),
        isNull(smsOutbox.submittedAt),
        isNull(smsOutbox.failedAt),
        // One being submitted right now is left to its delivery.
        sql`(${smsOutbox.claimedUntil} is null or ${smsOutbox.claimedUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  for (const row of waiting) await writeFallbackMail(tx, row, now);
}
