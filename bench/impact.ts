// The public impact figures (docs/decisions/0045-public-impact.md) on a larger database: the
// hourly snapshot's computation (refreshImpact, as the sweep runs it) on PostgreSQL with
// BENCH_IMPACT_PARTNERSHIPS partnerships (20,000 by default) in 40 cities, each with a year of
// weekly sessions, and GET /api/impact (the snapshot, answered from memory) read by 10 clients.
// Rows are written with generate_series, not through the API: only their shape matters here.
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { refreshImpact } from '../src/server/impact/snapshot';
import { benchDist } from './lib/dist';
import { measure } from './lib/load';
import {
  BENCH_AUTH_SECRET,
  NO_POSTGRES_REASON,
  POSTGRES_URL,
  scratchDatabase,
} from './lib/postgres';
import { median, round } from './lib/proc';
import { startBenchServer } from './lib/server';
import type { PartResult, Row } from './lib/types';

const PARTNERSHIPS = Number(process.env.BENCH_IMPACT_PARTNERSHIPS) || 20_000;
const CITIES = 40;
const SESSIONS_EACH = 52;

/** The goal for the hourly computation: well inside its hour, and short enough to run at start. */
const COMPUTE_GOAL_MS = 10_000;
/** The public read comes from memory: as fast as the other cached public reads. */
const READ_GOAL_MS = 50;

async function fill(url: string) {
  const database = await openPostgres(url);
  try {
    await database.migrate();
    const { db } = database;
    const n = PARTNERSHIPS;
    const ngos = Math.max(CITIES, Math.round(n / 10));
    await db.execute(sql`
      insert into "user" (id, name, email)
      select 'v' || i, 'Volunteer ' || i, 'v' || i || '@bench.example'
      from generate_series(1, ${n}) i
      union all
      select 'n' || i, 'NGO ' || i, 'n' || i || '@bench.example' from generate_series(1, ${ngos}) i`);
    await db.execute(sql`
      insert into volunteers (user_id, full_name, email, phone, location, skills, age_group, reason)
      select 'v' || i, 'Volunteer ' || i, 'v' || i || '@bench.example', '9000000000', 'Pune',
        'Teaching', 'Children', 'bench'
      from generate_series(1, ${n}) i`);
    await db.execute(sql`
      insert into ngos (uid, ngo_name, contact_person, email, phone, location, area_of_work,
        volunteer_reqs, schedule, description)
      select 'n' || i, 'NGO ' || i, 'Contact', 'n' || i || '@bench.example', '9000000000',
        'City ' || (i % ${CITIES}), 'Education', 'bench', 'bench', 'bench'
      from generate_series(1, ${ngos}) i`);
    await db.execute(sql`
      insert into ngo_listings
        (name, location, availability, topics, availability_times, topics_search, owner_uid)
      select 'Listing ' || i, 'City ' || (i % ${CITIES}), array['Saturday'], array['Maths'],
        array['11:00 AM - 12:00 PM'], 'maths', 'n' || i
      from generate_series(1, ${ngos}) i`);
    // Accepted over the last 18 months, answered within two days; one in four has ended.
    await db.execute(sql`
      insert into connection_requests
        (volunteer_uid, listing_id, status, created_at, answered_at, ended_at)
      select 'v' || i, (select min(id) from ngo_listings) + (i % ${ngos}),
        case when i % 4 = 0 then 'ended' else 'accepted' end,
        now() - make_interval(days => i % 540) - make_interval(hours => i % 48),
        now() - make_interval(days => i % 540),
        case when i % 4 = 0 then now() - make_interval(days => (i % 540) / 2) end
      from generate_series(1, ${n}) i`);
    // A year of weekly sessions each: most held, some not, some cancelled, some by a substitute.
    await db.execute(sql`
      insert into teaching_sessions
        (request_id, occurrence, starts_at, ends_at, status, cancelled_by, attendance, covered_by)
      select r.id, r.answered_at + make_interval(weeks => w),
        r.answered_at + make_interval(weeks => w), r.answered_at + make_interval(weeks => w, hours => 1),
        case when w % 9 = 0 then 'cancelled' else 'scheduled' end,
        case when w % 9 = 0 then 'volunteer' end,
        case when w % 9 = 0 then null when w % 7 = 0 then 'not_held' else 'held' end,
        case when w % 11 = 0 then r.volunteer_uid end
      from connection_requests r, generate_series(1, ${SESSIONS_EACH}) w`);
    await db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

async function timeCompute(url: string, runs: number): Promise<number[]> {
  const database = await openPostgres(url);
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await refreshImpact(database.db, new Date());
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await database.close();
  }
}

export async function impactBench(seconds = 5): Promise<PartResult> {
  if (!POSTGRES_URL) return { rows: [], skipped: [`impact: ${NO_POSTGRES_REASON}`] };
  const scratch = await scratchDatabase();
  try {
    await fill(scratch.url);
    const times = await timeCompute(scratch.url, 3);
    const computeMs = round(median(times), 0);
    const server = await startBenchServer({
      distDir: benchDist(),
      env: { DATABASE_URL: scratch.url, AUTH_SECRET: BENCH_AUTH_SECRET },
    });
    let read;
    try {
      read = await measure({ url: `${server.url}/api/impact`, duration: seconds });
    } finally {
      await server.stop();
    }
    const size = `${PARTNERSHIPS.toLocaleString('en-US')} partnerships, ${(PARTNERSHIPS * SESSIONS_EACH).toLocaleString('en-US')} sessions, ${CITIES} cities`;
    const rows: Row[] = [
      {
        part: 'impact',
        measure: `computing the impact snapshot on PostgreSQL (${size}): median of 3`,
        value: computeMs,
        unit: 'ms',
        goal: `< ${COMPUTE_GOAL_MS} ms`,
        ok: computeMs < COMPUTE_GOAL_MS,
        note: `runs ${times.map((t) => round(t, 0)).join(', ')} ms`,
      },
      {
        part: 'impact',
        measure: `GET /api/impact on PostgreSQL (${size}), 10 clients: p97.5`,
        value: read.p97_5,
        unit: 'ms',
        goal: `< ${READ_GOAL_MS} ms`,
        ok: read.p97_5 < READ_GOAL_MS && read.errors === 0 && read.non2xx === 0,
        note: `p50 ${read.p50} ms, ${read.rps} requests/s, errors ${read.errors}, non-2xx ${read.non2xx}`,
      },
    ];
    return { rows, details: { times, read } };
  } finally {
    await scratch.drop();
  }
}
