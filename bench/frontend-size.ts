// JavaScript and CSS fetched on the first load of each public route (and of the dashboards, signed
// in as the demo accounts), in real Chromium against
// the real server, as Chromium counts them: the DevTools protocol's encodedDataLength, response
// headers included (over HTTP/1.1 each file's headers travel in full), which the budget uses; the
// compressed bodies alone are reported beside it (the server sends its prebuilt brotli files to
// a browser that accepts them, as Chromium does). The gzip size of the same files is noted for
// clients without brotli.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEMO_NGO_EMAIL, DEMO_VOLUNTEER_EMAIL } from '../src/server/db/seed/demo';
import { DEMO_PASSWORD_FILE } from '../src/server/demo/demo-password';
import type { UserType } from '../src/shared/options';
import { PATHS, ngoClassPath } from '../src/web/paths';
import { STORAGE_KEYS } from '../src/web/storage';
import { launchBrowser } from '../tests/support/browser';
import { benchDist } from './lib/dist';
import { round } from './lib/proc';
import { startBenchServer } from './lib/server';
import { installability, repeatVisit } from './repeat-visit';
import type { PartResult, Row } from './lib/types';

/** Every public route of the spec's §2 (README → The specification) (hash routes); the size and Lighthouse parts cover them all. */
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
  // Setu's public impact figures (docs/decisions/0045-public-impact.md): public, so on the budget.
  '/#/impact',
];
/**
 * The dashboards, as the demo accounts see them (SEED_DEMO): no budget of their own, reported so
 * that what a signed-in screen costs on a phone is seen as it grows (the demo NGO's class is the
 * Saturday one, src/server/db/seed/demo-class.ts).
 */
const DASHBOARD_ROUTES: { route: string; userType: UserType; email: string }[] = [
  { route: `/#${PATHS.volunteerDashboard}`, userType: 'Volunteer', email: DEMO_VOLUNTEER_EMAIL },
  { route: `/#${PATHS.volunteerSessions}`, userType: 'Volunteer', email: DEMO_VOLUNTEER_EMAIL },
  { route: `/#${PATHS.ngoDashboard}`, userType: 'NGO', email: DEMO_NGO_EMAIL },
  { route: `/#${ngoClassPath('saturday-1100-1200')}`, userType: 'NGO', email: DEMO_NGO_EMAIL },
];

/** A signed-in visit: the session cookie and the spec's stored login, set before the page loads. */
interface SignedIn {
  cookie: { name: string; value: string };
  userType: UserType;
}

async function signInAs(url: string, userType: UserType, email: string, password: string) {
  const res = await fetch(`${url}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ userType, email, password }),
  });
  if (res.status !== 200) throw new Error(`demo login answered ${res.status}: ${await res.text()}`);
  const [pair] = res.headers.getSetCookie()[0]!.split(';');
  const [name, value] = pair!.split('=') as [string, string];
  return { cookie: { name, value }, userType };
}

/**
 * The languages each route is measured in: Hindi readers also fetch the catalogues
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
  /** Everything Chromium counted for the response: status line, headers and compressed body. */
  total: number;
  /** The compressed body alone. */
  body: number;
  encoding: string;
}

function assetKind(type: string | undefined, url: string): Asset['kind'] | null {
  if (type === 'Script' || /\.js(\?|$)/.test(url)) return 'js';
  if (type === 'Stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  return null;
}

/**
 * The route's scripts and styles as Chromium counted them on one cold load until the network is
 * idle, through the DevTools protocol: `Network.loadingFinished`'s `encodedDataLength` (what
 * DevTools shows as "transferred": headers and compressed body) and, for the body, that minus
 * the headers' bytes (`Network.responseReceived`'s `encodedDataLength` at that point).
 */
async function loadRoute(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
  origin: string,
  locale: string | undefined,
  signedIn?: SignedIn,
): Promise<Map<string, Asset>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale });
  try {
    if (signedIn) {
      await context.addCookies([{ ...signedIn.cookie, url: origin }]);
      await context.addInitScript(([key, userType]) => localStorage.setItem(key, userType), [
        STORAGE_KEYS.userType,
        signedIn.userType,
      ] as const);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<
      string,
      { url: string; kind: Asset['kind']; headers: number; encoding: string }
    >();
    const assets = new Map<string, Asset>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (!response.url.startsWith(origin)) return;
      const kind = assetKind(type, response.url);
      if (!kind) return;
      const encoding =
        Object.entries(response.headers).find(
          ([name]) => name.toLowerCase() === 'content-encoding',
        )?.[1] ?? 'identity';
      seen.set(requestId, {
        url: response.url,
        kind,
        headers: response.encodedDataLength,
        encoding: String(encoding),
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const asset = seen.get(requestId);
      if (!asset) return;
      assets.set(asset.url, {
        kind: asset.kind,
        total: encodedDataLength,
        body: encodedDataLength - asset.headers,
        encoding: asset.encoding,
      });
    });
    // A fresh context: its cache is empty, as on a first visit.
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    return assets;
  } finally {
    await context.close();
  }
}

export async function frontendSize(): Promise<PartResult> {
  const server = await startBenchServer({ distDir: benchDist(), env: { SEED_DEMO: 'true' } });
  const browser = await launchBrowser();
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  try {
    const password = fs.readFileSync(path.join(server.dataDir, DEMO_PASSWORD_FILE), 'utf8').trim();
    const visits = [
      ...PUBLIC_ROUTES.map((route) => ({ route, signedIn: undefined, budgeted: true })),
      ...(await Promise.all(
        DASHBOARD_ROUTES.map(async ({ route, userType, email }) => ({
          route,
          signedIn: await signInAs(server.url, userType, email, password),
          budgeted: false,
        })),
      )),
    ];
    for (const { label, locale } of LANGUAGES)
      for (const { route, signedIn, budgeted } of visits) {
        // A signed-in screen follows the account's language (the demo accounts' is English).
        if (signedIn && locale) continue;
        const assets = await loadRoute(
          browser,
          `${server.url}${route}`,
          server.url,
          locale,
          signedIn,
        );
        const sums = {
          js: { total: 0, body: 0, gzip: 0 },
          css: { total: 0, body: 0, gzip: 0 },
        };
        const encodings = new Set<string>();
        for (const [url, asset] of assets) {
          sums[asset.kind].total += asset.total;
          sums[asset.kind].body += asset.body;
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
          const { total, body, gzip } = sums[kind];
          rows.push({
            part: 'frontend-size',
            measure: `${route}${label} ${kind.toUpperCase()}, ${files} files (encodedDataLength with headers; ${[...encodings].join('/')} bodies ${kb(body)} KB, headers ${kb(total - body)} KB; gzip bodies ${kb(gzip)} KB)`,
            value: kb(total),
            unit: 'KB',
            ...(budgeted && {
              goal: `≤ ${BUDGET_KB[kind]} KB`,
              ok: total / 1024 <= BUDGET_KB[kind],
            }),
          });
        }
      }
    // A returning reader, once the service worker is there: a public page and a dashboard.
    for (const visit of [visits[0]!, visits.find((v) => v.signedIn)!]) {
      const { rows: repeat, files } = await repeatVisit(
        browser,
        server.url,
        visit.route,
        visit.signedIn,
      );
      rows.push(...repeat);
      details[`${visit.route} repeat visit`] = files;
    }
    rows.push(await installability(server.url));
  } finally {
    await browser.close();
    await server.stop();
  }
  return { rows, details };
}
