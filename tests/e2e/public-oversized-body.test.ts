// A form that sends too much: the browser reads the server's 413 and shows its message,
// not "Could not reach Setu", and the next send works. The form's own limits keep a person under
// 64 KB, so the request is enlarged on its way out, as a changed page or an extension could. The
// browser reaches Setu through a slow uplink, so the server answers while the body is still coming.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import {
  expectNoConsoleErrors,
  gotoRoute,
  workerBrowser,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { startServer, type E2EServer } from '../support/e2e-server';
import { startSlowUplink, type SlowUplink } from '../support/slow-uplink';

const ctx = {} as { uplink: SlowUplink; server: E2EServer; browser: Browser };
beforeAll(async () => {
  ctx.uplink = await startSlowUplink(512 * 1024);
  // The page's origin is the relay's, and Setu must accept writes from it.
  [ctx.server, ctx.browser] = await Promise.all([
    startServer({ env: { PUBLIC_URL: ctx.uplink.url } }),
    workerBrowser(),
  ]);
  ctx.uplink.target.port = ctx.server.port;
});
afterAll(async () => {
  await ctx.uplink?.close();
  await ctx.server?.discard();
});

describe('contact form with an oversized body', () => {
  it("shows the server's message, keeps the text, and the next send is thanked", async () => {
    const tracked = await openPage(ctx.browser, ctx.uplink.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/ContactUs');
      await page.route('**/api/feedback', (route) => {
        const sent = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
        return route.continue({
          postData: JSON.stringify({ ...sent, message: 'x'.repeat(1024 * 1024) }),
        });
      });
      await page.getByLabel('Name', { exact: true }).fill('Arjun');
      await page.getByLabel('Email', { exact: true }).fill('arjun@example.org');
      await page.getByLabel('Message', { exact: true }).fill('A very long story.');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByRole('alert').filter({ hasText: MESSAGES.requestTooLarge }).waitFor();
      await expect(page.getByLabel('Message', { exact: true }).inputValue()).resolves.toBe(
        'A very long story.',
      );

      await page.unroute('**/api/feedback');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByRole('alert').filter({ hasText: MESSAGES.feedbackThanks }).waitFor();
      expectNoConsoleErrors(tracked, [/status of 413/]);
    } finally {
      await tracked.context.close();
    }
  });
});
