// The operators' metrics, read from the database in SQL that PGlite and PostgreSQL both run.
// Weeks are India's: date_trunc('week', …) on the local time in Asia/Kolkata starts each week
// on Monday 00:00 IST. The window is the last METRICS_WEEKS weeks, the current one included.
//
// Requests keep no history of their changes, only createdAt (sent) and updatedAt (the last
// change of status), so answers are dated by updatedAt. That is exact for a request still
// accepted or declined (nothing changes it after the answer) and an approximation for an ended
// partnership: it counts as accepted in the week it ended, and its answer time is unknown, so it
// is left out of the median. A withdrawn request was never answered and counts only as sent.
//
// The demo accounts (src/server/demo/demo-identity.ts) are not Setu's users: their sign-ups,
// requests, partnerships and reports are left out.
import { sql, type SQL } from 'drizzle-orm';
import {
  METRICS_TOP_CITIES,
  METRICS_WEEKS,
  acceptanceRate,
  type CategoryCount,
  type CityCount,
  type Metrics,
  type WeeklyRequests,
  type WeeklySignups,
} from '../../shared/metrics';
import { INDIA_TIME_ZONE } from '../../shared/time';
import type { Db } from '../db/client';
import { isDemoAccount } from '../demo/demo-identity';
import { queryRows } from '../db/rows';

/** The window's weeks as local (IST) timestamps, and where it starts as an instant. */
function windowOf(now: Date) {
  const thisWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${INDIA_TIME_ZONE})`;
  const firstWeek = sql`(${thisWeek} - make_interval(weeks => ${METRICS_WEEKS - 1}))`;
  return {
    weeks: sql`select generate_series(${firstWeek}, ${thisWeek}, interval '1 week') as week`,
    /** The first Monday 00:00 IST as a timestamptz, for comparing with stored instants. */
    since: sql`(${firstWeek} at time zone ${INDIA_TIME_ZONE})`,
  };
}

/** The IST week (its Monday, as a local timestamp) an instant column falls in. */
const weekOf = (column: SQL) => sql`date_trunc('week', ${column} at time zone ${INDIA_TIME_ZONE})`;

/** A request between real people: neither its volunteer nor its listing's NGO is a demo one. */
const realRequest = (
  request: string,
) => sql`not ${isDemoAccount(sql.raw(`${request}.volunteer_uid`))}
  and not exists (
    select 1 from ngo_listings dl
    where dl.id = ${sql.raw(`${request}.listing_id`)} and ${isDemoAccount(sql`dl.owner_uid`)})`;

export async function readMetrics(db: Db, now = new Date()): Promise<Metrics> {
  const { weeks, since } = windowOf(now);

  // Sign-ups by role: the account's creation, joined to the profile that gives its role.
  // Operators and accounts without a profile have no role and are not counted.
  const signups = await queryRows<WeeklySignups>(
    db,
    sql`
      with weeks as (${weeks}),
      made as (
        select ${weekOf(sql`u.created_at`)} as week,
          count(v.user_id)::int as volunteers,
          count(n.uid)::int as ngos
        from "user" u
          left join volunteers v on v.user_id = u.id
          left join ngos n on n.uid = u.id
        where u.created_at >= ${since} and not ${isDemoAccount(sql`u.id`)}
        group by 1
      )
      select to_char(weeks.week, 'YYYY-MM-DD') as week,
        coalesce(made.volunteers, 0) as volunteers,
        coalesce(made.ngos, 0) as ngos
      from weeks left join made on made.week = weeks.week
      order by weeks.week`,
  );

  const requests = await queryRows<WeeklyRequests>(
    db,
    sql`
      with weeks as (${weeks}),
      sent as (
        select ${weekOf(sql`created_at`)} as week, count(*)::int as sent
        from connection_requests cr
        where created_at >= ${since} and ${realRequest('cr')}
        group by 1
      ),
      answered as (
        select ${weekOf(sql`updated_at`)} as week,
          count(*) filter (where status in ('accepted', 'ended'))::int as accepted,
          count(*) filter (where status = 'declined')::int as declined
        from connection_requests cr
        where updated_at >= ${since} and status in ('accepted', 'ended', 'declined')
          and ${realRequest('cr')}
        group by 1
      )
      select to_char(weeks.week, 'YYYY-MM-DD') as week,
        coalesce(sent.sent, 0) as sent,
        coalesce(answered.accepted, 0) as accepted,
        coalesce(answered.declined, 0) as declined
      from weeks
        left join sent on sent.week = weeks.week
        left join answered on answered.week = weeks.week
      order by weeks.week`,
  );

  // Only answers whose updatedAt is the answer: accepted (still) and declined.
  const [median] = await queryRows<{ seconds: number | null }>(
    db,
    sql`
      select percentile_cont(0.5) within group (
          order by extract(epoch from updated_at - created_at)
        ) as seconds
      from connection_requests cr
      where status in ('accepted', 'declined') and updated_at >= ${since}
        and ${realRequest('cr')}`,
  );

  // Active partnerships: accepted, not paused by a suspension, and not held by the vetting gate
  // (docs/decisions/0041-vetting-gate.md). A city is the listing's
  // location as written, grouped without regard to case or surrounding spaces, and named by its
  // first spelling in byte order ("Pune" before "pune" on every database's collation).
  const cities = await queryRows<CityCount>(
    db,
    sql`
      select min(btrim(l.location) collate "C") as city, count(*)::int as partnerships
      from connection_requests r
        join ngo_listings l on l.id = r.listing_id
      where r.status = 'accepted'
        and not exists (select 1 from paused_partnerships p where p.request_id = r.id)
        and not exists (
          select 1 from partnership_gate_holds h where h.request_id = r.id and h.released_at is null)
        and ${realRequest('r')}
      group by lower(btrim(l.location))
      order by partnerships desc, city`,
  );

  const reports = await queryRows<CategoryCount>(
    db,
    sql`
      select category, count(*)::int as count
      from reports rp
      where status <> 'resolved'
        and (rp.reporter_uid is null or not ${isDemoAccount(sql`rp.reporter_uid`)})
        and (rp.subject_uid is null or not ${isDemoAccount(sql`rp.subject_uid`)})
      group by category
      order by count desc, category`,
  );

  const accepted = requests.reduce((sum, w) => sum + w.accepted, 0);
  const declined = requests.reduce((sum, w) => sum + w.declined, 0);
  const seconds = median?.seconds;
  return {
    generatedAt: now.toISOString(),
    signups: signups.map((w) => ({
      week: w.week,
      volunteers: Number(w.volunteers),
      ngos: Number(w.ngos),
    })),
    requests: requests.map((w) => ({
      week: w.week,
      sent: Number(w.sent),
      accepted: Number(w.accepted),
      declined: Number(w.declined),
    })),
    acceptance: { accepted, declined, rate: acceptanceRate(accepted, declined) },
    medianAnswerSeconds: seconds === null || seconds === undefined ? null : Number(seconds),
    partnershipsByCity: cities
      .slice(0, METRICS_TOP_CITIES)
      .map((c) => ({ city: c.city, partnerships: Number(c.partnerships) })),
    otherCities: cities
      .slice(METRICS_TOP_CITIES)
      .reduce((sum, c) => sum + Number(c.partnerships), 0),
    openReports: {
      total: reports.reduce((sum, r) => sum + Number(r.count), 0),
      byCategory: reports.map((r) => ({ category: r.category, count: Number(r.count) })),
    },
  };
}
