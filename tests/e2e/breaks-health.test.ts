// In a real browser, on the demo data (docs/decisions/0048-breaks-and-health.md): the demo
// volunteer takes a break on their Sessions page (no reason is refused in place, then the break
// is saved and listed with its end); the demo NGO's dashboard lists the partnership at risk with
// its reasons, and the partners on a break with theirs. Axe at 1280 and 390 px in English and
// Hindi. No sign-ups.
import { describe, expect, it } from 'vitest';
import {
  DEMO_NGO_EMAIL,
  DEMO_PARTNER_NAMES,
  DEMO_VOLUNTEER,
  DEMO_VOLUNTEER_EMAIL,
} from '../../src/server/db/seed/demo';
import { DEMO_BREAK_REASON } from '../../src/server/breaks/demo-breaks';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { demoPasswordOf } from '../support/e2e-server';
import { checkBothLanguagesAndWidths, chooseLanguage, latinWords } from '../support/hindi';
import { sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser({ env: { SEED_DEMO: 'true' } });

describe('breaks and partnership health', () => {
  it('takes a break on the Sessions page, and shows the NGO its partnerships at risk and on a break', async () => {
    const { server, browser } = ctx;
    const password = await demoPasswordOf(server);

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
    await gotoRoute(page, PATHS.volunteerSessions);
    const card = page.getByRole('region', { name: /^(Breaks|विराम)$/ });
    await card.getByText('You are not taking a break.').waitFor();
    await card.getByRole('button', { name: 'Take a break' }).click();
    const form = card.getByRole('form', { name: 'Take a break' });
    await form.getByLabel('How long').selectOption('2');
    await form.getByRole('button', { name: 'Take the break' }).click();
    await form.getByText('Please give a reason.').waitFor();
    const reason = form.getByLabel('Reason (the NGO reads it)');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkBothLanguagesAndWidths(page, () => card.locator('form').waitFor());

    await reason.fill('Board exams');
    await form.getByRole('button', { name: 'Take the break' }).click();
    await card
      .getByRole('status')
      .getByText(/^Your break is saved\./)
      .waitFor();
    const item = card.getByRole('list', { name: 'Breaks' }).getByRole('listitem');
    await item.getByText(/^On a break from .+ Sessions come back on .+\.$/).waitFor();
    await item.getByText('Reason: Board exams').waitFor();
    // The sessions list says why the first of them is cancelled.
    await page.getByText('Cancelled for a break: Board exams').first().waitFor();
    await checkBothLanguagesAndWidths(page, () => card.getByRole('listitem').first().waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();

    // The NGO: the partnership at risk, with its reasons, and who is on a break.
    const ngoTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', DEMO_NGO_EMAIL, password);
    const atRisk = ngoPage.getByRole('region', {
      name: /^(Partnerships at risk|जोखिम वाली साझेदारियाँ)$/,
    });
    const rohan = atRisk.getByRole('listitem').filter({ hasText: DEMO_PARTNER_NAMES[2] });
    await rohan.getByText('At risk').waitFor();
    await rohan.getByText('1 session cancelled').waitFor();
    await rohan.getByText('1 session not held').waitFor();
    const breaks = ngoPage.getByRole('region', { name: /^(Breaks|विराम)$/ });
    const priya = breaks.getByRole('listitem').filter({ hasText: DEMO_PARTNER_NAMES[1] });
    await priya.getByText(`Reason: ${DEMO_BREAK_REASON}`).waitFor();
    const asha = breaks.getByRole('listitem').filter({ hasText: DEMO_VOLUNTEER.fullName });
    await asha.getByText('Reason: Board exams').waitFor();
    // Only the side that took a break ends it.
    expect(await breaks.getByRole('button', { name: 'End the break now' }).count()).toBe(0);
    await checkBothLanguagesAndWidths(ngoPage, () => rohan.waitFor());

    await chooseLanguage(ngoPage, 'हिन्दी');
    const hindi = ngoPage.getByRole('region', { name: 'जोखिम वाली साझेदारियाँ', exact: true });
    await hindi.getByText('1 सत्र रद्द').first().waitFor();
    // Only names stay in Latin letters.
    const names = [...DEMO_PARTNER_NAMES, DEMO_VOLUNTEER.fullName].flatMap((n) => n.split(' '));
    expect(latinWords(await hindi.innerText(), names)).toEqual([]);
    await chooseLanguage(ngoPage, 'English');
    expectNoConsoleErrors(ngoTab);
  });
});
