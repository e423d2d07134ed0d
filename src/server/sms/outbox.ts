// Writing SMS (docs/decisions/0044-sms.md). Like mail (src/server/mail/outbox.ts), an SMS is a
// row written in the transaction of the change that causes it; the delivery (delivery.ts) sends
// it later. A person who chose SMS gets the SMS instead of the email, and the email is kept on
// the row: it goes instead should the gateway keep refusing. Whoever did not choose SMS gets the
// email as before. This is the one function every capability calls: reminders, cancellations,
// substitute offers and the gentle check-in.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Locale } from '../../shared/locales';
import type { SmsKind } from '../../shared/sms';
import { smsConsents, smsOutbox } from '../db/schema';
import { mayMail, writeMail, type MailWriter, type OutboxMail } from '../mail/outbox';
import { composeSms, type SmsWords } from './texts';

let writes = 0;
/** How many SMS this process has written: a request that saw it change kicks the delivery. */
export const smsWrites = () => writes;

/** The phone a person agreed to get SMS on; null when they did not (or switched it off). */
export async function smsPhoneOf(tx: Pick<MailWriter, 'select'>, userId: string) {
  const [row] = await tx
    .select({ phone: smsConsents.phone })
    .from(smsConsents)
    .where(and(eq(smsConsents.userId, userId), isNotNull(smsConsents.consentedAt)))
    .limit(1);
  return row?.phone ?? null;
}

export interface SmsOrMail {
  kind: SmsKind;
  /** The recipient's account. */
  userId: string;
  language: Locale;
  words: SmsWords;
  sessionId?: number;
  /** The gentle check-in it asks (decision 0048). */
  checkInId?: number;
  /** A reminder or a check-in: a reply of 1 or 2 is matched to it (replies.ts). */
  awaitsReply?: boolean;
  /** The email: sent when they have not chosen SMS, kept as the fallback when they have. */
  mail: OutboxMail;
}

/**
 * Writes the SMS when the recipient chose SMS, otherwise the email. Answers which it wrote, or
 * null when neither (a suspended account hears of nothing: mayMail, decision 0026).
 */
export async function writeSmsOrMail(
  tx: MailWriter,
  message: SmsOrMail,
  now = new Date(),
): Promise<'sms' | 'mail' | null> {
  if (!(await mayMail(tx, message.mail.kind, message.mail.to))) return null;
  const phone = await smsPhoneOf(tx, message.userId);
  if (!phone) return (await writeMail(tx, message.mail, now)) === null ? null : 'mail';
  await tx.insert(smsOutbox).values({
    kind: message.kind,
    userId: message.userId,
    phone,
    body: composeSms(message.kind, message.language, message.words),
    sessionId: message.sessionId ?? null,
    checkInId: message.checkInId ?? null,
    awaitsReply: message.awaitsReply ?? false,
    fallbackTo: message.mail.to,
    fallbackSubject: message.mail.subject,
    fallbackBody: message.mail.text,
    createdAt: now,
    nextAttemptAt: now,
  });
  writes++;
  return 'sms';
}

/**
 * Drops the SMS still waiting for an account being suspended (in the suspension's transaction),
 * as dropWaitingMail does its mail: nothing reaches it after the suspension (decision 0026).
 */
export async function dropWaitingSms(tx: Pick<MailWriter, 'delete'>, userId: string) {
  await tx
    .delete(smsOutbox)
    .where(and(eq(smsOutbox.userId, userId), isNull(smsOutbox.submittedAt)));
}

/** The email an SMS stood for, written in place of it (the gateway gave up, or STOP came). */
export async function writeFallbackMail(
  tx: MailWriter,
  row: {
    kind: string;
    fallbackTo: string | null;
    fallbackSubject: string | null;
    fallbackBody: string | null;
  },
  now: Date,
) {
  if (!row.fallbackTo || row.fallbackSubject === null || row.fallbackBody === null) return;
  await writeMail(
    tx,
    { kind: row.kind, to: row.fallbackTo, subject: row.fallbackSubject, text: row.fallbackBody },
    now,
  );
}
