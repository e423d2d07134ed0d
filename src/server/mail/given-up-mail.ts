// The operators' console of the outbox (docs/decisions/0030-mail-outbox.md): the mails given up
// after the last retry, newest first, how many still wait, and sending one again, recorded in
// the audit log in the same transaction.
import { and, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { countMailWrite, mayMail, type MailWriter } from './outbox';

const givenUp = and(isNotNull(mailOutbox.failedAt), isNull(mailOutbox.sentAt));

/** What became of an operator's "send again" (requeueGivenUp). */
export type RequeueOutcome = 'requeued' | 'not-found' | 'not-given-up' | 'recipient-suspended';

/**
 * Puts a given-up mail back in the queue, in the caller's transaction: due now, with a new round
 * of attempts and retries, as a mail just written gets. Only a mail still given up (its row is
 * locked, so two operators pressing at once put it back once), and only when its recipient may
 * receive it now: the rule of writeMail (mayMail) holds for a mail written again, so an account
 * suspended since it was first written still gets nothing.
 */
export async function requeueGivenUp(
  tx: MailWriter,
  id: number,
  now = new Date(),
): Promise<RequeueOutcome> {
  const [row] = await tx
    .select({
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .for('update');
  if (!row) return 'not-found';
  if (row.sentAt || !row.failedAt) return 'not-given-up';
  if (!(await mayMail(tx, row.kind, row.recipient))) return 'recipient-suspended';
  await tx
    .update(mailOutbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: now, claimedUntil: null })
    .where(eq(mailOutbox.id, id));
  countMailWrite();
  return 'requeued';
}

/**
 * One page of given-up mails, newest first (by id: the order they were written). `next` is the
 * id to ask `before` for the following page, or null on the last one. The error was stored
 * without addresses (errorText); the recipient is the operator's to see.
 */
export async function listGivenUp(db: Db, page: { before?: number; limit: number }) {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      failedAt: mailOutbox.failedAt,
    })
    .from(mailOutbox)
    .where(page.before ? and(givenUp, lt(mailOutbox.id, page.before)) : givenUp)
    .orderBy(desc(mailOutbox.id))
    // One more than asked: whether a next page exists, without an empty last page.
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return {
    mails: shown.map((row) => ({
      ...row,
      lastError: row.lastError ?? '',
      createdAt: row.createdAt.toISOString(),
      failedAt: row.failedAt!.toISOString(),
    })),
    next: rows.length > page.limit ? shown[shown.length - 1]!.id : null,
  };
}

/**
 * Mails not sent and not given up: all of them, and those a failed attempt made wait for a retry
 * (a mail sent again by an operator starts over at 0 attempts, so it is not one of them).
 */
export async function countWaiting(db: Db): Promise<{ total: number; retrying: number }> {
  const [row] = await db
    .select({
      total: count(),
      retrying: sql<number>`(count(*) filter (where ${mailOutbox.attempts} > 0 and ${mailOutbox.lastError} is not null))::int`,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
  return { total: row?.total ?? 0, retrying: Number(row?.retrying ?? 0) };
}

export async function countGivenUp(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(givenUp);
  return row?.n ?? 0;
}

/** An operator's "send again": the mail back in the queue and the audit row, or neither. */
export function retryGivenUp(
  db: Db,
  input: { id: number; operatorUid: string },
): Promise<RequeueOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await requeueGivenUp(tx, input.id);
    if (outcome === 'requeued') {
      await recordAudit(tx, {
        actorUid: input.operatorUid,
        action: 'mail-retry',
        targetKind: 'mail',
        targetId: String(input.id),
        subjectUid: null,
      });
    }
    return outcome;
  });
}
