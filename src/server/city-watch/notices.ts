// The sweep that tells volunteers an NGO has joined the city they asked about (city_watches in
// db/schema.ts). The job queue runs it every minute and once at start (src/server/jobs), never a
// request: publishing stays as fast as before, and a mail server that is down delays nothing.
//
// Each notice is claimed in one UPDATE … RETURNING that sets notified_at: of two sweeps at once
// (two instances, a restart) only one gets the row, so each volunteer gets one email per city,
// whichever NGO published first and however many publish after it. The claim and the mails commit
// together in the outbox (decision 0030), so a crash neither loses a notice nor sends it twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { DEMO_EMAIL_DOMAIN } from '../demo/demo-identity';
import type { Logger } from '../logger';
import { asLocale } from '../accounts/account-language';
import { writeMail } from '../mail/outbox';
import { cityWatchEmail } from './emails';
import { stopToken } from './stop-token';
import { appUrl, PATHS } from '../../shared/paths';
import { rowsOf } from '../db/rows';

export interface CityWatchDeps {
  db: Db;
  logger: Logger;
  publicUrl: string;
  /** The server's secret, which signs the stop links. */
  secret: string;
}

/** The page the stop link opens; it stops the emails at once (web/pages/stop-city-emails). */
export function stopUrl(publicUrl: string, secret: string, uid: string): string {
  return appUrl(publicUrl, PATHS.stopCityEmails, { token: stopToken(secret, uid) });
}

/**
 * Claims and sends the notices due: asks not yet answered or stopped, of volunteers whose address
 * is confirmed and who are not suspended, for a city where a registered NGO (not a demo account)
 * has a published listing. Answers how many were sent.
 */
export async function sendCityWatchNotices(deps: CityWatchDeps, now: Date): Promise<number> {
  const { db, publicUrl, secret } = deps;
  return db.transaction(async (tx) => {
    const claimed = rowsOf(
      await tx.execute(sql`
      update city_watches w set notified_at = ${now.toISOString()}::timestamptz
      from "user" u
      where u.id = w.volunteer_uid
        and w.notified_at is null and w.stopped_at is null
        and u.email_verified
        and not exists (select 1 from account_suspensions s where s.user_id = w.volunteer_uid)
        and exists (
          select 1 from ngo_listings l join "user" o on o.id = l.owner_uid
          where l.published and lower(trim(l.location)) = w.city_key
            and o.email not like ${`%@${DEMO_EMAIL_DOMAIN}`}
        )
      returning w.volunteer_uid, w.city, u.email, u.name, u.language`),
    );
    for (const row of claimed) {
      const uid = String(row.volunteer_uid);
      await writeMail(tx, {
        kind: 'city-watch',
        ...cityWatchEmail({
          to: String(row.email),
          language: asLocale(String(row.language)),
          name: String(row.name),
          city: String(row.city),
          matchesUrl: appUrl(publicUrl, PATHS.volunteerMatching),
          stopUrl: stopUrl(publicUrl, secret, uid),
        }),
      });
    }
    return claimed.length;
  });
}
