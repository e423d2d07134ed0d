// Browser tests of the first-time sign-up journeys: focus on the first invalid field
// in page order, the success panel and its way to the login, a typed website completed, and a
// taken email said once with ways out.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
  fillNgoForm,
  fillVolunteerForm,
  ngoData,
  ngoSubmit,
  routeOf,
  sharedServerAndBrowser,
  volunteerData,
  volunteerSubmit,
  waitForAlert,
} from './accounts-support';

const ctx = sharedServerAndBrowser();

const isFocused = (locator: Locator) => locator.evaluate((e) => e === document.activeElement);

/** Waits until `locator` has focus (focus moves after React renders the answer). */
async function waitForFocus(page: Page, locator: Locator) {
  const handle = await locator.elementHandle();
  await page.waitForFunction((e) => e === document.activeElement, handle);
}

/** True when the element's top edge is on screen, where a person looking at the page sees it. */
const topInView = (locator: Locator) =>
  locator.evaluate((e) => {
    const { top } = e.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });

describe.each(Object.entries(VIEWPORTS))('sign-up journeys at %s width', (_name, viewport) => {
  it('volunteer: focus goes to the first missing field, then the success panel leads to the login', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupVolunteer);
      await expect(page.title()).resolves.toBe('Volunteer registration · Setu');
      const data = volunteerData({ location: 'Pune' });

      // The first four fields and the agree box: the City select is the first one missing.
      await page.getByLabel('Full name').fill(data.fullName);
      await page.getByLabel('Email', { exact: true }).fill(data.email);
      await page.getByLabel('Phone').fill(data.phone);
      await page.getByLabel('Skills').selectOption(data.skills);
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await volunteerSubmit(page).click();
      const city = page.getByLabel('City', { exact: true });
      await waitForFocus(page, city);
      expect(await topInView(city)).toBe(true);
      for (const label of ['City', 'Location']) {
        await expect(
          page.getByLabel(label, { exact: true }).getAttribute('aria-invalid'),
        ).resolves.toBe('true');
      }
      const main = page.locator('main');
      for (const message of [
        'Choose a city or type your location.',
        'Choose an age group from the list.',
        'Tell us why you want to volunteer.',
      ]) {
        await expect(main.getByText(message, { exact: true }).count(), message).resolves.toBe(1);
      }
      await expectAccessible(page);

      await fillVolunteerForm(page, data);
      await volunteerSubmit(page).click();
      const panel = page.getByRole('group', { name: MESSAGES.volunteerRegistered });
      await waitForFocus(page, panel);
      expect(await topInView(panel)).toBe(true);
      expect(await waitForAlert(page, MESSAGES.volunteerRegistered)).toBe(
        'Volunteer registered successfully!',
      );
      await expect(panel.innerText()).resolves.toContain(
        `Your account for ${data.email} is ready.`,
      );
      // It names the confirmation email, and the emptied form has made way for it.
      await expect(panel.innerText()).resolves.toContain(
        `We have sent a confirmation email to ${data.email}. Open its link within 48 hours`,
      );
      await expect(page.getByLabel('Full name').count()).resolves.toBe(0);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);

      // The panel's button is the next stop for the keyboard, and it leads to the login.
      await page.keyboard.press('Tab');
      const button = panel.getByRole('link', { name: 'Log in to your dashboard' });
      expect(await isFocused(button)).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      expect(routeOf(page)).toBe(PATHS.login);
      // The role just registered is preselected.
      await expect(
        page.getByRole('button', { name: 'Volunteer', exact: true }).getAttribute('aria-pressed'),
      ).resolves.toBe('true');
      await expect(page.title()).resolves.toBe('Log in · Setu');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('NGO sign-up journey', () => {
  it('completes a typed website, then says a taken email once, with links to log in and reset', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupNgo);
      await expect(page.title()).resolves.toBe('NGO registration · Setu');
      const data = ngoData({ ngoName: 'Vidya Kendra', website: 'www.vidya.example.org' });

      // Only the NGO name: Contact person is the first field missing.
      await page.getByLabel('NGO name').fill(data.ngoName);
      await ngoSubmit(page).click();
      await waitForFocus(page, page.getByLabel('Contact person'));

      await fillNgoForm(page, data);
      const website = page.getByLabel('Website (optional)');
      await website.press('Tab');
      await expect(website.inputValue()).resolves.toBe('https://www.vidya.example.org');
      await ngoSubmit(page).click();
      const panel = page.getByRole('group', { name: MESSAGES.ngoRegistered });
      await waitForFocus(page, panel);
      expect(await topInView(panel)).toBe(true);
      await expect(
        panel.getByRole('link', { name: 'Log in to your dashboard' }).getAttribute('href'),
      ).resolves.toBe(`#${PATHS.login}`);

      // The same email again (the form comes back through the panel's button): the spec's alert,
      // and the reason appears nowhere else.
      await page.getByRole('button', { name: 'Register another account' }).click();
      await fillNgoForm(page, data);
      await ngoSubmit(page).click();
      const alert = await waitForAlert(page, MESSAGES.ngoSignupFailedPrefix);
      expect(alert).toBe('Error: An account with this email already exists.');
      const main = page.locator('main');
      await expect(main.getByText(MESSAGES.emailTaken).count()).resolves.toBe(1);
      // The email is flagged and points at that message, which has focus and is in view.
      const email = page.getByLabel('Email', { exact: true });
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      const status = page.locator(`[id="${await email.getAttribute('aria-describedby')}"]`);
      await expect(status.innerText()).resolves.toContain(alert);
      await waitForFocus(page, status);
      expect(await topInView(page.getByRole('alert'))).toBe(true);
      await expect(email.inputValue()).resolves.toBe(data.email);
      await expect(
        status.getByRole('link', { name: 'Log in', exact: true }).getAttribute('href'),
      ).resolves.toBe(`#${PATHS.login}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);

      await status.getByRole('link', { name: 'reset your password' }).click();
      await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
      expect(routeOf(page)).toBe(PATHS.resetPassword);
      await expect(page.title()).resolves.toBe('Set a new password · Setu');
      expectNoConsoleErrors(tracked, [/status of 409/]);
    } finally {
      await tracked.context.close();
    }
  });
});
