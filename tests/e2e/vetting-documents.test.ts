// Identity documents in a real browser: a volunteer uploads an ID on #/checks/documents (inline
// errors first, the choices kept on a refused file), an operator opens the vetting queue from the
// operator navigation, sees the image beside the profile and verifies it, and the volunteer sees
// it verified. The volunteer's screen and the queue pass axe at 1280 and 390 px in English and
// Hindi.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainPdf } from '../../src/server/vetting-documents/test-files';
import { formatDate } from '../../src/shared/intl-format';
import { indiaIsoDate, instantInIndia } from '../../src/shared/time';
import { expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { checkBothLanguagesAndWidths } from '../support/hindi';
import { addOperatorToServer, signInOperatorInBrowser } from '../support/operators-e2e';
import { createVolunteer, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

describe('vetting documents', () => {
  it('a volunteer uploads an ID → an operator verifies it from the queue', async () => {
    const { server, browser } = ctx;
    const volunteer = await createVolunteer(server, { fullName: 'Meera Upload' });
    const png = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#2a6f97' },
    })
      .png()
      .toBuffer();

    // 1. The volunteer's screen: nothing sent yet, and the promise about ID numbers.
    const tracked = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
    await page.goto(`${server.url}/#/checks/documents`);
    const identity = page.getByTestId('check-identity');
    await identity.getByTestId('check-state').waitFor();
    expect(await identity.getByTestId('check-state').innerText()).toBe('Not sent yet');
    await page.getByText('Setu never stores your ID number.', { exact: false }).waitFor();
    await checkBothLanguagesAndWidths(page, () => identity.getByTestId('check-state').waitFor());

    // Nothing chosen: each field's error inline, the first focused.
    await identity.getByRole('button', { name: 'Upload ID' }).click();
    await identity.getByText('Choose the type of ID from the list.').waitFor();
    await identity.getByText('Choose a file: a photo or scan (JPEG or PNG) or a PDF.').waitFor();
    const type = identity.getByLabel('Type of ID');
    await expect.poll(() => type.evaluate((el) => el === document.activeElement)).toBe(true);

    // A text file named .png: refused by the server, the type chosen stays.
    await type.selectOption('pan');
    const file = identity.getByLabel('Photo, scan or PDF');
    await file.setInputFiles({
      name: 'id.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture\n'),
    });
    await identity.getByRole('button', { name: 'Upload ID' }).click();
    await identity
      .getByText('Upload a JPEG or PNG image or a PDF. This file is none of them.')
      .waitFor();
    expect(await type.inputValue()).toBe('pan');
    expect(await file.getAttribute('aria-invalid')).toBe('true');

    await file.setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
    await identity.getByRole('button', { name: 'Upload ID' }).click();
    await identity.getByText('Your ID was sent for review.').waitFor();
    expect(await identity.getByTestId('check-state').innerText()).toBe('Waiting for review');

    // A police clearance as a PDF (pdf.js opens it in the built server), dated in the future first.
    const pcc = page.getByTestId('check-police_clearance');
    const issue = pcc.getByLabel('Issue date');
    await issue.fill('2099-01-01');
    await pcc.getByLabel('Photo, scan or PDF').setInputFiles({
      name: 'pcc.pdf',
      mimeType: 'application/pdf',
      buffer: plainPdf(),
    });
    await pcc.getByRole('button', { name: 'Upload certificate' }).click();
    await pcc.getByText('The issue date cannot be in the future.').waitFor();
    const issued = indiaIsoDate(new Date(Date.now() - 5 * 86_400_000));
    await issue.fill(issued);
    await pcc.getByRole('button', { name: 'Upload certificate' }).click();
    await pcc.getByText('Your certificate was sent for review.').waitFor();
    expect(await pcc.getByTestId('check-state').innerText()).toBe('Waiting for review');

    // 2. An operator reviews it from the queue in the operator navigation.
    const operator = await addOperatorToServer(server);
    const operatorTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const op = operatorTab.page;
    await signInOperatorInBrowser(op, server, operator);
    await op
      .getByRole('navigation', { name: 'Operator' })
      .getByRole('link', { name: 'Vetting queue' })
      .click();
    const entry = op
      .getByRole('listitem')
      .filter({ hasText: 'Meera Upload' })
      .filter({ hasText: 'Identity document' });
    await entry.waitFor();
    expect(await entry.innerText()).toContain('Identity document');
    // Both of Meera's documents wait; in Hindi the kind reads differently.
    const mine = op.getByRole('listitem').filter({ hasText: 'Meera Upload' });
    await checkBothLanguagesAndWidths(op, () => mine.nth(1).waitFor());
    await entry.getByRole('link', { name: /^Review/ }).click();
    const image = op.getByRole('img', { name: 'Identity document uploaded by Meera Upload' });
    await image.waitFor();
    await expect
      .poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBe(120);
    expect(await op.locator('main').innerText()).toContain(volunteer.email.toLowerCase());
    await checkBothLanguagesAndWidths(op, () => op.locator('main img').waitFor());
    await op.getByRole('button', { name: 'Verify' }).click();
    await op.getByText('Verified. The volunteer was emailed.').waitFor();
    await op.getByTestId('decided').waitFor();
    // The police clearance waits with its issue day, as India's calendar reads it.
    await op
      .getByRole('navigation', { name: 'Operator' })
      .getByRole('link', { name: 'Vetting queue' })
      .click();
    await op
      .getByRole('listitem')
      .filter({ hasText: 'Police clearance certificate' })
      .getByRole('link', { name: /^Review/ })
      .click();
    await op.getByText('Issue date').waitFor();
    expect(await op.locator('main dl').innerText()).toContain(
      formatDate(instantInIndia(issued)!, 'en'),
    );

    // 3. The volunteer sees it verified, with nothing more to upload.
    await page.reload();
    await identity.getByText('Your ID is checked. There is nothing more to do.').waitFor();
    expect(await identity.getByTestId('check-state').innerText()).toBe('Verified');
    expect(await identity.getByRole('button', { name: 'Upload ID' }).count()).toBe(0);

    for (const t of [tracked, operatorTab]) {
      expectNoConsoleErrors(t, [/400|401|403|404/]);
      await t.context.close();
    }
    // Eight axe runs and two browsers: longer than the usual browser test.
  }, 400_000);
});
