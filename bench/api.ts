// API throughput and latency with autocannon against the real server process, on PGlite and on
// PostgreSQL, each beside a bare Hono route measured in the same run (the ratio is what compares
// across machines). Sign-in is measured too: it is bounded by argon2 by design.
import { benchDist } from './lib/dist';
import { loginBody, signIn, signUp } from './lib/accounts';
import { measure, nextAddress, type Measured } from './lib/load';
import {
  BENCH_AUTH_SECRET,
  NO_POSTGRES_REASON,
  POSTGRES_URL,
  scratchDatabase,
} from './lib/postgres';
import { round } from './lib/proc';
import { startBareServer, startBenchServer } from './lib/server';
import type { PartResult, Row } from './lib/types';
import { measureNgoReads, ngoReadRows } from './ngo-reads';

/**
 * Goals, on PostgreSQL, as a share of the bare route in the same run: public reads
 * come from memory (docs/decisions/0016-cached-public-reads.md); the dashboard reads the session
 * and the volunteer's own rows from the database on every request.
 */
export const READ_ROUTES = [
  { name: 'GET /api/ngos', path: '/api/ngos', session: false, postgresGoal: 0.25 },
  {
    name: 'GET /api/matching?topic=Maths&day=Saturday',
    path: '/api/matching?topic=Maths&day=Saturday',
    session: false,
    postgresGoal: 0.25,
  },
  {
    name: 'GET /api/volunteer/dashboard (session)',
    path: '/api/volunteer/dashboard',
    session: true,
    postgresGoal: 0.15,
  },
];

async function measureOn(kind: 'pglite' | 'postgres', seconds: number) {
  let drop = async () => {};
  const env: Record<string, string> = { TRUST_PROXY: 'true' };
  if (kind === 'postgres') {
    const db = await scratchDatabase();
    drop = db.drop;
    Object.assign(env, { DATABASE_URL: db.url, AUTH_SECRET: BENCH_AUTH_SECRET });
  }
  const bare = await startBareServer();
  const server = await startBenchServer({ distDir: benchDist(), env });
  try {
    const account = await signUp(server.url);
    const cookie = await signIn(server.url, account);
    const bareBefore = await measure({ url: bare.url, duration: seconds });
    const routes: Record<string, Measured> = {};
    for (const route of READ_ROUTES) {
      routes[route.name] = await measure({
        url: `${server.url}${route.path}`,
        duration: seconds,
        headers: route.session ? { cookie } : {},
      });
    }
    const bareAfter = await measure({ url: bare.url, duration: seconds });
    // Every sign-in from its own address, so the per-address limiter does not answer instead.
    const signInResult = await measure(
      {
        url: server.url,
        duration: seconds,
        connections: 4,
        requests: [
          {
            method: 'POST',
            path: '/api/accounts/login',
            body: loginBody(account),
            setupRequest: (req) => ({
              ...req,
              headers: {
                'content-type': 'application/json',
                origin: server.url,
                'x-forwarded-for': nextAddress(),
              },
            }),
          },
        ],
      },
      0,
    );
    return { bareBefore, bareAfter, routes, signIn: signInResult };
  } finally {
    await server.stop();
    await bare.stop();
    await drop();
  }
}

export async function api(seconds: number): Promise<PartResult> {
  const rows: Row[] = [];
  const skipped: string[] = [];
  const details: Record<string, unknown> = {};
  const kinds: ('pglite' | 'postgres')[] = ['pglite'];
  if (POSTGRES_URL) kinds.push('postgres');
  else skipped.push(`api on PostgreSQL: ${NO_POSTGRES_REASON}`);

  for (const kind of kinds) {
    const m = await measureOn(kind, seconds);
    details[kind] = m;
    const bareRps = (m.bareBefore.rps + m.bareAfter.rps) / 2;
    rows.push({
      part: `api ${kind}`,
      measure: 'bare Hono route (mean of before and after)',
      value: round(bareRps, 0),
      unit: 'req/s',
      note: `p50 ${m.bareBefore.p50}/${m.bareAfter.p50} ms, p99 ${m.bareBefore.p99}/${m.bareAfter.p99} ms`,
    });
    for (const route of READ_ROUTES) {
      const { name } = route;
      const r = m.routes[name]!;
      const ratio = r.rps / bareRps;
      const goal = kind === 'postgres' ? route.postgresGoal : undefined;
      rows.push({
        part: `api ${kind}`,
        measure: name,
        value: r.rps,
        unit: 'req/s',
        goal: goal ? `≥ ${goal * 100}% of bare` : undefined,
        ok: goal
          ? ratio >= goal && r.errors + r.non2xx === 0
          : r.errors + r.non2xx === 0
            ? undefined
            : false,
        note: `${round(ratio * 100, 1)}% of bare; p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors + r.non2xx ? `; ${r.errors} errors, ${r.non2xx} non-2xx` : ''}`,
      });
    }
    rows.push({
      part: `api ${kind}`,
      measure: 'POST /api/accounts/login (argon2-bound)',
      value: m.signIn.rps,
      unit: 'req/s',
      ok: m.signIn.errors + m.signIn.non2xx === 0 ? undefined : false,
      note: `p50 ${m.signIn.p50} ms, p99 ${m.signIn.p99} ms${m.signIn.errors + m.signIn.non2xx ? `; ${m.signIn.errors} errors, ${m.signIn.non2xx} non-2xx` : ''}`,
    });
    const ngoReads = await measureNgoReads(kind, seconds);
    details[`${kind} NGO reads`] = ngoReads;
    rows.push(...ngoReadRows(kind, ngoReads));
  }
  return { rows, skipped, details };
}
