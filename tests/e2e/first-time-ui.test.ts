// What first-time users stumbled on, in a real browser on a server with the demo accounts: what
// Morning and Evening mean where they are chosen, each role's own words, the landmark as
// written, and Forgot Password before an email is typed. Axe at 1280 and 390 px, in English and
// in Hindi, on each changed screen. Sign-ups here: 0.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLACE, DEMO_VOLUNTEER_EMAIL } from '../../src/server/db/seed/demo';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import {
  checkBothWidths,
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { demoPasswordOf } from '../support/e2e-server';
import { sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser({ env: { SEED_DEMO: 'true' } });
let password: string;
beforeAll(async () => {
  password = await demoPasswordOf(ctx.server);
});

async function toHindi(page: Page) {
  await page
    .getByRole('navigation')
    .first()
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'हिन्दी', exact: true })
    .click();
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
}

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
});

describe('the chosen state and each role its own words', () => {
  it('the demo volunteer reads "You confirmed teaching it", and the landmark as the NGO wrote it', async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
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
