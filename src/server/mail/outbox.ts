// The mail outbox (docs/decisions/0030-mail-outbox.md). A change writes its emails with
// writeMail, in its own transaction, so a mail exists exactly when the change committed. The
// delivery sends them later, outside any request: right after the request that wrote them
// (app.ts kicks it), on a job-queue tick (src/server/jobs/job-queue.ts), and at each retry.
//
// Exactly once: a delivery claims rows with one UPDATE … FOR UPDATE SKIP LOCKED that sets a
// lease (claimed_until), so two deliveries (two instances on one PostgreSQL) never hold one row.
// A crash after the claim leaves the lease to run out, and the mail goes after it; on PGlite,
// where one process owns DATA_DIR, a starting server frees the dead one's leases at once.
import { and, eq, gt, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountSuspensions, mailOutbox, user } from '../db/schema';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';
import { createLeasedOutbox, type LeasedOutbox } from './leased-outbox';

/** One mail to write: the message, and what kind it is (the log and the console name it so). */
export interface OutboxMail extends MailMessage {
  kind: string;
}

/**
 * A mail about one teaching session. Its text is made from the session's time as the recipient
 * last heard it, so a merged mail ("moved from 10:00 to 14:00") starts where they last were.
 */
export interface SessionMail {
  kind: string;
  to: string;
  session: { id: number; partnershipId: number; knownStartsAt: Date };
  /** Null when, seen from the recipient, nothing changed (moved back to the time they know). */
  compose(knownStartsAt: Date): MailMessage | null;
}

/** A transaction, or the database itself where no change goes with the mail. */
export type MailWriter = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const MINUTE_MS = 60_000;
/** At most one mail per session and recipient this often; later changes wait and merge. */
export const SESSION_MAIL_GAP_MS = 5 * MINUTE_MS;
/** At most this many session mails per partnership in 24 hours; more are not written. */
export const SESSION_MAILS_PER_DAY = 8;
/** A delivering instance's lease on a claimed mail; an SMTP conversation ends well within it. */
export const MAIL_CLAIM_MS = 5 * MINUTE_MS;
/** Waits before each retry; after the last one the mail is given up and shown to operators. */
export const MAIL_RETRY_DELAYS_MS = [
  30_000,
  2 * MINUTE_MS,
  10 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * 60 * MINUTE_MS,
];
/** Delivered mails are kept this long (for coalescing and the daily cap), then deleted. */
export const SENT_MAIL_KEEP_MS = 7 * 24 * 60 * MINUTE_MS;

let writes = 0;
/** How many mails this process has written: a request that saw it change kicks the delivery. */
export const mailWrites = () => writes;
/** Counts a mail put (back) in the queue outside writeMail: given-up-mail.ts's retry. */
export const countMailWrite = () => {
  writes++;
};

const contentOf = (kind: string, message: MailMessage) => ({
  kind,
  recipient: message.to,
  subject: message.subject,
  body: message.text,
  html: message.html ?? null,
});

/** The only kinds of mail a suspended account still receives: being suspended and reinstated. */
export const SUSPENDED_ACCOUNT_MAIL_KINDS: readonly string[] = ['suspension', 'reinstatement'];

/**
 * Whether a mail of this kind may go to this address: a suspended account hears of nothing but
 * its suspension and reinstatement (docs/decisions/0026-one-contact-rule.md). Checked here, where
 * every mail is written, so no sender can forget it.
 */
export async function mayMail(tx: MailWriter, kind: string, to: string): Promise<boolean> {
  if (SUSPENDED_ACCOUNT_MAIL_KINDS.includes(kind)) return true;
  const [suspended] = await tx
    .select({ id: accountSuspensions.userId })
    .from(accountSuspensions)
    .innerJoin(user, eq(user.id, accountSuspensions.userId))
    .where(sql`lower(${user.email}) = lower(${to})`)
    .limit(1);
  return !suspended;
}

/**
 * A mail in the outbox that its recipient may no longer receive: mayMail's rule over the table,
 * read again when the mail is about to go (createLeasedOutbox's dropWhen).
 */
const forSuspendedAccount = and(
  notInArray(mailOutbox.kind, [...SUSPENDED_ACCOUNT_MAIL_KINDS]),
  sql`lower(${mailOutbox.recipient}) in (select lower(${user.email}) from ${user}
    join ${accountSuspensions} on ${accountSuspensions.userId} = ${user.id})`,
)!;

/** The outbox's mail to this account's address (recipients are matched without case). */
export const mailToAccount = (userId: string) =>
  sql`lower(${mailOutbox.recipient}) in (select lower(${user.email}) from ${user} where ${user.id} = ${userId})`;

/**
 * Drops every mail still waiting for an account that is being suspended (in the suspension's
 * transaction): as mayMail refuses new ones, a mail written before the suspension, or given up
 * and waiting for an operator's retry, is not delivered after it. Its suspension mail stays.
 */
export async function dropWaitingMail(tx: MailWriter, userId: string): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        notInArray(mailOutbox.kind, [...SUSPENDED_ACCOUNT_MAIL_KINDS]),
        mailToAccount(userId),
      ),
    );
}

/** Writes one mail; null when the recipient is a suspended account that may not receive it. */
export async function writeMail(
  tx: MailWriter,
  mail: OutboxMail,
  now = new Date(),
): Promise<number | null> {
  if (!(await mayMail(tx, mail.kind, mail.to))) return null;
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...contentOf(mail.kind, mail), createdAt: now, nextAttemptAt: now })
    .returning({ id: mailOutbox.id });
  writes++;
  return row!.id;
}

/**
 * Writes a mail about a session, coalesced per session and recipient: a mail still waiting takes
 * the newest text (the latest state), a new one waits until SESSION_MAIL_GAP_MS after the one
 * before, and past SESSION_MAILS_PER_DAY per partnership in 24 hours nothing more is written.
 * Answers the row's id, or null when capped. The caller holds the session's row lock, so two
 * changes of one session write one after the other. Null too for a suspended recipient.
 */
export async function writeSessionMail(
  tx: MailWriter,
  mail: SessionMail,
  now = new Date(),
): Promise<number | null> {
  if (!(await mayMail(tx, mail.kind, mail.to))) return null;
  const { id: sessionId, partnershipId, knownStartsAt } = mail.session;
  const sameThread = and(eq(mailOutbox.sessionId, sessionId), eq(mailOutbox.recipient, mail.to));
  const [waiting] = await tx
    .select({ id: mailOutbox.id, knownAt: mailOutbox.sessionKnownAt })
    .from(mailOutbox)
    .where(
      and(
        sameThread,
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1)
    .for('update');
  if (waiting) {
    const message = mail.compose(waiting.knownAt ?? knownStartsAt);
    if (!message) {
      await tx.delete(mailOutbox).where(eq(mailOutbox.id, waiting.id));
      return null;
    }
    await tx
      .update(mailOutbox)
      .set({ ...contentOf(mail.kind, message), attempts: 0, lastError: null })
      .where(eq(mailOutbox.id, waiting.id));
    writes++;
    return waiting.id;
  }
  const [recent] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.partnershipId, partnershipId),
        gt(mailOutbox.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE_MS)),
      ),
    );
  if ((recent?.count ?? 0) >= SESSION_MAILS_PER_DAY) return null;
  const [last] = await tx
    .select({ at: sql<Date | string | null>`max(${mailOutbox.nextAttemptAt})` })
    .from(mailOutbox)
    .where(sameThread);
  let nextAttemptAt = now;
  if (last?.at) {
    const gapEnds = new Date(new Date(last.at).getTime() + SESSION_MAIL_GAP_MS);
    if (gapEnds > nextAttemptAt) nextAttemptAt = gapEnds;
  }
  const message = mail.compose(knownStartsAt);
  if (!message) return null;
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      ...contentOf(mail.kind, message),
      sessionId,
      partnershipId,
      sessionKnownAt: knownStartsAt,
      createdAt: now,
      nextAttemptAt,
    })
    .returning({ id: mailOutbox.id });
  writes++;
  return row!.id;
}

export interface MailDelivery extends LeasedOutbox {
  /** Deletes delivered mails older than SENT_MAIL_KEEP_MS. */
  purgeSent(): Promise<void>;
}

interface Claimed {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
}

/**
 * Names an SMTP refusal or network error for the log and the operators' console: the code and
 * the server's words, with any address in them (servers quote the recipient) left out.
 */
export function errorText(error: unknown): string {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const text = e.response ?? e.message ?? String(error);
  return [e.responseCode, e.code, text]
    .filter(Boolean)
    .join(' ')
    .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '‹address›')
    .slice(0, 500);
}

export function createMailDelivery(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** The delivery's clock; tests drive it. */
  now?: () => Date;
}): MailDelivery {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const outbox = createLeasedOutbox({
    db,
    logger: deps.logger,
    now,
    table: 'mail_outbox',
    deliveredColumn: 'sent_at',
    dropWhen: forSuspendedAccount,
    columns: ['id', 'kind', 'recipient', 'subject', 'body', 'html', 'attempts'],
    parse: (row): Claimed => ({
      id: Number(row.id),
      kind: String(row.kind),
      recipient: String(row.recipient),
      subject: String(row.subject),
      body: String(row.body),
      html: row.html == null ? null : String(row.html),
      attempts: Number(row.attempts),
    }),
    leaseMs: MAIL_CLAIM_MS,
    retryDelaysMs: MAIL_RETRY_DELAYS_MS,
    noun: 'mail',
    named: (row) => ({ mail: row.kind, mailId: row.id }),
    givenUp: 'mail given up',
    errorText,
    send: (row) =>
      mailer.send(
        {
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          ...(row.html ? { html: row.html } : {}),
        },
        { kind: row.kind, id: row.id },
      ),
    async delivered(row, _sent, at) {
      await db
        .update(mailOutbox)
        .set({ sentAt: at, claimedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    },
    async giveUp(row, lastError, at) {
      // Only the holder of the claim records the outcome (see leased-outbox.ts).
      await db
        .update(mailOutbox)
        .set({ claimedUntil: null, lastError, failedAt: at })
        .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
    },
  });
  return {
    ...outbox,
    async purgeSent() {
      await db
        .delete(mailOutbox)
        .where(lte(mailOutbox.sentAt, new Date(now().getTime() - SENT_MAIL_KEEP_MS)));
    },
  };
}
