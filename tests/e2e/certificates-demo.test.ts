// Certificates in a real browser, on a server with the demo accounts: the demo volunteer's past
// sessions, hours and certificate (PDF and verification page), the demo NGO's revoke with a
// reason in general words and its "Issue again", the volunteer who then cannot ask again, and
// the public verification page for a real, a revoked and a random code and without a code (the
// footer's form), in English and in Hindi, axe-clean at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_HELD_WEEKS,
  DEMO_NGO,
  DEMO_NGO_EMAIL,
  DEMO_SESSION,
  DEMO_VOLUNTEER,
  DEMO_VOLUNTEER_EMAIL,
} from '../../src/server/db/seed/demo';
import {
  checkBothWidths,
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { demoPasswordOf } from '../support/e2e-server';
import { sharedServerAndBrowser } from './accounts-support';
import { latinWords } from '../support/hindi';
import { loginThroughUi, openVolunteerSection } from './dashboards-support';

const ctx = sharedServerAndBrowser({ env: { SEED_DEMO: 'true' } });
let password: string;
beforeAll(async () => {
  password = await demoPasswordOf(ctx.server);
});

const verification = (page: Page) => page.getByTestId('verification');

describe('certificates', () => {
  it('the demo volunteer: hours, a certificate as PDF, its verification page; the NGO revokes it', async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
    await openVolunteerSection(page, 'Sessions');
    const sessions = page.getByRole('region', { name: 'Your sessions', exact: true });
    await expect
      .poll(() => sessions.getByRole('definition').first().innerText())
      .toBe(String(DEMO_HELD_WEEKS));
    await openVolunteerSection(page, 'Certificates');
    const card = page.getByRole('region', { name: 'Certificates', exact: true });
    const item = card.getByTestId('certificate');
    // Each weekly time is its own partnership: the certificate names the Saturday class.
    await expect
      .poll(() => item.first().innerText())
      .toContain(
        `${DEMO_NGO.ngoName} (${DEMO_SESSION.day} ${DEMO_SESSION.timeSlot}): ${DEMO_HELD_WEEKS} hours in ${DEMO_HELD_WEEKS} sessions`,
      );
    await checkBothWidths(page, () => card.waitFor());

    // The PDF, as the link downloads it (the browser's cookies).
    const pdfLink = card.getByRole('link', {
      name: `Download the certificate (PDF) of ${DEMO_NGO.ngoName}`,
    });
    const href = (await pdfLink.getAttribute('href'))!;
    const pdf = await page.request.get(`${ctx.server.url}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await card.getByRole('link', { name: /^Its verification page \(code [A-Z2-7]{20}\)$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Check a certificate' }).waitFor();
    await verification(page).getByText('This certificate is genuine.').waitFor();
    const genuine = await verification(page).innerText();
    expect(genuine).toContain(DEMO_VOLUNTEER.fullName);
    expect(genuine).toContain(DEMO_NGO.ngoName);
    expect(genuine).toContain(`${DEMO_HELD_WEEKS} hours in ${DEMO_HELD_WEEKS} sessions`);
    const code = page.url().split('/verify/')[1]!;
    await checkBothWidths(page, () => verification(page).waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();

    // The demo NGO revokes it; the page then says so and shows no name.
    const ngoTab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', DEMO_NGO_EMAIL, password);
    const ngoCard = ngoPage.getByRole('region', { name: 'Certificates', exact: true });
    const issued = ngoCard.getByTestId('certificate').filter({ hasText: code });
    await issued
      .getByRole('button', { name: `Revoke the certificate of ${DEMO_VOLUNTEER.fullName}` })
      .click();
    const form = issued.getByRole('form', { name: 'Revoke this certificate' });
    await form.getByRole('button', { name: 'Revoke certificate' }).click();
    await form.getByText('Please choose a reason.').waitFor();
    await form.getByText('Please give a reason.').waitFor();
    await checkBothWidths(ngoPage, () => form.waitFor());
    await form
      .getByLabel('The reason, in general words')
      .selectOption({ label: 'The hours or sessions on it were not right.' });
    await form.getByLabel('Why are you revoking it?').fill('Hours recorded by mistake');
    await form.getByRole('button', { name: 'Revoke certificate' }).click();
    await ngoCard.getByText(`The certificate of ${DEMO_VOLUNTEER.fullName} is revoked.`).waitFor();
    await issued
      .getByText(
        /^Revoked on .+\. The reason, in general words: The hours or sessions on it were not right\.$/,
      )
      .waitFor();
    await issued.getByText('Your note: Hours recorded by mistake').waitFor();
    const again = issued.getByRole('button', {
      name: `Issue again the certificate of ${DEMO_VOLUNTEER.fullName}`,
    });
    await again.waitFor();
    await checkBothWidths(ngoPage, () => ngoCard.waitFor());

    await gotoRoute(ngoPage, `/verify/${code}`);
    await verification(ngoPage)
      .getByText(/^This certificate was revoked by the NGO on /)
      .waitFor();
    expect(await verification(ngoPage).innerText()).not.toContain(DEMO_VOLUNTEER.fullName);
    await checkBothWidths(ngoPage, () => verification(ngoPage).waitFor());

    // The volunteer cannot get a certificate for these hours again: only the NGO can.
    const volunteerTab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    await loginThroughUi(volunteerTab.page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
    await openVolunteerSection(volunteerTab.page, 'Certificates');
    const volunteerCard = volunteerTab.page.getByRole('region', {
      name: 'Certificates',
      exact: true,
    });
    await volunteerCard
      .getByText(
        `${DEMO_NGO.ngoName} revoked your certificate for these hours. Only ${DEMO_NGO.ngoName} can issue it again.`,
      )
      .waitFor();
    expect(await volunteerCard.getByRole('button', { name: /^Get a certificate/ }).count()).toBe(0);
    await checkBothWidths(volunteerTab.page, () => volunteerCard.waitFor());
    expectNoConsoleErrors(volunteerTab);
    await volunteerTab.context.close();

    // The NGO issues it again: a new certificate, which can be revoked in its turn.
    await gotoRoute(ngoPage, '/ngo-dashboard');
    await again.click();
    await ngoCard
      .getByText(`A new certificate for ${DEMO_VOLUNTEER.fullName} is issued.`)
      .waitFor();
    await expect
      .poll(() =>
        ngoCard
          .getByRole('button', { name: `Revoke the certificate of ${DEMO_VOLUNTEER.fullName}` })
          .count(),
      )
      .toBe(1);
    expectNoConsoleErrors(ngoTab);
    await ngoTab.context.close();
  }, 240_000);

  it('a random code, in Hindi: says no certificate has it; the form checks another', async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, { locale: 'hi-IN' });
    const { page } = tab;
    await gotoRoute(page, '/verify/ABCDEFGHIJKLMNOPQRST');
    await page.getByRole('heading', { level: 1, name: 'प्रमाण-पत्र जाँचें' }).waitFor();
    await verification(page)
      .getByText(/^इस कोड का कोई सेतु प्रमाण-पत्र नहीं है।/)
      .waitFor();
    expect(latinWords(await page.locator('main').innerText(), ['ABCDEFGHIJKLMNOPQRST'])).toEqual(
      [],
    );
    await checkBothWidths(page, () => verification(page).waitFor());

    await page.getByLabel('प्रमाण-पत्र का कोड').fill('bcde-fghi jklm-nopq-rstu');
    await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#/verify/BCDEFGHIJKLMNOPQRSTU');
    await verification(page)
      .getByText(/^इस कोड का कोई सेतु प्रमाण-पत्र नहीं है।/)
      .waitFor();
    expectNoConsoleErrors(tab);
    await tab.context.close();
  }, 120_000);

  it.each([
    {
      locale: 'en-IN',
      link: 'Check a certificate',
      heading: 'Check a certificate',
      label: 'Certificate code',
      button: 'Check',
      empty: 'Please enter the code printed on the certificate.',
      malformed:
        'A certificate code has 20 letters and digits (A to Z and 2 to 7). Check it against the certificate.',
    },
    {
      locale: 'hi-IN',
      link: 'प्रमाण-पत्र जाँचें',
      heading: 'प्रमाण-पत्र जाँचें',
      label: 'प्रमाण-पत्र का कोड',
      button: 'जाँचें',
      empty: 'कृपया प्रमाण-पत्र पर छपा कोड लिखें।',
      malformed:
        'प्रमाण-पत्र के कोड में 20 अक्षर और अंक होते हैं (A से Z और 2 से 7)। इसे प्रमाण-पत्र से मिलाकर देखें।',
    },
  ])(
    'without a code ($locale): the footer leads to a form that refuses an empty or malformed code inline',
    async ({ locale, link, heading, label, button, empty, malformed }) => {
      const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, { locale });
      const { page } = tab;
      await gotoRoute(page, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).hash).toBe('#/verify');
      const code = page.locator('main').getByLabel(label);
      await checkBothWidths(page, () => code.waitFor());

      await page.locator('main').getByRole('button', { name: button, exact: true }).click();
      await page.locator('main').getByText(empty).waitFor();
      expect(await code.getAttribute('aria-invalid')).toBe('true');
      expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
      await checkBothWidths(page, () => code.waitFor());

      await code.fill('ABC-123');
      await page.locator('main').getByRole('button', { name: button, exact: true }).click();
      await page.locator('main').getByText(malformed).waitFor();
      expect(new URL(page.url()).hash).toBe('#/verify');
      await checkBothWidths(page, () => code.waitFor());
      expectNoConsoleErrors(tab);
      await tab.context.close();
    },
    120_000,
  );
});
