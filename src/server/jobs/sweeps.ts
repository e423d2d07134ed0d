// The work Setu does on a clock, one entry each: adding a sweep is one entry here, in its own
// capability's words (docs/decisions/0023-sessions-and-reminders.md explains why a sweep's own
// claims, not the queue, keep each mail to one). Every sweep runs on its schedule and once when
// an instance starts (unless it says that run is not needed), and takes the time as an argument
// so tests can set the clock.
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { purgeExpiredLimits } from '../http/rate-limit';
import { sendDueReminders } from '../teaching-sessions/reminders';
import { sendCityWatchNotices } from '../city-watch/notices';
import { sendReferenceReminders } from '../vetting-references/reminders';
import { referenceLinks } from '../vetting-references/links';
import { sweepVettingDocuments } from '../vetting-documents/sweeps';
import { settleDueGates } from '../vetting-gate/settle';
import { impactIsFresh, refreshImpact } from '../impact/snapshot';
import { advanceSearches } from '../substitutes/search';
import { sendBreakReminders } from '../breaks/reminders';
import { sendCheckIns } from '../partnership-health/check-ins';

export interface SweepDeps {
  db: Db;
  logger: Logger;
  publicUrl: string;
  /** The server's secret: it signs links such as the city notices' stop links. */
  secret: string;
}

export interface Sweep {
  /** The pg-boss queue's name. */
  queue: string;
  /** When it runs, in India's time zone. */
  cron: string;
  /** Whether it may write mail: the outbox is kicked after it. */
  mails: boolean;
  run(deps: SweepDeps, now: Date): Promise<unknown>;
  /** Whether the run at an instance's start is needed; without this, it always is. */
  neededAtStart?(deps: SweepDeps, now: Date): Promise<boolean>;
}

/** A sweep that may write mail, and logs what it did (its counts) under `done`. */
function mailingSweep(
  queue: string,
  cron: string,
  done: string,
  work: (deps: SweepDeps, now: Date) => Promise<object>,
): Sweep {
  return {
    queue,
    cron,
    mails: true,
    run: async (deps, now) => deps.logger.info(await work(deps, now), done),
  };
}

export const SWEEPS: readonly Sweep[] = [
  // Every 5 minutes: a reminder goes out between 24 h and 23 h 55 min before its session.
  mailingSweep('session-reminders', '*/5 * * * *', 'reminder sweep done', sendDueReminders),
  {
    // "An NGO joined your city" (city-watch/notices.ts): every minute.
    queue: 'city-watch-notices',
    cron: '* * * * *',
    mails: true,
    run: async (deps, now) => {
      const sent = await sendCityWatchNotices(deps, now);
      if (sent) deps.logger.info({ sent }, 'city notices sent');
    },
  },
  // A referee who has not answered after 3 days gets one reminder (vetting-references).
  mailingSweep('referee-reminders', '*/5 * * * *', 'referee reminders done', (deps, now) =>
    sendReferenceReminders({ db: deps.db, ...referenceLinks(deps.publicUrl) }, now),
  ),
  // Hourly: police clearance reminders 30 and 7 days ahead, and each document's file deleted
  // 30 days after its decision (vetting-documents/sweeps.ts).
  mailingSweep('vetting-documents-sweep', '23 * * * *', 'documents swept', sweepVettingDocuments),
  // Every 15 minutes: a required check that ran out holds its partnerships (their coming
  // sessions cancelled, both sides told), and held ones whose checks are valid go ahead
  // (vetting-gate/settle.ts; docs/decisions/0041-vetting-gate.md).
  mailingSweep('vetting-gate', '*/15 * * * *', 'vetting gate settled', (deps, now) =>
    settleDueGates(deps.db, { now, publicUrl: deps.publicUrl }),
  ),
  // Every 5 minutes: a cover search's next wave 2 hours after the last, and its end 3 hours
  // before the session (substitutes/search.ts; docs/decisions/0042-substitutes.md).
  mailingSweep('substitute-search', '*/5 * * * *', 'substitute searches advanced', (deps, now) =>
    advanceSearches(deps.db, now, { publicUrl: deps.publicUrl }),
  ),
  // Hourly: a volunteer whose break ends is reminded 3 days before the sessions come back
  // (breaks/reminders.ts; docs/decisions/0048-breaks-and-health.md).
  mailingSweep('break-reminders', '41 * * * *', 'break reminders done', sendBreakReminders),
  // Hourly: after two missed or cancelled sessions in a row, the volunteer is asked once
  // whether they can still teach (partnership-health/check-ins.ts).
  mailingSweep('partnership-check-ins', '53 * * * *', 'check-ins done', sendCheckIns),
  {
    // Hourly: no rate-limit bucket outlives its window by more than an hour (decision 0025).
    queue: 'rate-limit-purge',
    cron: '7 * * * *',
    mails: false,
    run: async (deps) =>
      deps.logger.debug(
        { purged: await purgeExpiredLimits(deps.db) },
        'expired rate limits purged',
      ),
  },
  {
    // Hourly, and at start so a fresh install's page is never empty: the public impact figures
    // (impact/snapshot.ts; docs/decisions/0045-public-impact.md). A restart within the hour
    // keeps the snapshot it finds: at scale it takes seconds of the database's time (bench/impact.ts).
    queue: 'impact-snapshot',
    cron: '41 * * * *',
    mails: false,
    neededAtStart: async (deps, now) => !(await impactIsFresh(deps.db, now)),
    run: async (deps, now) => {
      const started = performance.now();
      await refreshImpact(deps.db, now);
      deps.logger.info({ ms: Math.round(performance.now() - started) }, 'impact figures computed');
    },
  },
];
