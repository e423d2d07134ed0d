// Browser tests of the top bar's signed-in state at 1280 and 390 px: visitors see
// The spec's Login button, a signed-in user their own dashboard and Logout, and Logout brings
// the visitor's bar back without a reload. Sign-ups here: 2 of 5.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  openPhoneMenu,
  VIEWPORTS,
  waitForHomePage,
} from '../support/browser';
import {
  createNgo,
  createVolunteer,
  routeOf,
  sharedServerAndBrowser,
  storedLogin,
} from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

/** The top bar's links and buttons a person can see, opening the phone menu when there is one. */
async function openTopBar(page: Page) {
  await openPhoneMenu(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  return {
    login: nav.getByRole('link', { name: 'Login', exact: true }),
    dashboard: nav.getByRole('link', { name: 'Dashboard', exact: true }),
    logout: nav.getByRole('button', { name: 'Logout', exact: true }),
  };
}

async function expectSignedOutBar(page: Page) {
  const bar = await openTopBar(page);
  await expect(bar.login.isVisible()).resolves.toBe(true);
  await expect(bar.login.getAttribute('href')).resolves.toBe(`#${PATHS.login}`);
  await expect(bar.dashboard.count()).resolves.toBe(0);
  await expect(bar.logout.count()).resolves.toBe(0);
  return bar;
}

/** Signed in: Dashboard, and Logout unless the page shows its own (one Logout per screen). */
async function expectSignedInBar(page: Page, dashboard: string, { pageLogout = false } = {}) {
  if (pageLogout) await page.locator('main').getByRole('button', { name: 'Logout' }).waitFor();
  const bar = await openTopBar(page);
  await expect(bar.dashboard.isVisible()).resolves.toBe(true);
  await expect(bar.dashboard.getAttribute('href')).resolves.toBe(`#${dashboard}`);
  await expect(bar.logout.count()).resolves.toBe(pageLogout ? 0 : 1);
  if (!pageLogout) await expect(bar.logout.isVisible()).resolves.toBe(true);
  await expect(bar.login.count()).resolves.toBe(0);
  await expect(page.getByRole('button', { name: 'Logout', exact: true }).count()).resolves.toBe(1);
  return bar;
}

let volunteer: Awaited<ReturnType<typeof createVolunteer>>;
let ngo: Awaited<ReturnType<typeof createNgo>>;
beforeAll(async () => {
  volunteer = await createVolunteer(ctx.server, { fullName: 'Meera Iyer' });
  ngo = await createNgo(ctx.server, { ngoName: 'Akshar Path' });
});

describe('top bar knows who is signed in', () => {
  it.each(Object.entries(VIEWPORTS))(
    'at %s width: Login, then Dashboard and Logout, then Login again',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.faq);
        await expectSignedOutBar(page);
        await expectAccessible(page);

        await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
        await expect(page.title()).resolves.toBe('Volunteer dashboard · Setu');
        // Login changed the bar in place: no reload happened on the way. The dashboard has its
        // own Logout, so the bar leaves its one out.
        await expectSignedInBar(page, PATHS.volunteerDashboard, { pageLogout: true });
        await expectAccessible(page);
        expect(await hasHorizontalScroll(page)).toBe(false);

        // From another page, Dashboard leads back to the volunteer's own dashboard.
        await gotoRoute(page, PATHS.ngoList);
        await (await openTopBar(page)).dashboard.click();
        await page.getByTestId('user-label').waitFor();
        expect(routeOf(page)).toBe(PATHS.volunteerDashboard);
        await gotoRoute(page, PATHS.volunteerMatching);
        await expectSignedInBar(page, PATHS.volunteerDashboard, { pageLogout: true });

        // The bar's Logout is the dashboards' Logout: session ended, keys gone, back home.
        await gotoRoute(page, PATHS.faq);
        await expectSignedInBar(page, PATHS.volunteerDashboard);
        await (await openTopBar(page)).logout.click();
        await waitForHomePage(page);
        await page.locator('main h1').first().waitFor();
        expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
        expect((await page.request.get('/api/accounts/me')).status()).toBe(401);
        await expectSignedOutBar(page);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('leads an NGO to the NGO dashboard, and the dashboard Logout resets the bar too', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'NGO', ngo.email, ngo.password);
      await expectSignedInBar(page, PATHS.ngoDashboard, { pageLogout: true });
      await gotoRoute(page, PATHS.contact);
      await (await openTopBar(page)).dashboard.click();
      await page.getByTestId('user-label').waitFor();
      expect(routeOf(page)).toBe(PATHS.ngoDashboard);

      await page.locator('main').getByRole('button', { name: 'Logout' }).click();
      await waitForHomePage(page);
      await expectSignedOutBar(page);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});
