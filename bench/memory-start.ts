// Resident memory of the built embedded server (PGlite), run as `npm start` runs it, idle after
// start and under load, and the time from spawn to the first 200 of /api/health: a first start
// (empty DATA_DIR: initdb, migrations, seed) and a later start (same DATA_DIR). A later start
// without start.mjs's runtime settings shows what they buy. A probe also measures PGlite alone,
// with the same runtime settings, with its own defaults and with Setu's settings
// (src/server/db/client.ts), to show what that tuning buys.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { NODE_FLAGS, serverEnv } from '../scripts/server-runtime.mjs';
import { ROOT } from '../tests/support/e2e-server';
import { benchDist } from './lib/dist';
import { measure } from './lib/load';
import { median, round, rssMb, sleep } from './lib/proc';
import { startBenchServer, tempDir } from './lib/server';
import type { PartResult, Row } from './lib/types';

export const IDLE_GOAL_MB = 250;

/** Peak and last RSS of a pid while `work` runs, sampled every `everyMs`. */
export async function sampleRss<T>(pid: number, work: () => Promise<T>, everyMs = 250) {
  const samples: number[] = [];
  let running = true;
  const sampler = (async () => {
    while (running) {
      samples.push(rssMb(pid));
      await sleep(everyMs);
    }
  })();
  try {
    const result = await work();
    return { result, peak: Math.max(...samples, rssMb(pid)), samples };
  } finally {
    running = false;
    await sampler;
  }
}

/** Resident memory once the process has settled: the median of 5 samples after 4 s of quiet. */
async function idleRss(pid: number): Promise<number> {
  await sleep(4000);
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    samples.push(rssMb(pid));
    await sleep(400);
  }
  return median(samples);
}

/** The probe as plain JavaScript, so that no TypeScript loader sits in the measured process. */
async function buildProbe(): Promise<string> {
  const outfile = path.join(tempDir('setu-bench-probe-build-'), 'pglite-probe.mjs');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'lib/pglite-probe.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    plugins: [
      {
        // PGlite stays in node_modules (its .wasm and .data files are found from there), named
        // by full URL because the probe is written outside the project.
        name: 'pglite-from-node-modules',
        setup(probeBuild) {
          probeBuild.onResolve({ filter: /^@electric-sql\/pglite/ }, (args) => ({
            path: import.meta.resolve(args.path),
            external: true,
          }));
        },
      },
    ],
  });
  process.once('exit', () => fs.rmSync(path.dirname(outfile), { recursive: true, force: true }));
  return outfile;
}

function probePglite(
  probe: string,
  mode: 'defaults' | 'setu',
  dataDir: string,
): Promise<{ readyMb: number; workMb: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_FLAGS, probe, mode, dataDir], {
      cwd: ROOT,
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited ${code}`)),
    );
  });
}

export async function memoryStart(loadSeconds: number): Promise<PartResult> {
  const rows: Row[] = [];
  const distDir = benchDist();
  const dataDir = tempDir('setu-bench-mem-');

  const first = await startBenchServer({ distDir, dataDir });
  const firstIdle = await idleRss(first.pid);
  await first.stop();

  const later = await startBenchServer({ distDir, dataDir });
  const idle = await idleRss(later.pid);
  const loaded = await sampleRss(later.pid, async () => {
    await measure({ url: `${later.url}/api/ngos`, duration: loadSeconds }, 0);
    await measure(
      { url: `${later.url}/api/matching?topic=Maths&day=Saturday`, duration: loadSeconds },
      0,
    );
  });
  const afterLoad = await idleRss(later.pid);
  await later.stop();

  const plain = await startBenchServer({ distDir, dataDir, plain: true });
  const plainIdle = await idleRss(plain.pid);
  await plain.stop();

  rows.push(
    {
      part: 'memory-start',
      measure: 'first start (empty DATA_DIR) to first 200',
      value: round(first.startMs / 1000, 2),
      unit: 's',
    },
    {
      part: 'memory-start',
      measure: 'later start (same DATA_DIR) to first 200',
      value: round(later.startMs / 1000, 2),
      unit: 's',
    },
    {
      part: 'memory-start',
      measure: 'RSS idle after a first start',
      value: round(firstIdle, 0),
      unit: 'MB',
      note: 'includes what initdb left behind',
    },
    {
      part: 'memory-start',
      measure: 'RSS idle after a later start',
      value: round(idle, 0),
      unit: 'MB',
      goal: `≤ ${IDLE_GOAL_MB} MB`,
      ok: idle <= IDLE_GOAL_MB,
    },
    {
      part: 'memory-start',
      measure: 'RSS idle after a later start, plain `node dist/server/main.js`',
      value: round(plainIdle, 0),
      unit: 'MB',
      note: "without start.mjs's Node flags and malloc setting",
    },
    {
      part: 'memory-start',
      measure: 'RSS peak under load',
      value: round(loaded.peak, 0),
      unit: 'MB',
    },
    {
      part: 'memory-start',
      measure: 'RSS idle after load',
      value: round(afterLoad, 0),
      unit: 'MB',
    },
  );

  // PGlite alone, same work, with its defaults and with Setu's settings: before/after tuning.
  const probes: Record<string, { readyMb: number; workMb: number }> = {};
  const probe = await buildProbe();
  for (const mode of ['defaults', 'setu'] as const) {
    const dir = tempDir(`setu-bench-probe-${mode}-`);
    await probePglite(probe, mode, dir); // first start: initdb
    probes[mode] = await probePglite(probe, mode, dir);
    rows.push({
      part: 'memory-start',
      measure: `PGlite alone, ${mode === 'defaults' ? 'its defaults' : "Setu's settings"}: RSS after queries`,
      value: round(probes[mode].workMb, 0),
      unit: 'MB',
      note: `right after start ${round(probes[mode].readyMb, 0)} MB`,
    });
  }
  return {
    rows,
    details: { firstIdle, idle, afterLoad, plainIdle, loadSamples: loaded.samples, probes },
  };
}
