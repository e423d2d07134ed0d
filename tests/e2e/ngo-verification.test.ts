// NGO verification in a real browser: a new NGO sends its registration details on its
// dashboard (inline errors first), an operator verifies it on #/operator/ngos, and visitors see
// "Verified" on /ngoList where it said "Not verified yet". Both new screens pass axe at 1280 and
// 390 px in English and Hindi.
import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { checkBothLanguagesAndWidths } from '../support/hindi';
import { addOperatorToServer, signInOperatorInBrowser } from '../support/operators-e2e';
import { createNgo, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

describe('NGO verification', () => {
  it('NGO sends its details → an operator verifies → visitors see Verified', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(
      server,
      { ngoName: 'Ujala Shiksha Trust', location: 'Jaipur' },
      { verify: false },
    );
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    await asNgo('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
      mode: 'in-person',
      venueAddress: '12 Station Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: 'Jaipur',
      volunteersNeeded: 2,
      description: 'Saturday maths circles.',
      published: true,
    });

    // A visitor sees the new NGO as not verified yet.
    const visitor = await openPage(browser, server.url, VIEWPORTS.desktop);
    await visitor.page.goto(`${server.url}/#/ngoList`);
    const listed = visitor.page.getByRole('listitem').filter({ hasText: 'Ujala Shiksha Trust' });
    await listed.getByTestId('not-verified-label').waitFor();
    expect(await listed.getByTestId('not-verified-label').innerText()).toBe('Not verified yet');

    // 1. The NGO's dashboard: not sent yet, why it matters, and the form.
    const tracked = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    await loginThroughUi(page, 'NGO', ngo.email, ngo.password);
    const card = page.getByTestId('verification-card');
    await card.getByTestId('verification-status').waitFor();
    expect(await card.getByTestId('verification-status').innerText()).toBe('Not sent yet.');
    await card.getByTestId('verification-why').waitFor();
    await checkBothLanguagesAndWidths(page, () =>
      card.getByRole('form').or(card.locator('form')).waitFor(),
    );

    // Sending nothing shows each field's error inline and focuses the first one.
    await card.getByRole('button', { name: 'Send for verification' }).click();
    await card.getByText('Choose a registration type from the list.').waitFor();
    await card.getByText('Registration number is required.').waitFor();
    const type = card.getByLabel('Registration type');
    await expect.poll(() => type.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await type.getAttribute('aria-invalid')).toBe('true');

    await type.selectOption('trust');
    await card.getByLabel('Registration number').fill('RJ/TR/2015/0099');
    await card.getByLabel(/NGO Darpan ID/).fill('RJ-2015-99');
    await card.getByLabel('Contact name').fill('Kavita Meena');
    await card.getByLabel('Contact email').fill('kavita@example.org');
    await card.getByLabel('Contact phone').fill('+91 94140 12345');
    await card.getByRole('button', { name: 'Send for verification' }).click();
    await card.getByText(/Enter the NGO Darpan ID as two capital letters/).waitFor();
    await card.getByLabel(/NGO Darpan ID/).fill('rj/2015/0012345');
    await card.getByRole('button', { name: 'Send for verification' }).click();
    await card.getByText(/Waiting for Setu’s check/).waitFor();
    await checkBothLanguagesAndWidths(page, () =>
      card.getByTestId('verification-status').waitFor(),
    );

    // 2. An operator verifies it from the queue.
    const operator = await addOperatorToServer(server);
    const operatorTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const op = operatorTab.page;
    await signInOperatorInBrowser(op, server, operator);
    await op.goto(`${server.url}/#/operator/ngos`);
    const check = op.getByRole('listitem').filter({ hasText: 'Ujala Shiksha Trust' });
    await check.waitFor();
    expect(await check.innerText()).toContain('RJ/2015/0012345');
    expect(await check.innerText()).toContain('Kavita Meena');
    await checkBothLanguagesAndWidths(op, () => check.waitFor());
    // Reject asks for a reason first; Cancel goes back.
    await check.getByRole('button', { name: /^Reject/ }).click();
    await check.getByRole('button', { name: 'Confirm rejection' }).click();
    await check.getByText('Write the reason: the NGO reads it in the email.').waitFor();
    await check.getByRole('button', { name: 'Cancel' }).click();
    await check.getByRole('button', { name: /^Verify/ }).click();
    await op.getByText('Ujala Shiksha Trust is verified and was emailed.').waitFor();
    await op.getByTestId('no-checks').waitFor();

    // 3. The NGO and visitors see it verified.
    await page.reload();
    await card.getByText('Your NGO is verified.').waitFor();
    await visitor.page.reload();
    await listed.getByTestId('verified-label').waitFor();
    expect(await listed.getByTestId('verified-label').innerText()).toBe('Verified');

    for (const t of [tracked, operatorTab, visitor]) {
      expectNoConsoleErrors(t, [/401|403|404/]);
      await t.context.close();
    }
    // Eight axe runs and three browsers: longer than the usual browser test.
  }, 400_000);
});
