// `npm run bench`: runs the benchmark parts, prints one table (Markdown, ready for the README)
// and writes bench/results/latest.json.
//   BENCH_ONLY=api,size   run only these parts (size, lighthouse, api, scale, memory, load,
//                         certificates, substitutes)
//   BENCH_QUICK=1         short runs: 1 Lighthouse run per route, 3 s API runs, 15 s load
//   BENCH_LIGHTHOUSE_RUNS=n, BENCH_API_SECONDS=n, BENCH_LOAD_SECONDS=n override the above
// PostgreSQL parts use TEST_DATABASE_URL or DATABASE_URL (a scratch database, dropped after) and
// are skipped with the reason printed when neither is set.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api } from './api';
import { certificatesBench } from './certificates';
import { impactBench } from './impact';
import { frontendSize } from './frontend-size';
import { lighthouse } from './lighthouse';
import { load } from './load';
import { memoryStart } from './memory-start';
import { scale } from './scale';
import { substitutesBench } from './substitutes';
import type { Part, PartResult, Row } from './lib/types';

const quick = ['1', 'true', 'yes'].includes(process.env.BENCH_QUICK ?? '');
const num = (name: string, fallback: number) => Number(process.env[name]) || fallback;
const settings = {
  quick,
  lighthouseRuns: num('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 3),
  apiSeconds: num('BENCH_API_SECONDS', quick ? 3 : 8),
  loadSeconds: num('BENCH_LOAD_SECONDS', quick ? 15 : 60),
};

const PARTS: Record<string, Part> = {
  size: frontendSize,
  lighthouse: () => lighthouse(settings.lighthouseRuns),
  api: () => api(settings.apiSeconds),
  scale,
  memory: () => memoryStart(quick ? 3 : 5),
  load: () => load(settings.loadSeconds),
  certificates: certificatesBench,
  impact: () => impactBench(quick ? 3 : 5),
  substitutes: substitutesBench,
};
const ALIASES: Record<string, string> = {
  'frontend-size': 'size',
  'memory-start': 'memory',
  lh: 'lighthouse',
};

function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  let load = '';
  try {
    load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  } catch {
    // not on this platform
  }
  let commit = 'unknown';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // not a git checkout
  }
  return {
    nproc: os.availableParallelism(),
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    cpu,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: load,
    commit,
  };
}

function status(row: Row) {
  if (row.ok === undefined) return '';
  return row.ok ? 'ok' : row.part === 'frontend-size' ? '**OVER BUDGET**' : '**MISSED**';
}

export function markdownTable(rows: Row[]): string {
  const escape = (s: string) => s.replaceAll('|', '\\|');
  const lines = [
    '| part | measure | value | goal | status | notes |',
    '|---|---|---:|---|---|---|',
  ];
  for (const r of rows) {
    const value =
      typeof r.value === 'number' && !Number.isFinite(r.value)
        ? 'n/a'
        : `${r.value}${r.unit ? ` ${r.unit}` : ''}`;
    lines.push(
      `| ${r.part} | ${escape(r.measure)} | ${value} | ${r.goal ?? ''} | ${status(r)} | ${escape(r.note ?? '')} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => ALIASES[s] ?? s);
  const unknown = only.filter((s) => !(s in PARTS));
  if (unknown.length) {
    console.error(
      `Unknown part(s) in BENCH_ONLY: ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}.`,
    );
    process.exit(2);
  }
  const selected = Object.keys(PARTS).filter((name) => !only.length || only.includes(name));
  const started = new Date();
  const info = machine();
  console.log(
    `Setu bench ${started.toISOString()} on ${info.nproc} × ${info.cpu}, ${info.memoryGb} GB, Node ${info.node}`,
  );
  console.log(`Parts: ${selected.join(', ')}${quick ? ' (quick)' : ''}\n`);

  const results: Record<string, PartResult & { seconds: number; error?: string }> = {};
  for (const name of selected) {
    const t0 = performance.now();
    process.stdout.write(`▶ ${name}… `);
    try {
      const result = await PARTS[name]!();
      results[name] = { ...result, seconds: Math.round((performance.now() - t0) / 1000) };
      console.log(`done in ${results[name].seconds} s`);
      for (const reason of result.skipped ?? []) console.log(`  skipped ${reason}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      results[name] = {
        rows: [],
        error: message,
        seconds: Math.round((performance.now() - t0) / 1000),
      };
      console.log(`FAILED: ${message}`);
    }
  }

  const rows = Object.values(results).flatMap((r) => r.rows);
  const table = markdownTable(rows);
  console.log(`\n${table}\n`);
  const missed = rows.filter((r) => r.ok === false);
  const skipped = Object.values(results).flatMap((r) => r.skipped ?? []);
  const failed = Object.entries(results).filter(([, r]) => r.error);
  console.log(
    `${rows.length} measures, ${missed.length} goals missed, ${skipped.length} skipped, ${failed.length} parts failed.`,
  );

  const out = path.join(import.meta.dirname, 'results', 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: started.toISOString(), machine: info, settings, rows, table, parts: results }, null, 2)}\n`,
  );
  console.log(`Wrote ${path.relative(process.cwd(), out)}`);
  // A part that crashed is a bench failure; a missed goal is a finding, reported above.
  process.exitCode = failed.length ? 1 : 0;
}

await main();
