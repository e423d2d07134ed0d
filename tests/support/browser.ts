// Real Chromium through playwright-core (the system browser; nothing is downloaded).
import fs from 'node:fs';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** The full browser: Lighthouse (npm run bench) measures pages in it, as a visitor's browser. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser tests' Chromium: the headless shell when it is installed. Same engine, without
 * the full browser's windowing layer: a browser file costs about 30% less CPU in it, and CI runs
 * 39 browser files on 2 cores.
 */
export const TEST_CHROME_PATH =
  process.env.TEST_CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROME_PATH);

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(TEST_CHROME_PATH)) {
    throw new Error(
      `Chromium was not found at ${TEST_CHROME_PATH}. Install it with \`apt-get install chromium-headless-shell\` (or chromium), or set TEST_CHROME_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: TEST_CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      // Every test opens contexts of its own, and Chromium would start a renderer process for
      // each: one renderer for all of a browser's pages cost a quarter less CPU for the same
      // pages (docs/decisions/0022-test-suite-time.md). Contexts still keep storage apart.
      '--renderer-process-limit=1',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium. Browser files run several to a worker process (isolate: false in
 * vitest.config.ts), and they share one browser: each test opens its own context (openPage), so
 * no cookie, storage or cache crosses from one file to another, and a file does not pay for a
 * browser start (docs/decisions/0022-test-suite-time.md). It closes with the worker.
 */
export function workerBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then((browser) => {
    browser.on('disconnected', () => {
      shared = undefined;
    });
    return browser;
  });
  return shared;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught errors seen so far. */
  errors: string[];
}

/** A fresh context (own storage) and page that records console errors, for a test to assert on. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: {
    reducedMotion?: 'reduce' | 'no-preference';
    acceptDownloads?: boolean;
    /** The browser's language (navigator.languages), e.g. 'hi-IN'; Chromium's own otherwise. */
    locale?: string;
    /**
     * Lets Setu's service worker register. Blocked otherwise: a first visit's page is never
     * controlled by it (decision 0049), and its background precache of every chunk would cost
     * each of the suite's fresh contexts a second of CPU. tests/e2e/offline.test.ts allows it.
     */
    serviceWorkers?: boolean;
  } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: options.reducedMotion ?? 'reduce',
    acceptDownloads: options.acceptDownloads ?? false,
    locale: options.locale,
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  return tracked(await context.newPage(), context);
}

/** A page of `context` whose console errors and uncaught errors are recorded from now on. */
export function tracked(page: Page, context: BrowserContext): TrackedPage {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/** Expected failures (e.g. a 401 the page handles) may be listed as patterns to ignore. */
export function expectNoConsoleErrors(tracked: TrackedPage, allow: RegExp[] = []) {
  const unexpected = tracked.errors.filter((e) => !allow.some((re) => re.test(e)));
  expect(unexpected, 'unexpected console errors').toEqual([]);
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core put in a page as @axe-core/playwright's legacy mode puts it (configured for this
 * origin, under its brand), but evaluated once: AxeBuilder evaluates the 550 KB source twice at
 * every check, and the second costs 60–80 ms on a quiet machine, several times that on a busy one.
 */
const AXE_SETUP = `${axe.source}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`;

/**
 * axe.run as AxeBuilder's legacy mode calls it, with AxeBuilder's options for AXE_TAGS, answering
 * only the violations, which is all a check reads. Every rule still runs on every node; what
 * `resultTypes` leaves out is the selector and HTML that axe builds for each node that passed,
 * and the page no longer sends those results to the test (150–400 KB a check). On the dashboards'
 * and public pages' checks that was half of each check's time (docs/decisions/0022-test-suite-time.md).
 */
const axeViolations = async (tags: string[]) =>
  (
    await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })
  ).violations;

export async function expectAccessible(page: Page) {
  // A document keeps axe from an earlier check. As in AxeBuilder's legacy mode, axe runs once in
  // the page itself: its other mode runs axe per frame and then opens a blank page to merge the
  // frames' results, which doubled the cost of each check, and Setu's pages have no frames.
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(AXE_SETUP);
  const violations = await page.evaluate(axeViolations, AXE_TAGS);
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Navigates to a hash route and waits until the SPA has rendered its main heading. Going from
 * one route to another is a hash change in the same document, so the old page's heading is still
 * there for a moment: it is marked first, and only a heading the new route rendered counts.
 */
export async function gotoRoute(page: Page, route: string) {
  const pathOf = (hashRoute: string) => hashRoute.replace(/^#/, '').split('?')[0] || '/';
  const current = page.url().includes('#')
    ? pathOf(page.url().slice(page.url().indexOf('#')))
    : null;
  if (current !== null && current !== pathOf(route)) {
    await page.evaluate(() =>
      document.querySelectorAll('main h1').forEach((h1) => h1.setAttribute('data-left-behind', '')),
    );
  }
  await page.goto(`/#${route}`);
  await page.locator('main h1:not([data-left-behind])').first().waitFor();
}

/**
 * Waits for the home page after Logout. The address changes at once, but the page shows once its
 * code has loaded, and until then the page before stays on screen (src/web/router.tsx): a test
 * that went on at the address alone would act on the page it left. Home's title is the one
 * without " · Setu" (src/web/page-titles.ts).
 */
export async function waitForHomePage(page: Page) {
  await page.waitForFunction(
    () => (location.hash === '#/' || location.hash === '') && !document.title.includes(' · '),
  );
}

/**
 * Opens the top bar's phone menu when the page has one showing (at 390 px) and it is closed.
 * The bar is waited for first: right after a load, a menu not drawn yet would read as "no menu".
 */
export async function openPhoneMenu(page: Page): Promise<void> {
  const nav = page.getByRole('navigation').first();
  await nav.waitFor();
  const menu = nav.getByRole('button', { name: /^(Menu|मेनू)$/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') {
    await menu.click();
  }
}

/** True when the page can scroll sideways (a layout bug on phones). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

/**
 * Axe-clean and without sideways scroll at 1280 and at 390 px (`ready` waits for what the check
 * is about, after each resize); back to 1280 after.
 */
export async function checkBothWidths(page: Page, ready: () => Promise<unknown>) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await ready();
    await expectAccessible(page);
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}
