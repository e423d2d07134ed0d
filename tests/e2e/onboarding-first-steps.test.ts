// What first-time users stumbled on, in a real browser at 1280 and 390 px, in English and Hindi:
// /ngoList's sample cards carry a visible "Sample" label; a volunteer whose city has no NGO on
// Setu can ask to be told when one joins; Connect carries an optional note, refused inline when
// too long; the stop link's page.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT } from '../../src/shared/code-of-conduct';
import { PATHS } from '../../src/web/paths';
import {
  checkBothWidths,
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { languageSwitch } from '../support/hindi';
import {
  createNgo,
  createVolunteer,
  sharedServerAndBrowser,
  waitForAlert,
} from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');

async function toHindi(page: Page) {
  const { hindi } = await languageSwitch(page);
  await hindi.click();
  await page.locator('html[lang="hi"]').waitFor();
}

describe('first steps on Setu', () => {
  it('labels every sample partner card on /ngoList, in English and Hindi', async () => {
    const { server, browser } = ctx;
    for (const locale of ['en-IN', 'hi-IN']) {
      const tab = await openPage(browser, server.url, VIEWPORTS.desktop, { locale });
      const { page } = tab;
      await gotoRoute(page, PATHS.ngoList);
      const label = locale === 'en-IN' ? 'Sample' : 'नमूना';
      const cards = page.getByRole('list', { name: locale === 'en-IN' ? 'Partner NGOs' : /.+/ });
      await cards.first().waitFor();
      const samples = page.getByTestId('sample-label');
      await expect.poll(() => samples.count()).toBeGreaterThanOrEqual(27);
      // The visible word first; innerText also holds the clipped words for screen readers.
      expect((await samples.first().innerText()).split('\n')[0]).toBe(label);
      // Its words for screen readers say what a sample is.
      await expect(samples.first().textContent()).resolves.toMatch(
        locale === 'en-IN' ? /^Sample: an example listing/ : /^नमूना: एक उदाहरण/,
      );
      await checkBothWidths(page, () => samples.first().waitFor());
      expectNoConsoleErrors(tab);
      await page.close();
    }
  }, 180_000);

  it('offers "Tell me when an NGO in ‹city› joins Setu" where the city has none', async () => {
    const { server, browser } = ctx;
    const town = `Nowherepur${suffix}`;
    for (const language of ['en', 'hi'] as const) {
      const volunteer = await createVolunteer(server, { location: town });
      const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
      const { page } = tab;
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      if (language === 'hi') await toHindi(page);
      await gotoRoute(page, PATHS.volunteerMatching);
      const offer = page.getByTestId('city-watch');
      const button = offer.getByRole('button', {
        name:
          language === 'en'
            ? `Tell me when an NGO in ${town} joins Setu`
            : `${town} की कोई संस्था सेतु से जुड़े तो मुझे बताएँ`,
      });
      await checkBothWidths(page, () => button.waitFor());
      await button.click();
      const done = offer.getByRole('status');
      await expect(done.innerText()).resolves.toContain(town);
      // Focus moves to what the control says now, not to the page.
      await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe(
        'status',
      );
      await checkBothWidths(page, () => done.waitFor());
      // After a reload it still says they asked.
      await page.reload();
      await offer.getByRole('status').waitFor();
      await expect(offer.getByRole('button').count()).resolves.toBe(0);
      expectNoConsoleErrors(tab);
      await page.close();
    }
  }, 240_000);

  it('sends a note with a request, refusing one that is too long inline', async () => {
    const { server, browser } = ctx;
    const town = `Notepur${suffix}`;
    const ngoName = `Akshar Note ${suffix}`;
    const ngo = await createNgo(server, { ngoName, location: town });
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    await asNgo('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
      mode: 'in-person',
      venueAddress: '4 Lake Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: town,
      volunteersNeeded: 3,
      published: true,
    });
    const volunteer = await createVolunteer(server, { location: town });
    const asVolunteer = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
    await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
      version: CODE_OF_CONDUCT.version,
    });
    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
    await gotoRoute(page, `${PATHS.volunteerMatching}?location=${town}`);
    const best = page.getByRole('region', { name: 'Best matches for you' });
    const card = best.getByRole('list', { name: 'Best matches' }).getByRole('listitem').first();
    await card.getByRole('heading', { name: ngoName }).waitFor();
    // Registered NGO, no "Tell me" offer here.
    await expect(page.getByTestId('city-watch').count()).resolves.toBe(0);

    await card.getByText(`Add a note to your request to ${ngoName}`).click();
    const note = card.getByRole('textbox', { name: `Note to ${ngoName} (optional)` });
    await note.fill('x'.repeat(501));
    await expect(note.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(card.innerText()).resolves.toContain(
      'Your note is too long: at most 500 characters.',
    );
    await checkBothWidths(page, () => note.waitFor());
    await card.getByRole('button', { name: `Connect with ${ngoName}` }).click();
    await waitForAlert(page, 'No request was sent.');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('TEXTAREA');
    const none = await asVolunteer<{ requests: unknown[] }>('GET', '/api/requests');
    expect(none.requests).toEqual([]);

    const words = 'I teach maths at the school nearby.\nSaturdays suit me.';
    await note.fill(words);
    await expect(note.getAttribute('aria-invalid')).resolves.toBeNull();
    await card.getByRole('button', { name: `Connect with ${ngoName}` }).click();
    await waitForAlert(page, `Connection request sent to ${ngoName}`);
    const seen = await asNgo<{ requests: { message: string }[] }>('GET', '/api/requests');
    expect(seen.requests.map((r) => r.message)).toEqual([words]);
    // The request is open: no note field any more.
    await expect(card.getByRole('textbox').count()).resolves.toBe(0);
    expectNoConsoleErrors(tab);
    await page.close();
  }, 240_000);

  it('the stop link page says when a link is not valid, in English and Hindi', async () => {
    const { server, browser } = ctx;
    for (const locale of ['en-IN', 'hi-IN']) {
      const tab = await openPage(browser, server.url, VIEWPORTS.desktop, { locale });
      const { page } = tab;
      await gotoRoute(page, `${PATHS.stopCityEmails}?token=not-a-real-token`);
      const result = page.getByTestId('stop-city-emails-result');
      await checkBothWidths(page, () => result.waitFor());
      await expect(result.innerText()).resolves.toContain(
        locale === 'en-IN' ? 'This link is not valid.' : 'यह लिंक सही नहीं है।',
      );
      expectNoConsoleErrors(tab, [/400/]);
      await page.close();
    }
  }, 120_000);
});
