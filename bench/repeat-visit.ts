// The bytes of a repeat visit, once the service worker has installed (decision 0049): every
// response that crossed the network, counted at a proxy in front of the server (status line,
// headers and body as sent), so the worker's own fetches and the browser's check of sw.js count
// too. The goal: at most 5 KB besides the API's answers, and no JavaScript.
import http from 'node:http';
import type { Browser } from 'playwright-core';
import { STORAGE_KEYS } from '../src/web/storage';
import type { UserType } from '../src/shared/options';
import { freePort } from '../tests/support/e2e-server';
import { installabilityErrorsOf, openInstallCheck } from '../tests/support/installability';
import { round } from './lib/proc';
import type { Row } from './lib/types';

export const REPEAT_VISIT_GOAL_KB = 5;

interface Tally {
  api: number;
  js: number;
  other: number;
  files: string[];
}

/** A proxy to `target` that adds up what each response put on the wire. */
async function countingProxy(target: string) {
  const port = await freePort();
  let tally: Tally = { api: 0, js: 0, other: 0, files: [] };
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        const path = (req.url ?? '').split('?')[0]!;
        const kind = path.startsWith('/api/') ? 'api' : path.endsWith('.js') ? 'js' : 'other';
        let bytes = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < answer.rawHeaders.length; i += 2)
          bytes += `${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}\r\n`.length;
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => {
          tally[kind] += bytes;
          tally.files.push(`${req.method} ${path} ${answer.statusCode} ${bytes} B`);
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    reset: () => (tally = { api: 0, js: 0, other: 0, files: [] }),
    tally: () => tally,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Visits `route` once (the worker installs and precaches), then again as a returning reader
 * would, and reports the second visit's bytes.
 */
export async function repeatVisit(
  browser: Browser,
  target: string,
  route: string,
  signedIn?: { cookie: { name: string; value: string }; userType: UserType },
): Promise<{ rows: Row[]; files: string[] }> {
  const proxy = await countingProxy(target);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (signedIn) {
      await context.addCookies([{ ...signedIn.cookie, url: proxy.url }]);
      await context.addInitScript(([key, userType]) => localStorage.setItem(key, userType), [
        STORAGE_KEYS.userType,
        signedIn.userType,
      ] as const);
    }
    const page = await context.newPage();
    await page.goto(`${proxy.url}${route}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    // Active means installed: the precache is complete.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    proxy.reset();
    // A reload: going to the same address with a hash would only move within the page.
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const { api, js, other, files } = proxy.tally();
    const kb = (bytes: number) => round(bytes / 1024, 1);
    return {
      files,
      rows: [
        {
          part: 'frontend-size',
          measure: `${route} repeat visit, besides the API's answers (${files.length} responses in all; API ${kb(api)} KB)`,
          value: kb(js + other),
          unit: 'KB',
          goal: `≤ ${REPEAT_VISIT_GOAL_KB} KB`,
          ok: (js + other) / 1024 <= REPEAT_VISIT_GOAL_KB,
        },
        {
          part: 'frontend-size',
          measure: `${route} repeat visit, JavaScript from the network`,
          value: kb(js),
          unit: 'KB',
          goal: '0 KB',
          ok: js === 0,
        },
      ],
    };
  } finally {
    await context.close();
    await proxy.close();
  }
}

/**
 * Whether Chromium would offer to install Setu from `/` once its worker is active: Lighthouse no
 * longer audits installability, Chromium's DevTools protocol still answers it
 * (Page.getInstallabilityErrors, in the full browser: tests/support/installability.ts).
 */
export async function installability(target: string): Promise<Row> {
  const check = await openInstallCheck();
  try {
    const errors = await installabilityErrorsOf(check, `${target}/`);
    return {
      part: 'frontend-size',
      measure: "/ installability errors (Chromium's Page.getInstallabilityErrors, worker active)",
      value: errors.length,
      goal: '0',
      ok: errors.length === 0,
      ...(errors.length ? { note: errors.join(', ') } : {}),
    };
  } finally {
    await check.close();
  }
}
