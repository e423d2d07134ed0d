// Compressed bytes of JavaScript and CSS fetched on the first load of each public route, in real
// Chromium against the real server. Each asset's size is taken as the server sends it to a
// client that accepts brotli (and gzip, for comparison).
import http from 'node:http';
import { launchBrowser } from '../tests/support/browser';
import { benchDist } from './lib/dist';
import { round } from './lib/proc';
import { startBenchServer } from './lib/server';
import type { PartResult, Row } from './lib/types';

export const PUBLIC_ROUTES = [
  '/',
  '/#/login',
  '/#/ngoList',
  '/#/volunteer-matching',
  '/#/signup/volunteer',
  '/#/join-us',
  '/#/Faq',
  '/#/ContactUs',
  '/#/SuccessStories',
];
export const BUDGET_KB = { js: 100, css: 12 };

/** Bytes on the wire for one URL with the given Accept-Encoding (no decompression). */
function wireBytes(url: string, encoding: 'br' | 'gzip'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

export async function frontendSize(): Promise<PartResult> {
  const server = await startBenchServer({ distDir: benchDist() });
  const browser = await launchBrowser();
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  try {
    for (const route of PUBLIC_ROUTES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const assets = new Map<string, 'js' | 'css'>();
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(server.url)) return;
        const type = request.resourceType();
        if (type === 'script' || /\.js(\?|$)/.test(url)) assets.set(url, 'js');
        else if (type === 'stylesheet' || /\.css(\?|$)/.test(url)) assets.set(url, 'css');
      });
      await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await context.close();

      const sums = { js: { br: 0, gzip: 0 }, css: { br: 0, gzip: 0 } };
      for (const [url, kind] of assets) {
        sums[kind].br += await wireBytes(url, 'br');
        sums[kind].gzip += await wireBytes(url, 'gzip');
      }
      const kb = (bytes: number) => round(bytes / 1024, 1);
      details[route] = { assets: [...assets.keys()].map((u) => new URL(u).pathname), sums };
      for (const kind of ['js', 'css'] as const) {
        rows.push({
          part: 'frontend-size',
          measure: `${route} ${kind.toUpperCase()} (brotli; gzip ${kb(sums[kind].gzip)} KB)`,
          value: kb(sums[kind].br),
          unit: 'KB',
          goal: `≤ ${BUDGET_KB[kind]} KB`,
          ok: sums[kind].br / 1024 <= BUDGET_KB[kind],
        });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { rows, details };
}
