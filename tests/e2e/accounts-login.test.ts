// Browser tests of /login (the spec's §2, §4, §5, §8 (README → The specification)): the four login messages, a
// successful login per role, Forgot Password, and logout. Budget of this file: 2 sign-ups,
// 6 sign-ins and 3 reset emails from one address, within the server's limits.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import type { UserType } from '../../src/shared/options';
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
  alertText,
  createNgo,
  createVolunteer,
  routeOf,
  sharedServerAndBrowser,
  storedLogin,
  uniqueEmail,
  waitForAlert,
  waitForMailLink,
} from './accounts-support';

const ctx = sharedServerAndBrowser();
let volunteer: Awaited<ReturnType<typeof createVolunteer>>;
let ngo: Awaited<ReturnType<typeof createNgo>>;

beforeAll(async () => {
  volunteer = await createVolunteer(ctx.server, { fullName: 'Kavya Nair' });
  ngo = await createNgo(ctx.server, { ngoName: 'Shiksha Setu Trust' });
});

const typeButton = (page: Page, type: UserType) =>
  page
    .getByRole('group', { name: 'I am logging in as' })
    .getByRole('button', { name: type, exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });
const forgotButton = (page: Page) => page.getByRole('button', { name: 'Forgot Password?' });

async function fillLogin(
  page: Page,
  { type, email, password }: { type?: UserType; email?: string; password?: string },
) {
  if (type) await typeButton(page, type).click();
  if (email !== undefined) await page.getByLabel('Email', { exact: true }).fill(email);
  if (password !== undefined) await page.getByLabel('Password', { exact: true }).fill(password);
}

/** The session cookie's verdict: who the server thinks this browser is. */
async function whoAmI(page: Page): Promise<number> {
  return (await page.request.get('/api/accounts/me')).status();
}

describe('login page', () => {
  it.each(Object.entries(VIEWPORTS))(
    'is axe clean, keyboard operable and fits the screen at %s width',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.login);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);

        // Keyboard only: the role buttons toggle with Space, one pressed at a time.
        await typeButton(page, 'Volunteer').focus();
        await page.keyboard.press('Space');
        await expect(typeButton(page, 'Volunteer').getAttribute('aria-pressed')).resolves.toBe(
          'true',
        );
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await expect(typeButton(page, 'NGO').getAttribute('aria-pressed')).resolves.toBe('true');
        await expect(typeButton(page, 'Volunteer').getAttribute('aria-pressed')).resolves.toBe(
          'false',
        );
        const outline = await page.evaluate(
          () => getComputedStyle(document.activeElement!).outlineStyle,
        );
        expect(outline).not.toBe('none');
        await page.keyboard.press('Tab');
        await page.keyboard.type('someone@example.org');
        await page.keyboard.press('Enter');
        expect(await alertText(page)).toBe(MESSAGES.loginMissing);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('asks for the type, the email and the password before sending anything', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      const sent: string[] = [];
      page.on('request', (r) => r.url().includes('/api/accounts/login') && sent.push(r.url()));
      await gotoRoute(page, PATHS.login);
      await loginButton(page).click();
      expect(await alertText(page)).toBe('Please select user type and enter email and password.');

      await fillLogin(page, { email: volunteer.email, password: volunteer.password });
      await loginButton(page).click();
      expect(await alertText(page)).toBe(MESSAGES.loginMissing);

      await fillLogin(page, { type: 'Volunteer', email: volunteer.email, password: '' });
      await loginButton(page).click();
      expect(await alertText(page)).toBe(MESSAGES.loginMissing);

      await fillLogin(page, { email: '   ', password: volunteer.password });
      await loginButton(page).click();
      expect(await alertText(page)).toBe(MESSAGES.loginMissing);
      expect(sent).toEqual([]);
      expect(routeOf(page)).toBe(PATHS.login);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('a wrong password or an unknown email is "Invalid email or password."', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.login);
      await fillLogin(page, {
        type: 'Volunteer',
        email: volunteer.email,
        password: 'not-the-password',
      });
      await loginButton(page).click();
      expect(await waitForAlert(page, MESSAGES.invalidCredentials)).toBe(
        MESSAGES.invalidCredentials,
      );

      await fillLogin(page, { email: uniqueEmail('nobody'), password: volunteer.password });
      // The same text again: wait for the answer before reading it.
      const answered = page.waitForResponse('**/api/accounts/login');
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await answered;
      expect(await alertText(page)).toBe(MESSAGES.invalidCredentials);
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      expect(await whoAmI(page)).toBe(401);
      expectNoConsoleErrors(tracked, [/status of 401/]);
    } finally {
      await tracked.context.close();
    }
  });

  it('the NGO type for a volunteer account is "No profile found…" and leaves no session', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.login);
      await fillLogin(page, { type: 'NGO', email: volunteer.email, password: volunteer.password });
      await loginButton(page).click();
      expect(await waitForAlert(page, MESSAGES.noProfile)).toBe(
        'No profile found. Please enter correct credentials.',
      );
      expect(routeOf(page)).toBe(PATHS.login);
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      expect(await whoAmI(page)).toBe(401);
      expectNoConsoleErrors(tracked, [/status of 404/, /status of 401/]);
    } finally {
      await tracked.context.close();
    }
  });

  it('any other failure is "Something went wrong…"; a rate limit says to wait', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.login);
      await fillLogin(page, {
        type: 'Volunteer',
        email: volunteer.email,
        password: volunteer.password,
      });

      await page.route('**/api/accounts/login', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      await loginButton(page).click();
      expect(await waitForAlert(page, MESSAGES.somethingWrong)).toBe(
        'Something went wrong. Please try again later.',
      );
      await page.unroute('**/api/accounts/login');

      await page.route('**/api/accounts/login', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: MESSAGES.tooManyRequests }),
        }),
      );
      await loginButton(page).click();
      expect(await waitForAlert(page, MESSAGES.tooManyRequests)).toBe(MESSAGES.tooManyRequests);
      await page.unroute('**/api/accounts/login');

      await page.route('**/api/accounts/login', (route) => route.abort('internetdisconnected'));
      await loginButton(page).click();
      expect(await waitForAlert(page, MESSAGES.somethingWrong)).toBe(MESSAGES.somethingWrong);
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      expectNoConsoleErrors(tracked, [
        /status of 500/,
        /status of 429/,
        /ERR_INTERNET_DISCONNECTED/,
      ]);
    } finally {
      await tracked.context.close();
    }
  });

  it.each([
    [
      'Volunteer',
      () => volunteer.email,
      () => volunteer.password,
      'Kavya Nair',
      PATHS.volunteerDashboard,
    ],
    ['NGO', () => ngo.email, () => ngo.password, 'Shiksha Setu Trust', PATHS.ngoDashboard],
  ] as const)(
    'a %s login stores user and userType and opens that dashboard',
    async (type, email, password, name, dashboard) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.login);
        // Emails are matched whatever their case.
        await fillLogin(page, { type, email: email().toUpperCase(), password: password() });
        await loginButton(page).click();
        await page.waitForURL((url) => url.hash === `#${dashboard}`);
        expect(await storedLogin(page)).toEqual({ user: name, userType: type, profilePic: null });
        expect(await whoAmI(page)).toBe(200);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('logout ends the session, removes the stored keys and goes home', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.login);
      await fillLogin(page, {
        type: 'Volunteer',
        email: volunteer.email,
        password: volunteer.password,
      });
      await loginButton(page).click();
      await page.waitForURL((url) => url.hash === `#${PATHS.volunteerDashboard}`);
      await page.evaluate(() => localStorage.setItem('profilePic', 'data:image/png;base64,AAAA'));
      await page.locator('main').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      expect(await whoAmI(page)).toBe(401);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('Forgot Password on the login page', () => {
  it('needs an email, refuses a malformed one and confirms a sent one', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.login);
      await forgotButton(page).click();
      expect(await alertText(page)).toBe('Please enter your email to reset password.');

      await fillLogin(page, { email: 'not-an-email' });
      await forgotButton(page).click();
      expect(await waitForAlert(page, MESSAGES.resetFailed)).toBe(
        'Error sending reset email. Make sure the email is correct.',
      );

      const since = Date.now();
      await fillLogin(page, { email: volunteer.email });
      await forgotButton(page).click();
      expect(await waitForAlert(page, MESSAGES.resetSent)).toBe(
        'Password reset email sent! Check your inbox.',
      );
      const link = await waitForMailLink(ctx.server, volunteer.email, since, PATHS.resetPassword);
      expect(link).toMatch(new RegExp(`^${ctx.server.url}/#/reset-password\\?token=`));
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('gives the same answer for an unknown email, and the reset message when sending fails', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.login);
      await fillLogin(page, { email: uniqueEmail('nobody') });
      await forgotButton(page).click();
      expect(await waitForAlert(page, MESSAGES.resetSent)).toBe(MESSAGES.resetSent);

      await page.route('**/api/accounts/password-reset/request', (route) =>
        route.abort('internetdisconnected'),
      );
      await forgotButton(page).click();
      expect(await waitForAlert(page, MESSAGES.resetFailed)).toBe(MESSAGES.resetFailed);
      expectNoConsoleErrors(tracked, [/ERR_INTERNET_DISCONNECTED/]);
    } finally {
      await tracked.context.close();
    }
  });
});
