// Browser tests of the password reset: asked for on /login, the link read from the
// server's outbox (.eml, no SMTP_URL), a new password set on /reset-password, single use.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../src/server/accounts/password';
import { INVALID_TOKEN_MESSAGE } from '../../src/server/accounts/account-routes';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import {
  createVolunteer,
  routeOf,
  sharedServerAndBrowser,
  storedLogin,
  strongPassword,
  waitForAlert,
  waitForMailLink,
} from './accounts-support';

const ctx = sharedServerAndBrowser();

const DONE = 'Your password has been changed. Log in with your new password.';

async function setNewPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

async function apiLogin(email: string, password: string): Promise<number> {
  const res = await fetch(`${ctx.server.url}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.server.url },
    body: JSON.stringify({ userType: 'Volunteer', email, password }),
  });
  return res.status;
}

describe('reset password page', () => {
  it.each(Object.entries(VIEWPORTS))(
    'is axe clean with and without a token at %s width',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.resetPassword);
        await page.getByRole('button', { name: 'Send a new link' }).waitFor();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);

        // A link that is no reset link: refused at once, with the way to a new one.
        await gotoRoute(page, `${PATHS.resetPassword}?token=some-token`);
        expect(await waitForAlert(page, INVALID_TOKEN_MESSAGE)).toBe(INVALID_TOKEN_MESSAGE);
        await page.getByRole('button', { name: 'Send a new link' }).waitFor();
        await expect(page.getByLabel('New password', { exact: true }).count()).resolves.toBe(0);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('without a token explains and offers a new link', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.resetPassword);
      await page.getByText('This page needs the link from your reset email.').waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Send a new link' }).click();
      expect(await waitForAlert(page, MESSAGES.resetMissingEmail)).toBe(MESSAGES.resetMissingEmail);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('resets end to end from the login page, once per link, and ends other sessions', async () => {
    const account = await createVolunteer(ctx.server, { fullName: 'Ritu Sharma' });
    const other = await openPage(ctx.browser, ctx.server.url);
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      // A session elsewhere that the reset must end.
      const otherLogin = await other.page.request.post('/api/accounts/login', {
        headers: { origin: ctx.server.url },
        data: { userType: 'Volunteer', email: account.email, password: account.password },
      });
      expect(otherLogin.status()).toBe(200);

      // Ask on the login page.
      let since = Date.now();
      await gotoRoute(page, PATHS.login);
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByRole('button', { name: 'Forgot Password?' }).click();
      expect(await waitForAlert(page, MESSAGES.resetSent)).toBe(MESSAGES.resetSent);
      const link = await waitForMailLink(ctx.server, account.email, since, PATHS.resetPassword);
      expect(link).toContain('/#/reset-password?token=');

      // Open the link: a common password is refused inline, then a mistyped repeat.
      const newPassword = strongPassword();
      await page.goto(link);
      await page.locator('main h1').waitFor();
      await setNewPassword(page, 'password123');
      await page.getByText(COMMON_PASSWORD_MESSAGE).first().waitFor();
      await expect(
        page.getByLabel('New password', { exact: true }).getAttribute('aria-invalid'),
      ).resolves.toBe('true');
      await setNewPassword(page, 'short', 'other');
      await page.getByText('Password must be at least 8 characters.').waitFor();
      await expect(
        page.getByLabel('Repeat the new password', { exact: true }).getAttribute('aria-invalid'),
      ).resolves.toBe('true');
      await setNewPassword(page, newPassword, `${newPassword}x`);
      await page.getByText('The two passwords do not match.').waitFor();
      await setNewPassword(page, newPassword);
      expect(await waitForAlert(page, DONE)).toBe(DONE);
      expect((await other.page.request.get('/api/accounts/me')).status()).toBe(401);
      expect(await apiLogin(account.email, account.password)).toBe(401);

      // Log in with it through the UI.
      await page.getByRole('link', { name: 'Go to login' }).click();
      await page.waitForURL((url) => url.hash === `#${PATHS.login}`);
      await page.getByRole('button', { name: 'Volunteer', exact: true }).click();
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.hash === `#${PATHS.volunteerDashboard}`);
      expect(await storedLogin(page)).toMatchObject({ user: 'Ritu Sharma', userType: 'Volunteer' });

      // The same link again is refused at once, and offers a new one.
      await page.goto(link);
      expect(await waitForAlert(page, INVALID_TOKEN_MESSAGE)).toBe(INVALID_TOKEN_MESSAGE);
      since = Date.now();
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByRole('button', { name: 'Send a new link' }).click();
      await page.getByRole('alert').filter({ hasText: MESSAGES.resetSent }).waitFor();
      const second = await waitForMailLink(ctx.server, account.email, since, PATHS.resetPassword);
      expect(second).not.toBe(link);

      // A mail provider's redirect may put the token before the '#'.
      const token = new URL(second.replace('/#/', '/')).searchParams.get('token')!;
      await page.goto(`/?token=${encodeURIComponent(token)}#${PATHS.resetPassword}`);
      await page.getByRole('button', { name: 'Set new password' }).waitFor();
      expect(routeOf(page)).toBe(PATHS.resetPassword);
      const third = strongPassword();
      await setNewPassword(page, third);
      expect(await waitForAlert(page, DONE)).toBe(DONE);
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      expect(await apiLogin(account.email, third)).toBe(200);
      expectNoConsoleErrors(tracked, [/status of 400/]);
    } finally {
      await tracked.context.close();
      await other.context.close();
    }
  });
});
