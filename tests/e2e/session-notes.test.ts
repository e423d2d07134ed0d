// Session notes in a real browser, on a server with the demo accounts: the demo volunteer's next
// session shows the class's last notes; they edit their notes on the last past session (a link
// is refused under its field and nothing is sent), and the next session then shows the new ones;
// the same in Hindi; the demo NGO reads them under that session. Axe-clean at 1280 and 390 px.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_NGO_EMAIL,
  DEMO_VOLUNTEER,
  DEMO_VOLUNTEER_EMAIL,
} from '../../src/server/db/seed/demo';
import { DEMO_NOTES } from '../../src/server/session-notes/demo-notes';
import { SESSION_NOTE_MESSAGES } from '../../src/shared/session-notes';
import { checkBothWidths, expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { demoPasswordOf } from '../support/e2e-server';
import { languageSwitch } from '../support/hindi';
import { sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, openVolunteerSection } from './dashboards-support';

const ctx = sharedServerAndBrowser({ env: { SEED_DEMO: 'true' } });
let password: string;
beforeAll(async () => {
  password = await demoPasswordOf(ctx.server);
});

const COVERED = 'Thirds with paper strips; compared one half and one third.';
const NEXT = 'Adding fractions with the same denominator.';

describe('session notes', () => {
  it('the volunteer edits the last notes, the next session shows them, and the NGO reads them', async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
    await openVolunteerSection(page, 'Sessions');
    const card = page.getByRole('region', { name: 'Your sessions', exact: true });
    const last = card.getByRole('region', { name: 'Notes from the last class' });
    await last.getByText(DEMO_NOTES.volunteer.covered).waitFor();
    await expect(last.innerText()).resolves.toContain(DEMO_NOTES.ngo.covered);
    await expect(last.innerText()).resolves.toMatch(/Written by you on \w+day, \d+ \w+/);
    await expect(last.innerText()).resolves.toMatch(/Written by the NGO on/);

    // The last past session: its notes, to edit.
    const ended = card.getByRole('heading', { name: 'Sessions that have ended' }).locator('..');
    const item = ended.getByTestId('session').first();
    const when = (await item.locator('p').first().innerText()).split(' · ')[0]!;
    await item.getByRole('button', { name: `Session notes for ${when}` }).click();
    const form = item.getByRole('form', { name: 'Edit your notes' });
    await form
      .getByText("Don't write children's names or other personal details.", {
        exact: false,
      })
      .waitFor();
    const covered = form.getByLabel('What was covered');
    await expect(covered.inputValue()).resolves.toBe(DEMO_NOTES.volunteer.covered);
    await expect(
      item.getByRole('button', { name: `Session notes for ${when}` }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');

    // A link is refused in place; nothing goes to the server.
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/api/session-notes/')) puts.push(r.url());
    });
    await covered.fill('The worksheet is at www.example.org');
    await form.getByRole('button', { name: 'Save notes' }).click();
    await form.getByText(SESSION_NOTE_MESSAGES.link).waitFor();
    await expect(covered.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(puts).toEqual([]);

    await covered.fill(COVERED);
    await form.getByLabel('What comes next (optional)').fill(NEXT);
    await form.getByRole('button', { name: 'Save notes' }).click();
    await form.getByRole('status').getByText('Your notes are saved.').waitFor();
    expect(puts).toHaveLength(1);
    await checkBothWidths(page, () => form.waitFor());

    // The next session shows them.
    await page.reload();
    await last.getByText(COVERED).waitFor();
    await expect(last.innerText()).resolves.toContain(NEXT);
    await expect(last.innerText()).resolves.toMatch(/Written by you on .+, edited on /);

    // In Hindi.
    await (await languageSwitch(page)).hindi.click();
    const hindiCard = page.getByRole('region', { name: 'आपके सत्र', exact: true });
    const hindiLast = hindiCard.getByRole('region', { name: 'पिछली कक्षा के नोट्स' });
    await hindiLast.getByText(COVERED).waitFor();
    await expect(hindiLast.innerText()).resolves.toContain('आपने');
    const hindiItem = hindiCard
      .getByRole('heading', { name: 'बीत चुके सत्र' })
      .locator('..')
      .getByTestId('session')
      .first();
    await hindiItem.getByRole('button', { name: /^सत्र के नोट्स \(/ }).click();
    const hindiForm = hindiItem.getByRole('form', { name: 'अपने नोट्स बदलें' });
    await hindiForm.getByText('बच्चों के नाम', { exact: false }).waitFor();
    await hindiForm.getByLabel('क्या पढ़ाया गया').fill('');
    await hindiForm.getByRole('button', { name: 'नोट्स सहेजें' }).click();
    await hindiForm.getByText('लिखें कि सत्र में क्या पढ़ाया गया।').waitFor();
    await checkBothWidths(page, () => hindiForm.waitFor());
    await (await languageSwitch(page)).english.click();
    expectNoConsoleErrors(tab);
    await tab.context.close();

    // The NGO reads them under that session on the class's page, and can write its own.
    const ngoTab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', DEMO_NGO_EMAIL, password);
    await ngoPage.getByRole('region', { name: 'Your classes' }).getByRole('link').first().click();
    const classNotes = ngoPage.getByRole('region', { name: 'Notes from this class' });
    await classNotes.getByText(COVERED).waitFor();
    const past = ngoPage.getByRole('region', { name: 'Past sessions and attendance' });
    await past.getByRole('button', { name: new RegExp(`^${when}`) }).click();
    const ngoItem = past
      .getByRole('list', { name: `Session notes of ${when}` })
      .getByRole('listitem')
      .filter({ hasText: DEMO_VOLUNTEER.fullName });
    await ngoItem
      .getByRole('button', { name: `Session notes for ${when}, ${DEMO_VOLUNTEER.fullName}` })
      .click();
    const note = ngoItem.getByTestId('session-note').filter({ hasText: COVERED });
    await note.waitFor();
    await expect(note.innerText()).resolves.toMatch(/Written by the volunteer on /);
    await ngoItem.getByRole('form', { name: 'Write your notes' }).waitFor();
    await checkBothWidths(ngoPage, () => note.waitFor());
    expectNoConsoleErrors(ngoTab);
    await ngoTab.context.close();
  }, 180_000);
});
