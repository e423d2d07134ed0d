// Real Chromium through playwright-core (the system browser; nothing is downloaded).
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROME_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROME_PATH}. Install it with \`apt-get install chromium\`, or set CHROME_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: CHROME_PATH,
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
    ],
  });
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
  } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: options.reducedMotion ?? 'reduce',
    acceptDownloads: options.acceptDownloads ?? false,
    locale: options.locale,
  });
  const page = await context.newPage();
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

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
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

/** True when the page can scroll sideways (a layout bug on phones). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
