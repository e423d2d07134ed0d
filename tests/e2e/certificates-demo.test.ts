// Issue 14's certificates in a real browser, on a server with the demo accounts: the demo
// volunteer's past sessions, hours and certificate (PDF and verification page), the demo NGO's
// revoke, and the public verification page for a real, a revoked and a random code, in English
// and in Hindi, axe-clean at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_HELD_WEEKS,
  DEMO_NGO,
  DEMO_NGO_EMAIL,
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
import { loginThroughUi } from './dashboards-support';

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
    const sessions = page.getByRole('region', { name: 'Your sessions', exact: true });
    await expect
      .poll(() => sessions.getByRole('definition').first().innerText())
      .toBe(String(DEMO_HELD_WEEKS));
    const card = page.getByRole('region', { name: 'Certificates', exact: true });
    const item = card.getByTestId('certificate');
    await expect
      .poll(() => item.first().innerText())
      .toContain(`${DEMO_NGO.ngoName}: ${DEMO_HELD_WEEKS} hours in ${DEMO_HELD_WEEKS} sessions`);
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
    await form.getByText('Please give a reason.').waitFor();
    await form.getByLabel('Why are you revoking it?').fill('Hours recorded by mistake');
    await form.getByRole('button', { name: 'Revoke certificate' }).click();
    await ngoCard.getByText(`The certificate of ${DEMO_VOLUNTEER.fullName} is revoked.`).waitFor();
    await checkBothWidths(ngoPage, () => ngoCard.waitFor());

    await gotoRoute(ngoPage, `/verify/${code}`);
    await verification(ngoPage)
      .getByText(/^This certificate was revoked by the NGO on /)
      .waitFor();
    expect(await verification(ngoPage).innerText()).not.toContain(DEMO_VOLUNTEER.fullName);
    await checkBothWidths(ngoPage, () => verification(ngoPage).waitFor());
    expectNoConsoleErrors(ngoTab);
    await ngoTab.context.close();
  }, 180_000);

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

    await page.getByLabel('प्रमाण-पत्र का कोड').fill('zzzz-zzzz');
    await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#/verify/ZZZZZZZZ');
    await verification(page)
      .getByText(/^इस कोड का कोई सेतु प्रमाण-पत्र नहीं है।/)
      .waitFor();
    expectNoConsoleErrors(tab);
    await tab.context.close();
  }, 120_000);
});
