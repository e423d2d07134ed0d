// Matching at scale: 1,000 / 10,000 / 100,000 published NGOs in a scratch PostgreSQL database,
// typical searches through the real query (src/server/matching/search.ts), p50/p95 per size.
// Goal: p95 under 50 ms at 100,000 NGOs. Writes bench/results/matching-scale.json.
//   npx tsx bench/matching-scale.ts            (TEST_DATABASE_URL or DATABASE_URL)
//   BENCH_SCALE_RUNS=n                         timed runs per search and size (default 40)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { ngoListings } from '../src/server/db/schema';
import { matchingConditions, searchListings } from '../src/server/matching/search';
import { CITIES, TIME_RANGES, TOPICS, WEEKDAYS } from '../src/shared/options';
import type { MatchingFilter } from '../src/shared/schemas';
import { NO_POSTGRES_REASON, POSTGRES_URL, scratchDatabase } from './lib/postgres';

export const SIZES = [1_000, 10_000, 100_000];
export const P95_GOAL_MS = 50;
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
}

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`);

/** Adds listings numbered from..to in one statement: spread over cities, days, topics and times. */
async function insertListings(db: Parameters<typeof searchListings>[0], from: number, to: number) {
  await db.execute(sql`
    insert into ${ngoListings} (name, location, availability, topics, availability_times, topics_search)
    select 'Bench NGO ' || g,
      (${textArray(CITIES)})[1 + g % 10],
      array[(${textArray(WEEKDAYS)})[1 + g % 7], (${textArray(WEEKDAYS)})[1 + (g + 1 + (g / 7) % 6) % 7]],
      t.topics,
      array[(${textArray(TIME_RANGES)})[1 + g % 6]],
      lower(array_to_string(t.topics, '|'))
    from generate_series(${from}::int, ${to}::int) as g,
      lateral (select case when (g / 5) % 5 = g % 5
        then array[(${textArray(TOPICS)})[1 + g % 5]]
        else array[(${textArray(TOPICS)})[1 + g % 5], (${textArray(TOPICS)})[1 + (g / 5) % 5]] end as topics) t`);
  // What autovacuum does in steady state: statistics, hint bits and the visibility map.
  await db.execute(sql`vacuum analyze ${ngoListings}`);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/** The index scans PostgreSQL picks for each search (EXPLAIN of the count and of the page). */
async function explain(db: Parameters<typeof searchListings>[0], search: Search) {
  const where = and(...matchingConditions(search));
  const plan = async (query: ReturnType<typeof sql>) => {
    const rows = (await db.execute(sql`explain ${query}`)) as unknown as {
      rows: Array<Record<string, string>>;
    };
    return rows.rows.map((r) => Object.values(r)[0]!).join('\n');
  };
  const page = await plan(
    sql`select ${ngoListings.id} from ${ngoListings} where ${where} order by ${ngoListings.id} limit 100`,
  );
  const count = await plan(sql`select count(*) from ${ngoListings} where ${where}`);
  const indexes = (text: string) => [
    ...new Set(
      [...text.matchAll(/(?:Index|Index Only) Scan (?:Backward )?(?:using|on) (\w+)/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
  return {
    pageIndexes: indexes(page),
    countIndexes: indexes(count),
    pagePlan: page,
    countPlan: count,
  };
}

export async function runMatchingScale(
  options: { runs?: number; log?: (line: string) => void } = {},
) {
  if (!POSTGRES_URL) return { skipped: NO_POSTGRES_REASON, results: [] as ScaleResult[] };
  const runs = options.runs ?? (Number(process.env.BENCH_SCALE_RUNS) || 40);
  const log = options.log ?? ((line: string) => console.log(line));
  const scratch = await scratchDatabase();
  const database = await openPostgres(scratch.url, 2);
  const results: ScaleResult[] = [];
  const plans: Record<string, Awaited<ReturnType<typeof explain>>> = {};
  try {
    await database.migrate();
    const db = database.db;
    let inserted = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await insertListings(db, inserted + 1, size);
      inserted = size;
      log(
        `${size.toLocaleString('en-US')} NGOs inserted (${Math.round(performance.now() - started)} ms)`,
      );
      const all: number[] = [];
      const searches: ScaleResult['searches'] = {};
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
        if (size === SIZES.at(-1)) plans[name] = await explain(db, search);
      }
      all.sort((a, b) => a - b);
      const point = { ngos: size, p50: percentile(all, 50), p95: percentile(all, 95), searches };
      results.push(point);
      log(`  all searches               p50 ${point.p50} ms  p95 ${point.p95} ms`);
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
  const biggest = results.at(-1);
  const summary = {
    date: new Date().toISOString(),
    goal: `p95 < ${P95_GOAL_MS} ms at ${SIZES.at(-1)!.toLocaleString('en-US')} NGOs`,
    met: biggest ? biggest.p95 < P95_GOAL_MS : false,
    runsPerSearch: runs,
    results,
    indexes: Object.fromEntries(
      Object.entries(plans).map(([name, p]) => [
        name,
        { page: p.pageIndexes, count: p.countIndexes },
      ]),
    ),
    plans: Object.fromEntries(
      Object.entries(plans).map(([name, p]) => [name, { page: p.pagePlan, count: p.countPlan }]),
    ),
  };
  fs.mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  fs.writeFileSync(RESULT_FILE, `${JSON.stringify(summary, null, 2)}\n`);
  log('indexes used at the largest size (page query / count query):');
  for (const [name, used] of Object.entries(summary.indexes)) {
    log(
      `  ${name.padEnd(26)} ${used.page.join(', ') || 'none'} / ${used.count.join(', ') || 'none'}`,
    );
  }
  log(
    `${summary.goal}: ${summary.met ? 'met' : 'MISSED'} — written to ${path.relative(process.cwd(), RESULT_FILE)}`,
  );
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
