// Matching at scale: 1,000 / 10,000 / 100,000 / 1,000,000 published NGOs in a scratch PostgreSQL
// database, typical searches through the real query (src/server/matching/search.ts), p50/p95 per
// size. Goals: p95 under 50 ms at 100,000 NGOs and under 20 ms at 1,000,000.
// Writes bench/results/matching-scale.json.
//   npx tsx bench/matching-scale.ts            (TEST_DATABASE_URL or DATABASE_URL)
//   BENCH_SCALE_RUNS=n                         timed runs per search and size (default 40)
//   BENCH_SCALE_SIZES=1000,10000               other sizes (ascending)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPostgres, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { listingDayTopics, listingPlaces, ngoListings } from '../src/server/db/schema';
import { searchListings } from '../src/server/matching/search';
import { CITIES, TIME_RANGES, TOPICS, WEEKDAYS } from '../src/shared/options';
import type { MatchingFilter } from '../src/shared/schemas';
import { NO_POSTGRES_REASON, POSTGRES_URL, scratchDatabase } from './lib/postgres';

export const SIZES = process.env.BENCH_SCALE_SIZES
  ? process.env.BENCH_SCALE_SIZES.split(',').map(Number)
  : [1_000, 10_000, 100_000, 1_000_000];
/** The p95 of all searches stays under `ms` with `ngos` listings. */
export const P95_GOALS = [
  { ngos: 100_000, ms: 50 },
  { ngos: 1_000_000, ms: 20 },
];
const RESULT_FILE = path.join(import.meta.dirname, 'results', 'matching-scale.json');

type Search = Pick<MatchingFilter, 'topic' | 'day' | 'location'>;
const none: Search = { topic: '', day: '', location: '' };

/** The searches people make: one filter, all three, or none. */
export const SEARCHES: Record<string, Search> = {
  'topic only (Maths)': { ...none, topic: 'Maths' },
  'topic substring (skill)': { ...none, topic: 'skill' },
  'day only (Sunday)': { ...none, day: 'Sunday' },
  'location only (pune)': { ...none, location: 'pune' },
  'location substring (del)': { ...none, location: 'del' },
  'topic + day + location': { topic: 'eng', day: 'Saturday', location: 'mum' },
  'empty filters': none,
};

export interface ScaleResult {
  ngos: number;
  /** Over all searches of this size. */
  p50: number;
  p95: number;
  searches: Record<string, { p50: number; p95: number; total: number }>;
  /** Time to add this size's new listings (ms). */
  insertMs: number;
  /** os.loadavg() before and after the timed searches: the machine is shared. */
  loadAverage: { before: number[]; after: number[] };
}

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

/** Listings numbered from..to, spread over cities, days, topics and times (a query). */
function generated(from: number, to: number): SQL {
  return sql`
    select 'Bench NGO ' || g as name,
      (${textArray(CITIES)})[1 + g % 10] as location,
      array[(${textArray(WEEKDAYS)})[1 + g % 7], (${textArray(WEEKDAYS)})[1 + (g + 1 + (g / 7) % 6) % 7]] as availability,
      t.topics,
      array[(${textArray(TIME_RANGES)})[1 + g % 6]] as availability_times
    from generate_series(${from}::int, ${to}::int) as g,
      lateral (select case when (g / 5) % 5 = g % 5
        then array[(${textArray(TOPICS)})[1 + g % 5]]
        else array[(${textArray(TOPICS)})[1 + g % 5], (${textArray(TOPICS)})[1 + (g / 5) % 5]] end as topics) t`;
}

/**
 * Adds listings numbered from..to in three statements. The keys the row trigger
 * ngo_listings_match_keys would give each listing are given here set-based (a trigger per row
 * makes a million listings take minutes); checkKeys() then has the trigger agree on a sample.
 */
async function insertListings(db: Db, from: number, to: number) {
  const rows = generated(from, to);
  await db.execute(sql`
    insert into ${listingPlaces} (name) select distinct lower(location) from (${rows}) r
    on conflict do nothing`);
  await db.execute(sql`
    insert into ${listingDayTopics} (availability, topics)
    select distinct availability, topics from (${rows}) r
    on conflict do nothing`);
  await db.execute(sql`alter table ${ngoListings} disable trigger ngo_listings_match_keys`);
  try {
    await db.execute(sql`
      insert into ${ngoListings} (name, location, availability, topics, availability_times,
        topics_search, place_id, day_topics_id)
      select r.name, r.location, r.availability, r.topics, r.availability_times,
        lower(array_to_string(r.topics, '|')), p.id, d.id
      from (${rows}) r
        join ${listingPlaces} p on p.name = lower(r.location)
        join ${listingDayTopics} d on d.availability = r.availability and d.topics = r.topics`);
  } finally {
    await db.execute(sql`alter table ${ngoListings} enable trigger ngo_listings_match_keys`);
  }
  await checkKeys(db);
  // What autovacuum does in steady state: statistics, hint bits and the visibility map. The
  // checkpoint writes the load out now rather than during the timed searches (it needs a
  // superuser or pg_checkpoint; without them the searches share the machine with that write).
  await db.execute(sql`vacuum analyze ${ngoListings}, ${listingPlaces}, ${listingDayTopics}`);
  await db.execute(sql`checkpoint`).catch(() => {});
}

/** Every 997th listing through the trigger: its keys must not change. */
async function checkKeys(db: Db) {
  const result = (await db.execute(sql`
    with before as (
      select id, place_id, day_topics_id from ${ngoListings} where id % 997 = 0),
    after as (
      update ${ngoListings} l set location = l.location from before b where l.id = b.id
      returning l.id, l.place_id, l.day_topics_id)
    select count(*)::int as checked,
      count(*) filter (where (a.place_id, a.day_topics_id) is distinct from (b.place_id, b.day_topics_id))::int as differ
    from after a join before b using (id)`)) as unknown as {
    rows: Array<{ checked: number; differ: number }>;
  };
  const { checked, differ } = result.rows[0]!;
  if (differ)
    throw new Error(`bench keys differ from the trigger's for ${differ} of ${checked} listings`);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/**
 * The plans of the statements searchListings() sends for one search, in order: the key lookups
 * (listing_places, listing_day_topics), the capped count and the page.
 */
async function explain(url: string, search: Search) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const sent: Array<{ query: string; params: unknown[] }> = [];
  try {
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (query, params) => sent.push({ query, params }) },
    }) as unknown as Db;
    await searchListings(db, { ...search, offset: 0 });
    const statements = [];
    for (const { query, params } of sent) {
      const result = await pool.query<Record<string, string>>(`explain ${query}`, params);
      const plan = result.rows.map((r) => Object.values(r)[0]!).join('\n');
      const role = /from "listing_(places|day_topics)"/.test(query)
        ? 'keys'
        : query.startsWith('select count(*)')
          ? 'count'
          : 'page';
      const indexes = [
        ...new Set(
          [...plan.matchAll(/(?:Index|Index Only) Scan (?:Backward )?(?:using|on) (\w+)/g)].map(
            (m) => m[1]!,
          ),
        ),
      ];
      statements.push({ role, indexes, plan });
    }
    return statements;
  } finally {
    await pool.end();
  }
}

/** Table and index sizes in MB: what the keys' indexes cost. */
async function sizes(db: Db) {
  const result = (await db.execute(sql`
    select c.relname as name, round(pg_relation_size(c.oid) / 1048576.0, 1)::float as mb
    from pg_class c
    where c.relname in ('ngo_listings', 'listing_places', 'listing_day_topics')
      or c.oid in (select indexrelid from pg_index where indrelid = 'ngo_listings'::regclass)
    order by c.relname`)) as unknown as { rows: Array<{ name: string; mb: number }> };
  return Object.fromEntries(result.rows.map((r) => [r.name, r.mb]));
}

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

export async function runMatchingScale(
  options: { runs?: number; log?: (line: string) => void } = {},
) {
  if (!POSTGRES_URL) return { skipped: NO_POSTGRES_REASON, results: [] as ScaleResult[] };
  const runs = options.runs ?? (Number(process.env.BENCH_SCALE_RUNS) || 40);
  const log = options.log ?? ((line: string) => console.log(line));
  const scratch = await scratchDatabase();
  const database = await openPostgres(scratch.url, 2);
  const results: ScaleResult[] = [];
  let plans: Record<string, Awaited<ReturnType<typeof explain>>>;
  let relationSizes: Record<string, number>;
  try {
    await database.migrate();
    const db = database.db;
    let inserted = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await insertListings(db, inserted + 1, size);
      inserted = size;
      const insertMs = Math.round(performance.now() - started);
      log(`${size.toLocaleString('en-US')} NGOs inserted (${insertMs} ms)`);
      const all: number[] = [];
      const searches: ScaleResult['searches'] = {};
      const loadBefore = loadAverage();
      for (const [name, search] of Object.entries(SEARCHES)) {
        for (let i = 0; i < 5; i++) await searchListings(db, { ...search, offset: 0 }); // warm-up
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          const page = await searchListings(db, { ...search, offset: 0 });
          times.push(performance.now() - t0);
          total = page.total;
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        searches[name] = { p50: percentile(times, 50), p95: percentile(times, 95), total };
        log(
          `  ${name.padEnd(26)} p50 ${searches[name].p50} ms  p95 ${searches[name].p95} ms  (${total} matches)`,
        );
      }
      all.sort((a, b) => a - b);
      const point: ScaleResult = {
        ngos: size,
        p50: percentile(all, 50),
        p95: percentile(all, 95),
        searches,
        insertMs,
        loadAverage: { before: loadBefore, after: loadAverage() },
      };
      results.push(point);
      log(
        `  all searches               p50 ${point.p50} ms  p95 ${point.p95} ms  (load average ${point.loadAverage.after.join(' ')})`,
      );
    }
    plans = Object.fromEntries(
      await Promise.all(
        Object.entries(SEARCHES).map(async ([name, search]) => [
          name,
          await explain(scratch.url, search),
        ]),
      ),
    );
    relationSizes = await sizes(database.db);
  } finally {
    await database.close();
    await scratch.drop();
  }
  const goals = P95_GOALS.map((goal) => {
    const point = results.find((r) => r.ngos === goal.ngos);
    return {
      goal: `p95 < ${goal.ms} ms at ${goal.ngos.toLocaleString('en-US')} NGOs`,
      p95: point?.p95 ?? null,
      met: point ? point.p95 < goal.ms : null,
    };
  });
  const summary = {
    date: new Date().toISOString(),
    cores: os.cpus().length,
    goals,
    runsPerSearch: runs,
    results,
    /** At the largest size: the indexes each statement of a search uses, in order. */
    indexes: Object.fromEntries(
      Object.entries(plans).map(([name, statements]) => [
        name,
        statements.map((s) => `${s.role}: ${s.indexes.join(', ') || 'no index'}`),
      ]),
    ),
    plans: Object.fromEntries(
      Object.entries(plans).map(([name, statements]) => [
        name,
        statements.map((s) => ({ role: s.role, plan: s.plan })),
      ]),
    ),
    sizesMb: relationSizes,
  };
  fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  fs.writeFileSync(RESULT_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  log(`indexes used at ${SIZES.at(-1)!.toLocaleString('en-US')} NGOs, statement by statement:`);
  for (const [name, used] of Object.entries(summary.indexes)) {
    log(`  ${name.padEnd(26)} ${used.join(' | ')}`);
  }
  for (const goal of goals) {
    log(
      `${goal.goal}: ${goal.met === null ? 'not measured' : goal.met ? 'met' : 'MISSED'} (p95 ${goal.p95} ms)`,
    );
  }
  log(`written to ${path.relative(process.cwd(), RESULT_FILE)}`);
  return summary;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!POSTGRES_URL) {
    console.log(`matching-scale: skipped, ${NO_POSTGRES_REASON}.`);
    process.exit(0);
  }
  runMatchingScale().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
