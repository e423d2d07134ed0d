// Browser tests of the "Everywhere" items at 1280 and 390 px: a document title per route,
// the phone menu's backdrop, the carousel's dots on one line, the home page's link to all
// stories, and the code-of-conduct dialog opening at its top and giving focus back. Sign-ups
// here: 2 of 5.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT } from '../../src/shared/code-of-conduct';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { createNgo, createVolunteer, routeOf, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi } from './dashboards-support';
import { expectHeading, showCarousel } from './public-support';

const ctx = sharedServerAndBrowser();

describe('document titles', () => {
  it('gives every route its own title, also after moving between them', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      const titles: [string, string][] = [
        ['/', 'Setu — volunteers and NGOs teaching children together'],
        ['/join-us', 'Join the movement · Setu'],
        ['/signup/volunteer', 'Volunteer registration · Setu'],
        ['/signup/ngo', 'NGO registration · Setu'],
        ['/ngoList', 'Partner NGOs · Setu'],
        ['/login', 'Log in · Setu'],
        ['/ContactUs', 'Contact us · Setu'],
        ['/SuccessStories', 'Success stories · Setu'],
        ['/Faq', 'FAQs · Setu'],
        ['/volunteer-matching', 'Find NGOs · Setu'],
        ['/reset-password', 'Set a new password · Setu'],
        ['/no-such-page', 'Page not found · Setu'],
      ];
      for (const [route, title] of titles) {
        await gotoRoute(page, route);
        await expect.poll(() => page.title()).toBe(title);
      }
      // A guarded route names the page it lands on.
      await page.goto(`/#${PATHS.volunteerDashboard}`);
      await page.waitForFunction(() => location.hash === '#/login');
      await expect.poll(() => page.title()).toBe('Log in · Setu');
      // Moving by a link, not by the address bar.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'FAQs' })
        .click();
      await expect.poll(() => page.title()).toBe('FAQs · Setu');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('phone menu', () => {
  it('shows a backdrop while open and closes on a tap outside, focus back on Menu', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.faq);
      const menu = page.getByRole('button', { name: 'Menu' });
      const backdrop = page.getByTestId('menu-backdrop');
      await expect(backdrop.count()).resolves.toBe(0);
      await menu.click();
      await expect(backdrop.isVisible()).resolves.toBe(true);
      await expectAccessible(page);

      // A tap on the page below the menu's links closes it and navigates nowhere.
      await page.mouse.click(195, VIEWPORTS.phone.height - 40);
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(backdrop.count()).resolves.toBe(0);
      await expect(menu.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(routeOf(page)).toBe(PATHS.faq);

      // A hand-typed address closes it too.
      await menu.click();
      await page.goto(`/#${PATHS.contact}`);
      await expectHeading(page, 'Contact Us');
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('home page success stories', () => {
  it.each([
    ['phone', VIEWPORTS.phone],
    ['small phone', { width: 360, height: 740 }],
    ['desktop', VIEWPORTS.desktop],
  ] as const)('keeps the 15 dots on one line at %s width', async (_name, viewport) => {
    const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      const carousel = await showCarousel(page);
      const tops = await carousel
        .getByRole('button', { name: /^Go to story \d+$/ })
        .evaluateAll((dots) => dots.map((d) => Math.round(d.getBoundingClientRect().top)));
      expect(tops).toHaveLength(15);
      expect(new Set(tops).size, `dot rows: ${tops.join(', ')}`).toBe(1);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('links to the page of all stories', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      await page.locator('#success-stories').getByRole('link', { name: 'All stories' }).click();
      await page.waitForFunction((r) => location.hash === `#${r}`, PATHS.successStories);
      await expectHeading(page, 'Success Stories');
      await expect(page.locator('main article').count()).resolves.toBe(15);
      await expect.poll(() => page.title()).toBe('Success stories · Setu');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('code-of-conduct dialog', () => {
  /** Where the dialog's title sits: inside the dialog's visible box, and focused? */
  async function titleState(page: Page) {
    return page.getByRole('dialog', { name: CODE_OF_CONDUCT.title }).evaluate((dialog) => {
      const title = dialog.querySelector('h2')!;
      const box = dialog.getBoundingClientRect();
      const t = title.getBoundingClientRect();
      return {
        scrollTop: dialog.scrollTop,
        titleVisible: t.top >= box.top && t.bottom <= box.bottom && t.top >= 0,
        titleFocused: document.activeElement === title,
      };
    });
  }

  const focusedName = (page: Page) =>
    page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());

  it('opens at its top on a phone and gives focus back to the Connect button', async () => {
    const suffix = crypto.randomBytes(3).toString('hex');
    const town = 'Dhanbad';
    const ngoName = `Gyan Setu ${suffix}`;
    const ngo = await createNgo(ctx.server, { ngoName, location: town });
    const volunteer = await createVolunteer(ctx.server, { location: town });

    const ngoTab = await openPage(ctx.browser, ctx.server.url);
    try {
      await loginThroughUi(ngoTab.page, 'NGO', ngo.email, ngo.password);
      const res = await ngoTab.page.request.put('/api/ngo-profile', {
        headers: { origin: ctx.server.url },
        data: {
          topics: ['Maths'],
          teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
          mode: 'in-person',
          venueAddress: '12 Station Road',
          languages: ['Hindi'],
          ageGroup: 'Children',
          location: town,
          volunteersNeeded: 3,
          description: 'Weekend maths classes.',
          published: true,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    } finally {
      await ngoTab.context.close();
    }

    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      await gotoRoute(page, PATHS.volunteerMatching);
      await page.getByLabel('Location', { exact: true }).fill(town);
      await page.getByRole('button', { name: 'Search NGOs' }).click();
      const connect = page
        .getByRole('list', { name: 'Matching NGOs' })
        .getByRole('button', { name: `Connect with ${ngoName}` });
      await connect.click();
      const dialog = page.getByRole('dialog', { name: CODE_OF_CONDUCT.title });
      await dialog.waitFor();
      await expect(titleState(page)).resolves.toEqual({
        scrollTop: 0,
        titleVisible: true,
        titleFocused: true,
      });
      await expectAccessible(page);

      // Escape, and then Not now: each time focus is back on the Connect button.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe(`Connect with ${ngoName}`);

      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expect(titleState(page)).resolves.toMatchObject({ scrollTop: 0, titleVisible: true });
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe(`Connect with ${ngoName}`);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});
