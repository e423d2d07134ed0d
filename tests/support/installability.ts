// Whether Chromium would offer to install Setu, asked through its DevTools protocol
// (Page.getInstallabilityErrors), since Lighthouse no longer audits it (decision 0049). Two
// things make the answer worth having: the full browser, because the headless shell answers an
// empty list for any page, a page without a manifest too; and a persistent profile, because a
// fresh context is incognito and the full browser then answers "in-incognito" for every page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_PATH } from './browser';

export interface InstallCheck {
  context: BrowserContext;
  /** The ids of the installability errors of what `page` shows now ([] when installable). */
  errorsOf(page: Page): Promise<string[]>;
  close(): Promise<void>;
}

/** The full Chromium on a throw-away profile, with service workers allowed. */
export async function openInstallCheck(): Promise<InstallCheck> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-install-check-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  return {
    context,
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
 * Opens `url` (Setu's home page), waits until its service worker is active and controls a
 * reload, and answers the installability errors then.
 */
export async function installabilityErrorsOf(check: InstallCheck, url: string) {
  const page = await check.context.newPage();
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  return check.errorsOf(page);
}
