// The dashboards' guards (spec §2, §6; README → The specification): the stored userType opens the page, the server decides
// what it shows. A forged userType shows nobody's data, clears the keys and lands on /login.
// Sign-ups here: 1 of 5.
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { createVolunteer, routeOf, sharedServerAndBrowser, storedLogin } from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

const waitForLogin = (page: import('playwright-core').Page) =>
  page.waitForFunction((path) => location.hash.startsWith(`#${path}`), PATHS.login);

describe('dashboard guards', () => {
  it.each([PATHS.volunteerDashboard, PATHS.ngoDashboard])(
    '%s redirects to /login without a stored userType',
    async (path) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
      const { page } = tracked;
      try {
        await page.goto(`/#${path}`);
        await waitForLogin(page);
        await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
        expect(routeOf(page)).toBe(PATHS.login);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('a forged Volunteer userType with no session shows nothing and clears the keys', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await page.goto('/#/');
      await page.evaluate(() => {
        localStorage.setItem('user', 'Mallory');
        localStorage.setItem('userType', 'Volunteer');
        localStorage.setItem('profilePic', 'data:image/png;base64,AAAA');
      });
      await page.goto(`/#${PATHS.volunteerDashboard}`);
      await waitForLogin(page);
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      await expect(page.getByTestId('user-label').count()).resolves.toBe(0);
      expectNoConsoleErrors(tracked, [/401/]);
    } finally {
      await tracked.context.close();
    }
  });

  it("an NGO userType stored while signed in as a volunteer shows nobody's data", async () => {
    const volunteer = await createVolunteer(ctx.server, { fullName: 'Honest Volunteer' });
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      await page.evaluate(() => localStorage.setItem('userType', 'NGO'));
      const answers: number[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/api/ngo/')) answers.push(res.status());
      });
      // Response events arrive asynchronously: wait for the answer itself, not just its effect.
      const answered = page.waitForResponse((res) => res.url().includes('/api/ngo/'));
      await page.goto(`/#${PATHS.ngoDashboard}`);
      await answered;
      await waitForLogin(page);
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      // Every NGO call the dashboard made (its profile, its requests…) was refused.
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.filter((status) => status !== 403)).toEqual([]);
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      await expect(page.getByText('Honest Volunteer').count()).resolves.toBe(0);
      expectNoConsoleErrors(tracked, [/403/]);
    } finally {
      await tracked.context.close();
    }
  });
});
