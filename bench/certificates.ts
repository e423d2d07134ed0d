// Certificate PDFs must not stall the server (decision 0028): while 30 PDFs are downloaded at
// once, each rendered for the first time in the PDF worker, /api/health keeps answering. The
// built server runs as `npm start` runs it, on PGlite. Its DATA_DIR is prepared first with the
// demo accounts (a partnership with held sessions) and 30 certificates of that partnership; the
// demo volunteer downloads 15 in English and the demo NGO the other 15 in Hindi, each from its
// own address (the per-account limit is 20 per 10 minutes), while one client asks /api/health
// in a loop. A second round downloads 10 of them again: the kept bytes.
import crypto from 'node:crypto';
import { newCertificateCode } from '../src/server/certificates/certificates';
import { openPglite } from '../src/server/db/client';
import { certificates } from '../src/server/db/schema';
import { DEMO_NGO_EMAIL, DEMO_VOLUNTEER_EMAIL, seedDemoAccounts } from '../src/server/db/seed/demo';
import { benchDist } from './lib/dist';
import { nextAddress } from './lib/load';
import { round } from './lib/proc';
import { startBenchServer, tempDir } from './lib/server';
import type { PartResult } from './lib/types';

export const HEALTH_P99_GOAL_MS = 50;
const DOWNLOADS = 30;

/** A DATA_DIR holding the demo accounts and `count` certificates of their partnership. */
async function prepareDataDir(password: string, count: number): Promise<string> {
  const dataDir = tempDir('setu-bench-certificates-');
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    await seedDemoAccounts(database.db, password, 'http://localhost:3000');
    const [first] = await database.db.select().from(certificates).limit(1);
    if (!first) throw new Error('the demo seed wrote no certificate');
    const { id: _id, code: _code, ...content } = first;
    await database.db
      .insert(certificates)
      .values(
        Array.from({ length: count - 1 }, () => ({ ...content, code: newCertificateCode() })),
      );
  } finally {
    await database.close();
  }
  return dataDir;
}

async function signIn(url: string, userType: 'Volunteer' | 'NGO', email: string, password: string) {
  const res = await fetch(`${url}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ userType, email, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Downloads while one client asks /api/health in a loop; the health latencies meanwhile. */
async function roundOf(
  url: string,
  downloads: { cookie: string; code: string; lang: string }[],
): Promise<{ health: number[]; pdfMs: number[]; wallMs: number; bad: string[] }> {
  const health: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - t0);
    }
  })();
  const bad: string[] = [];
  const started = performance.now();
  const pdfMs = await Promise.all(
    downloads.map(async ({ cookie, code, lang }) => {
      const t0 = performance.now();
      const res = await fetch(`${url}/api/certificates/${code}/pdf?lang=${lang}`, {
        headers: { cookie, 'x-forwarded-for': nextAddress() },
      });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') {
        bad.push(`${res.status} ${body.subarray(0, 200).toString()}`);
      }
      return performance.now() - t0;
    }),
  );
  const wallMs = performance.now() - started;
  running = false;
  await prober;
  return { health, pdfMs, wallMs, bad };
}

export async function certificatesBench(): Promise<PartResult> {
  const password = crypto.randomBytes(12).toString('base64url');
  const dataDir = await prepareDataDir(password, DOWNLOADS);
  const server = await startBenchServer({
    distDir: benchDist(),
    dataDir,
    env: { TRUST_PROXY: 'true' },
  });
  try {
    const volunteer = await signIn(server.url, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
    const ngo = await signIn(server.url, 'NGO', DEMO_NGO_EMAIL, password);
    const list = (await (
      await fetch(`${server.url}/api/certificates`, { headers: { cookie: volunteer } })
    ).json()) as { certificates: { code: string }[] };
    const codes = list.certificates.map((c) => c.code);
    if (codes.length !== DOWNLOADS) throw new Error(`expected ${DOWNLOADS} certificates`);

    // Quiet: the health latency with nothing else going on, for comparison.
    const quietHealth: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      quietHealth.push(performance.now() - t0);
    }

    const cold = await roundOf(
      server.url,
      codes.map((code, i) =>
        i % 2 ? { cookie: ngo, code, lang: 'hi' } : { cookie: volunteer, code, lang: 'en' },
      ),
    );
    const warm = await roundOf(
      server.url,
      codes
        .slice(0, 10)
        .map((code, i) =>
          i % 2 ? { cookie: ngo, code, lang: 'hi' } : { cookie: volunteer, code, lang: 'en' },
        ),
    );
    if (cold.bad.length || warm.bad.length) {
      throw new Error(`downloads failed: ${[...cold.bad, ...warm.bad].slice(0, 3).join('; ')}`);
    }
    const p99 = round(percentile(cold.health, 99), 1);
    return {
      rows: [
        {
          part: 'certificates',
          measure: `/api/health p99 while ${DOWNLOADS} PDFs download at once (first renders)`,
          value: p99,
          unit: 'ms',
          goal: `≤ ${HEALTH_P99_GOAL_MS} ms`,
          ok: p99 <= HEALTH_P99_GOAL_MS,
          note: `${cold.health.length} health requests; p50 ${round(percentile(cold.health, 50), 1)} ms, max ${round(Math.max(...cold.health), 1)} ms; quiet p99 ${round(percentile(quietHealth, 99), 1)} ms`,
        },
        {
          part: 'certificates',
          measure: `${DOWNLOADS} PDFs at once, rendered in the worker: all done`,
          value: round(cold.wallMs / 1000, 1),
          unit: 's',
          note: `per download p50 ${round(percentile(cold.pdfMs, 50) / 1000, 1)} s, max ${round(Math.max(...cold.pdfMs) / 1000, 1)} s (one render at a time)`,
        },
        {
          part: 'certificates',
          measure: '10 PDFs again, served from the kept bytes: all done',
          value: round(warm.wallMs, 0),
          unit: 'ms',
          note: `/api/health p99 meanwhile ${round(percentile(warm.health, 99), 1)} ms`,
        },
      ],
      details: {
        coldHealthMs: cold.health.map((v) => round(v, 1)),
        coldPdfMs: cold.pdfMs.map((v) => round(v, 0)),
        warmPdfMs: warm.pdfMs.map((v) => round(v, 0)),
        quietHealthP50: round(percentile(quietHealth, 50), 1),
      },
    };
  } finally {
    await server.stop();
  }
}
