// The documents' scheduled work, run by the job queue (src/server/jobs/job-queue.ts) with the
// clock as an argument, so tests choose the day:
// - reminders 30 and 7 days before a verified police clearance ends, once each: each is claimed
//   by one UPDATE … RETURNING that sets its reminded_*_at, so two sweeps at once (two instances,
//   a restart) send it once, and the claim and the mail commit together (the outbox, decision 0030);
// - the purge: a document's bytes are deleted 30 days after its decision; the outcome, who
//   decided and when stay (docs/decisions/0040-vetting-documents.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { asLocale } from '../accounts/account-language';
import { writeMail } from '../mail/outbox';
import { DOCUMENT_LIMITS } from '../../shared/vetting-documents';
import { pccReminderEmail } from './emails';
import { appUrl, PATHS } from '../../shared/paths';
import { rowsOf } from '../db/rows';

export interface DocumentSweepDeps {
  db: Db;
  logger: Logger;
  publicUrl: string;
}

const DAY_MS = 86_400_000;

/**
 * Claims and writes the reminders due at `now`: the 30-day one from 30 days before the end until
 * the 7-day one is due, then the 7-day one until the end. Only the volunteer's latest verified
 * police clearance is reminded of (a renewal already checked silences the old one).
 */
async function sendReminders(deps: DocumentSweepDeps, now: Date, days: 30 | 7) {
  const { db, publicUrl } = deps;
  const column = sql.identifier(days === 30 ? 'reminded_30_at' : 'reminded_7_at');
  const from = new Date(now.getTime() + days * DAY_MS).toISOString();
  const until =
    days === 30 ? new Date(now.getTime() + 7 * DAY_MS).toISOString() : now.toISOString();
  return db.transaction(async (tx) => {
    const claimed = rowsOf(
      await tx.execute(sql`
      update vetting_documents d set ${column} = ${now.toISOString()}::timestamptz
      from volunteers v join "user" u on u.id = v.user_id
      where v.user_id = d.volunteer_uid
        and d.kind = 'police_clearance' and d.status = 'verified'
        and d.${column} is null
        and d.valid_until <= ${from}::timestamptz and d.valid_until > ${until}::timestamptz
        and not exists (select 1 from vetting_documents n
          where n.volunteer_uid = d.volunteer_uid and n.kind = 'police_clearance'
            and n.status = 'verified' and n.valid_until > d.valid_until)
      returning d.valid_until, v.full_name, v.email, u.language`),
    );
    for (const row of claimed) {
      const validUntil = new Date(String(row.valid_until));
      await writeMail(tx, {
        kind: `pcc-reminder-${days}`,
        ...pccReminderEmail({
          to: String(row.email),
          language: asLocale(String(row.language)),
          name: String(row.full_name),
          validUntil,
          days: Math.max(1, Math.round((validUntil.getTime() - now.getTime()) / DAY_MS)),
          checksUrl: appUrl(publicUrl, PATHS.checksDocuments),
        }),
      });
    }
    return claimed.length;
  });
}

/** Empties the files of documents decided more than 30 days before `now`. */
export async function purgeDecidedDocuments(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DOCUMENT_LIMITS.keepDays * DAY_MS).toISOString();
  const purged = rowsOf(
    await db.execute(sql`
      update vetting_documents set bytes = null, purged_at = ${now.toISOString()}::timestamptz
      where purged_at is null and decided_at is not null and decided_at <= ${before}::timestamptz
      returning id`),
  );
  return purged.length;
}

/** The job queue's daily sweep (and once at start). */
export async function sweepVettingDocuments(deps: DocumentSweepDeps, now: Date) {
  const reminded30 = await sendReminders(deps, now, 30);
  const reminded7 = await sendReminders(deps, now, 7);
  const purged = await purgeDecidedDocuments(deps.db, now);
  return { reminded30, reminded7, purged };
}
