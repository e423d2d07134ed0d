// The account page's SMS settings in a real browser (docs/decisions/0044-sms.md): the inline
// errors of an empty and a wrong number, switching SMS on by keyboard with the consent's time
// shown, the Hindi page (एसएमएस, no Latin words), axe at 1280 and 390 px in both languages, and
// switching off. Sign-ups here: 1.
import { describe, expect, it } from 'vitest';
import { SMS_MESSAGES } from '../../src/shared/sms';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { checkBothLanguagesAndWidths, chooseLanguage, latinWords } from '../support/hindi';
import { createVolunteer, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

describe('SMS settings', () => {
  it(
    'switches SMS on with consent, in English and Hindi, and off again',
    { timeout: 180_000 },
    async () => {
      const volunteer = await createVolunteer(ctx.server);
      const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
      const { page } = tracked;
      try {
        await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
        await gotoRoute(page, PATHS.account);
        const sms = page.getByRole('region', { name: 'Text messages (SMS)' });
        const status = sms.getByTestId('sms-status');
        await expect.poll(() => status.innerText()).toBe('SMS are off.');

        // Nothing filled in: the number's error, and the focus on it.
        await sms.getByRole('button', { name: 'Switch SMS on' }).click();
        const phone = sms.getByLabel('Mobile number');
        await expect.poll(() => phone.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await phone.getAttribute('aria-invalid')).toBe('true');
        await sms.getByText(SMS_MESSAGES.phone).waitFor();
        await sms.getByText(SMS_MESSAGES.consent).waitFor();

        // A wrong number is refused; a right one without the box ticked still asks for consent.
        await phone.fill('12345');
        await phone.press('Enter');
        await sms.getByText(SMS_MESSAGES.phone).waitFor();
        await phone.fill('98765 43210');
        await phone.press('Enter');
        await sms.getByText(SMS_MESSAGES.consent).waitFor();
        expect(await sms.getByText(SMS_MESSAGES.phone).count()).toBe(0);

        // By keyboard: the box ticked with Space, the form sent with Enter.
        const consent = sms.getByRole('checkbox', {
          name: 'I agree to receive SMS from Setu on this number.',
        });
        await consent.focus();
        await page.keyboard.press('Space');
        expect(await consent.isChecked()).toBe(true);
        await phone.press('Enter');
        await sms.getByRole('status').filter({ hasText: 'SMS are on.' }).waitFor();
        await expect
          .poll(() => status.innerText())
          .toMatch(/^SMS are on for 9876543210\. You agreed on \d+ \w+ 20\d\d, \d+:\d\d [AP]M\.$/);

        await checkBothLanguagesAndWidths(page, () => page.getByTestId('sms-status').waitFor());

        await chooseLanguage(page, 'हिन्दी');
        const hindi = page.getByRole('region', { name: 'एसएमएस संदेश' });
        await expect
          .poll(() => hindi.getByTestId('sms-status').innerText())
          .toMatch(/एसएमएस चालू हैं/);
        expect(latinWords(await page.locator('main').innerText(), ['JSON'])).toEqual([]);
        await hindi.getByRole('button', { name: 'एसएमएस बंद करें' }).click();
        await expect
          .poll(() => hindi.getByTestId('sms-status').innerText())
          .toMatch(/^एसएमएस बंद हैं: आपने इन्हें .+ को बंद किया था।$/);
        expect(latinWords(await page.locator('main').innerText(), ['JSON'])).toEqual([]);
        await chooseLanguage(page, 'English');
        await expect
          .poll(() => status.innerText())
          .toMatch(/^SMS are off: you switched them off on /);
        expect(await sms.getByRole('button', { name: 'Switch SMS off' }).count()).toBe(0);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
