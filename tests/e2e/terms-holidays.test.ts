// In a real browser: an NGO with one partnership sets a term on its dashboard (an end before the
// start is refused in place), then a holiday on a planned session's day: the card says it will
// cancel 1 session and waits for a second yes; after it, the sessions list shows the session
// cancelled for the holiday. Axe at 1280 and 390 px in English and Hindi. Sign-ups here: 2.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { indiaIsoDate } from '../../src/shared/time';
import { expectAccessible, expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { checkBothLanguagesAndWidths, chooseLanguage, latinWords } from '../support/hindi';
import { sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, saturdayPartnership } from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');
const TOWN = 'Dumka';
const DAY_MS = 86_400_000;
const inDays = (days: number) => indiaIsoDate(new Date(Date.now() + days * DAY_MS));

describe('terms and holidays', () => {
  it('sets a term, then a holiday that cancels a planned session after a second yes', async () => {
    const { server, browser } = ctx;
    const { ngo, asNgo } = await saturdayPartnership(server, suffix, TOWN);
    const { sessions } = await asNgo<{ sessions: { startsAt: string }[] }>('GET', '/api/sessions');
    const saturday = indiaIsoDate(new Date(sessions[1]!.startsAt));

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'NGO', ngo.email, ngo.password);
    // In either language: the checks below switch to Hindi and back.
    const card = page.getByRole('region', { name: /^(Terms and holidays|टर्म और छुट्टियाँ)$/ });
    await card.getByText('No terms set: sessions run every week.').waitFor();
    const terms = card.getByRole('region', { name: 'Terms', exact: true });
    const holidays = card.getByRole('region', { name: 'Holidays', exact: true });

    // A term whose last day is before its first: refused in place, the field flagged.
    await terms.getByRole('button', { name: 'Add a term' }).click();
    const termForm = card.getByRole('form', { name: 'Term dates' });
    await termForm.getByLabel('Name of the term').fill('Term 1');
    await termForm.getByLabel('First day').fill(inDays(10));
    await termForm.getByLabel('Last day').fill(inDays(5));
    await termForm.getByRole('button', { name: 'Save the term' }).click();
    await termForm.getByText('The last day must be on or after the first day.').waitFor();
    expect(await termForm.getByLabel('Last day').getAttribute('aria-invalid')).toBe('true');
    await checkBothLanguagesAndWidths(page, () => card.locator('form').waitFor());

    await termForm.getByLabel('First day').fill(inDays(-7));
    await termForm.getByLabel('Last day').fill(inDays(150));
    await termForm.getByRole('button', { name: 'Save the term' }).click();
    await card.getByRole('status').getByText('Saved. No session was changed.').waitFor();
    await terms.getByTestId('calendar-term').getByText('Term 1').waitFor();

    // A holiday on the second Saturday: the card says what it cancels before saving.
    await holidays.getByRole('button', { name: 'Add a holiday' }).click();
    const holidayForm = card.getByRole('form', { name: 'Holiday dates' });
    await holidayForm.getByLabel('Name of the holiday').fill('Diwali');
    await holidayForm.getByLabel('First day').fill(saturday);
    await holidayForm.getByRole('button', { name: 'Save the holiday' }).click();
    const confirm = holidayForm.getByRole('alertdialog');
    await confirm
      .getByText('This cancels 1 session that is already planned. Its volunteer will get an email.')
      .waitFor();
    const yes = confirm.getByRole('button', { name: 'Save the holiday and cancel them' });
    await expect.poll(() => yes.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
    await yes.click();
    await card
      .getByRole('status')
      .getByText('Saved. 1 session was cancelled, and its volunteer will get an email.')
      .waitFor();
    await holidays.getByTestId('calendar-holiday').getByText('Diwali').waitFor();

    await checkBothLanguagesAndWidths(page, () =>
      holidays
        .or(card.getByRole('region', { name: 'छुट्टियाँ' }))
        .first()
        .waitFor(),
    );
    await chooseLanguage(page, 'हिन्दी');
    const hindiCard = page.getByRole('region', { name: 'टर्म और छुट्टियाँ', exact: true });
    await hindiCard.getByText('छुट्टी जोड़ें').waitFor();
    // Only what the NGO typed stays in Latin letters.
    expect(latinWords(await hindiCard.innerText(), ['Term', 'Diwali'])).toEqual([]);
    await chooseLanguage(page, 'English');

    // The class's page lists the session as cancelled for the holiday.
    await page.getByRole('region', { name: 'Your classes' }).getByRole('link').first().click();
    const ahead = page.getByRole('region', { name: 'Sessions ahead', exact: true });
    await ahead.getByText('Cancelled for a holiday: Diwali.').waitFor();
    expectNoConsoleErrors(tab);
  });
});
