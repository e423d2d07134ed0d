// Browser test of the account's language (issue 12): Hindi chosen while signed in is stored on
// the account, so a login from another browser (a fresh context, English by default) shows
// Hindi; choosing English there stores English. Budget: 1 sign-up, 3 sign-ins.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { createVolunteer, sharedServerAndBrowser } from './accounts-support';

const ctx = sharedServerAndBrowser();
let volunteer: Awaited<ReturnType<typeof createVolunteer>>;

beforeAll(async () => {
  volunteer = await createVolunteer(ctx.server, { fullName: 'Sunita Devi' });
});

/** The language switch: in the top bar, or in the phone menu (opened first) on a phone. */
async function languageSwitch(page: Page) {
  const nav = page.getByRole('navigation').first();
  const menu = nav.getByRole('button', { name: /^(Menu|मेनू)$/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') {
    await menu.click();
  }
  const group = nav.getByRole('group', { name: /^(Language|भाषा)$/ });
  await group.waitFor();
  return {
    english: group.getByRole('button', { name: 'English', exact: true }),
    hindi: group.getByRole('button', { name: 'हिन्दी', exact: true }),
  };
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Logs in through the login page, whatever language it shows. */
async function logIn(page: Page) {
  await gotoRoute(page, PATHS.login);
  await page
    .getByRole('group', { name: /^(I am logging in as|.*[\u0900-\u097F].*)$/ })
    .getByRole('button', { name: /^(Volunteer|स्वयंसेवक)$/ })
    .click();
  await page.locator('input[type=email]').fill(volunteer.email);
  await page.locator('input[type=password]').fill(volunteer.password);
  await page
    .locator('main form')
    .getByRole('button', { name: /^(Login|लॉग इन.*)$/ })
    .click();
  await page.waitForURL((url) => url.hash === `#${PATHS.volunteerDashboard}`);
}

/** Picks a language in the switch and waits for the account to store it. */
async function choose(page: Page, language: 'English' | 'हिन्दी') {
  const languages = await languageSwitch(page);
  const stored = page.waitForResponse(
    (res) => res.url().endsWith('/api/accounts/me/language') && res.request().method() === 'PUT',
  );
  await (language === 'English' ? languages.english : languages.hindi).click();
  const res = await stored;
  expect(res.status()).toBe(200);
}

const accountLanguage = async (page: Page) =>
  ((await (await page.request.get('/api/accounts/me')).json()) as { language: string }).language;

describe('the account’s language', () => {
  it.each(Object.entries(VIEWPORTS))(
    'follows the person to another browser (%s)',
    async (_name, viewport) => {
      const first = await openPage(ctx.browser, ctx.server.url, viewport);
      const second = await openPage(ctx.browser, ctx.server.url, viewport);
      try {
        // One browser: signed in, the person switches to Hindi, which the account stores.
        await logIn(first.page);
        expect(await htmlLang(first.page)).toBe('en');
        await choose(first.page, 'हिन्दी');
        expect(await htmlLang(first.page)).toBe('hi');
        expect(await accountLanguage(first.page)).toBe('hi');

        // Another browser, English by default and never switched: the login brings Hindi.
        await gotoRoute(second.page, PATHS.home);
        expect(await htmlLang(second.page)).toBe('en');
        await logIn(second.page);
        await expect.poll(() => htmlLang(second.page)).toBe('hi');
        const languages = await languageSwitch(second.page);
        await expect.poll(() => languages.hindi.getAttribute('aria-pressed')).toBe('true');
        expect(await second.page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
        await expect
          .poll(() => second.page.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' }).count())
          .toBe(1);
        expect(await hasHorizontalScroll(second.page)).toBe(false);
        await expectAccessible(second.page);

        // A reload keeps Hindi; choosing English there stores English on the account.
        await second.page.reload();
        await expect.poll(() => htmlLang(second.page)).toBe('hi');
        await choose(second.page, 'English');
        expect(await htmlLang(second.page)).toBe('en');
        expect(await accountLanguage(second.page)).toBe('en');

        expectNoConsoleErrors(first);
        expectNoConsoleErrors(second);
      } finally {
        await first.context.close();
        await second.context.close();
      }
    },
  );

  it('a switch while signed out stays in the browser and asks nothing of the server', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.home);
      const puts: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'PUT') puts.push(req.url());
      });
      await (await languageSwitch(page)).hindi.click();
      await expect.poll(() => htmlLang(page)).toBe('hi');
      await (await languageSwitch(page)).english.click();
      await expect.poll(() => htmlLang(page)).toBe('en');
      expect(puts).toEqual([]);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});
