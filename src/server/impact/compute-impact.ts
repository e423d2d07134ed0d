// The public impact figures, computed from the database in SQL that PGlite and PostgreSQL both
// run: each figure once per city and once for all of Setu (grouping sets). The definitions are
// in docs/decisions/0045-public-impact.md; the shapes in src/shared/impact.ts.
//
// Only partnerships between real people count: a request whose volunteer or NGO is a demo
// account (src/server/demo/demo-identity.ts) is left out, and so is one on a sample listing (no
// owner). A city is the listing's location as written, grouped without regard to case or
// surrounding spaces, and named by its first spelling in byte order, as the operators' metrics do.
import { sql } from 'drizzle-orm';
import {
  IMPACT_COHORT_MONTHS,
  IMPACT_MIN_PARTNERSHIPS,
  IMPACT_WINDOW_DAYS,
  LASTING_WEEKS,
  type ImpactCohort,
  type ImpactFigures,
  type ImpactScope,
} from '../../shared/impact';
import { INDIA_TIME_ZONE } from '../../shared/time';
import type { Db } from '../db/client';
import { isDemoAccount } from '../demo/demo-identity';
import { queryRows } from '../db/rows';

/**
 * Requests between real people, with their city's key and spelling; `paused` when a suspension
 * paused it or the vetting gate holds it (docs/decisions/0041-vetting-gate.md): not running now.
 */
const REAL_REQUESTS = sql`
  select cr.id, cr.volunteer_uid, cr.status, cr.created_at, cr.answered_at, cr.ended_at,
    l.owner_uid, lower(btrim(l.location)) as city_key, btrim(l.location) as city_name,
    (exists (select 1 from paused_partnerships pp where pp.request_id = cr.id)
      or exists (select 1 from partnership_gate_holds h
        where h.request_id = cr.id and h.released_at is null)) as paused
  from connection_requests cr
    join ngo_listings l on l.id = cr.listing_id
  where l.owner_uid is not null
    and not ${isDemoAccount(sql`cr.volunteer_uid`)}
    and not ${isDemoAccount(sql`l.owner_uid`)}`;

/** Each aggregate per city and for the total; `total` marks the total's row. */
const BY_CITY = sql`group by grouping sets ((r.city_key), ())`;
const SCOPE_COLUMNS = sql`grouping(r.city_key) = 1 as total, r.city_key as city_key,
  min(r.city_name collate "C") as city`;

interface ScopeRow {
  total: boolean;
  city_key: string | null;
  city: string | null;
}

const keyOf = (row: ScopeRow) => (row.total ? null : row.city_key);
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const shareOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export async function computeImpact(db: Db, now: Date): Promise<ImpactFigures> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const since = sql`(${at} - make_interval(days => ${IMPACT_WINDOW_DAYS}))`;
  const thisMonth = sql`date_trunc('month', ${at} at time zone ${INDIA_TIME_ZONE})`;
  const firstCohort = sql`((${thisMonth} - make_interval(months => ${IMPACT_COHORT_MONTHS - 1})) at time zone ${INDIA_TIME_ZONE})`;

  const counts = await queryRows<
    ScopeRow & { partnerships: number; volunteers: number; ngos: number }
  >(
    db,
    sql`
      with r as (${REAL_REQUESTS})
      select ${SCOPE_COLUMNS},
        count(*) filter (where r.status in ('accepted', 'ended'))::int as partnerships,
        count(distinct r.volunteer_uid) filter (where r.status = 'accepted' and not r.paused)::int
          as volunteers,
        count(distinct r.owner_uid) filter (where r.status = 'accepted' and not r.paused)::int
          as ngos
      from r ${BY_CITY}`,
  );

  // A session counts towards reliability once its outcome is known: the NGO marked it, or one of
  // the two sides cancelled it. Holidays, terms, an ended partnership and the vetting gate cancel
  // sessions nobody failed to hold, so those are not counted.
  const held = sql`s.status = 'scheduled' and s.attendance = 'held'`;
  const known = sql`s.ends_at > ${since} and s.ends_at <= ${at} and (
    (s.status = 'scheduled' and s.attendance is not null)
    or (s.status = 'cancelled' and s.cancelled_by in ('volunteer', 'ngo')))`;
  const sessions = await queryRows<
    ScopeRow & {
      sessions_held: number;
      hours: number | null;
      scheduled: number;
      held: number;
      by_substitutes: number;
    }
  >(
    db,
    sql`
      with r as (${REAL_REQUESTS})
      select ${SCOPE_COLUMNS},
        count(*) filter (where ${held})::int as sessions_held,
        sum(extract(epoch from s.ends_at - s.starts_at)) filter (where ${held}) / 3600 as hours,
        count(*) filter (where ${known})::int as scheduled,
        count(*) filter (where ${known} and ${held})::int as held,
        count(*) filter (where ${known} and ${held} and s.covered_by is not null)::int
          as by_substitutes
      from r join teaching_sessions s on s.request_id = r.id
      ${BY_CITY}`,
  );

  // Answers in the window (accepted or declined, whatever became of them since); the first
  // session held of each partnership accepted in the window (one never held yet is not counted).
  const speed = await queryRows<
    ScopeRow & { answer_hours: number | null; first_days: number | null }
  >(
    db,
    sql`
      with r as (${REAL_REQUESTS}),
      answered as (
        select r.*, (
            select min(s.starts_at) from teaching_sessions s
            where s.request_id = r.id and s.status = 'scheduled' and s.attendance = 'held'
          ) as first_held
        from r
        where r.answered_at is not null and r.answered_at > ${since}
      )
      select ${SCOPE_COLUMNS},
        percentile_cont(0.5) within group (
          order by extract(epoch from r.answered_at - r.created_at) / 3600) as answer_hours,
        percentile_cont(0.5) within group (
          order by extract(epoch from r.first_held - r.answered_at) / 86400)
          filter (where r.status in ('accepted', 'ended') and r.first_held is not null)
          as first_days
      from answered r ${BY_CITY}`,
  );

  // A partnership lasted N weeks when it had not ended N weeks after its acceptance; it is asked
  // only once N weeks have passed.
  const lastingColumns = LASTING_WEEKS.map((weeks) => {
    const mark = sql`r.answered_at + make_interval(weeks => ${weeks})`;
    return sql`count(*) filter (where ${mark} <= ${at})::int as ${sql.raw(`due_${weeks}`)},
      count(*) filter (where ${mark} <= ${at}
        and (r.ended_at is null or r.ended_at > ${mark}))::int as ${sql.raw(`lasted_${weeks}`)}`;
  });
  const cohorts = await queryRows<
    ScopeRow & { month: string; partnerships: number } & Record<string, number>
  >(
    db,
    sql`
      with r as (
        select r.*, to_char(date_trunc('month', r.answered_at at time zone ${INDIA_TIME_ZONE}),
            'YYYY-MM') as month
        from (${REAL_REQUESTS}) r
        where r.status in ('accepted', 'ended') and r.answered_at >= ${firstCohort}
      )
      select grouping(r.city_key) = 1 as total, r.city_key as city_key, null as city, r.month,
        count(*)::int as partnerships, ${sql.join(lastingColumns, sql`, `)}
      from r
      group by grouping sets ((r.city_key, r.month), (r.month))
      order by r.month`,
  );

  const scopes = new Map<string | null, ImpactScope>();
  const scopeOf = (row: ScopeRow) => scopes.get(keyOf(row));
  for (const row of counts) {
    scopes.set(keyOf(row), {
      city: row.total ? null : row.city,
      partnerships: Number(row.partnerships),
      activity: {
        volunteers: Number(row.volunteers),
        ngos: Number(row.ngos),
        sessionsHeld: 0,
        hoursTaught: 0,
      },
      rates: {
        medianAnswerHours: null,
        medianDaysToFirstSession: null,
        sessions: emptySessions(),
        cohorts: [],
      },
    });
  }
  // A database without any request still has its total.
  if (!scopes.has(null)) scopes.set(null, emptyScope());

  for (const row of sessions) {
    const scope = scopeOf(row);
    if (!scope) continue;
    scope.activity.sessionsHeld = Number(row.sessions_held);
    scope.activity.hoursTaught = Math.round(Number(row.hours ?? 0) * 10) / 10;
    const scheduled = Number(row.scheduled);
    const heldCount = Number(row.held);
    const bySubstitutes = Number(row.by_substitutes);
    scope.rates!.sessions = {
      scheduled,
      held: heldCount,
      bySubstitutes,
      heldShare: shareOf(heldCount, scheduled),
      substituteShare: shareOf(bySubstitutes, scheduled),
    };
  }
  for (const row of speed) {
    const scope = scopeOf(row);
    if (!scope) continue;
    scope.rates!.medianAnswerHours = num(row.answer_hours);
    scope.rates!.medianDaysToFirstSession = num(row.first_days);
  }
  for (const row of cohorts) {
    const scope = scopeOf(row);
    if (!scope) continue;
    const cohort: ImpactCohort = {
      month: row.month,
      partnerships: Number(row.partnerships),
      lasting: LASTING_WEEKS.map((weeks) =>
        shareOf(Number(row[`lasted_${weeks}`]), Number(row[`due_${weeks}`])),
      ),
    };
    scope.rates!.cohorts.push(cohort);
  }

  for (const scope of scopes.values()) {
    if (scope.partnerships < IMPACT_MIN_PARTNERSHIPS) scope.rates = null;
  }
  const total = scopes.get(null)!;
  scopes.delete(null);
  const cities = [...scopes.values()].sort(
    (a, b) => b.partnerships - a.partnerships || byteOrder(a.city ?? '', b.city ?? ''),
  );
  return { total, cities };
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function emptySessions() {
  return { scheduled: 0, held: 0, bySubstitutes: 0, heldShare: null, substituteShare: null };
}

function emptyScope(): ImpactScope {
  return {
    city: null,
    partnerships: 0,
    activity: { volunteers: 0, ngos: 0, sessionsHeld: 0, hoursTaught: 0 },
    rates: null,
  };
}
