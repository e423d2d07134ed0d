// People's own data in a real browser: the privacy page from the footer, the
// account page from the dashboard, the data download (the file's name and contents), and the
// deletion from wrong password to home with a message; the demo account's refusal in Hindi. Axe
// at 1280 and 390 px in English and Hindi. Sign-ups here: 1.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import { SUPPORT_EMAIL } from '../../src/shared/messages';
import { CONSENT_TEXT_VERSION, exportFileName } from '../../src/shared/own-data';
import { DEMO_NGO_EMAIL, DEMO_VOLUNTEER_EMAIL } from '../../src/server/db/seed/demo';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { chooseLanguage, latinWords } from '../support/hindi';
import { demoPasswordOf } from '../support/e2e-server';
import {
  createVolunteer,
  decodeMail,
  routeOf,
  sharedServerAndBrowser,
  storedLogin,
} from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

// The demo accounts: a verified NGO to partner with, and the account that cannot be deleted.
const ctx = sharedServerAndBrowser({ env: { SEED_DEMO: 'true' } });
// The machine may be busy: each test drives several pages and axe runs.
const SLOW = { timeout: 180_000 };

/** The demo accounts' password, as the start-up printed it. */
const demoPassword = () => demoPasswordOf(ctx.server);

/** Axe-clean and without sideways scroll at 1280 and at 390 px; back to 1280 after. */
async function checkBothWidths(page: Page) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await page.locator('main h1').first().waitFor();
    await expectAccessible(page);
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** Every mail in the server's outbox to `to`, decoded. */
function mailTo(to: string): string[] {
  const outbox = path.join(ctx.server.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((raw) => new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
    .map((raw) => `${/^Subject:.*$/im.exec(raw)?.[0] ?? ''}\n${decodeMail(raw)}`);
}

describe('own data', () => {
  it(
    'the privacy page: linked from the footer, accessible in English and Hindi',
    SLOW,
    async () => {
      const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.home);
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
        await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
        expect(routeOf(page)).toBe(PATHS.privacy);
        const main = page.locator('main');
        for (const heading of [
          'What we collect',
          'Why we keep it',
          'Who sees what',
          'How long we keep it',
          'Download or delete your data',
          'Questions and requests',
        ]) {
          await main.getByRole('heading', { level: 2, name: heading }).waitFor();
        }
        expect(await main.innerText()).toContain(
          'Email addresses and phone numbers are shared only after an NGO accepts a request',
        );
        expect(await main.innerText()).toContain(
          `Version of these terms: ${CONSENT_TEXT_VERSION}.`,
        );
        await main.getByRole('link', { name: 'write to us' }).waitFor();
        expect(await page.title()).toBe('Privacy · Setu');
        await checkBothWidths(page);

        await chooseLanguage(page, 'हिन्दी', { timeout: 15_000 });
        await page.getByRole('heading', { level: 1, name: 'निजता' }).waitFor();
        expect(await page.title()).toBe('निजता · Setu');
        expect(latinWords(await main.innerText(), [SUPPORT_EMAIL])).toEqual([]);
        await checkBothWidths(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it(
    'a volunteer downloads their data, then deletes the account; the NGO is told',
    SLOW,
    async () => {
      const volunteer = await createVolunteer(ctx.server, { fullName: 'Tara Menon' });
      // A partnership with the demo NGO (its email confirmed and verified from the start):
      // createVolunteer confirmed the volunteer's address with the emailed link; the volunteer
      // connects, and the NGO accepts.
      const asNgo = await signInByApi(ctx.server, 'NGO', DEMO_NGO_EMAIL, await demoPassword());
      const asVolunteer = await signInByApi(
        ctx.server,
        'Volunteer',
        volunteer.email,
        volunteer.password,
      );
      const { profile } = await asNgo<{
        profile: {
          id: number;
          name: string;
          teachingTimes: { day: string; start: string; end: string }[];
          topics: string[];
        };
      }>('GET', '/api/ngo-profile');
      await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
        version: CODE_OF_CONDUCT_VERSION,
      });
      const { request } = await asVolunteer<{ request: { id: number } }>(
        'POST',
        '/api/requests',
        { listingId: profile.id, message: '' },
        201,
      );
      await asNgo('POST', `/api/requests/${request.id}/accept`, {
        day: profile.teachingTimes[0]!.day,
        timeSlot: `${profile.teachingTimes[0]!.start} - ${profile.teachingTimes[0]!.end}`,
        topic: profile.topics[0],
        confirmFull: true,
      });
      const ngo = { name: profile.name, email: DEMO_NGO_EMAIL };

      const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
        acceptDownloads: true,
      });
      const { page } = tracked;
      try {
        await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
        await page.locator('main').getByRole('link', { name: 'Your account and data' }).click();
        await page.getByRole('heading', { level: 1, name: 'Your account and data' }).waitFor();
        expect(routeOf(page)).toBe(PATHS.account);
        await checkBothWidths(page);

        // Download: a JSON file named for today, holding this account and the accepted partner.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download my data' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(exportFileName(new Date()));
        const file = await download.path();
        const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
          account: { email: string; role: string };
          consents: { textVersion: string }[];
          requestsSent: { ngoName: string; status: string; ngoContact: { email: string } }[];
        };
        expect(data.account).toMatchObject({ email: volunteer.email, role: 'volunteer' });
        expect(data.consents[0]!.textVersion).toBe(CONSENT_TEXT_VERSION);
        expect(data.requestsSent).toEqual([
          expect.objectContaining({
            ngoName: ngo.name,
            status: 'accepted',
            ngoContact: expect.objectContaining({ email: ngo.email }),
          }),
        ]);
        expect(fs.readFileSync(file, 'utf8')).not.toContain(volunteer.password);

        // Delete: nothing typed, then a wrong password, are refused inline; nothing changes.
        const form = page.getByRole('region', { name: 'Delete your account' });
        const submit = form.getByRole('button', { name: 'Delete my account' });
        await submit.click();
        await form.getByText('Enter your password to delete your account.').waitFor();
        const password = form.getByLabel('Password', { exact: true });
        await expect
          .poll(() => password.evaluate((el) => el === document.activeElement))
          .toBe(true);
        expect(await password.getAttribute('aria-invalid')).toBe('true');
        await password.fill('not-the-password-1');
        await submit.click();
        await form
          .getByText('Tick the box to confirm that you want to delete your account.')
          .waitFor();
        await form
          .getByRole('checkbox', {
            name: 'I understand that my account and my data will be deleted for good.',
          })
          .check();
        await submit.click();
        await form.getByText('That password is not right. Your account was not deleted.').waitFor();
        await checkBothWidths(page);
        expect(await asVolunteer('GET', '/api/accounts/me')).toMatchObject({ user: 'Tara Menon' });

        // The right password: signed out, home, a message; the session and the account are gone.
        await password.fill(volunteer.password);
        await submit.click();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Your account has been deleted.' })
          .waitFor();
        expect(routeOf(page)).toBe(PATHS.home);
        expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
        const me = await page.evaluate(async () => (await fetch('/api/accounts/me')).status);
        expect(me).toBe(401);
        const login = await fetch(`${ctx.server.url}/api/accounts/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ctx.server.url },
          body: JSON.stringify({
            userType: 'Volunteer',
            email: volunteer.email,
            password: volunteer.password,
          }),
        });
        expect(login.status).toBe(401);

        // The NGO: told by email, and the partnership is gone from its requests.
        await expect
          .poll(() => mailTo(ngo.email).some((m) => m.includes('Tara Menon has left Setu')))
          .toBe(true);
        const mail = mailTo(ngo.email).find((m) => m.includes('Tara Menon has left Setu'))!;
        expect(mail).toContain('your partnership with them has ended');
        expect(mail).not.toContain(volunteer.phone);
        const { requests } = await asNgo<{ requests: { id: number }[] }>('GET', '/api/requests');
        expect(requests.map((r) => r.id)).not.toContain(request.id);
        expectNoConsoleErrors(tracked, [/40[013]/]);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it(
    'the account page in Hindi: accessible, and the demo account is not deleted',
    SLOW,
    async () => {
      const password = await demoPassword();
      const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
      const { page } = tracked;
      try {
        await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
        await chooseLanguage(page, 'हिन्दी', { timeout: 15_000 });
        await page.locator('main').getByRole('link', { name: 'आपका खाता और आपकी जानकारी' }).click();
        await page.getByRole('heading', { level: 1, name: 'आपका खाता और आपकी जानकारी' }).waitFor();
        expect(await page.title()).toBe('आपका खाता और आपकी जानकारी · Setu');
        expect(latinWords(await page.locator('main').innerText(), ['JSON'])).toEqual([]);
        await checkBothWidths(page);

        const form = page.getByRole('region', { name: 'अपना खाता हटाएँ' });
        await form.getByLabel('पासवर्ड', { exact: true }).fill(password);
        await form.getByRole('checkbox').check();
        await form.getByRole('button', { name: 'मेरा खाता हटाएँ' }).click();
        await form.getByRole('alert').filter({ hasText: 'डेमो खाते हटाए नहीं जा सकते' }).waitFor();
        await checkBothWidths(page);
        // Still signed in, still there.
        const me = await page.evaluate(async () => (await fetch('/api/accounts/me')).status);
        expect(me).toBe(200);
        expectNoConsoleErrors(tracked, [/403/]);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
