// The substitute search at scale (docs/decisions/0042-substitutes.md): 100,000 volunteers in a
// scratch PostgreSQL database, each with a city, Morning/Evening availability (and exact hours
// on some days for a quarter of them), languages, topics and Setu's minimum checks (most valid,
// some expired or missing), 2,000 partnerships whose sessions keep their volunteers busy at some
// of the times asked, and a few suspensions. One
// search is what a wave runs: src/server/substitutes/candidates.ts's findCandidates, for one
// session at a time, across cities, days, times, topics, in person and online. Goal: p95 < 50 ms.
//   npx tsx bench/substitutes.ts    (TEST_DATABASE_URL or DATABASE_URL)
//   BENCH_ONLY=substitutes npm run bench
//   BENCH_SUBSTITUTES_VOLUNTEERS=n, BENCH_SUBSTITUTES_RUNS=n
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { rowsOf } from '../src/server/db/rows';
import {
  candidatesQuery,
  findCandidates,
  type CoverTarget,
} from '../src/server/substitutes/candidates';
import { CITIES, TOPICS } from '../src/shared/options';
import { indiaInstant } from '../src/shared/time';
import { NO_POSTGRES_REASON, POSTGRES_URL, scratchDatabase } from './lib/postgres';
import { round } from './lib/proc';
import type { PartResult } from './lib/types';

export const SUBSTITUTES_P95_GOAL_MS = 50;
const VOLUNTEERS = Number(process.env.BENCH_SUBSTITUTES_VOLUNTEERS) || 100_000;
const RUNS = Number(process.env.BENCH_SUBSTITUTES_RUNS) || 200;
const PARTNERSHIPS = 2_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Everything the search reads, written by SQL in a few statements (seconds, not minutes). */
async function fill(run: (query: ReturnType<typeof sql>) => Promise<unknown>) {
  const cities = sql.raw(`array[${CITIES.map((c) => `'${c}'`).join(',')}]`);
  const topics = sql.raw(`array[${TOPICS.map((t) => `'${t}'`).join(',')}]`);
  await run(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'v' || i, 'Volunteer ' || i, 'v' || i || '@bench.example', true, now(), now()
    from generate_series(1, ${VOLUNTEERS}) i`);
  // Availability: 2 to 6 of the 14 day parts; languages: Hindi for two in three, English for
  // half, one regional language; topics: none for a quarter, else one or two.
  await run(sql`insert into volunteers (user_id, full_name, email, phone, location, skills,
      availability, age_group, languages, reason, preferred_topics, timestamp)
    select 'v' || i, 'Volunteer ' || i, 'v' || i || '@bench.example', '+91 9800000000',
      (${cities})[1 + (i % ${CITIES.length})], 'Teaching',
      array(select d || ' ' || p from unnest(array['Monday','Tuesday','Wednesday','Thursday',
        'Friday','Saturday','Sunday']) d, unnest(array['Morning','Evening']) p
        where hashtext(i || d || p) % 7 < 2),
      'Children',
      array_remove(array[case when i % 3 <> 0 then 'Hindi' end, case when i % 2 = 0 then 'English' end,
        (array['Marathi','Tamil','Bengali','Telugu'])[1 + (i % 4)]], null),
      'To teach.',
      case when i % 4 = 0 then '{}'::text[]
        else array_remove(array[(${topics})[1 + (i % 5)], case when i % 3 = 0 then (${topics})[1 + ((i + 2) % 5)] end], null) end,
      now() - make_interval(secs => ${VOLUNTEERS} - i)
    from generate_series(1, ${VOLUNTEERS}) i`);
  // Exact hours for a quarter of them, on about three days in seven: a morning, the evening or
  // the hour of 11 AM, written both ways saveExactHours writes them (the search reads the rows).
  await run(sql`insert into volunteer_hours (volunteer_uid, day, start_minute, end_minute)
    select 'v' || i, d, (array[540, 1020, 660])[1 + (i % 3)], (array[780, 1260, 720])[1 + (i % 3)]
    from generate_series(1, ${VOLUNTEERS}) i, unnest(array['Monday','Tuesday','Wednesday',
      'Thursday','Friday','Saturday','Sunday']) d
    where i % 4 = 1 and hashtext(i || d || 'hours') % 7 < 3`);
  await run(sql`update volunteers v set exact_hours = h.list
    from (select volunteer_uid, jsonb_agg(jsonb_build_object('day', day,
        'start', (array['9:00 AM', '5:00 PM', '11:00 AM'])[array_position(array[540, 1020, 660], start_minute)],
        'end', (array['1:00 PM', '9:00 PM', '12:00 PM'])[array_position(array[780, 1260, 720], end_minute)])) list
      from volunteer_hours group by volunteer_uid) h
    where v.user_id = h.volunteer_uid`);
  // Setu's minimum: valid for 9 in 10, the course expired for some, missing for the rest.
  await run(sql`insert into volunteer_checks (volunteer_uid, kind, outcome, valid_until, decided_by, decided_at)
    select 'v' || i, k, 'valid',
      case when k = 'course' then now() + case when i % 20 = 0 then interval '-1 day' else interval '1 year' end end,
      'bench', now()
    from generate_series(1, ${VOLUNTEERS}) i, unnest(array['course','identity']) k
    where i % 10 <> 0`);
  await run(sql`insert into account_suspensions (user_id, reason, suspended_by)
    select 'v' || i, 'bench', 'bench' from generate_series(1, ${VOLUNTEERS}, 997) i`);
  // NGOs, one listing each, and a partnership each with 8 weekly sessions: their volunteers teach.
  await run(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'n' || i, 'NGO ' || i, 'n' || i || '@bench.example', true, now(), now()
    from generate_series(1, ${PARTNERSHIPS}) i`);
  await run(sql`insert into ngos (uid, ngo_name, contact_person, email, phone, location,
      area_of_work, volunteer_reqs, schedule, description)
    select 'n' || i, 'NGO ' || i, 'Coordinator', 'n' || i || '@bench.example', '+91 9800000000',
      (${cities})[1 + (i % ${CITIES.length})], 'Education', 'Teaching', 'Weekends', 'Bench NGO'
    from generate_series(1, ${PARTNERSHIPS}) i`);
  await run(sql`insert into ngo_listings (owner_uid, name, location, availability, topics,
      availability_times, languages, topics_search)
    select 'n' || i, 'NGO ' || i, (${cities})[1 + (i % ${CITIES.length})], '{Saturday}', '{Maths}',
      '{11:00 AM - 12:00 PM}', '{Hindi}', 'maths'
    from generate_series(1, ${PARTNERSHIPS}) i`);
  await run(sql`insert into connection_requests (volunteer_uid, listing_id, status, day, time_slot, topic)
    select 'v' || (i * 37 % ${VOLUNTEERS} + 1), l.id, 'accepted', 'Saturday', '11:00 AM - 12:00 PM', 'Maths'
    from generate_series(1, ${PARTNERSHIPS}) i join ngo_listings l on l.owner_uid = 'n' || i`);
  await run(sql`insert into teaching_sessions (request_id, occurrence, starts_at, ends_at)
    select r.id, s + (w * interval '1 week'), s + (w * interval '1 week'),
      s + (w * interval '1 week') + interval '1 hour'
    from connection_requests r, generate_series(0, 7) w,
      lateral (select ${indiaInstant(2026, 11, 5, 11).toISOString()}::timestamptz
        + ((r.id % 7) * interval '1 day') as s) x`);
  // As autovacuum leaves a table that has settled: its visibility map set, its statistics read.
  await run(sql`vacuum analyze`);
}

/** The sessions searched for: each city, a day and a time, a topic; a fifth of them online. */
function targets(): CoverTarget[] {
  const out: CoverTarget[] = [];
  for (let i = 0; i < 50; i++) {
    // Saturday 5 December 2026 and the days after, mornings and evenings.
    const hour = [9, 11, 15, 17][i % 4]!;
    const startsAt = indiaInstant(2026, 11, 5 + (i % 7), hour);
    out.push({
      sessionId: 1_000_000 + i,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      topic: TOPICS[i % TOPICS.length]!,
      mode: i % 5 === 0 ? 'online' : 'in-person',
      city: CITIES[i % CITIES.length]!,
      languages: i % 2 ? ['Hindi'] : ['English', 'Marathi'],
      requires: [],
      volunteerUid: `v${i + 1}`,
    });
  }
  return out;
}

export async function substitutesBench(): Promise<PartResult> {
  if (!POSTGRES_URL) return { rows: [], skipped: [`substitutes: ${NO_POSTGRES_REASON}`] };
  const scratch = await scratchDatabase();
  const database = await openPostgres(scratch.url, 2);
  try {
    await database.migrate();
    const filled = performance.now();
    await fill((query) => database.db.execute(query));
    const fillMs = performance.now() - filled;
    const all = targets();
    const now = new Date(all[0]!.startsAt.getTime() - 2 * 86_400_000);
    // Warm the caches and plans, as a running server has them.
    let found = 0;
    for (const target of all) found += (await findCandidates(database.db, target, now)).length;
    if (process.env.BENCH_SUBSTITUTES_EXPLAIN) {
      for (const target of all.slice(0, 2)) {
        const plan = await database.db.execute(
          sql`explain analyze ${candidatesQuery(target, now)}`,
        );
        console.log(
          rowsOf(plan)
            .map((row) => Object.values(row)[0])
            .join('\n'),
        );
      }
    }
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const target = all[i % all.length]!;
      const started = performance.now();
      await findCandidates(database.db, target, now);
      times.push(performance.now() - started);
    }
    const p50 = round(percentile(times, 50), 1);
    const p95 = round(percentile(times, 95), 1);
    return {
      rows: [
        {
          part: 'substitutes',
          measure: `substitute candidates for one session among ${VOLUNTEERS.toLocaleString('en-US')} volunteers (PostgreSQL): p95`,
          value: p95,
          unit: 'ms',
          goal: `< ${SUBSTITUTES_P95_GOAL_MS} ms`,
          ok: p95 < SUBSTITUTES_P95_GOAL_MS,
          note: `p50 ${p50} ms over ${RUNS} searches of ${all.length} sessions; ${round(found / all.length, 1)} candidates each (wave of 5); data written in ${round(fillMs / 1000, 1)} s`,
        },
      ],
      details: { p50, p95, runs: RUNS, volunteers: VOLUNTEERS },
    };
  } finally {
    await database.close();
    await scratch.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await substitutesBench();
  console.log(JSON.stringify(result, null, 2));
}
