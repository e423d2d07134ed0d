// Matching at scale on PostgreSQL (1k, 10k, 100k, 1M NGOs) from bench/matching-scale.ts, and an
// SVG chart of p95 against the number of NGOs.
import fs from 'node:fs';
import path from 'node:path';
import { NO_POSTGRES_REASON, POSTGRES_URL } from './lib/postgres';
import { round } from './lib/proc';
import type { PartResult, Row } from './lib/types';
import { P95_GOALS, runMatchingScale, type ScaleResult } from './matching-scale';

export const SCALE_SVG = path.join(import.meta.dirname, 'results', 'matching-scale.svg');

export interface ScalePoint {
  ngos: number;
  p50: number;
  p95: number;
  /** The search with the highest p95, when the runner reports searches. */
  worst?: string;
}

export interface Goal {
  ngos: number;
  ms: number;
}

/**
 * A small hand-written SVG line chart: p95 (ms) against the number of NGOs (log scale), each goal
 * a dashed line from its size on.
 */
export function scaleChart(points: ScalePoint[], goals: Goal[] = P95_GOALS): string {
  const w = 560;
  const h = 320;
  const m = { left: 60, right: 20, top: 40, bottom: 50 };
  const xs = [...points, ...goals].map((p) => Math.log10(p.ngos));
  const xMin = Math.min(...xs) - 0.2;
  const xMax = Math.max(...xs) + 0.2;
  const yMax = Math.max(...goals.map((g) => g.ms * 1.2), ...points.map((p) => p.p95 * 1.15));
  const x = (n: number) =>
    m.left + ((Math.log10(n) - xMin) / (xMax - xMin)) * (w - m.left - m.right);
  const y = (ms: number) => h - m.bottom - (ms / yMax) * (h - m.top - m.bottom);
  const line = points
    .map((p, i) => `${i ? 'L' : 'M'}${x(p.ngos).toFixed(1)},${y(p.p95).toFixed(1)}`)
    .join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => round(yMax * f, 0));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="system-ui, sans-serif" font-size="12">
  <title>Matching search p95 latency against the number of NGOs (PostgreSQL)</title>
  <rect width="${w}" height="${h}" fill="#fff"/>
  <text x="${w / 2}" y="22" text-anchor="middle" font-size="14" font-weight="600">Matching p95 (ms) vs number of NGOs</text>
  <line x1="${m.left}" y1="${h - m.bottom}" x2="${w - m.right}" y2="${h - m.bottom}" stroke="#333"/>
  <line x1="${m.left}" y1="${m.top}" x2="${m.left}" y2="${h - m.bottom}" stroke="#333"/>
${ticks.map((t) => `  <text x="${m.left - 8}" y="${y(t) + 4}" text-anchor="end">${t}</text>\n  <line x1="${m.left}" y1="${y(t)}" x2="${w - m.right}" y2="${y(t)}" stroke="#eee"/>`).join('\n')}
${goals.map((g) => `  <line x1="${x(g.ngos)}" y1="${y(g.ms)}" x2="${w - m.right}" y2="${y(g.ms)}" stroke="#c0392b" stroke-dasharray="6 4"/>\n  <text x="${w - m.right}" y="${y(g.ms) - 6}" text-anchor="end" fill="#c0392b">goal ${g.ms} ms from ${g.ngos.toLocaleString('en-US')}</text>`).join('\n')}
  <path d="${line}" fill="none" stroke="#1f6feb" stroke-width="2.5"/>
${points.map((p) => `  <circle cx="${x(p.ngos)}" cy="${y(p.p95)}" r="4" fill="#1f6feb"/>\n  <text x="${x(p.ngos)}" y="${h - m.bottom + 18}" text-anchor="middle">${p.ngos.toLocaleString('en-US')}</text>\n  <text x="${x(p.ngos)}" y="${y(p.p95) - 10}" text-anchor="middle">${p.p95} ms</text>`).join('\n')}
  <text x="${(m.left + w - m.right) / 2}" y="${h - 12}" text-anchor="middle">NGOs in the database (log scale)</text>
  <text x="16" y="${(m.top + h - m.bottom) / 2}" text-anchor="middle" transform="rotate(-90 16 ${(m.top + h - m.bottom) / 2})">p95 latency (ms)</text>
</svg>
`;
}

function toPoint(r: ScaleResult): ScalePoint {
  const worst = Object.entries(r.searches).sort((a, b) => b[1].p95 - a[1].p95)[0];
  return {
    ngos: r.ngos,
    p50: round(r.p50, 1),
    p95: round(r.p95, 1),
    worst: worst ? `${worst[0]} p95 ${worst[1].p95} ms` : undefined,
  };
}

/** The goal a size is held to: the strictest of the goals set at or below it. */
function goalAt(ngos: number): Goal | undefined {
  return P95_GOALS.filter((g) => g.ngos <= ngos).sort((a, b) => a.ms - b.ms)[0];
}

export async function scale(): Promise<PartResult> {
  if (!POSTGRES_URL) return { rows: [], skipped: [`scale: ${NO_POSTGRES_REASON}`] };
  const raw = await runMatchingScale({ log: (line: string) => console.log(`  ${line}`) });
  if ('skipped' in raw) return { rows: [], skipped: [`scale: ${raw.skipped}`] };
  const points = raw.results.map(toPoint);
  const rows: Row[] = points.map((p) => {
    const goal = goalAt(p.ngos);
    return {
      part: 'scale',
      measure: `matching on PostgreSQL, ${p.ngos.toLocaleString('en-US')} NGOs: p95 of all searches`,
      value: p.p95,
      unit: 'ms',
      goal: goal ? `< ${goal.ms} ms` : undefined,
      ok: goal ? p.p95 < goal.ms : undefined,
      note: `p50 ${p.p50} ms${p.worst ? `; slowest search: ${p.worst}` : ''}`,
    };
  });
  if (points.length) {
    fs.mkdirSync(path.dirname(SCALE_SVG), { recursive: true });
    fs.writeFileSync(SCALE_SVG, scaleChart(points));
  }
  return { rows, details: { raw } };
}
