// Browser tests of NGO registration (the spec's §2, §5, §8 (README → The specification)) through the real UI.
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
  alertText,
  fillNgoForm as fillForm,
  NGO_TEXT_FIELDS as TEXT_FIELDS,
  ngoData,
  ngoSubmit as submit,
  sharedServerAndBrowser,
  waitForAlert,
} from './accounts-support';

const ctx = sharedServerAndBrowser();

describe('NGO registration page', () => {
  it.each(Object.entries(VIEWPORTS))(
    'is axe clean and fits the screen at %s width',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.signupNgo);
        for (const [, name] of TEXT_FIELDS) {
          await expect(page.locator(`form [name="${name}"]`).count(), name).resolves.toBe(1);
        }
        for (const name of ['location', 'areaOfWork', 'agree']) {
          await expect(page.locator(`form [name="${name}"]`).count(), name).resolves.toBe(1);
        }
        await expect(page.locator('input[name="website"]').getAttribute('type')).resolves.toBe(
          'url',
        );
        await expect(
          page.getByLabel('Area of work').locator('option').allInnerTexts(),
        ).resolves.toEqual([
          'Choose an area',
          'Education',
          'Health',
          'Environment',
          'Community Development',
          'Others',
        ]);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);
        await submit(page).click();
        expect(await alertText(page)).toBe(MESSAGES.agreeNgo);
        await expect(page.getByLabel('NGO name').getAttribute('aria-invalid')).resolves.toBe(
          'true',
        );
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('with agree unchecked shows the spec alert and sends nothing', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      const sent: string[] = [];
      page.on('request', (r) => r.url().includes('/api/accounts/') && sent.push(r.url()));
      await gotoRoute(page, PATHS.signupNgo);
      await fillForm(page, ngoData(), { agree: false });
      await submit(page).click();
      expect(await alertText(page)).toBe('Please confirm the information is accurate.');
      expect(sent).toEqual([]);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('registers and resets the form; the same email again fails with the "Error: " prefix', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      const data = ngoData({ ngoName: 'Asha Kiran Trust', location: 'jaipur' });
      await gotoRoute(page, PATHS.signupNgo);
      await fillForm(page, data);
      await expect(
        page.getByLabel('City', { exact: true }).inputValue(),
        'typing a listed city selects it',
      ).resolves.toBe('Jaipur');
      await submit(page).click();
      expect(await waitForAlert(page, MESSAGES.ngoRegistered)).toBe('NGO registered successfully!');
      // The panel names the confirmation email and takes the emptied form's place; the form
      // comes back, reset, for another account.
      const panel = page.getByRole('group', { name: MESSAGES.ngoRegistered });
      await expect(panel.innerText()).resolves.toContain(
        `We have sent a confirmation email to ${data.email}. Open its link within 48 hours to confirm your address: you can publish your profile and accept volunteers once it is confirmed.`,
      );
      await expect(page.getByLabel('NGO name').count()).resolves.toBe(0);
      await expectAccessible(page);
      await panel.getByRole('button', { name: 'Register another account' }).click();
      for (const [label] of TEXT_FIELDS) {
        await expect(page.getByLabel(label, { exact: true }).inputValue(), label).resolves.toBe('');
      }
      for (const label of ['Location', 'City', 'Area of work']) {
        await expect(page.getByLabel(label, { exact: true }).inputValue(), label).resolves.toBe('');
      }
      await expect(page.locator('input[type=checkbox]:checked').count()).resolves.toBe(0);

      const login = await fetch(`${ctx.server.url}/api/accounts/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ctx.server.url },
        body: JSON.stringify({ userType: 'NGO', email: data.email, password: data.password }),
      });
      expect(await login.json()).toEqual({
        user: 'Asha Kiran Trust',
        userType: 'NGO',
        language: 'en',
      });

      await fillForm(page, data);
      await submit(page).click();
      expect(await waitForAlert(page, MESSAGES.ngoSignupFailedPrefix)).toBe(
        'Error: An account with this email already exists.',
      );
      await expect(page.getByLabel('NGO name').inputValue()).resolves.toBe('Asha Kiran Trust');
      await expect(
        page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid'),
      ).resolves.toBe('true');
      await expectAccessible(page);
      expectNoConsoleErrors(tracked, [/status of 409/]);
    } finally {
      await tracked.context.close();
    }
  });

  it('says so when the server cannot be reached', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupNgo);
      await page.route('**/api/accounts/ngos', (route) => route.abort('internetdisconnected'));
      await fillForm(page, ngoData());
      await submit(page).click();
      expect(await waitForAlert(page, MESSAGES.ngoSignupFailedPrefix)).toBe(
        `${MESSAGES.ngoSignupFailedPrefix}Could not reach Setu. Check your connection and try again.`,
      );
      expectNoConsoleErrors(tracked, [/ERR_INTERNET_DISCONNECTED/]);
    } finally {
      await tracked.context.close();
    }
  });
});
