// "Email ownership", in a real browser: a volunteer who just registered sees the banner
// on the dashboard and the matching page, asks for a new link, is refused Connect, follows the
// link from the outbox, and the banner is gone and Connect works. The confirm page says when a
// link is not valid. The NGO's banner and the confirm page in Hindi. Axe at 1280 and 390 px in
// English and Hindi. Sign-ups here: 3.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import {
  CONFIRM_LINK_MESSAGES,
  EMAIL_UNCONFIRMED_MESSAGES,
} from '../../src/shared/email-confirmation';
import { connectMessage } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import { PROFILE } from '../api/requests-fixtures';
import {
  checkBothWidths,
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { latinWords } from '../support/hindi';
import {
  createNgo,
  createVolunteer,
  sharedServerAndBrowser,
  waitForAlert,
  waitForMailLink,
} from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');
// A town no sample NGO is in, so the new NGO is the volunteer's best match there.
const TOWN = 'Giridih';

const banner = (page: Page) => page.getByTestId('email-confirmation-banner');

describe('email confirmation in the browser', () => {
  it('banner, refused Connect, the link from the outbox, banner gone, Connect works', async () => {
    const { server, browser } = ctx;
    const ngoName = `Giridih Vidya ${suffix}`;
    const ngo = await createNgo(server, { ngoName, location: TOWN });
    const ngoApi = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    await ngoApi<{ profile: { id: number } }>('PUT', '/api/ngo-profile', {
      ...PROFILE,
      location: TOWN,
    });

    const since = Date.now();
    const volunteer = await createVolunteer(
      server,
      { fullName: `Rekha Murmu ${suffix}`, location: TOWN, availability: ['Saturday Morning'] },
      { confirmEmail: false },
    );
    // The code of conduct is accepted already, so Connect goes straight to the request.
    const volApi = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
    await volApi('POST', '/api/volunteer-preferences/code-of-conduct', {
      version: CODE_OF_CONDUCT_VERSION,
    });

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
    await banner(page).getByRole('heading', { name: 'Confirm your email address' }).waitFor();
    await expect(banner(page).innerText()).resolves.toContain(
      `We sent a link to ${volunteer.email}. Open it to confirm that the address is yours: until then you cannot connect with NGOs.`,
    );
    await checkBothWidths(page, () => banner(page).waitFor());

    // A new link, said politely.
    await banner(page).getByRole('button', { name: 'Resend the link' }).click();
    await expect
      .poll(() => banner(page).getByRole('status').innerText(), { timeout: 15_000 })
      .toBe(`We sent a new link to ${volunteer.email}. It works for 48 hours.`);

    // Connect is refused with the reason, and the banner is where Connect is.
    await gotoRoute(page, `${PATHS.volunteerMatching}?location=${TOWN}`);
    await banner(page).waitFor();
    const best = page.getByRole('region', { name: 'Best matches for you' });
    const card = best.getByRole('listitem').filter({ hasText: ngoName });
    await card.getByRole('button', { name: `Connect with ${ngoName}` }).click();
    await waitForAlert(page, EMAIL_UNCONFIRMED_MESSAGES.connect);
    await checkBothWidths(page, () => banner(page).waitFor());

    // A link that is not one says so.
    await gotoRoute(page, `${PATHS.confirmEmail}?token=not-a-real-link`);
    await waitForAlert(page, CONFIRM_LINK_MESSAGES.invalid);

    // The link from the mail (the newest one: any unused link works) confirms the address.
    const link = await waitForMailLink(server, volunteer.email, since, PATHS.confirmEmail);
    expect(link).toMatch(new RegExp(`^${server.url}/#/confirm-email\\?token=`));
    await page.goto(link);
    await waitForAlert(page, 'Your email address is confirmed.');
    await checkBothWidths(page, () => page.getByTestId('confirm-email-result').waitFor());
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.getByTestId('user-label').waitFor();
    await page.getByRole('heading', { name: 'Skills' }).waitFor();
    await expect(banner(page).count()).resolves.toBe(0);

    // Connect works now.
    await gotoRoute(page, `${PATHS.volunteerMatching}?location=${TOWN}`);
    await best.getByRole('button', { name: `Connect with ${ngoName}` }).click();
    await waitForAlert(page, connectMessage(ngoName));
    await expect(banner(page).count()).resolves.toBe(0);
    expectNoConsoleErrors(tab, [/403|Forbidden/, /400|Bad Request/]);
    await tab.context.close();
  }, 300_000);

  it('the NGO’s banner and the confirm page in Hindi', async () => {
    const { server, browser } = ctx;
    const since = Date.now();
    const ngo = await createNgo(
      server,
      { ngoName: `Santhal Shiksha ${suffix}`, location: TOWN },
      { confirmEmail: false },
    );
    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'NGO', ngo.email, ngo.password);
    await page
      .getByRole('navigation')
      .first()
      .getByRole('group', { name: /^(Language|भाषा)$/ })
      .getByRole('button', { name: 'हिन्दी', exact: true })
      .click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 15_000 })
      .toBe('hi');
    await banner(page).getByRole('heading', { name: 'अपने ईमेल पते की पुष्टि करें' }).waitFor();
    const text = await banner(page).innerText();
    expect(text).toContain('तब तक आप अपनी प्रोफ़ाइल प्रकाशित नहीं कर सकते');
    expect(latinWords(text, ngo.email.split(/[@.-]/))).toEqual([]);
    await checkBothWidths(page, () => banner(page).waitFor());

    await gotoRoute(page, `${PATHS.confirmEmail}?token=not-a-real-link`);
    await waitForAlert(page, 'पुष्टि का यह लिंक सही नहीं है');
    await checkBothWidths(page, () => page.getByTestId('confirm-email-result').waitFor());

    const link = await waitForMailLink(server, ngo.email, since, PATHS.confirmEmail);
    await page.goto(link);
    await waitForAlert(page, 'आपके ईमेल पते की पुष्टि हो गई है।');
    expect(latinWords(await page.locator('main').innerText())).toEqual([]);
    await checkBothWidths(page, () => page.getByTestId('confirm-email-result').waitFor());
    await page.getByRole('link', { name: 'अपने डैशबोर्ड पर जाएँ' }).click();
    await page.getByTestId('user-label').waitFor();
    await expect(banner(page).count()).resolves.toBe(0);
    expectNoConsoleErrors(tab, [/400|Bad Request/]);
    await tab.context.close();
  }, 300_000);
});
