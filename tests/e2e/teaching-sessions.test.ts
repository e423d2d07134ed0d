// In a real browser: after an NGO accepts, both dashboards show the partnership's
// sessions for the next 8 weeks. The volunteer cancels one with a reason (an empty reason is
// refused in place), the NGO sees it cancelled on the class's page and moves another, and the
// volunteer's calendar file carries both changes. Axe at 1280 and 390 px on the volunteer's
// dashboard and the NGO's class page and dashboard, the NGO's in Hindi too.
// Sign-ups here: 2.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkBothWidths, expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { latinWords } from '../support/hindi';
import { sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, openVolunteerSection, saturdayPartnership } from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');
const TOWN = 'Dumka';
/** What the volunteer types: their words stay as typed in either language. */
const REASON = 'School exams this week';

describe('sessions after the match', () => {
  it('shows 8 weeks on both dashboards; cancel, move, and the calendar follows', async () => {
    const { server, browser } = ctx;
    const { ngo, volunteer } = await saturdayPartnership(server, suffix, TOWN);

    // The volunteer: the next session in words, eight weeks, and a cancellation.
    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
    await openVolunteerSection(page, 'Sessions');
    const card = page.getByRole('region', { name: 'Your sessions', exact: true });
    await expect
      .poll(() => card.getByTestId('next-session').innerText())
      .toMatch(
        new RegExp(`^Next: Saturday, \\d+ \\w+, 11:00 AM – 12:00 PM, Maths, ${ngo.ngoName}$`),
      );
    const items = card.getByTestId('session');
    await expect.poll(() => items.count()).toBe(8);
    await expect(card.innerText()).resolves.toContain('Total hours');
    await card.getByRole('img', { name: /^Hours per month: / }).waitFor();
    await checkBothWidths(page, () => card.waitFor());

    const first = items.first();
    const when = (await first.locator('p').first().innerText()).split(' · ')[0]!;
    await first.getByRole('button', { name: `Cancel the session of ${when}` }).click();
    const form = first.getByRole('form', { name: 'Cancel this session' });
    await form.getByRole('button', { name: 'Cancel session' }).click();
    await form.getByText('Please give a reason.').waitFor();
    await expect(
      form.getByLabel('Why are you cancelling?').getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await form.getByLabel('Why are you cancelling?').fill(REASON);
    await form.getByRole('button', { name: 'Cancel session' }).click();
    // Done: the form closes, and a status message (focused, so the keyboard stays here) says so.
    const cancelled = card.getByRole('status');
    await expect
      .poll(() => cancelled.innerText())
      .toBe(`The session of ${when} is cancelled, and the other side has been told.`);
    await expect(card.getByRole('form', { name: 'Cancel this session' }).count()).resolves.toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('sessions-notice');
    await items.first().getByText(`Cancelled: ${REASON}`).waitFor();
    await checkBothWidths(page, () => card.waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();

    // The NGO: the cancellation, then a move to Sunday 4:30 PM, in Hindi and in English.
    const ngoTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', ngo.email, ngo.password);
    // The NGO's sessions are on the class's page, from the dashboard's classes list.
    await ngoPage
      .getByRole('region', { name: 'Your classes' })
      .getByRole('link', { name: 'Saturday, 11:00 AM – 12:00 PM' })
      .click();
    const ngoCard = ngoPage.getByRole('region', { name: 'Sessions ahead', exact: true });
    const ngoItems = ngoCard.getByTestId('session');
    await ngoItems.first().getByText(`Cancelled: ${REASON}`).waitFor();
    const second = ngoItems.nth(1);
    const secondWhen = (await second.locator('p').first().innerText()).split(' · ')[0]!;
    await second.getByRole('button', { name: `Move the session of ${secondWhen}` }).click();
    const move = second.getByRole('form', { name: 'Move this session' });
    const date = await move.getByLabel('New date').inputValue();
    const sunday = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    // The picker starts tomorrow in India's calendar; a past date typed anyway is refused in
    // place, with the server's words, and nothing is sent.
    const indiaDay = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(ms));
    await expect(move.getByLabel('New date').getAttribute('min')).resolves.toBe(
      indiaDay(Date.now() + 86_400_000),
    );
    const moves: string[] = [];
    ngoPage.on('request', (r) => {
      if (r.url().endsWith('/move')) moves.push(r.url());
    });
    await move.getByLabel('New date').fill(indiaDay(Date.now() - 86_400_000));
    await move.getByRole('button', { name: 'Move session' }).click();
    await move.getByText('Choose a date in the next 8 weeks, from tomorrow on.').waitFor();
    await expect(move.getByLabel('New date').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(moves).toEqual([]);
    await move.getByLabel('New date').fill(sunday);
    await move.getByLabel('New start time').selectOption('16:30');
    await move.getByRole('button', { name: 'Move session' }).click();
    // Done: the form closes, and a status message says where the session went.
    await expect
      .poll(() => ngoCard.getByRole('status').innerText())
      .toMatch(
        /^The session is moved to Sunday, \d+ \w+, 4:30 PM – 5:30 PM, and the volunteer has been told\.$/,
      );
    await expect(ngoCard.getByRole('form', { name: 'Move this session' }).count()).resolves.toBe(0);
    await ngoCard.getByText('Moved from its usual time.').waitFor();
    await expect(ngoItems.nth(1).innerText()).resolves.toMatch(
      /^Sunday, \d+ \w+, 4:30 PM – 5:30 PM/,
    );
    await checkBothWidths(ngoPage, () => ngoCard.waitFor());

    await ngoPage
      .getByRole('navigation')
      .first()
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'हिन्दी', exact: true })
      .click();
    const hindiAhead = ngoPage.getByRole('region', { name: 'आने वाले सत्र', exact: true });
    await hindiAhead.getByText(`रद्द किया गया: ${REASON}`).first().waitFor();
    const allowed = [
      volunteer.fullName,
      'Asha',
      'Kiran',
      // The NGO's address, as it wrote it.
      'Station',
      'Road',
      ...REASON.split(' '),
    ];
    expect(latinWords(await hindiAhead.innerText(), allowed)).toEqual([]);
    await checkBothWidths(ngoPage, () => hindiAhead.waitFor());
    // Back on the dashboard, the counts stay in its sessions card.
    await ngoPage.goBack();
    const hindiCard = ngoPage.getByRole('region', { name: 'आपके सत्र', exact: true });
    await hindiCard.getByText('हाज़िरी दर', { exact: true }).waitFor();
    expect(
      latinWords(await hindiCard.innerText(), [
        volunteer.fullName,
        'Asha',
        'Kiran',
        // The NGO's address, as it wrote it.
        'Station',
        'Road',
        ...REASON.split(' '),
      ]),
    ).toEqual([]);
    await checkBothWidths(ngoPage, () => hindiCard.waitFor());
    expectNoConsoleErrors(ngoTab);
    await ngoTab.context.close();

    // The calendar file: the cancelled week left out, the moved one under the series' UID.
    const ics = await fetch(`${server.url}/api/requests/schedule.ics`, {
      headers: { cookie: await cookieOf(server.url, volunteer.email, volunteer.password) },
    }).then((r) => r.text());
    expect(ics).toMatch(/\r\nEXDATE;TZID=Asia\/Kolkata:\d{8}T110000\r\n/);
    expect(ics).toMatch(/\r\nRECURRENCE-ID;TZID=Asia\/Kolkata:\d{8}T110000\r\n/);
    expect(ics).toMatch(/\r\nDTSTART;TZID=Asia\/Kolkata:\d{8}T163000\r\n/);
  }, 180_000);
});

async function cookieOf(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ userType: 'Volunteer', email, password }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
