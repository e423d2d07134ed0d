// Setu's scheduled work runs on pg-boss, a job queue kept in the database itself: PGlite or
// PostgreSQL, whichever Setu runs on, so nothing scheduled is forgotten on a restart, and two
// instances on one PostgreSQL share one queue (pg-boss's cron sends each tick's job once).
// The reminder sweep (teaching-sessions/reminders.ts) runs every 5 minutes and once at start; its
// own claims make each reminder go once even if two sweeps overlap (decision 0023).
// Expired rate-limit rows are deleted every hour and once at start (decision 0025).
// Mail delivery (src/server/mail/outbox.ts, decision 0030) runs every minute, at start, and at
// each retry's time; its claims keep each mail to one delivery across instances.
import { purgeExpiredLimits } from '../http/rate-limit';
import { PgBoss, type Clock } from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { MailDelivery } from '../mail/outbox';
import { sendDueReminders } from '../teaching-sessions/reminders';
import { sendCityWatchNotices } from '../city-watch/notices';
import { sweepVettingDocuments } from '../vetting-documents/sweeps';
import { INDIA_TIME_ZONE } from '../../shared/time';

export const REMINDER_QUEUE = 'session-reminders';
/** Every 5 minutes: a reminder goes out between 24 h and 23 h 55 min before its session. */
export const REMINDER_CRON = '*/5 * * * *';
export const MAIL_QUEUE = 'mail-delivery';
/** Every minute: the backstop for mails whose kick was lost (a crash) and for retries. */
export const MAIL_CRON = '* * * * *';
const MAIL_POLL_SECONDS = 30;

export const LIMIT_PURGE_QUEUE = 'rate-limit-purge';
/** Hourly: no bucket outlives its window by more than an hour. */
export const LIMIT_PURGE_CRON = '7 * * * *';

/** "An NGO joined your city" notices (city-watch/notices.ts): every minute, and once at start. */
export const CITY_WATCH_QUEUE = 'city-watch-notices';
export const CITY_WATCH_CRON = '* * * * *';

/** Police clearance reminders and the documents' purge (vetting-documents/sweeps.ts): hourly. */
export const DOCUMENT_SWEEP_QUEUE = 'vetting-documents-sweep';

export interface JobQueue {
  stop(): Promise<void>;
}

export async function startJobQueue(
  deps: {
    database: Database;
    mail: MailDelivery;
    logger: Logger;
    publicUrl: string;
    /** The server's secret: it signs the stop links of the city notices. */
    secret: string;
  },
  options: { clock?: Clock } = {},
): Promise<JobQueue> {
  const { database, mail, logger, publicUrl, secret } = deps;
  const clock = options.clock;
  const boss = new PgBoss({
    ...database.jobQueue(),
    schema: 'pgboss',
    ...(clock ? { clock } : {}),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(REMINDER_QUEUE);
  // 'once': after downtime the sweep runs one time for the ticks it missed, not for each.
  await boss.schedule(REMINDER_QUEUE, REMINDER_CRON, null, { tz: INDIA_TIME_ZONE, missed: 'once' });
  await boss.work(REMINDER_QUEUE, async () => {
    const now = new Date(clock ? clock.now() : Date.now());
    const sent = await sendDueReminders({ db: database.db, logger, publicUrl }, now);
    logger.info(sent, 'reminder sweep done');
    mail.kick();
  });
  await boss.createQueue(CITY_WATCH_QUEUE);
  await boss.schedule(CITY_WATCH_QUEUE, CITY_WATCH_CRON, null, {
    tz: INDIA_TIME_ZONE,
    missed: 'once',
  });
  await boss.work(CITY_WATCH_QUEUE, async () => {
    const now = new Date(clock ? clock.now() : Date.now());
    const sent = await sendCityWatchNotices({ db: database.db, logger, publicUrl, secret }, now);
    if (sent) logger.info({ sent }, 'city notices sent');
    mail.kick();
  });
  // On PGlite this process alone owns DATA_DIR: claims left by a killed one are nobody's, so
  // their mails go now rather than when the lease runs out.
  if (database.kind === 'pglite') await mail.releaseClaims();
  await boss.createQueue(MAIL_QUEUE);
  await boss.schedule(MAIL_QUEUE, MAIL_CRON, null, { missed: 'once' });
  // Requests kick the delivery themselves; this queue only carries the minute's backstop and the
  // retries' wake-ups, so a slow poll is enough and keeps the queue's own queries few.
  await boss.work(MAIL_QUEUE, { pollingIntervalSeconds: MAIL_POLL_SECONDS }, async () => {
    mail.kick();
    await mail.settled();
    await mail.purgeSent();
  });
  mail.onRetry((at) => {
    boss.send(MAIL_QUEUE, null, { startAfter: at }).catch((error: unknown) => {
      logger.error({ err: error }, 'mail retry could not be scheduled');
    });
  });
  mail.kick();
  // A (re)started server catches up at once rather than at the next tick; should two instances
  // start together, the claims keep each reminder and notice to one mail.
  await boss.send(REMINDER_QUEUE, null);
  await boss.send(CITY_WATCH_QUEUE, null);

  await boss.createQueue(LIMIT_PURGE_QUEUE);
  await boss.schedule(LIMIT_PURGE_QUEUE, LIMIT_PURGE_CRON, null, { missed: 'once' });
  await boss.work(LIMIT_PURGE_QUEUE, async () => {
    const purged = await purgeExpiredLimits(database.db);
    logger.debug({ purged }, 'expired rate limits purged');
  });
  await boss.send(LIMIT_PURGE_QUEUE, null);
  await boss.createQueue(DOCUMENT_SWEEP_QUEUE);
  await boss.schedule(DOCUMENT_SWEEP_QUEUE, '23 * * * *', null, { missed: 'once' });
  await boss.work(DOCUMENT_SWEEP_QUEUE, async () => {
    const now = new Date(clock ? clock.now() : Date.now());
    logger.info(
      await sweepVettingDocuments({ db: database.db, logger, publicUrl }, now),
      'documents swept',
    );
    mail.kick();
  });
  await boss.send(DOCUMENT_SWEEP_QUEUE, null);
  return {
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
      // A pass still talking to a mail server is not waited for past this: its claims' lease
      // runs out and the mails go again later.
      await Promise.race([
        mail.settled(),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
    },
  };
}
