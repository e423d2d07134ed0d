// In a real browser: an NGO's owner invites a coordinator from the team card (a bad address is
// refused in place), the invitee opens the mailed link, is refused without a name, joins, and
// signs in as the NGO, where the team and verification sections are not shown; the owner then
// removes them after a yes. Axe at 1280 and 390 px in English and Hindi on the card and the
// invitation page. Sign-ups here: 1.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/web/paths';
import { expectAccessible, expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { checkBothLanguagesAndWidths } from '../support/hindi';
import {
  createNgo,
  sharedServerAndBrowser,
  uniqueEmail,
  waitForMailLink,
} from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');

describe('an NGO team', () => {
  it('invites a coordinator, who joins from the link and signs in as the NGO; the owner removes them', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, { ngoName: `Saathi Shiksha ${suffix}` });
    const owner = await openPage(browser, server.url, VIEWPORTS.desktop);
    await loginThroughUi(owner.page, 'NGO', ngo.email, ngo.password);
    const card = owner.page.getByRole('region', { name: /^(Your team|आपकी टीम)$/ });
    await card.getByTestId('team-members').getByText(ngo.email).waitFor();

    // A bad address: refused in place, the field flagged, nothing sent.
    const form = card.getByRole('form', { name: 'Invite a coordinator' });
    await form.getByLabel('Their email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send the invitation' }).click();
    await form.getByText('Enter a valid email address.').waitFor();
    expect(await form.getByLabel('Their email').getAttribute('aria-invalid')).toBe('true');

    const email = uniqueEmail('coordinator');
    const since = Date.now();
    await form.getByLabel('Their email').fill(email);
    await form.getByRole('button', { name: 'Send the invitation' }).click();
    await card.getByRole('status').getByText(`An invitation was emailed to ${email}.`).waitFor();
    await card.getByText('Invitations not yet accepted').waitFor();
    await checkBothLanguagesAndWidths(owner.page, () => card.getByText(email).first().waitFor());

    // The invitee opens the link in their own browser.
    const link = await waitForMailLink(server, email, since, PATHS.teamInvitation);
    const invitee = await openPage(browser, server.url, VIEWPORTS.desktop);
    await invitee.page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    const page = invitee.page;
    await page.getByText(`Your account will be ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page.getByText('Your name is required.').waitFor();
    expect(await page.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
    await checkBothLanguagesAndWidths(page, () =>
      page.getByRole('button', { name: /^(Join the team|टीम से जुड़ें)$/ }).waitFor(),
    );
    await page.getByLabel('Your name').fill('Farida Coordinator');
    await page.getByLabel('Choose a password', { exact: true }).fill(ngo.password);
    await page.getByRole('button', { name: 'Join the team' }).click();
    await page
      .getByRole('status')
      .getByText(`You joined the team. Log in as an NGO with ${email} and your new password.`)
      .waitFor();
    await expectAccessible(page);

    // Signed in as the NGO: its dashboard, without the owner's sections.
    await loginThroughUi(page, 'NGO', email, ngo.password);
    await page.getByRole('region', { name: 'Your sessions', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Your team' }).count()).toBe(0);
    expect(await page.getByText('Invite a coordinator').count()).toBe(0);
    // The new NGO's first steps are the owner's: not on the coordinator's To do.
    await page.getByRole('region', { name: 'To do', exact: true }).waitFor();
    expect(await page.getByText('Send your verification details').count()).toBe(0);

    // The owner sees them, and removes them after a yes.
    await owner.page.reload();
    const member = card.getByTestId('team-members').getByText('Farida Coordinator');
    await member.waitFor();
    await card.getByRole('button', { name: 'Remove Farida Coordinator' }).click();
    await card.getByRole('button', { name: 'Yes, remove' }).click();
    await card
      .getByRole('status')
      .getByText('Farida Coordinator was removed from your team and signed out.')
      .waitFor();
    await card.getByText('Team history').click();
    await card.getByText(/removed .*coordinator-/).waitFor();
    expectNoConsoleErrors(owner);
  });
});
