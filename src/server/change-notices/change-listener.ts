// Hears the NOTIFYs that tell every instance something it keeps in memory changed: public reads
// (docs/decisions/0016-cached-public-reads.md) and sessions (docs/decisions/0021-session-cache.md).
// On PGlite (one process per DATA_DIR) the database calls back in-process at commit. On
// PostgreSQL one connection of its own per instance LISTENs on every channel; a heartbeat finds a
// connection that died silently, and the subscribers keep things only briefly, or not at all,
// until the connection is back.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

export interface NoticeSubscriber {
  /** The PostgreSQL channel it listens on (a plain identifier). */
  channel: string;
  /** A notice arrived on the channel. */
  notice(payload: string): void;
  /** Notices arrive (true) or may be missed (false). */
  listening(on: boolean): void;
}

export interface ListenerTiming {
  /** How often the PostgreSQL connection is checked. */
  heartbeatMs: number;
  /** A check not answered within this is a dead connection. */
  heartbeatTimeoutMs: number;
  /** Wait before connecting again. */
  retryMs: number;
}

export const LISTENER_TIMING: ListenerTiming = {
  heartbeatMs: 2000,
  heartbeatTimeoutMs: 2000,
  retryMs: 1000,
};

/**
 * Named in pg_stat_activity, followed by the process id, so an operator (or a test) can tell
 * this connection, and whose it is, apart.
 */
export const LISTENER_APPLICATION_NAME = 'setu-change-notices';

export interface ChangeListener {
  stop(): Promise<void>;
}

/** The driver behind drizzle: a PGlite, or a pg Pool. */
function driverOf(database: Database): unknown {
  return (database.db as unknown as { $client: unknown }).$client;
}

/** One listener per instance serves every subscriber: one connection, one LISTEN per channel. */
export function listenForChanges(
  database: Database,
  subscribers: NoticeSubscriber[],
  logger: Logger,
  timing: ListenerTiming = LISTENER_TIMING,
): ChangeListener {
  if (database.kind === 'pglite')
    return listenOnPglite(driverOf(database) as PGlite, subscribers, logger);
  return new PostgresListener(driverOf(database) as pg.Pool, subscribers, logger, timing);
}

function listenOnPglite(
  client: PGlite,
  subscribers: NoticeSubscriber[],
  logger: Logger,
): ChangeListener {
  const unlisten: (() => Promise<void>)[] = [];
  let stopped = false;
  for (const subscriber of subscribers) {
    client
      .listen(subscriber.channel, (payload) => subscriber.notice(payload))
      .then(
        (off) => {
          unlisten.push(off);
          if (stopped) void off().catch(() => {});
          else subscriber.listening(true);
        },
        (error: unknown) =>
          logger.warn({ err: error, channel: subscriber.channel }, 'cannot listen for changes'),
      );
  }
  return {
    async stop() {
      stopped = true;
      await Promise.all(unlisten.map((off) => off().catch(() => {})));
    },
  };
}

/**
 * One LISTEN connection beside the pool, opened with the pool's settings. It lives as long as
 * the pool: once the pool is ending (the database is being closed) it stops instead of
 * reconnecting, so nobody has to close it.
 */
class PostgresListener implements ChangeListener {
  #client: pg.Client | undefined;
  #heartbeat: NodeJS.Timeout;
  #retry: NodeJS.Timeout | undefined;
  #stopped = false;
  #connected = false;
  #warned = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly subscribers: NoticeSubscriber[],
    private readonly logger: Logger,
    private readonly timing: ListenerTiming,
  ) {
    this.#heartbeat = setInterval(() => void this.#check(), timing.heartbeatMs);
    this.#heartbeat.unref();
    void this.#connect();
  }

  async #connect() {
    this.#retry = undefined;
    if (this.#stopped || this.pool.ending) return;
    // pg-pool keeps its client class on the pool (untyped); pg itself stays a lazy import.
    const Client = (this.pool as unknown as { Client: typeof pg.Client }).Client;
    const client = new Client({
      ...this.pool.options,
      application_name: `${LISTENER_APPLICATION_NAME} ${process.pid}`,
      keepAlive: true,
    });
    this.#client = client;
    client.on('error', (error: Error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message: pg.Notification) => {
      for (const subscriber of this.subscribers) {
        if (subscriber.channel === message.channel) subscriber.notice(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      for (const { channel } of this.subscribers) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.#lost(client, error);
      return;
    }
    if (this.#client !== client) return;
    this.#connected = true;
    for (const subscriber of this.subscribers) subscriber.listening(true);
    if (this.#warned) this.logger.info('change notices are back');
    this.#warned = false;
  }

  /** The connection is gone or unusable: subscribers keep things briefly until a new one listens. */
  #lost(client: pg.Client, error?: unknown) {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.removeAllListeners('notification');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.#connected) for (const subscriber of this.subscribers) subscriber.listening(false);
    this.#connected = false;
    if (this.#stopped || this.pool.ending) {
      void this.stop();
      return;
    }
    if (!this.#warned) {
      this.#warned = true;
      this.logger.warn(
        { err: error instanceof Error ? { message: error.message } : undefined },
        'change notices lost: public reads are kept briefly, and sessions not at all, until they are back',
      );
    }
    this.#retry ??= setTimeout(() => void this.#connect(), this.timing.retryMs);
    this.#retry.unref();
  }

  async #check() {
    if (this.pool.ending) return this.stop();
    const client = this.#client;
    if (!client || !this.#connected) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('heartbeat not answered')),
        this.timing.heartbeatTimeoutMs,
      );
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (error) {
      this.#lost(client, error);
    } finally {
      clearTimeout(timer);
    }
  }

  async stop() {
    this.#stopped = true;
    clearInterval(this.#heartbeat);
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = undefined;
    this.#connected = false;
    if (client) {
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
