// Browser tests of volunteer registration (the spec's §2, §5, §8 (README → The specification)) through the real UI.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../src/server/accounts/password';
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
  alertText,
  fillVolunteerForm,
  sharedServerAndBrowser,
  volunteerData,
  volunteerDropdown as dropdown,
  volunteerSubmit as submit,
  waitForAlert,
} from './accounts-support';
import { gate } from '../support/gate';

const ctx = sharedServerAndBrowser();

const selectedText = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]?.text);

describe('volunteer registration page', () => {
  it.each(Object.entries(VIEWPORTS))(
    'is axe clean, keyboard visible and fits the screen at %s width',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.signupVolunteer);
        for (const name of [
          'fullName',
          'email',
          'phone',
          'location',
          'skills',
          'ageGroup',
          'bio',
        ]) {
          await expect(page.locator(`form [name="${name}"]`).count(), name).resolves.toBe(1);
        }
        await expect(page.locator('[name="availability"]').count()).resolves.toBe(14);
        await expect(page.locator('[name="languages"]').count()).resolves.toBe(10);
        await expect(page.locator('input[name="email"]').getAttribute('type')).resolves.toBe(
          'email',
        );
        await expect(page.locator('input[name="phone"]').getAttribute('type')).resolves.toBe('tel');
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);

        // Keyboard focus is visible.
        await page.getByLabel('Full name').focus();
        await page.keyboard.press('Tab');
        const outline = await page.evaluate(
          () => getComputedStyle(document.activeElement!).outlineStyle,
        );
        expect(outline).not.toBe('none');

        await dropdown(page, 'Availability').click();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);
        await page.keyboard.press('Escape');

        await submit(page).click();
        expect(await alertText(page)).toBe(MESSAGES.agreeVolunteer);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('binds the city select and the location text both ways', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupVolunteer);
      const text = page.getByLabel('Location', { exact: true });
      await expect(text.getAttribute('name')).resolves.toBe('location');
      await page.getByLabel('City', { exact: true }).selectOption('Ranchi');
      await expect(text.inputValue()).resolves.toBe('Ranchi');
      await text.fill('Pune');
      await expect(selectedText(page, 'City')).resolves.toBe('Pune');
      await text.fill('Nagpur');
      await expect(selectedText(page, 'City')).resolves.toBe('Other city');
      await text.fill('');
      await expect(selectedText(page, 'City')).resolves.toBe('Choose a city');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('operates the dropdowns by mouse and by keyboard', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupVolunteer);
      const availability = dropdown(page, 'Availability');
      await expect(availability.innerText()).resolves.toContain('Select…');

      // Mouse: toggle open, tick two, click outside.
      await availability.click();
      await expect(availability.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.getByRole('checkbox', { name: 'Friday Evening' }).click();
      await page.getByRole('checkbox', { name: 'Monday Morning' }).click();
      await page.locator('main h1').click();
      await expect(availability.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(
        page.getByRole('checkbox', { name: 'Monday Morning' }).isVisible(),
      ).resolves.toBe(false);
      await expect(availability.innerText()).resolves.toContain('Monday Morning, Friday Evening');
      await availability.click();
      await availability.click();
      await expect(availability.getAttribute('aria-expanded')).resolves.toBe('false');

      // Keyboard: Tab from Availability reaches Languages; Enter opens; Tab and Space tick; Escape.
      const languages = dropdown(page, 'Languages');
      await availability.focus();
      await page.keyboard.press('Tab');
      await expect(languages.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Enter');
      await expect(languages.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space'); // Hindi
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space'); // Bengali
      await page.keyboard.press('Escape');
      await expect(languages.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(languages.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
      await expect(languages.innerText()).resolves.toContain('Hindi, Bengali');

      // Tabbing on past the last language closes the list too.
      await page.keyboard.press('Enter');
      for (let i = 0; i < 11; i++) await page.keyboard.press('Tab');
      await expect(languages.getAttribute('aria-expanded')).resolves.toBe('false');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('with agree unchecked shows the spec alert and sends nothing', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      const sent: string[] = [];
      page.on('request', (r) => r.url().includes('/api/accounts/') && sent.push(r.url()));
      await gotoRoute(page, PATHS.signupVolunteer);
      await fillVolunteerForm(page, volunteerData(), { agree: false });
      await submit(page).click();
      expect(await alertText(page)).toBe(MESSAGES.agreeVolunteer);
      expect(sent).toEqual([]);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('registers, resets the form, then refuses the same email with the spec prefix', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      const data = volunteerData({
        fullName: 'Meena Toppo',
        location: 'Ranchi',
        availability: ['Monday Morning', 'Friday Evening'],
        languages: ['Hindi', 'Bengali'],
      });
      await gotoRoute(page, PATHS.signupVolunteer);
      await fillVolunteerForm(page, data);

      // Hold the request to see the busy state.
      const held = gate();
      await page.route('**/api/accounts/volunteers', async (route) => {
        await held.opened;
        await route.continue();
      });
      await submit(page).click();
      const busy = page.getByRole('button', { name: 'Registering…' });
      await busy.waitFor();
      await expect(busy.isDisabled()).resolves.toBe(true);
      held.open();

      expect(await waitForAlert(page, MESSAGES.volunteerRegistered)).toBe(
        MESSAGES.volunteerRegistered,
      );
      await page.unroute('**/api/accounts/volunteers');
      // The panel names the confirmation email and takes the emptied form's place; the form
      // comes back, reset, for another account.
      const panel = page.getByRole('group', { name: MESSAGES.volunteerRegistered });
      await expect(panel.innerText()).resolves.toContain(
        `We have sent a confirmation email to ${data.email}. Open its link within 48 hours to confirm your address: you can connect with NGOs once it is confirmed.`,
      );
      await expect(page.getByLabel('Full name').count()).resolves.toBe(0);
      await expect(
        page.getByRole('link', { name: 'Log in to your dashboard' }).getAttribute('href'),
      ).resolves.toBe(`#${PATHS.login}`);
      await page.getByRole('button', { name: 'Register another account' }).click();
      await expect
        .poll(() => page.getByLabel('Full name').evaluate((el) => el === document.activeElement))
        .toBe(true);
      for (const label of [
        'Full name',
        'Phone',
        'Bio (optional)',
        'Why do you want to volunteer?',
      ]) {
        await expect(page.getByLabel(label).inputValue(), label).resolves.toBe('');
      }
      for (const label of ['Email', 'Location', 'Password', 'Skills', 'Age group', 'City']) {
        await expect(page.getByLabel(label, { exact: true }).inputValue(), label).resolves.toBe('');
      }
      await expect(page.locator('input[type=checkbox]:checked').count()).resolves.toBe(0);
      await expect(dropdown(page, 'Availability').innerText()).resolves.toContain('Select…');
      await expect(dropdown(page, 'Languages').innerText()).resolves.toContain('Select…');

      // The server kept what was typed: the account logs in under the full name.
      const login = await fetch(`${ctx.server.url}/api/accounts/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ctx.server.url },
        body: JSON.stringify({ userType: 'Volunteer', email: data.email, password: data.password }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toEqual({
        user: 'Meena Toppo',
        userType: 'Volunteer',
        language: 'en',
      });

      // Same email again: the spec's failure prefix with a readable reason; input kept.
      await fillVolunteerForm(page, { ...data, email: data.email.toUpperCase() });
      await submit(page).click();
      const duplicate = `${MESSAGES.volunteerSignupFailedPrefix}${MESSAGES.emailTaken}`;
      expect(await waitForAlert(page, duplicate)).toBe(
        'Signup failed: An account with this email already exists.',
      );
      const email = page.getByLabel('Email', { exact: true });
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(email.inputValue()).resolves.toBe(data.email.toUpperCase());
      await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Meena Toppo');
      await expect(dropdown(page, 'Languages').innerText()).resolves.toContain('Hindi, Bengali');
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);
      expectNoConsoleErrors(tracked, [/status of 409/]);
    } finally {
      await tracked.context.close();
    }
  });

  it("shows the server's field error inline and keeps the input", async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupVolunteer);
      await fillVolunteerForm(page, volunteerData({ password: 'password123' }));
      await submit(page).click();
      expect(await waitForAlert(page, MESSAGES.volunteerSignupFailedPrefix)).toBe(
        MESSAGES.volunteerSignupFailedPrefix + COMMON_PASSWORD_MESSAGE,
      );
      const password = page.getByLabel('Password', { exact: true });
      await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(password.inputValue()).resolves.toBe('password123');
      const describedBy = (await password.getAttribute('aria-describedby'))!;
      const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'))!;
      await expect(page.locator(`[id="${errorId}"]`).innerText()).resolves.toBe(
        COMMON_PASSWORD_MESSAGE,
      );
      expectNoConsoleErrors(tracked, [/status of 400/]);
    } finally {
      await tracked.context.close();
    }
  });

  it('says so when the server cannot be reached', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupVolunteer);
      await page.route('**/api/accounts/volunteers', (route) =>
        route.abort('internetdisconnected'),
      );
      const data = volunteerData();
      await fillVolunteerForm(page, data);
      await submit(page).click();
      const text = await waitForAlert(page, MESSAGES.volunteerSignupFailedPrefix);
      expect(text).toBe(
        `${MESSAGES.volunteerSignupFailedPrefix}Could not reach Setu. Check your connection and try again.`,
      );
      await expect(page.getByLabel('Full name').inputValue()).resolves.toBe(data.fullName);
      expectNoConsoleErrors(tracked, [/ERR_INTERNET_DISCONNECTED/]);
    } finally {
      await tracked.context.close();
    }
  });
});
