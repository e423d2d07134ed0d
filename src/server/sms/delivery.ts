// Delivering the SMS outbox with the mail outbox's runner (src/server/mail/leased-outbox.ts,
// docs/decisions/0030-mail-outbox.md and 0044-sms.md): a pass claims due rows with one UPDATE … FOR UPDATE SKIP LOCKED that sets a lease,
// so two instances never hold one row; it submits each, then records the gateway's id. A refusal
// or a lost connection is retried after SMS_RETRY_DELAYS_MS; after the last, the row is given up
// and its email written in the same transaction. Receipts that say the phone never got it do the
// same. Runs after each request that wrote SMS, every minute from the job queue, and at start.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountSuspensions, smsOutbox } from '../db/schema';
import type { Logger } from '../logger';
import { createLeasedOutbox, type LeasedOutbox } from '../mail/leased-outbox';
import { countMailWrite, errorText } from '../mail/outbox';
import type { SmsKind } from '../../shared/sms';
import type { SmsGateway } from './gateway';
import { writeFallbackMail } from './outbox';

const MINUTE_MS = 60_000;
/** A delivering instance's lease on a claimed SMS; a submit is bounded well inside it. */
export const SMS_CLAIM_MS = 2 * MINUTE_MS;
/** Waits before each retry; an SMS is about something soon, so the email follows within the hour. */
export const SMS_RETRY_DELAYS_MS = [30_000, 2 * MINUTE_MS, 10 * MINUTE_MS];
/** Delivered SMS are kept this long (a reply can still find its reminder), then deleted. */
export const SMS_KEEP_MS = 14 * 24 * 60 * MINUTE_MS;

export interface SmsDelivery extends Omit<LeasedOutbox, 'onRetry'> {
  /** Deletes the SMS written more than SMS_KEEP_MS ago, delivered or not. */
  purgeOld(): Promise<void>;
}

interface Claimed {
  id: number;
  kind: SmsKind;
  phone: string;
  body: string;
  attempts: number;
}

/** Gives up one SMS and writes its email instead, once: only a row not yet given up changes. */
export async function giveUpSms(db: Db, id: number, lastError: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(smsOutbox)
      .set({ claimedUntil: null, lastError, failedAt: now })
      .where(and(eq(smsOutbox.id, id), isNull(smsOutbox.failedAt)))
      .returning();
    if (!row) return false;
    await writeFallbackMail(tx, row, now);
    return true;
  });
}

export function createSmsDelivery(deps: {
  db: Db;
  gateway: SmsGateway;
  logger: Logger;
  /** Told when an SMS given up wrote its email, so mail delivery runs. */
  onFallback?: () => void;
  now?: () => Date;
}): SmsDelivery {
  const { db, gateway, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const named = (row: Claimed) => ({ sms: row.kind, smsId: row.id });
  const outbox = createLeasedOutbox({
    db,
    logger,
    now,
    table: 'sms_outbox',
    deliveredColumn: 'submitted_at',
    // A suspended account gets no SMS at all (dropWaitingSms), read again at the submit.
    dropWhen: sql`${smsOutbox.userId} in (select ${accountSuspensions.userId} from ${accountSuspensions})`,
    columns: ['id', 'kind', 'phone', 'body', 'attempts'],
    parse: (row): Claimed => ({
      id: Number(row.id),
      kind: String(row.kind) as SmsKind,
      phone: String(row.phone),
      body: String(row.body),
      attempts: Number(row.attempts),
    }),
    leaseMs: SMS_CLAIM_MS,
    retryDelaysMs: SMS_RETRY_DELAYS_MS,
    noun: 'SMS',
    named,
    givenUp: 'SMS given up, emailed',
    // Phone numbers are digits, not addresses: errorText leaves them; the gateway's words
    // rarely quote them, and the number is cut to its last digits should they.
    errorText: (error) => errorText(error).replace(/\d{8,}/g, (d) => `…${d.slice(-3)}`),
    send: (row) => gateway.submit(row),
    async delivered(row, gatewayId, at) {
      await db
        .update(smsOutbox)
        .set({ submittedAt: at, gatewayId, claimedUntil: null, lastError: null })
        .where(eq(smsOutbox.id, row.id));
      logger.info(named(row), 'SMS submitted');
    },
    async giveUp(row, lastError, at) {
      if (await giveUpSms(db, row.id, lastError, at)) {
        countMailWrite();
        deps.onFallback?.();
      }
    },
  });
  return {
    kick: outbox.kick,
    settled: outbox.settled,
    deliverDue: outbox.deliverDue,
    releaseClaims: outbox.releaseClaims,
    async purgeOld() {
      await db
        .delete(smsOutbox)
        .where(lte(smsOutbox.createdAt, new Date(now().getTime() - SMS_KEEP_MS)));
    },
  };
}
