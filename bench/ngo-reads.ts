// The NGO dashboard's API reads for a class of 15 volunteers: the demo NGO (SEED_DEMO), whose
// Saturday class has the demo volunteer and 14 partners with weeks past and 8 ahead. One client
// at a time, so the latency is a reader's, not a queue's. Its own server start, so the other
// API rows keep measuring a database without the demo accounts.
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_NGO_EMAIL } from '../src/server/db/seed/demo';
import { DEMO_PASSWORD_FILE } from '../src/server/demo/demo-password';
import { benchDist } from './lib/dist';
import { measure, nextAddress, type Measured } from './lib/load';
import { BENCH_AUTH_SECRET, scratchDatabase } from './lib/postgres';
import { startBenchServer } from './lib/server';
import type { Row } from './lib/types';

const CLASS = '/api/ngo/classes/saturday-1100-1200';

export const NGO_READS = [
  { name: 'GET /api/ngo/dashboard', path: '/api/ngo/dashboard' },
  { name: 'GET /api/ngo/classes', path: '/api/ngo/classes' },
  { name: 'GET a class', path: CLASS },
  { name: "GET a class's roster", path: `${CLASS}/roster` },
  { name: "GET a class's sessions ahead", path: `${CLASS}/sessions?when=ahead` },
  { name: "GET a class's past sessions", path: `${CLASS}/sessions?when=past` },
];

/** The goal on PostgreSQL, for each read: p95 (here the stricter p97.5) at most this. */
export const NGO_READ_GOAL_MS = 50;

async function signInNgo(url: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ userType: 'NGO', email: DEMO_NGO_EMAIL, password }),
  });
  if (res.status !== 200) throw new Error(`NGO login answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function measureNgoReads(
  kind: 'pglite' | 'postgres',
  seconds: number,
): Promise<Record<string, Measured>> {
  let drop = async () => {};
  const env: Record<string, string> = { TRUST_PROXY: 'true', SEED_DEMO: 'true' };
  if (kind === 'postgres') {
    const db = await scratchDatabase();
    drop = db.drop;
    Object.assign(env, { DATABASE_URL: db.url, AUTH_SECRET: BENCH_AUTH_SECRET });
  }
  const server = await startBenchServer({ distDir: benchDist(), env });
  try {
    const password = fs.readFileSync(path.join(server.dataDir, DEMO_PASSWORD_FILE), 'utf8').trim();
    const cookie = await signInNgo(server.url, password);
    const results: Record<string, Measured> = {};
    for (const read of NGO_READS) {
      results[read.name] = await measure({
        url: `${server.url}${read.path}`,
        duration: seconds,
        connections: 1,
        headers: { cookie },
      });
    }
    return results;
  } finally {
    await server.stop();
    await drop();
  }
}

export function ngoReadRows(kind: 'pglite' | 'postgres', m: Record<string, Measured>): Row[] {
  return NGO_READS.map(({ name }) => {
    const r = m[name]!;
    const failed = r.errors + r.non2xx > 0;
    const goal = kind === 'postgres';
    return {
      part: `api ${kind}`,
      measure: `${name} (15-volunteer class, one client)`,
      value: r.p97_5,
      unit: 'ms p97.5',
      goal: goal ? `p95 ≤ ${NGO_READ_GOAL_MS} ms` : undefined,
      ok: failed ? false : goal ? r.p97_5 <= NGO_READ_GOAL_MS : undefined,
      note: `${r.rps} req/s; p50 ${r.p50} ms, p99 ${r.p99} ms${failed ? `; ${r.errors} errors, ${r.non2xx} non-2xx` : ''}`,
    };
  });
}
