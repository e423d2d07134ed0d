// in a real browser: an NGO fills in its matching profile with an
// evening teaching time (Wednesday 6:30 PM – 8:00 PM), teaches online with a meeting link and
// publishes; a volunteer who speaks its language connects from another city; the NGO accepts,
// choosing that time. Before the acceptance the volunteer sees no link; after it their dashboard
// shows the meeting link beside the NGO's name. Axe at 1280 and 390 px, in English and Hindi, on
// the profile form (the editor open) and on the volunteer's accepted view. Sign-ups here: 2.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import { checkBothWidths, expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { languageSwitch } from '../support/hindi';
import {
  createNgo,
  createVolunteer,
  sharedServerAndBrowser,
  waitForAlert,
} from './accounts-support';
import { loginThroughUi, openVolunteerSection, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');
const MEETING = `https://meet.example.org/setu-${suffix}`;

async function pickOptions(page: Page, label: string, options: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const group = page.getByRole('group', { name: label, exact: true });
  for (const option of options)
    await group.getByRole('checkbox', { name: option, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function switchTo(page: Page, language: 'english' | 'hindi') {
  await (await languageSwitch(page))[language].click();
  const lang = language === 'hindi' ? 'hi' : 'en';
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

describe('teaching times and places', () => {
  it('an online evening class: the meeting link reaches the volunteer only once accepted', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, { ngoName: `Sanjh Shala ${suffix}`, location: 'Ranchi' });
    const volunteer = await createVolunteer(
      server,
      {
        fullName: `Meera Tirkey ${suffix}`,
        location: 'Pune',
        availability: ['Wednesday Evening'],
        languages: ['Hindi'],
      },
      { vet: true },
    );

    // 1. The NGO fills in its profile in the browser: one evening time, online.
    const ngoTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', ngo.email, ngo.password);
    const profile = ngoPage.getByRole('form', { name: 'Matching profile' });
    await profile.waitFor();
    await pickOptions(ngoPage, 'Teaching topics', ['Maths']);
    await pickOptions(ngoPage, 'Languages of instruction', ['Hindi']);
    await profile.getByLabel('Age group').selectOption('Children');
    const editor = profile.getByRole('group', { name: 'Teaching times' });
    const rows = editor.getByRole('listitem');
    const before = await rows.count();
    await editor.getByRole('button', { name: 'Add a teaching time' }).click();
    const added = rows.nth(before);
    const day = added.getByLabel('Day', { exact: true });
    await expect(day.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await day.selectOption('Wednesday');
    await added.getByLabel('Starts', { exact: true }).selectOption('6:30 PM');
    await added.getByLabel('Ends', { exact: true }).selectOption('8:00 PM');
    // The times the sign-up suggested go: only the evening class stays.
    for (let i = 0; i < before; i++) await rows.first().getByRole('button').click();
    await expect(rows.count()).resolves.toBe(1);
    await editor.getByRole('button', { name: 'Remove Wednesday 6:30 PM – 8:00 PM' }).waitFor();

    const where = profile.getByRole('group', { name: 'Where you teach' });
    await where.getByText('Volunteers see this only after you accept them.').waitFor();
    await where.getByRole('radio', { name: 'Online' }).check();
    await where.getByLabel('Meeting link', { exact: true }).fill('meet.example.org');
    await profile.getByRole('button', { name: 'Save and publish' }).click();
    await where.getByText('Enter a full link, starting with https://.').waitFor();
    await where.getByLabel('Meeting link', { exact: true }).fill(MEETING);
    await checkBothWidths(ngoPage, () => editor.waitFor());
    await profile.getByRole('button', { name: 'Save and publish' }).click();
    await waitForAlert(ngoPage, 'Your matching profile is published.');

    await switchTo(ngoPage, 'hindi');
    const hindiEditor = ngoPage.getByRole('group', { name: 'पढ़ाने के समय' });
    await hindiEditor.getByRole('button', { name: 'बुधवार शाम 6:30 – रात 8:00 हटाएँ' }).waitFor();
    await ngoPage.getByRole('radio', { name: 'ऑनलाइन' }).waitFor();
    await checkBothWidths(ngoPage, () => hindiEditor.waitFor());
    await switchTo(ngoPage, 'english');

    // 2. The volunteer connects; before an answer there is no link anywhere.
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    const { profile: saved } = await asNgo<{ profile: { id: number } }>('GET', '/api/ngo-profile');
    const asVolunteer = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
    await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
      version: CODE_OF_CONDUCT_VERSION,
    });
    await asVolunteer('POST', '/api/requests', { listingId: saved.id, message: '' }, 201);
    const pending = await asVolunteer<{ requests: { place: unknown }[] }>('GET', '/api/requests');
    expect(pending.requests.map((r) => r.place)).toEqual([null]);

    const volTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const volPage = volTab.page;
    await loginThroughUi(volPage, 'Volunteer', volunteer.email, volunteer.password);
    await openVolunteerSection(volPage, 'Requests');
    const mine = volPage.getByRole('region', { name: 'My requests' });
    await mine.getByText(ngo.ngoName, { exact: true }).waitFor();
    await expect(volPage.locator(`a[href="${MEETING}"]`).count()).resolves.toBe(0);
    await expect(mine.getByRole('link', { name: /Join the class/ }).count()).resolves.toBe(0);

    // 3. The NGO accepts, choosing the evening time.
    await ngoPage.reload();
    const answer = ngoPage.getByRole('form', { name: `Answer ${volunteer.fullName}` });
    const time = answer.getByLabel('Teaching time', { exact: true });
    await time.selectOption({ label: 'Wednesday, 6:30 PM – 8:00 PM' });
    await expect(time.inputValue()).resolves.toBe('Wednesday|6:30 PM - 8:00 PM');
    await answer.getByText(`Fits ${volunteer.fullName}'s availability.`).waitFor();
    await answer.getByRole('button', { name: `Accept ${volunteer.fullName}` }).click();
    await waitForAlert(ngoPage, `You accepted ${volunteer.fullName}.`);
    expectNoConsoleErrors(ngoTab);
    await ngoTab.context.close();

    // 4. The volunteer's dashboard: the NGO's name, the class and the meeting link.
    await volPage.reload();
    const request = mine.getByRole('listitem').filter({ hasText: ngo.ngoName });
    await request.getByText('Maths, every Wednesday, 6:30 PM - 8:00 PM').waitFor();
    const join = request.getByRole('link', { name: /^Join the class/ });
    await expect(join.getAttribute('href')).resolves.toBe(MEETING);
    await expect(join.getAttribute('target')).resolves.toBe('_blank');
    await expect(join.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await checkBothWidths(volPage, () => join.waitFor());
    await openVolunteerSection(volPage, 'Sessions');
    const sessions = volPage.getByRole('region', { name: 'Your sessions', exact: true });
    await expect
      .poll(() => sessions.getByTestId('next-session').innerText())
      .toContain(ngo.ngoName);
    // The next session's link goes through Setu, which records the join time and forwards to
    // the meeting (decision 0047).
    await expect(
      sessions.getByRole('link', { name: /^Join the class/ }).getAttribute('href'),
    ).resolves.toMatch(/^#\/join\/\d+$/);
    await openVolunteerSection(volPage, 'Requests');

    await switchTo(volPage, 'hindi');
    const hindiJoin = volPage
      .getByRole('region', { name: 'मेरे अनुरोध' })
      .getByRole('link', { name: /^कक्षा से जुड़ें/ });
    await expect(hindiJoin.getAttribute('href')).resolves.toBe(MEETING);
    await checkBothWidths(volPage, () => hindiJoin.waitFor());
    expectNoConsoleErrors(volTab);
    await volTab.context.close();
  }, 240_000);
});
