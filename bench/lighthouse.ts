// Lighthouse (mobile settings, its default) on every public route, in English and in Hindi
// (LIGHTHOUSE_LANGUAGES), against the real server: the median of several runs per route, as
// single runs are noisy on shared machines.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { CHROME_PATH } from '../tests/support/browser';
import { ROOT } from '../tests/support/e2e-server';
import { PUBLIC_ROUTES } from './frontend-size';
import { benchDist } from './lib/dist';
import { median } from './lib/proc';
import { startBenchServer } from './lib/server';
import type { PartResult, Row } from './lib/types';

export const LIGHTHOUSE_ROUTES = PUBLIC_ROUTES;
const CATEGORIES = [
  ['performance', 98],
  ['accessibility', 100],
  ['best-practices', 100],
  ['seo', 100],
] as const;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/**
 * The languages each route is scored in. Setu shows Hindi to a browser whose first
 * preferred language is Hindi (src/web/i18n/choose-locale.ts): --accept-lang sets
 * navigator.languages, --lang the browser's own. English rows keep their old names.
 */
export const LIGHTHOUSE_LANGUAGES = [
  { label: '', chromeFlags: '' },
  { label: ' in Hindi', chromeFlags: ' --lang=hi-IN --accept-lang=hi-IN,hi' },
] as const;

type Scores = Record<(typeof CATEGORIES)[number][0], number>;

function runLighthouse(
  url: string,
  extraChromeFlags = '',
): Promise<{
  scores: Scores;
  failing: Record<keyof Scores, string[]>;
  metrics: string;
  issues: unknown[];
}> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        `--chrome-path=${CHROME_PATH}`,
        `--chrome-flags=${CHROME_FLAGS}${extraChromeFlags}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--form-factor=mobile',
        `--only-categories=${CATEGORIES.map(([c]) => c).join(',')}`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CHROME_PATH } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err = (err + d).slice(-2000)));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err}`));
      const report = JSON.parse(out) as {
        categories: Record<
          string,
          { score: number | null; auditRefs: { id: string; weight: number }[] }
        >;
        audits: Record<
          string,
          {
            score: number | null;
            scoreDisplayMode: string;
            displayValue?: string;
            details?: { items?: unknown[] };
          }
        >;
      };
      const scores = Object.fromEntries(
        CATEGORIES.map(([c]) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
      ) as Scores;
      // Per category, the weighted audits that did not pass: where to look when a score is low.
      const failing = Object.fromEntries(
        CATEGORIES.map(([c]) => [
          c,
          (report.categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => ref.id)
            .filter((id) => {
              const audit = report.audits[id];
              return (
                audit &&
                audit.scoreDisplayMode !== 'notApplicable' &&
                audit.score !== null &&
                audit.score < 0.9
              );
            }),
        ]),
      ) as Record<keyof Scores, string[]>;
      // The metrics behind the performance score, and what the browser complained about.
      const metrics = METRICS.map(
        ([id, label]) => `${label} ${report.audits[id]?.displayValue ?? '?'}`,
      ).join(', ');
      const issues = report.audits['inspector-issues']?.details?.items ?? [];
      resolve({ scores, failing, metrics, issues });
    });
  });
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP);
 * such a run is repeated, up to two more times, rather than losing the whole part.
 */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `\n  Lighthouse run failed (${error instanceof Error ? error.message.slice(0, 160) : error}); retrying`,
      );
    }
  }
}

export async function lighthouse(
  runs: number,
  routes: readonly string[] = LIGHTHOUSE_ROUTES,
  languages: readonly (typeof LIGHTHOUSE_LANGUAGES)[number][] = LIGHTHOUSE_LANGUAGES,
): Promise<PartResult> {
  const server = await startBenchServer({ distDir: benchDist() });
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  try {
    for (const { label, chromeFlags } of languages)
      for (const route of routes) {
        const results = [];
        for (let i = 0; i < runs; i++)
          results.push(
            await withRetries(() => runLighthouse(`${server.url}${route}`, chromeFlags)),
          );
        details[route + label] = results;
        for (const [category, goal] of CATEGORIES) {
          const value = median(results.map((r) => r.scores[category]));
          rows.push({
            part: 'lighthouse',
            measure: `${route}${label} ${category} (median of ${runs})`,
            value,
            goal: `≥ ${goal}`,
            ok: value >= goal,
            note:
              category === 'performance'
                ? `${results.map((r) => r.metrics).join(' / ')}`
                : value < goal
                  ? `audits not passed: ${[...new Set(results.flatMap((r) => r.failing[category]))].join(', ')}`
                  : undefined,
          });
        }
      }
  } finally {
    await server.stop();
  }
  return { rows, details };
}
