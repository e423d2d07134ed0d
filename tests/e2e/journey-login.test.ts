// First-time journeys around the login, at 1280 px and at 390 px: the wrong role with
// the right password, Connect while logged out and back to the same card, a session that ends
// and back to the same page, and a used reset link refused at once. Budget of this file, all
// from 127.0.0.1: 3 sign-ups (of 5), 9 sign-ins (of 10), 1 reset email (of 5).
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT } from '../../src/shared/code-of-conduct';
import { INVALID_RESET_LINK, LOGIN_MESSAGES, MESSAGES } from '../../src/shared/messages';
import type { UserType } from '../../src/shared/options';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import {
  alertText,
  createNgo,
  createVolunteer,
  routeOf,
  sharedServerAndBrowser,
  strongPassword,
  waitForMailLink,
} from './accounts-support';
import { signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');
// A town none of the sample NGOs is in, so the search shows this NGO's card.
const TOWN = 'Dumka';
const NGO_NAME = `Prakash Path ${suffix}`;
const SEARCH = `${PATHS.volunteerMatching}?topic=Hindi&day=Friday&location=${TOWN}`;

type Account = { email: string; password: string };
let ngo: Account;
const volunteers: Record<keyof typeof VIEWPORTS, Account> = {} as never;
let usedResetLink: string;

beforeAll(async () => {
  const { server } = ctx;
  const created = await createNgo(server, { ngoName: NGO_NAME, location: TOWN });
  const asNgo = await signInByApi(server, 'NGO', created.email, created.password);
  await asNgo('PUT', '/api/ngo-profile', {
    topics: ['Hindi'],
    teachingTimes: [{ day: 'Friday', start: '11:00 AM', end: '12:00 PM' }],
    mode: 'in-person',
    venueAddress: '12 Station Road',
    languages: ['Hindi'],
    ageGroup: 'Children',
    location: TOWN,
    volunteersNeeded: 2,
    published: true,
  });
  for (const name of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[]) {
    volunteers[name] = await createVolunteer(server, { location: TOWN });
  }

  // A reset link of the NGO's, used once through the API: opening it again must say so at once.
  const since = Date.now();
  const asked = await fetch(`${server.url}/api/accounts/password-reset/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: created.email }),
  });
  expect(asked.status).toBe(200);
  usedResetLink = await waitForMailLink(server, created.email, since, PATHS.resetPassword);
  const token = new URL(usedResetLink.replace('/#/', '/')).searchParams.get('token');
  const password = strongPassword();
  const reset = await fetch(`${server.url}/api/accounts/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ token, password }),
  });
  expect(reset.status).toBe(200);
  ngo = { email: created.email, password };
});

const typeButton = (page: Page, type: UserType) =>
  page
    .getByRole('group', { name: 'I am logging in as' })
    .getByRole('button', { name: type, exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

/** The accessible text of the focused element (its own text, hidden parts included). */
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

const waitForRoute = (page: Page, route: string) =>
  page.waitForFunction((hash) => location.hash === hash, `#${route}`);

async function logIn(page: Page, account: Account) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await loginButton(page).click();
}

describe.each(
  Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, { width: number; height: number }][],
)('login journeys at %s width', (name, viewport) => {
  it('the wrong role with the right password names the right one, preselects it, and then logs in', async () => {
    // The volunteer picks NGO on a desktop; the NGO picks Volunteer on a phone.
    const [account, wrong, right, dashboard, title] =
      name === 'desktop'
        ? ([
            volunteers.desktop,
            'NGO',
            'Volunteer',
            PATHS.volunteerDashboard,
            'Volunteer dashboard · Setu',
          ] as const)
        : ([ngo, 'Volunteer', 'NGO', PATHS.ngoDashboard, 'NGO dashboard · Setu'] as const);
    const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.login);
      expect(await page.title()).toBe('Log in · Setu');
      await typeButton(page, wrong).click();
      await logIn(page, account);

      await page.getByText(LOGIN_MESSAGES.accountType(right)).waitFor();
      // The spec's message stays, word for word, alone in the alert.
      expect(await alertText(page)).toBe(MESSAGES.noProfile);
      await expect(typeButton(page, right).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect(typeButton(page, wrong).getAttribute('aria-pressed')).resolves.toBe('false');
      await expect.poll(() => focusedText(page)).toBe('Login');

      // Login is focused with the right role chosen: Enter logs in.
      await page.keyboard.press('Enter');
      await waitForRoute(page, dashboard);
      await page.getByTestId('user-label').waitFor();
      await expect.poll(() => page.title()).toBe(title);
      expectNoConsoleErrors(tracked, [/status of 404/]);
    } finally {
      await tracked.context.close();
    }
  });

  it('Connect while logged out says why, comes back to the card with the dialog open, and an ended session comes back too', async () => {
    const volunteer = volunteers[name];
    const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
    const { page } = tracked;
    try {
      await gotoRoute(page, SEARCH);
      const card = page.getByRole('article').filter({ hasText: NGO_NAME });
      await card.getByRole('button', { name: `Connect with ${NGO_NAME}` }).click();

      // The login page says why it is shown, there, with focus on it and Volunteer chosen.
      await waitForRoute(page, PATHS.login);
      const reason = LOGIN_MESSAGES.connect(NGO_NAME);
      await page.getByText(reason).waitFor();
      await expect.poll(() => focusedText(page)).toBe(reason);
      await expect.poll(() => page.title()).toBe('Log in · Setu');
      await expect(typeButton(page, 'Volunteer').getAttribute('aria-pressed')).resolves.toBe(
        'true',
      );
      await logIn(page, volunteer);

      // Back on the same search, with the code of conduct open for that NGO's Connect.
      await waitForRoute(page, SEARCH);
      const dialog = page.getByRole('dialog', { name: CODE_OF_CONDUCT.title });
      await dialog.waitFor();
      await expect.poll(() => focusedText(page)).toBe(CODE_OF_CONDUCT.title);
      await expect.poll(() => page.title()).toBe('Find NGOs · Setu');
      await dialog.getByRole('button', { name: 'Not now' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Focus is back on that card's Connect button.
      await expect.poll(() => focusedText(page)).toBe(`Connect with ${NGO_NAME}`);
      await expect(
        page.evaluate(() => document.activeElement?.closest('article')?.textContent ?? ''),
      ).resolves.toContain(NGO_NAME);

      // The session ends elsewhere (a logout with the same cookie in another browser).
      const other = await ctx.browser.newContext({ baseURL: ctx.server.url });
      try {
        await other.addCookies(await tracked.context.cookies());
        const out = await other.request.post('/api/accounts/logout', {
          headers: { origin: ctx.server.url },
        });
        expect(out.status()).toBe(200);
      } finally {
        await other.close();
      }

      // Coming back to the page later: the login page says the session ended.
      await page.reload();
      await waitForRoute(page, PATHS.login);
      await page.getByText(LOGIN_MESSAGES.sessionEnded).waitFor();
      await expect.poll(() => focusedText(page)).toBe(LOGIN_MESSAGES.sessionEnded);
      await expect.poll(() => page.title()).toBe('Log in · Setu');
      await typeButton(page, 'Volunteer').click();
      await logIn(page, volunteer);

      // …and then back where the person was, signed in, without a Connect carried on.
      await waitForRoute(page, SEARCH);
      await page.getByRole('heading', { name: 'Best matches for you' }).waitFor();
      await expect.poll(() => page.title()).toBe('Find NGOs · Setu');
      await page.getByRole('article').filter({ hasText: NGO_NAME }).first().waitFor();
      await expect(dialog.isVisible()).resolves.toBe(false);
      expect(routeOf(page)).toBe(PATHS.volunteerMatching);
      expectNoConsoleErrors(tracked, [/status of 401/]);
    } finally {
      await tracked.context.close();
    }
  });

  it('a used reset link says so at once, with the way to a new one', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
    const { page } = tracked;
    try {
      await page.goto(usedResetLink);
      expect(await alertText(page)).toBe(INVALID_RESET_LINK);
      await expect.poll(() => focusedText(page)).toBe(INVALID_RESET_LINK);
      await expect(page.getByLabel('New password', { exact: true }).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Send a new link' }).waitFor();
      await expect(page.getByLabel('Email', { exact: true }).isVisible()).resolves.toBe(true);
      await expect.poll(() => page.title()).toBe('Set a new password · Setu');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});
