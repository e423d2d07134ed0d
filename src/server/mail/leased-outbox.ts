// The delivery of a leased outbox, which mail (outbox.ts, docs/decisions/0030-mail-outbox.md) and
// SMS (src/server/sms/delivery.ts, docs/decisions/0044-sms.md) both run. A pass claims due rows
// with one UPDATE … FOR UPDATE SKIP LOCKED that sets a lease (claimed_until) and counts the
// attempt, so two deliveries (two instances on one PostgreSQL) never hold one row; it sends each,
// then records the outcome. A failure waits for the next of the retry delays; after the last, the
// row is given up. What is sent, and what giving up means, is each outbox's own.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Logger } from '../logger';

/** What every claimed row has: its id, and the attempts counted so far (this one included). */
export interface LeasedRow {
  id: number;
  attempts: number;
}

export interface LeasedOutboxSpec<Row extends LeasedRow, Sent> {
  db: Db;
  logger: Logger;
  now: () => Date;
  table: 'mail_outbox' | 'sms_outbox';
  /** The column a delivered row has set: no pass claims it again. */
  deliveredColumn: 'sent_at' | 'submitted_at';
  /** The columns a claim reads, and the row made of them. */
  columns: readonly string[];
  parse(row: Record<string, unknown>): Row;
  /** A delivering instance's lease on a claimed row; a send ends well within it. */
  leaseMs: number;
  /** Waits before each retry; a failure after the last gives the row up. */
  retryDelaysMs: readonly number[];
  /** How the log names the outbox ("mail", "SMS"), and a row (its kind and id, nobody's address). */
  noun: string;
  named(row: Row): Record<string, unknown>;
  /** The log's words for a row given up. */
  givenUp: string;
  /** The error as the row and the log keep it, with personal data left out. */
  errorText(error: unknown): string;
  /**
   * Which rows may no longer go, as a condition on the table's columns: a row claimed that meets
   * it is deleted instead of sent. It is read at the send, not only when the row was written: a
   * suspension drops what is waiting for its account, but a writer whose snapshot came before the
   * suspension can still add a row after that (tests/api/suspension-api.test.ts).
   */
  dropWhen: SQL;
  /** Sends one row; throws on a refusal or a network error. */
  send(row: Row): Promise<Sent>;
  /** Records a sent row as delivered. */
  delivered(row: Row, sent: Sent, at: Date): Promise<void>;
  /** Gives a row up after its last retry. */
  giveUp(row: Row, lastError: string, at: Date): Promise<void>;
}

export interface LeasedOutbox {
  /** Starts a delivery pass in the background (or another after the running one). */
  kick(): void;
  /** Resolves when no pass is running or asked for: what was due has been tried. */
  settled(): Promise<void>;
  /** One pass: claims and tries every due row; answers how many went and how many failed. */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  /** PGlite only (one process per DATA_DIR): a dead process's claims are nobody's. */
  releaseClaims(): Promise<void>;
  /** Called with the time of each retry a failed send scheduled (the job queue wakes then). */
  onRetry(listener: (at: Date) => void): void;
}

const BATCH = 20;

export function createLeasedOutbox<Row extends LeasedRow, Sent>(
  spec: LeasedOutboxSpec<Row, Sent>,
): LeasedOutbox {
  const { db, logger, now } = spec;
  const table = sql.identifier(spec.table);
  const delivered = sql.identifier(spec.deliveredColumn);
  const columns = sql.join(
    spec.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const retryListeners: ((at: Date) => void)[] = [];
  let running: Promise<void> | undefined;
  let again = false;

  async function claim(at: Date): Promise<Row[]> {
    const stamp = at.toISOString();
    const until = new Date(at.getTime() + spec.leaseMs).toISOString();
    const result = await db.execute(sql`
      update ${table} set claimed_until = ${until}::timestamptz, attempts = attempts + 1
      where id in (
        select id from ${table}
        where ${delivered} is null and failed_at is null
          and next_attempt_at <= ${stamp}::timestamptz
          and (claimed_until is null or claimed_until <= ${stamp}::timestamptz)
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked)
      returning ${columns}`);
    return rowsOf(result).map((row) => spec.parse(row));
  }

  /** The claimed rows that may still go; the others are deleted (spec.dropWhen). */
  async function stillWanted(rows: Row[]): Promise<Row[]> {
    if (!rows.length) return rows;
    const ids = sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    );
    const result = await db.execute(sql`
      delete from ${table}
      where id in (${ids}) and ${delivered} is null and (${spec.dropWhen})
      returning id`);
    const dropped = new Set(rowsOf(result).map((row) => Number(row.id)));
    if (dropped.size) {
      logger.info(
        { count: dropped.size },
        `${spec.noun} dropped: its recipient may no longer get it`,
      );
    }
    return rows.filter((row) => !dropped.has(row.id));
  }

  async function retryOrGiveUp(row: Row, error: unknown) {
    const at = now();
    const delay = spec.retryDelaysMs[row.attempts - 1];
    const lastError = spec.errorText(error);
    const logged = { ...spec.named(row), attempts: row.attempts, error: lastError };
    if (delay === undefined) {
      await spec.giveUp(row, lastError, at);
      logger.error(logged, spec.givenUp);
      return;
    }
    const retryAt = new Date(at.getTime() + delay);
    // Only the holder of the claim records the outcome: a lease that ran out and was taken
    // over belongs to the other delivery now.
    await db.execute(sql`
      update ${table}
      set claimed_until = null, last_error = ${lastError},
        next_attempt_at = ${retryAt.toISOString()}::timestamptz
      where id = ${row.id} and ${delivered} is null`);
    logger.warn(logged, `${spec.noun} failed, will retry`);
    for (const listener of retryListeners) listener(retryAt);
  }

  async function deliver(row: Row): Promise<boolean> {
    let sent: Sent;
    try {
      sent = await spec.send(row);
    } catch (error) {
      await retryOrGiveUp(row, error);
      return false;
    }
    await spec.delivered(row, sent, now());
    return true;
  }

  async function deliverDue() {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const claimed = await claim(now());
      const rows = await stillWanted(claimed);
      // A batch goes in parallel: one slow conversation with a server does not hold up the rest.
      for (const ok of await Promise.all(rows.map(deliver))) {
        if (ok) sent++;
        else failed++;
      }
      if (claimed.length < BATCH) return { sent, failed };
    }
  }

  function kick() {
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
          logger.error({ err: error }, `${spec.noun} delivery pass failed`);
        }
      } while (again);
      running = undefined;
    })();
  }

  return {
    kick,
    deliverDue,
    async settled() {
      while (running) await running;
    },
    async releaseClaims() {
      await db.execute(sql`
        update ${table} set claimed_until = null
        where ${delivered} is null and claimed_until is not null`);
    },
    onRetry(listener) {
      retryListeners.push(listener);
    },
  };
}
