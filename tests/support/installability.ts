// Whether Chromium would offer to install Setu, asked through its DevTools protocol
// (Page.getInstallabilityErrors), since Lighthouse no longer audits it (decision 0049). Two
// things make the answer worth having: the full browser, because the headless shell answers an
// empty list for any page, a page without a manifest too; and a persistent profile, because a
// fresh context is incognito and the full browser then answers "in-incognito" for every page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_PATH, tracked, VIEWPORTS, type TrackedPage } from './browser';

export interface InstallCheck {
  context: BrowserContext;
  /** The profile's first page, its console errors recorded, for a test to go on with. */
  tab: TrackedPage;
  /** The ids of the installability errors of what `page` shows now ([] when installable). */
  errorsOf(page: Page): Promise<string[]>;
  close(): Promise<void>;
}

/** The full Chromium on a throw-away profile, with service workers allowed. */
export async function openInstallCheck(baseURL?: string): Promise<InstallCheck> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-install-check-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    baseURL,
    viewport: VIEWPORTS.desktop,
    reducedMotion: 'reduce',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  return {
    context,
    tab: tracked(context.pages()[0] ?? (await context.newPage()), context),
    async errorsOf(page) {
      const cdp = await context.newCDPSession(page);
      try {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((e) => e.errorId);
      } finally {
        await cdp.detach();
      }
    },
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `url` (Setu's home page), waits until its service worker is active, and answers the
 * installability errors then. No reload under the worker: Chromium no longer asks that a worker
 * control the page, and a reload cost the browser test a second.
 */
export async function installabilityErrorsOf(check: InstallCheck, url: string) {
  const { page } = check.tab;
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return check.errorsOf(page);
}
