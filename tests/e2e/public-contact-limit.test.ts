// The contact form when the server refuses: the server's message shows and nothing typed is lost.
// Its own server: it uses up the feedback limit of the browser's address.
import { describe, expect, it } from 'vitest';
import { FEEDBACK_LIMIT } from '../../src/server/feedback/feedback-routes';
import { MESSAGES } from '../../src/shared/messages';
import { expectNoConsoleErrors, gotoRoute, openPage } from '../support/browser';
import { sharedServerAndBrowser } from './accounts-support';

const ctx = sharedServerAndBrowser();

describe('contact form over the rate limit', () => {
  it("shows the server's error and keeps what the user typed", async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/ContactUs');
      for (let i = 0; i < FEEDBACK_LIMIT.limit; i++) {
        const res = await page.request.post('/api/feedback', {
          headers: { origin: ctx.server.url },
          data: { name: 'Earlier', email: 'earlier@example.org', message: `Note ${i}` },
        });
        expect(res.status()).toBe(201);
      }
      await page.getByLabel('Name', { exact: true }).fill('Arjun');
      await page.getByLabel('Email', { exact: true }).fill('arjun@example.org');
      await page.getByLabel('Message', { exact: true }).fill('Please keep this text.');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByRole('alert').filter({ hasText: MESSAGES.tooManyRequests }).waitFor();
      await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Arjun');
      await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(
        'arjun@example.org',
      );
      await expect(page.getByLabel('Message', { exact: true }).inputValue()).resolves.toBe(
        'Please keep this text.',
      );
      await expect(page.getByText(MESSAGES.feedbackThanks).count()).resolves.toBe(0);
      expectNoConsoleErrors(tracked, [/status of 429/]);
    } finally {
      await tracked.context.close();
    }
  });
});
