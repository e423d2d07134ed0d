// Setu's scheduled work runs on pg-boss, a job queue kept in the database itself: PGlite or
// PostgreSQL, whichever Setu runs on, so nothing scheduled is forgotten on a restart, and two
// instances on one PostgreSQL share one queue (pg-boss's cron sends each tick's job once).
// The sweeps (reminders, notices, purges) are listed in sweeps.ts; their own claims make each
// mail go once even if two sweeps overlap (decision 0023).
// Mail delivery (src/server/mail/outbox.ts, decision 0030) runs every minute, at start, and at
// each retry's time; its claims keep each mail to one delivery across instances. SMS delivery
// (src/server/sms/delivery.ts) has the same minute's queue.
import { PgBoss, type Clock } from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { LeasedOutbox } from '../mail/leased-outbox';
import type { MailDelivery } from '../mail/outbox';
import type { SmsDelivery } from '../sms/delivery';
import { INDIA_TIME_ZONE } from '../../shared/time';
import { SWEEPS } from './sweeps';

export const MAIL_QUEUE = 'mail-delivery';
/** SMS delivery (src/server/sms/delivery.ts): the same minute's backstop, for the SMS outbox. */
export const SMS_QUEUE = 'sms-delivery';
/** Every minute: the backstop for mails whose kick was lost (a crash) and for retries. */
export const MAIL_CRON = '* * * * *';
const MAIL_POLL_SECONDS = 30;

/** An outbox's queue: each tick delivers what is due, then deletes what is kept no longer. */
async function workOutbox(
  boss: PgBoss,
  queue: string,
  outbox: Pick<LeasedOutbox, 'kick' | 'settled'>,
  purge: () => Promise<void>,
) {
  await boss.createQueue(queue);
  await boss.schedule(queue, MAIL_CRON, null, { missed: 'once' });
  // Requests kick the delivery themselves; this queue only carries the minute's backstop and the
  // retries' wake-ups, so a slow poll is enough and keeps the queue's own queries few.
  await boss.work(queue, { pollingIntervalSeconds: MAIL_POLL_SECONDS }, async () => {
    outbox.kick();
    await outbox.settled();
    await purge();
  });
}

export interface JobQueue {
  stop(): Promise<void>;
}

/** The job an instance sends each sweep when it starts (the schedule's jobs carry no data). */
interface StartMark {
  atStart: true;
}

export async function startJobQueue(
  deps: {
    database: Database;
    mail: MailDelivery;
    /** The SMS outbox's delivery; the server always has one (a folder when no gateway is set). */
    sms?: SmsDelivery;
    logger: Logger;
    publicUrl: string;
    /** The server's secret: it signs the stop links of the city notices. */
    secret: string;
  },
  options: { clock?: Clock } = {},
): Promise<JobQueue> {
  const { database, mail, sms, logger, publicUrl, secret } = deps;
  const clock = options.clock;
  const boss = new PgBoss({
    ...database.jobQueue(),
    schema: 'pgboss',
    ...(clock ? { clock } : {}),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const now = () => new Date(clock ? clock.now() : Date.now());
  const sweepDeps = { db: database.db, logger, publicUrl, secret };
  // Before any worker can kick a delivery: a sweep left queued by the last process may run at
  // once and start one, whose fresh claims a later release would take away mid-send.
  if (sms && database.kind === 'pglite') await sms.releaseClaims();
  for (const sweep of SWEEPS) {
    await boss.createQueue(sweep.queue);
    // 'once': after downtime a sweep runs one time for the ticks it missed, not for each.
    await boss.schedule(sweep.queue, sweep.cron, null, { tz: INDIA_TIME_ZONE, missed: 'once' });
    await boss.work<StartMark | null>(sweep.queue, async ([job]) => {
      if (
        job?.data?.atStart &&
        sweep.neededAtStart &&
        !(await sweep.neededAtStart(sweepDeps, now()))
      )
        return;
      await sweep.run(sweepDeps, now());
      if (sweep.mails) {
        mail.kick();
        sms?.kick();
      }
    });
  }
  // On PGlite this process alone owns DATA_DIR: claims left by a killed one are nobody's, so
  // their mails go now rather than when the lease runs out.
  if (database.kind === 'pglite') await mail.releaseClaims();
  await workOutbox(boss, MAIL_QUEUE, mail, () => mail.purgeSent());
  mail.onRetry((at) => {
    boss.send(MAIL_QUEUE, null, { startAfter: at }).catch((error: unknown) => {
      logger.error({ err: error }, 'mail retry could not be scheduled');
    });
  });
  if (sms) {
    await workOutbox(boss, SMS_QUEUE, sms, () => sms.purgeOld());
    sms.kick();
  }
  mail.kick();
  // A (re)started server catches up at once rather than at the next tick; should two instances
  // start together, the claims keep each reminder and notice to one mail.
  for (const sweep of SWEEPS) await boss.send(sweep.queue, { atStart: true } satisfies StartMark);
  return {
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
      // A pass still talking to a mail server is not waited for past this: its claims' lease
      // runs out and the mails go again later.
      await Promise.race([
        Promise.all([mail.settled(), sms?.settled()]),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
    },
  };
}
