// What first-time users stumbled on, in a real browser on a server with the demo accounts: what
// Morning and Evening mean where they are chosen and in a match's explanation, the chosen
// attendance shown in a word and a sign, each role's own words, the landmark as written, one Logout per
// screen, and Forgot Password before an email is typed. Axe at 1280 and 390 px, in English and
// in Hindi, on each changed screen. Sign-ups here: 2.
import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_NGO_EMAIL,
  DEMO_PLACE,
  DEMO_VOLUNTEER,
  DEMO_VOLUNTEER_EMAIL,
} from '../../src/server/db/seed/demo';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import {
  checkBothWidths,
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  openPhoneMenu,
  VIEWPORTS,
} from '../support/browser';
import { demoPasswordOf } from '../support/e2e-server';
import { languageSwitch } from '../support/hindi';
import { createNgo, createVolunteer, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, openVolunteerSection, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser({ env: { SEED_DEMO: 'true' } });
let password: string;
beforeAll(async () => {
  password = await demoPasswordOf(ctx.server);
});

const suffix = crypto.randomBytes(3).toString('hex');
/** A town none of the sample NGOs is in, so the new NGO is the one best match. */
const TOWN = 'Deoghar';

/**
 * Chooses a language in the top bar (the phone menu opened first), whichever language the page
 * shows now: the demo volunteer's choice follows the account, so a test sets the language it
 * reads instead of inheriting one.
 */
async function chooseLanguage(page: Page, language: 'English' | 'हिन्दी') {
  const { english, hindi } = await languageSwitch(page);
  await (language === 'English' ? english : hindi).click();
  const lang = language === 'English' ? 'en' : 'hi';
  await page.waitForFunction((want) => document.documentElement.lang === want, lang);
}
const toHindi = (page: Page) => chooseLanguage(page, 'हिन्दी');

/** The Logout buttons a person can reach on the screen (the top bar's folded menu included). */
const logouts = (page: Page) => page.getByRole('button', { name: /^(Logout|लॉग आउट)$/ });

describe('Morning and Evening', () => {
  it('the sign-up form says what each part of the day means, in English and in Hindi', async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await gotoRoute(page, PATHS.signupVolunteer);
    const availability = page.getByRole('button', { name: /^Availability \(optional\)/ });
    const hint = 'Morning is 6:00 AM – 2:00 PM. Evening is 2:00 PM – 9:00 PM.';
    await page.getByText(hint, { exact: false }).waitFor();
    // The hint is the field's description, read with it.
    await expect
      .poll(() =>
        availability.evaluate((button) =>
          (button.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        ),
      )
      .toContain(hint);
    await checkBothWidths(page, () => availability.waitFor());

    await toHindi(page);
    await page
      .getByText('सुबह का मतलब है सुबह 6:00 – दोपहर 2:00। शाम का मतलब है दोपहर 2:00 – रात 9:00।', {
        exact: false,
      })
      .waitFor();
    await checkBothWidths(page, () => page.locator('main form').waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();
  });

  it('a 2–3 PM class "fits your Monday Evening (from 2:00 PM)", and the preferences form says why', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, { ngoName: `Sandhya Path ${suffix}`, location: TOWN });
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    await asNgo('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [{ day: 'Monday', start: '2:00 PM', end: '3:00 PM' }],
      mode: 'in-person',
      venueAddress: '3 Tower Chowk',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: TOWN,
      volunteersNeeded: 2,
      published: true,
    });
    const volunteer = await createVolunteer(server, {
      fullName: `Nisha Kumari ${suffix}`,
      location: TOWN,
      availability: ['Monday Evening'],
      languages: ['Hindi'],
    });
    const asVolunteer = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
    await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
      version: CODE_OF_CONDUCT_VERSION,
    });

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
    await openVolunteerSection(page, 'Preferences');
    const preferences = page.getByRole('form', { name: 'Matching preferences' });
    await preferences
      .getByText('Morning is 6:00 AM – 2:00 PM. Evening is 2:00 PM – 9:00 PM.')
      .waitFor();

    await gotoRoute(page, PATHS.volunteerMatching);
    const best = page.getByRole('region', { name: 'Best matches for you' });
    const reason = best.getByRole('listitem').first().getByTestId('match-reason');
    await expect
      .poll(() => reason.innerText())
      .toContain('Monday 2:00 PM – 3:00 PM fits your Monday Evening (from 2:00 PM)');
    await checkBothWidths(page, () => reason.waitFor());

    await toHindi(page);
    const hindiReason = page
      .getByRole('region', { name: 'आपके लिए सबसे उपयुक्त संस्थाएँ' })
      .getByRole('listitem')
      .first()
      .getByTestId('match-reason');
    await expect
      .poll(() => hindiReason.innerText())
      .toContain('सोमवार दोपहर 2:00 से दोपहर 3:00 आपके सोमवार शाम (दोपहर 2:00 से) के समय में आता है');
    await checkBothWidths(page, () => hindiReason.waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();
  });
});

describe('the chosen state and each role its own words', () => {
  it("the NGO sees each volunteer's mark in a word and a sign, sets one apart, and marks them back", async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'NGO', DEMO_NGO_EMAIL, password);
    await chooseLanguage(page, 'English');
    // Attendance is marked on the class's page, for the whole class at once.
    await page
      .getByRole('region', { name: 'Your classes' })
      .getByRole('link', { name: 'Saturday, 11:00 AM – 12:00 PM' })
      .click();
    const past = page.getByRole('region', { name: 'Past sessions and attendance' });
    // The last Saturday: the demo volunteer's week marked held, the other partners' not yet.
    const latest = past.getByTestId('past-session').first();
    await latest.getByRole('button', { expanded: false }).click();
    // A volunteer's attendance row (the notes list beside the form names them too).
    const attendanceRows = (within: Locator) =>
      within.getByRole('listitem').filter({ has: page.locator('[data-attendance]') });
    const row = (name: string) => attendanceRows(latest).filter({ hasText: name });
    const mark = (name: string) => row(name).locator('[data-attendance]');
    const demo = DEMO_VOLUNTEER.fullName;
    await expect.poll(() => mark(demo).getAttribute('data-attendance')).toBe('held');
    await expect(mark('Aarav Sharma').getAttribute('data-attendance')).resolves.toBe('unmarked');
    // Seen too, and not by colour alone: a word and a sign each, on a different fill.
    const look = (name: string) =>
      mark(name).evaluate((el) => [getComputedStyle(el).backgroundColor, el.textContent!]);
    const [heldFill, heldText] = await look(demo);
    const [otherFill, otherText] = await look('Aarav Sharma');
    expect([heldText, otherText]).toEqual(['✓Held', '○Not marked']);
    expect(heldFill).not.toBe(otherFill);
    // The NGO's own page: its marks are not said to be "by the NGO".
    await expect(latest.innerText()).resolves.not.toContain('by the NGO');
    await expect(row(demo).getByRole('checkbox').isChecked()).resolves.toBe(false);
    await checkBothWidths(page, () => row(demo).waitFor());

    // The button says what it saves: the rows ticked are not held (the demo's partner who missed
    // his last weeks may be ticked already).
    const ticked = () => attendanceRows(latest).getByRole('checkbox', { checked: true }).count();
    const saveLabel = (notHeld: number) =>
      notHeld === 0 ? 'All held' : `All held, ${notHeld} not held`;
    await row(demo).getByRole('checkbox').check();
    const notHeld = await ticked();
    const rows = await attendanceRows(latest).count();
    expect(notHeld).toBeGreaterThanOrEqual(1);
    await latest.getByRole('button', { name: saveLabel(notHeld), exact: true }).click();
    await expect.poll(() => mark(demo).getAttribute('data-attendance')).toBe('not_held');
    await expect
      .poll(() => latest.getByRole('status').innerText())
      .toMatch(
        new RegExp(`^Attendance saved for .*: ${rows - notHeld} held, ${notHeld} not held\\.$`),
      );
    await expect(look(demo)).resolves.toEqual([expect.any(String), '✗Not held']);
    await row(demo).getByRole('checkbox').uncheck();
    await latest.getByRole('button', { name: saveLabel(notHeld - 1), exact: true }).click();
    await expect.poll(() => mark(demo).getAttribute('data-attendance')).toBe('held');

    await toHindi(page);
    const hindiPast = page.getByRole('region', { name: 'बीते सत्र और हाज़िरी' });
    const hindiMark = attendanceRows(hindiPast.getByTestId('past-session').first())
      .filter({ hasText: demo })
      .locator('[data-attendance]');
    await expect.poll(() => hindiMark.innerText()).toContain('हुआ');
    await checkBothWidths(page, () => hindiPast.waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();
  });

  it('the demo volunteer reads "You confirmed teaching it", and the landmark as the NGO wrote it', async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
    await openVolunteerSection(page, 'Sessions');
    const card = page.getByRole('region', { name: 'Your sessions', exact: true });
    await card.getByText('You confirmed teaching it.').first().waitFor();
    const text = await card.innerText();
    expect(text).not.toContain('The volunteer confirmed');
    const place = card.getByTestId('place').first();
    await expect(place.innerText()).resolves.toContain(
      `Where: ${DEMO_PLACE.venueAddress} · Landmark: ${DEMO_PLACE.venueLandmark}`,
    );
    await expect(place.innerText()).resolves.not.toContain('near');
    await checkBothWidths(page, () => card.waitFor());

    await toHindi(page);
    const hindiCard = page.getByRole('region', { name: 'आपके सत्र', exact: true });
    await hindiCard.getByText('आपने बताया है कि आपने इसे पढ़ाया।').first().waitFor();
    await expect(hindiCard.getByTestId('place').first().innerText()).resolves.toContain(
      `पहचान: ${DEMO_PLACE.venueLandmark}`,
    );
    await checkBothWidths(page, () => hindiCard.waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();
  });
});

describe('one Logout per screen', () => {
  it.each(Object.entries(VIEWPORTS))(
    'at %s width, on the dashboards, the search and elsewhere',
    async (_, viewport) => {
      const tab = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tab;
      // The account's language (an earlier test left it Hindi) is read after login and shown when
      // it arrives (src/web/session.ts): wait for it, or the English chosen below could come first
      // and be undone by it.
      const me = page.waitForResponse(
        (res) =>
          new URL(res.url()).pathname === '/api/accounts/me' && res.request().method() === 'GET',
      );
      await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
      const { language } = (await (await me).json()) as { language: string };
      await page.waitForFunction((want) => document.documentElement.lang === want, language);
      await chooseLanguage(page, 'English');
      for (const route of [PATHS.volunteerDashboard, PATHS.volunteerMatching, PATHS.ngoList]) {
        await gotoRoute(page, route);
        if (route !== PATHS.ngoList) {
          await page.locator('main').getByRole('button', { name: 'Logout' }).waitFor();
        }
        // At 390 px the top bar's links fold into its menu: open, so its Logout would count too.
        await openPhoneMenu(page);
        await expect(logouts(page).count(), route).resolves.toBe(1);
      }
      await gotoRoute(page, PATHS.ngoList);
      await toHindi(page);
      await gotoRoute(page, PATHS.volunteerDashboard);
      await page.locator('main').getByRole('button', { name: 'लॉग आउट' }).waitFor();
      await openPhoneMenu(page);
      await expect(logouts(page).count()).resolves.toBe(1);
      // The account's language back as the other tests of this file read it.
      await chooseLanguage(page, 'English');
      expectNoConsoleErrors(tab);
      await tab.context.close();
    },
  );
});

describe('Forgot Password before an email is typed', () => {
  it('asks for the email at its field, then sends the link, in English and in Hindi', async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await gotoRoute(page, PATHS.login);
    const form = page.locator('main form');
    const email = form.locator('input[name="email"]');
    await form.getByRole('button', { name: 'Forgot Password?' }).click();
    // The spec's words, as a request rather than a failure, at the field that needs the email.
    const alert = form.getByRole('alert');
    await expect.poll(() => alert.innerText()).toBe(MESSAGES.resetMissingEmail);
    await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    const described = await email.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain(MESSAGES.resetMissingEmail);
    await checkBothWidths(page, () => alert.waitFor());

    await email.fill(DEMO_VOLUNTEER_EMAIL);
    await form.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect.poll(() => alert.innerText()).toBe(MESSAGES.resetSent);

    await gotoRoute(page, PATHS.faq);
    await toHindi(page);
    await gotoRoute(page, PATHS.login);
    await form.getByRole('button', { name: /पासवर्ड भूल गए/ }).click();
    await expect.poll(() => form.getByRole('alert').innerText()).not.toBe('');
    await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkBothWidths(page, () => form.getByRole('alert').waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();
  });
});
