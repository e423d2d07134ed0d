// JavaScript and CSS fetched on the first load of each public route, in real Chromium against
// the real server, as Chromium received them: the compressed bytes on the wire (the server sends
// its prebuilt brotli files to a browser that accepts them, as Chromium does). The gzip size of
// the same files is noted for clients without brotli.
import http from 'node:http';
import { launchBrowser } from '../tests/support/browser';
import { benchDist } from './lib/dist';
import { round } from './lib/proc';
import { startBenchServer } from './lib/server';
import type { PartResult, Row } from './lib/types';

/** Every public route of SPEC.md §2 (hash routes); the size and Lighthouse parts cover them all. */
export const PUBLIC_ROUTES = [
  '/',
  '/#/ngoList',
  '/#/Faq',
  '/#/join-us',
  '/#/SuccessStories',
  '/#/login',
  '/#/signup/volunteer',
  '/#/signup/ngo',
  '/#/ContactUs',
  '/#/volunteer-matching',
];
/**
 * The languages each route is measured in (issue 12): Hindi readers also fetch the catalogues
 * of their screens, chosen from the browser's language. English rows keep their old names.
 */
const LANGUAGES = [
  { label: '', locale: undefined },
  { label: ' in Hindi', locale: 'hi-IN' },
] as const;
/** First-load budgets per route, on the wire (decision 0018). */
export const BUDGET_KB = { js: 100, css: 12 };

/** Bytes of the body for one URL with the given Accept-Encoding (no decompression). */
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

interface Asset {
  kind: 'js' | 'css';
  /** Body bytes Chromium received, still compressed. */
  received: number;
  encoding: string;
}

export async function frontendSize(): Promise<PartResult> {
  const server = await startBenchServer({ distDir: benchDist() });
  const browser = await launchBrowser();
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  try {
    for (const { label, locale } of LANGUAGES)
      for (const route of PUBLIC_ROUTES) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
        const page = await context.newPage();
        const pending: Promise<[string, Asset] | null>[] = [];
        page.on('requestfinished', (request) => {
          const url = request.url();
          if (!url.startsWith(server.url)) return;
          const type = request.resourceType();
          const kind =
            type === 'script' || /\.js(\?|$)/.test(url)
              ? 'js'
              : type === 'stylesheet' || /\.css(\?|$)/.test(url)
                ? 'css'
                : null;
          if (!kind) return;
          pending.push(
            Promise.all([request.sizes(), request.response()]).then(async ([sizes, response]) => [
              url,
              {
                kind,
                received: sizes.responseBodySize,
                encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
              },
            ]),
          );
        });
        await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        const assets = new Map((await Promise.all(pending)).filter((a) => a !== null));
        await context.close();

        const sums = { js: { wire: 0, gzip: 0 }, css: { wire: 0, gzip: 0 } };
        const encodings = new Set<string>();
        for (const [url, asset] of assets) {
          sums[asset.kind].wire += asset.received;
          sums[asset.kind].gzip += await wireBytes(url, 'gzip');
          encodings.add(asset.encoding);
        }
        const kb = (bytes: number) => round(bytes / 1024, 1);
        details[route + label] = {
          assets: [...assets].map(([u, a]) => ({ path: new URL(u).pathname, ...a })),
          sums,
        };
        for (const kind of ['js', 'css'] as const) {
          const files = [...assets.values()].filter((a) => a.kind === kind).length;
          rows.push({
            part: 'frontend-size',
            measure: `${route}${label} ${kind.toUpperCase()}, ${files} files (on the wire, ${[...encodings].join('/')}; gzip ${kb(sums[kind].gzip)} KB)`,
            value: kb(sums[kind].wire),
            unit: 'KB',
            goal: `≤ ${BUDGET_KB[kind]} KB`,
            ok: sums[kind].wire / 1024 <= BUDGET_KB[kind],
          });
        }
      }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { rows, details };
}
