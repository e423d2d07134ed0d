// Exact hours, the evening search and an honest ending in a real browser: the volunteer adds
// Monday evening hours in Preferences (an end before the start is refused under its row), finds
// the NGO's 6:30 PM class with "Classes after 5 PM", and ends the partnership for a concern,
// which opens the report form. Each new screen is axe-clean at 1280 and 390 px in English and
// Hindi (docs/decisions/0043-exact-availability.md, 0046-honest-endings.md).
import { describe, expect, it } from 'vitest';
import { ENDING_MESSAGES } from '../../src/shared/endings';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { checkBothLanguagesAndWidths, chooseLanguage, latinWords } from '../support/hindi';
import { sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, openVolunteerSection, saturdayPartnership } from './dashboards-support';

const ctx = sharedServerAndBrowser();

describe('exact hours, evening classes and endings', () => {
  it('a volunteer adds exact hours, finds an evening class and ends a partnership with a reason', async () => {
    const { ngo, volunteer, asNgo } = await saturdayPartnership(ctx.server, 'Shaam', 'Ranchi');
    // The NGO adds an evening class beside its Saturday one.
    await asNgo('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [
        { day: 'Saturday', start: '11:00 AM', end: '12:00 PM' },
        { day: 'Monday', start: '6:30 PM', end: '8:00 PM' },
      ],
      mode: 'in-person',
      venueAddress: '12 Station Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: 'Ranchi',
      volunteersNeeded: 2,
      published: true,
    });

    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);

    // Preferences: exact hours, checked in place.
    await openVolunteerSection(page, 'Preferences');
    const hours = page.getByRole('group', { name: /^Exact hours/ });
    await hours.getByRole('button', { name: 'Add hours' }).click();
    const row = hours.getByTestId('exact-hours-row');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLSelectElement).name))
      .toBe('exactHours.0.day');
    await row.getByLabel('Day').selectOption('Monday');
    await row.getByLabel('From').selectOption('6:00 PM');
    await row.getByLabel('Until').selectOption('5:45 PM');
    const save = page.getByRole('button', { name: 'Save preferences' });
    await save.click();
    await row.getByText('The end must be after the start.').waitFor();
    await expect(row.getByLabel('Until').getAttribute('aria-invalid')).resolves.toBe('true');
    await row.getByLabel('Until').selectOption('9:00 PM');
    await save.click();
    await page.getByText('Your preferences are saved.', { exact: false }).waitFor();
    await checkBothLanguagesAndWidths(page, () =>
      page.locator('#preferences-exact-hours [data-testid="exact-hours-row"]').waitFor(),
    );
    await page.reload();
    await expect(
      hours.getByTestId('exact-hours-row').getByLabel('Until').inputValue(),
    ).resolves.toBe('9:00 PM');

    // The search: "Classes after 5 PM" beside the spec's Time Range.
    await gotoRoute(page, PATHS.volunteerMatching);
    const form = page.getByRole('search', { name: 'Search NGOs' });
    await form.getByLabel('Time Range').waitFor();
    await form.getByLabel('Location').fill('Ranchi');
    await form.getByLabel('Classes after 5 PM').check();
    await form.getByRole('button', { name: 'Search NGOs' }).click();
    await page.waitForFunction(() => location.hash.includes('afterFive=yes'));
    await page.getByRole('heading', { name: ngo.ngoName }).first().waitFor();
    await checkBothLanguagesAndWidths(page, () =>
      page.getByRole('heading', { name: ngo.ngoName }).first().waitFor(),
    );

    // Ending: a reason first, then the report form for a concern.
    await gotoRoute(page, PATHS.volunteerRequests);
    const card = page.getByRole('listitem').filter({ hasText: ngo.ngoName }).first();
    await card.getByRole('button', { name: `End partnership with ${ngo.ngoName}` }).click();
    const endForm = page.getByRole('form', { name: `End the partnership with ${ngo.ngoName}` });
    await endForm.getByRole('radio', { name: 'Moved away' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type))
      .toBe('radio');
    await endForm.getByRole('button', { name: 'End partnership', exact: true }).click();
    await endForm.getByText(ENDING_MESSAGES.chooseReason).waitFor();
    await checkBothLanguagesAndWidths(page, () =>
      page.getByTestId('end-partnership-form').waitFor(),
    );
    // In Hindi the form has no English left but the NGO's name.
    await chooseLanguage(page, 'हिन्दी');
    const hindiForm = page.getByRole('form', { name: `${ngo.ngoName} के साथ साझेदारी ख़त्म करें` });
    expect(latinWords(await hindiForm.innerText(), [ngo.ngoName])).toEqual([]);
    await chooseLanguage(page, 'English');

    await endForm.getByRole('radio', { name: 'A concern' }).check();
    await endForm.getByText('After ending, the report form opens', { exact: false }).waitFor();
    await endForm.getByLabel('Feedback for Setu').fill('The room has no light after dark.');
    await endForm.getByRole('button', { name: 'End partnership', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a concern' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(`Your partnership with ${ngo.ngoName} has ended.`, { exact: false })
      .waitFor();
    await expect(card.innerText()).resolves.toContain('Ended');
    expectNoConsoleErrors(tab);
  });
});
