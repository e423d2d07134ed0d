// Browser tests of the FAQ accordion, the contact form and the NGO list (spec §2, §4, §8; README → The specification).
import { describe, expect, it } from 'vitest';
import { PARTNER_NGOS } from '../../src/server/db/seed/partner-ngos';
import { FAQ } from '../../src/shared/faq';
import { MESSAGES } from '../../src/shared/messages';
import { expectNoConsoleErrors, gotoRoute, openPage } from '../support/browser';
import { sharedServerAndBrowser } from './accounts-support';
import { gate } from '../support/gate';

const ctx = sharedServerAndBrowser();

describe('FAQ accordion', () => {
  it('opens one item at a time; clicking the open one closes it; works by keyboard', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/Faq');
      const headers = page.locator('main h2 > button[aria-expanded]');
      await expect(headers.count()).resolves.toBe(6);
      await expect(headers.allTextContents()).resolves.toEqual(FAQ.map((f) => f.question));
      const states = () =>
        headers.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
      const visibleRegions = () => page.locator('main [role="region"]:visible').allTextContents();
      expect(await states()).toEqual(Array(6).fill('false'));
      expect(await visibleRegions()).toEqual([]);

      await headers.nth(0).click();
      expect(await states()).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
      expect(await visibleRegions()).toEqual([FAQ[0]!.answer]);
      const panel = page.getByRole('region', { name: FAQ[0]!.question });
      await expect(panel.isVisible()).resolves.toBe(true);

      await headers.nth(2).click();
      expect(await states()).toEqual(['false', 'false', 'true', 'false', 'false', 'false']);
      expect(await visibleRegions()).toEqual([FAQ[2]!.answer]);

      await headers.nth(2).click();
      expect(await states()).toEqual(Array(6).fill('false'));
      expect(await visibleRegions()).toEqual([]);

      await headers.nth(5).focus();
      await page.keyboard.press('Enter');
      expect(await visibleRegions()).toEqual([FAQ[5]!.answer]);
      await page.keyboard.press('Space');
      expect(await visibleRegions()).toEqual([]);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('contact form', () => {
  it('shows the about text and named, required fields', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/ContactUs');
      await expect(
        page.getByRole('heading', { name: 'About Setu' }).first().isVisible(),
      ).resolves.toBe(true);
      for (const [label, name] of [
        ['Name', 'name'],
        ['Email', 'email'],
        ['Message', 'message'],
      ] as const) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field.getAttribute('name')).resolves.toBe(name);
        await expect(field.getAttribute('required')).resolves.toBe('');
      }
    } finally {
      await tracked.context.close();
    }
  });

  it('shows inline errors when fields are missing or the email is malformed, and sends nothing', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/ContactUs');
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText('Name is required.').waitFor();
      await expect(page.getByText('Email is required.').isVisible()).resolves.toBe(true);
      await expect(page.getByText('Message is required.').isVisible()).resolves.toBe(true);
      await expect(
        page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid'),
      ).resolves.toBe('true');
      await expect(
        page.getByLabel('Name', { exact: true }).getAttribute('aria-describedby'),
      ).resolves.toBe('name-error');

      await page.getByLabel('Name', { exact: true }).fill('Kavya');
      await page.getByLabel('Email', { exact: true }).fill('kavya@');
      await page.getByLabel('Message', { exact: true }).fill('Hello');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await page.getByText('Enter a valid email address.').waitFor();
      await expect(page.getByText('Name is required.').count()).resolves.toBe(0);
      expect(posts).toEqual([]);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('sends valid feedback, shows the thanks message in an alert and clears the form', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/ContactUs');
      await page.getByLabel('Name', { exact: true }).fill('Kavya Menon');
      await page.getByLabel('Email', { exact: true }).fill('Kavya.Menon@example.org');
      await page
        .getByLabel('Message', { exact: true })
        .fill('Could you add Malayalam-speaking NGOs in Bangalore?');
      const response = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
      await page.getByRole('button', { name: 'Send feedback' }).click();
      expect((await response).status()).toBe(201);
      const alert = page.getByRole('alert');
      await alert.filter({ hasText: MESSAGES.feedbackThanks }).waitFor();
      for (const label of ['Name', 'Email', 'Message']) {
        await expect(page.getByLabel(label, { exact: true }).inputValue()).resolves.toBe('');
      }
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('NGO list', () => {
  it('shows the 27 partner NGOs as cards with name, location, volunteers needed and description', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/ngoList');
      const cards = page.getByRole('list', { name: 'Partner NGOs' }).getByRole('listitem');
      await cards.first().waitFor();
      await expect(cards.count()).resolves.toBe(27);
      const texts = await cards.allTextContents();
      PARTNER_NGOS.forEach((ngo, i) => {
        expect(texts[i]).toContain(ngo.name);
        expect(texts[i]).toContain(ngo.location);
        expect(texts[i]).toContain(`Volunteers needed: ${ngo.volunteersNeeded}`);
        expect(texts[i]).toContain(ngo.description);
      });
      await expect(cards.nth(0).getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
        PARTNER_NGOS[0]!.name,
      );
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('shows a loading state, then on a network failure an error with Retry that recovers', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      // The network is outside Setu: hold the first request, then cut the connection.
      const held = gate();
      await page.route('**/api/ngos', async (route) => {
        await held.opened;
        await route.abort('connectionfailed');
      });
      await page.goto('/#/ngoList');
      const busy = page.locator('[aria-busy="true"]');
      await busy.waitFor();
      await expect(busy.getAttribute('aria-label')).resolves.toBe('Loading NGOs');
      held.open();
      await page.getByRole('alert').filter({ hasText: 'Could not load the NGOs.' }).waitFor();
      await expect(busy.count()).resolves.toBe(0);

      await page.unroute('**/api/ngos');
      await page.getByRole('button', { name: 'Retry' }).click();
      const cards = page.getByRole('list', { name: 'Partner NGOs' }).getByRole('listitem');
      await cards.first().waitFor();
      await expect(cards.count()).resolves.toBe(27);
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      // The failed request logs a network error in the console; nothing else may.
      expectNoConsoleErrors(tracked, [
        /Failed to load resource/,
        /ERR_CONNECTION_FAILED|ERR_FAILED/,
      ]);
    } finally {
      await tracked.context.close();
    }
  });
});
