// In a real browser: a volunteer who reads Hindi searches /volunteer-matching, reads the
// count and the cards in Hindi, connects (the code of conduct and Connect's notice in Hindi) and
// withdraws the request on the dashboard. Axe at 1280 and 390 px on /volunteer-matching in Hindi
// and in English, and no sideways scroll in Hindi.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { latinWords as englishWords } from '../support/hindi';
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
import { createNgo, createVolunteer, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

const suffix = crypto.randomBytes(3).toString('hex');
// A town none of the sample NGOs is in, so the new NGO is its only listing.
const TOWN = 'Hazaribagh';
const NGO_NAME = `Prerna Vidya ${suffix}`;

// Waits for the page, however busy the machine: never a timing assertion.
const WAIT = { timeout: 15_000 };

const status = (page: Page) => page.getByRole('region', { name: 'खोज के नतीजे' }).getByRole('status');

describe('matching in Hindi', () => {
  it('is axe-clean at 1280 and 390 px in Hindi and in English, with the count in Hindi', async () => {
    const { server, browser } = ctx;
    const hindi = await openPage(browser, server.url, VIEWPORTS.desktop, { locale: 'hi-IN' });
    await gotoRoute(hindi.page, PATHS.volunteerMatching);
    await hindi.page.getByRole('heading', { level: 1, name: 'स्वयंसेवा के लिए संस्थाएँ खोजें' }).waitFor();
    await expect(hindi.page.locator('html').getAttribute('lang')).resolves.toBe('hi');
    // Every NGO, in Indian digits and Hindi words: "52 संस्थाएँ" or "… में से 100 संस्थाएँ …".
    await expect
      .poll(() => status(hindi.page).innerText(), WAIT)
      .toMatch(/^(\d[\d,]* संस्थाएँ|\d[\d,]*\+? में से \d[\d,]* संस्थाएँ दिखाई जा रही हैं)$/);
    await checkBothWidths(hindi.page, async () => {
      await hindi.page.getByRole('list', { name: 'नमूना संस्थाएँ' }).waitFor();
    });
    // The phone folds the filters under a Hindi button.
    await hindi.page.setViewportSize(VIEWPORTS.phone);
    await hindi.page.getByRole('button', { name: /^फ़िल्टर/ }).waitFor();
    expectNoConsoleErrors(hindi);
    await hindi.context.close();

    const english = await openPage(browser, server.url, VIEWPORTS.desktop, { locale: 'en-IN' });
    await gotoRoute(english.page, PATHS.volunteerMatching);
    await english.page
      .getByRole('heading', { level: 1, name: 'Find NGOs to volunteer with' })
      .waitFor();
    await expect
      .poll(
        () =>
          english.page
            .getByRole('region', { name: 'Search results' })
            .getByRole('status')
            .innerText(),
        WAIT,
      )
      .toMatch(/ NGOs$/);
    await checkBothWidths(english.page, async () => {
      await english.page.getByRole('list', { name: 'Sample listings' }).waitFor();
    });
    expectNoConsoleErrors(english);
    await english.context.close();
  }, 120_000);

  it('lets a volunteer search, connect and withdraw without meeting English', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, { ngoName: NGO_NAME, location: TOWN });
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    await asNgo<{ profile: { id: number } }>('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [{ day: 'Saturday', start: '3:00 PM', end: '5:00 PM' }],
      mode: 'in-person',
      venueAddress: '12 Station Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: TOWN,
      volunteersNeeded: 3,
      published: true,
    });
    const volunteer = await createVolunteer(server, {
      location: TOWN,
      availability: ['Saturday Evening'],
    });

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
    // The switch in the top bar (1280 px shows it without the phone menu).
    await page
      .getByRole('navigation')
      .first()
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'हिन्दी', exact: true })
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('hi');
    await gotoRoute(page, PATHS.volunteerMatching);
    await page.getByRole('heading', { level: 1, name: 'स्वयंसेवा के लिए संस्थाएँ खोजें' }).waitFor();
    const names = [NGO_NAME, TOWN, volunteer.fullName];

    // Search by topic and city through the Hindi form.
    const form = page.getByRole('search', { name: 'संस्थाएँ खोजें' });
    await form.getByLabel('विषय', { exact: true }).selectOption('Maths');
    await form.getByLabel('शहर', { exact: true }).fill(TOWN);
    await form.getByRole('button', { name: 'संस्थाएँ खोजें' }).click();
    await expect.poll(() => status(page).innerText(), WAIT).toBe('1 संस्था');
    const results = page.getByRole('list', { name: 'मेल खाती संस्थाएँ' });
    const card = results.getByRole('article', { name: NGO_NAME });
    await card.waitFor();
    const cardText = await card.innerText();
    expect(englishWords(cardText, names)).toEqual([]);
    // Days as Hindi shortens them, times as Hindi says them.
    expect(cardText).toContain('शनि');
    expect(cardText).toContain('दोपहर 3:00 – शाम 5:00');

    // The best matches say why in Hindi headings; the whole matching screen has no English.
    await page.getByRole('region', { name: 'आपके लिए सबसे उपयुक्त संस्थाएँ' }).waitFor();
    await checkBothWidths(page, async () => {
      await card.waitFor();
    });

    // Connect: the code of conduct first, then the notice, all in Hindi.
    await card.getByRole('button', { name: `${NGO_NAME} से जुड़ें` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const dialogTitle = await dialog.getByRole('heading', { level: 2 }).innerText();
    expect(dialogTitle).not.toBe(CODE_OF_CONDUCT.title);
    expect(englishWords(await dialog.innerText(), names)).toEqual([]);
    await checkBothWidths(page, async () => {
      await dialog.waitFor();
    });
    await dialog.getByRole('button', { name: 'अभी नहीं' }).waitFor();
    await dialog.getByRole('button').last().click();
    const notice = page.getByRole('alert');
    await expect
      .poll(() => notice.innerText(), WAIT)
      .toContain(`${NGO_NAME} को जुड़ने का अनुरोध भेज दिया गया है।`);
    const sent = card.getByRole('button', { name: `${NGO_NAME} को अनुरोध भेजा गया` });
    await expect(sent.getAttribute('aria-disabled')).resolves.toBe('true');
    expect(englishWords(await page.locator('main').innerText(), names)).toEqual([]);

    // Withdraw on the dashboard's Requests section, asked first, in Hindi.
    await gotoRoute(page, PATHS.volunteerRequests);
    const requests = page.getByRole('region', { name: 'मेरे अनुरोध' });
    await requests.getByRole('button', { name: `${NGO_NAME} को भेजा अपना अनुरोध वापस लें` }).click();
    await requests.getByRole('group', { name: /^अनुरोध वापस लें\?/ }).waitFor();
    await requests.getByRole('button', { name: 'हाँ, वापस लें' }).click();
    await expect
      .poll(() => requests.getByRole('alert').innerText(), WAIT)
      .toContain(`आपने ${NGO_NAME} को भेजा अनुरोध वापस ले लिया है।`);

    // Back on the matching page, the NGO can be asked again.
    await gotoRoute(page, `${PATHS.volunteerMatching}?topic=Maths&location=${TOWN}`);
    await page
      .getByRole('list', { name: 'मेल खाती संस्थाएँ' })
      .getByRole('button', { name: `${NGO_NAME} से जुड़ें` })
      .waitFor();
    expectNoConsoleErrors(tab);
    await tab.context.close();
  }, 180_000);
});
