// Delivering the SMS outbox, the mail outbox's way (docs/decisions/0030-mail-outbox.md and
// 0044-sms.md): a pass claims due rows with one UPDATE … FOR UPDATE SKIP LOCKED that sets a lease,
// so two instances never hold one row; it submits each, then records the gateway's id. A refusal
// or a lost connection is retried after SMS_RETRY_DELAYS_MS; after the last, the row is given up
// and its email written in the same transaction. Receipts that say the phone never got it do the
// same. Runs after each request that wrote SMS, every minute from the job queue, and at start.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { Logger } from '../logger';
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
const BATCH = 20;

export interface SmsDelivery {
  kick(): void;
  settled(): Promise<void>;
  deliverDue(): Promise<{ sent: number; failed: number }>;
  /** PGlite only (one process per DATA_DIR): a dead process's claims are nobody's. */
  releaseClaims(): Promise<void>;
  purgeOld(): Promise<void>;
}

interface Claimed {
  id: number;
  kind: SmsKind;
  phone: string;
  body: string;
  attempts: number;
}

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

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
  let running: Promise<void> | undefined;
  let again = false;

  async function claim(at: Date): Promise<Claimed[]> {
    const stamp = at.toISOString();
    const until = new Date(at.getTime() + SMS_CLAIM_MS).toISOString();
    const result = await db.execute(sql`
      update sms_outbox set claimed_until = ${until}::timestamptz, attempts = attempts + 1
      where id in (
        select id from sms_outbox
        where submitted_at is null and failed_at is null
          and next_attempt_at <= ${stamp}::timestamptz
          and (claimed_until is null or claimed_until <= ${stamp}::timestamptz)
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked)
      returning id, kind, phone, body, attempts`);
    return rowsOf(result).map((row) => ({
      id: Number(row.id),
      kind: String(row.kind) as SmsKind,
      phone: String(row.phone),
      body: String(row.body),
      attempts: Number(row.attempts),
    }));
  }

  async function deliver(row: Claimed): Promise<boolean> {
    const named = { sms: row.kind, smsId: row.id };
    let gatewayId: string;
    try {
      gatewayId = await gateway.submit(row);
    } catch (error) {
      const at = now();
      const delay = SMS_RETRY_DELAYS_MS[row.attempts - 1];
      // Phone numbers are digits, not addresses: errorText leaves them; the gateway's words
      // rarely quote them, and the number is cut to its last digits should they.
      const lastError = errorText(error).replace(/\d{8,}/g, (d) => `…${d.slice(-3)}`);
      if (delay === undefined) {
        if (await giveUpSms(db, row.id, lastError, at)) {
          countMailWrite();
          deps.onFallback?.();
        }
        logger.error(
          { ...named, attempts: row.attempts, error: lastError },
          'SMS given up, emailed',
        );
      } else {
        await db
          .update(smsOutbox)
          .set({ claimedUntil: null, lastError, nextAttemptAt: new Date(at.getTime() + delay) })
          .where(and(eq(smsOutbox.id, row.id), isNull(smsOutbox.submittedAt)));
        logger.warn(
          { ...named, attempts: row.attempts, error: lastError },
          'SMS failed, will retry',
        );
      }
      return false;
    }
    await db
      .update(smsOutbox)
      .set({ submittedAt: now(), gatewayId, claimedUntil: null, lastError: null })
      .where(eq(smsOutbox.id, row.id));
    logger.info(named, 'SMS submitted');
    return true;
  }

  async function deliverDue() {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const rows = await claim(now());
      for (const ok of await Promise.all(rows.map(deliver))) {
        if (ok) sent++;
        else failed++;
      }
      if (rows.length < BATCH) return { sent, failed };
    }
  }

  return {
    deliverDue,
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await deliverDue();
          } catch (error) {
            logger.error({ err: error }, 'SMS delivery pass failed');
          }
        } while (again);
        running = undefined;
      })();
    },
    async settled() {
      while (running) await running;
    },
    async releaseClaims() {
      await db
        .update(smsOutbox)
        .set({ claimedUntil: null })
        .where(and(isNull(smsOutbox.submittedAt), sql`${smsOutbox.claimedUntil} is not null`));
    },
    async purgeOld() {
      await db
        .delete(smsOutbox)
        .where(lte(smsOutbox.createdAt, new Date(now().getTime() - SMS_KEEP_MS)));
    },
  };
}
