// Odd characters in the browser: the forms use the shared schemas, so a pasted
// bidi override or control character shows the field's message before anything is sent, and a
// multi-line message keeps its line breaks.
import { describe, expect, it } from 'vitest';
import { MESSAGES, TEXT_RULE_MESSAGES } from '../../src/shared/messages';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { sharedServerAndBrowser } from './accounts-support';

const ctx = sharedServerAndBrowser();

describe('contact form with odd characters', () => {
  it('shows the field message for a bidi override or a NUL in the name, on a phone', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/ContactUs');
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
      const name = page.getByLabel('Name', { exact: true });
      await page.getByLabel('Email', { exact: true }).fill('kavya@example.org');
      await page.getByLabel('Message', { exact: true }).fill('Hello\nfrom Kochi');

      await name.fill('Kavya\u202eanoneM');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText(TEXT_RULE_MESSAGES.bidi('Name')).waitFor();
      await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');

      await name.fill('Kavya\u0000Menon');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText(TEXT_RULE_MESSAGES.control('Name')).waitFor();
      expect(posts).toEqual([]);

      await name.fill('Kavya Menon');
      const response = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
      await page.getByRole('button', { name: 'Send feedback' }).click();
      const sent = await response;
      expect(sent.status()).toBe(201);
      expect(JSON.parse(sent.request().postData() ?? '{}')).toMatchObject({
        message: 'Hello\nfrom Kochi',
      });
      await page.getByRole('alert').filter({ hasText: MESSAGES.feedbackThanks }).waitFor();
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});
