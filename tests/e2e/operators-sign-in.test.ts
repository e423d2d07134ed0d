// operators in a real browser: an operator added as `npm run operator -- add` does signs
// in on #/operator/sign-in (password, authenticator set-up from the key the page shows, the ten
// recovery codes), reaches the operator home page and the audit log (which shows the
// operator-added entry), signs out, and signs in again with a code and with a recovery code.
// Axe at 1280 and 390 px, in English and in Hindi, on the sign-in, set-up, home and audit screens.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentTotp } from '../../src/server/operators/totp';
import { PATHS } from '../../src/web/paths';
import { checkBothWidths, expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { latinWords } from '../support/hindi';
import { freshTotp } from '../support/operators';
import { addOperatorToServer, signInOperatorInBrowser } from '../support/operators-e2e';
import { sharedServerAndBrowser } from './accounts-support';

const ctx = sharedServerAndBrowser();

const heading = (page: Page) => page.locator('main h1').first();

/** A 6-digit code that is not the app's current one. */
function wrongCode(secret: string): string {
  const right = currentTotp(secret);
  return right === '123456' ? '654321' : '123456';
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto(`${ctx.server.url}/#${PATHS.operatorSignIn}`);
  await page.locator('#operator-email').fill(email);
  await page.locator('#operator-password').fill(password);
  await page.locator('#operator-password-form button[type=submit]').click();
}

async function signOut(page: Page) {
  await page
    .getByRole('navigation', { name: /^(Operator|संचालक)$/ })
    .getByRole('button')
    .click();
  await page.waitForURL(/#\/operator\/sign-in$/);
}

describe('operator sign-in', () => {
  it('sets up the authenticator at the first sign-in, then takes a code or a recovery code', async () => {
    const operator = await addOperatorToServer(ctx.server);
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      acceptDownloads: true,
    });
    await tracked.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: ctx.server.url,
    });
    const { page } = tracked;
    try {
      // Not signed in: the operator pages lead to the sign-in page.
      await page.goto(`${ctx.server.url}/#${PATHS.operatorAudit}`);
      await page.waitForURL(/#\/operator\/sign-in$/);
      await expect(heading(page).innerText()).resolves.toBe('Operator sign-in');
      await checkBothWidths(page, () => page.locator('#operator-email').waitFor());

      // A wrong password is said inline, and nothing more.
      await signInWithPassword(page, operator.email, `${operator.password}x`);
      await page.getByRole('alert').getByText('The email or password is not right.').waitFor();

      await signInWithPassword(page, operator.email, operator.password);
      const key = page.locator('#operator-totp-secret');
      await key.waitFor();
      const secret = (await key.innerText()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      // A reload during the set-up shows the same key, not a new one.
      await page.reload();
      await key.waitFor();
      expect((await key.innerText()).replace(/\s+/g, '')).toBe(secret);
      const qr = page.getByRole('img', { name: /QR code for your authenticator app/ });
      await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml/);
      await expect(page.locator('#operator-code').getAttribute('autocomplete')).resolves.toBe(
        'one-time-code',
      );
      await checkBothWidths(page, () => qr.waitFor());

      await page.locator('#operator-code').fill(wrongCode(secret));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page
        .getByText('That code is not right. Check the time on your phone and try again.')
        .waitFor();

      await page.locator('#operator-code').fill(await freshTotp(secret));
      await page.getByRole('button', { name: 'Confirm' }).click();
      const codes = page.locator('#operator-recovery-codes li');
      await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
      await expect(codes.count()).resolves.toBe(10);
      const recoveryCodes = (await codes.allInnerTexts()).map((c) => c.trim());
      await checkBothWidths(page, () => codes.first().waitFor());
      // Copied to the clipboard and downloaded as a text file, one code a line.
      await page.getByRole('button', { name: 'Copy the codes' }).click();
      await page.getByRole('status').getByText('The recovery codes are copied.').waitFor();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
        `${recoveryCodes.join('\n')}\n`,
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download as a text file' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('setu-recovery-codes.txt');
      expect(fs.readFileSync(await download.path(), 'utf8')).toBe(`${recoveryCodes.join('\n')}\n`);
      await page
        .getByRole('status')
        .getByText('The recovery codes are downloaded as setu-recovery-codes.txt.')
        .waitFor();
      await page.getByRole('button', { name: 'I have saved these codes' }).click();

      // The operator home page, with the counts of what waits.
      await page.waitForURL(/#\/operator$/);
      await expect(heading(page).innerText()).resolves.toBe('Operator home');
      await page.getByRole('heading', { name: 'What waits' }).waitFor();
      await page.getByText('NGO checks waiting').waitFor();
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Operator' })
          .count(),
      ).resolves.toBe(1);
      await checkBothWidths(page, () => page.getByText('Reports not resolved').waitFor());

      // The audit log shows the CLI's operator-added entry for this operator.
      await page
        .getByRole('navigation', { name: 'Operator' })
        .getByRole('link', { name: 'Audit log' })
        .click();
      await page.waitForURL(/#\/operator\/audit$/);
      const log = page.getByRole('list', { name: 'Audit log entries, newest first' });
      await log.waitFor();
      await page.getByLabel('Action').selectOption('operator-added');
      await page.getByLabel('Target id').fill(operator.userId);
      await page.getByRole('button', { name: 'Show' }).click();
      const entries = log.getByRole('listitem');
      await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(1);
      // Names, not ids: the operator by email, the command line as such.
      const entry = await entries.first().innerText();
      expect(entry).toContain('Operator added');
      expect(entry).toContain(`Operator: ${operator.email}`);
      expect(entry).toContain('Command line');
      expect(entry).not.toContain(operator.userId);
      await checkBothWidths(page, () => log.waitFor());

      // Signing out ends the session: the operator pages lead back to the sign-in page.
      await signOut(page);
      await page.getByText('You are signed out.').waitFor();
      await expect(
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Operator' })
          .count(),
      ).resolves.toBe(0);
      await page.goto(`${ctx.server.url}/#${PATHS.operator}`);
      await page.waitForURL(/#\/operator\/sign-in$/);

      // Later sign-ins: a code from the app, no set-up.
      await signInWithPassword(page, operator.email, operator.password);
      await page
        .getByRole('heading', { name: 'Enter the code from your authenticator app' })
        .waitFor();
      await expect(page.locator('#operator-totp-secret').count()).resolves.toBe(0);
      await page.locator('#operator-code').fill(await freshTotp(secret));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/#\/operator$/);
      await signOut(page);

      // Or with a recovery code, once.
      await signInWithPassword(page, operator.email, operator.password);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL(/#\/operator$/);
      await signOut(page);
      await signInWithPassword(page, operator.email, operator.password);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('That recovery code is not right, or it was used before.').waitFor();
      // /me answers 404 before sign-in (not an operator yet), 400/401 to wrong codes.
      expectNoConsoleErrors(tracked, [/status of 40[014]/]);
    } finally {
      await tracked.context.close();
    }
  }, 300_000);

  it('reads in Hindi on the sign-in, set-up, home and audit screens, axe clean at 1280 and 390 px', async () => {
    const operator = await addOperatorToServer(ctx.server);
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      locale: 'hi-IN',
    });
    const { page } = tracked;
    const noEnglish = async () =>
      expect(
        latinWords(await page.locator('main').innerText(), [
          'QR',
          'Google',
          'Authenticator',
          'Microsoft',
          'FreeOTP',
          'abcde',
        ]),
      ).toEqual([]);
    try {
      await page.goto(`${ctx.server.url}/#${PATHS.operatorSignIn}`);
      await page.locator('main h1', { hasText: 'संचालक लॉग इन' }).waitFor();
      await checkBothWidths(page, () => page.locator('#operator-email').waitFor());
      await noEnglish();

      await signInWithPassword(page, operator.email, operator.password);
      const key = page.locator('#operator-totp-secret');
      await key.waitFor();
      await page.getByRole('heading', { name: 'अपना ऑथेंटिकेटर ऐप तैयार करें' }).waitFor();
      await checkBothWidths(page, () => page.getByRole('img').first().waitFor());
      const secret = (await key.innerText()).replace(/\s+/g, '');
      await page.locator('#operator-code').fill(await freshTotp(secret));
      await page.locator('#operator-code-form button[type=submit]').click();
      await page.locator('#operator-recovery-codes li').first().waitFor();
      await checkBothWidths(page, () => page.locator('#operator-codes-saved').waitFor());
      await page.locator('#operator-codes-saved').click();

      await page.waitForURL(/#\/operator$/);
      await page.locator('main h1', { hasText: 'संचालक का मुख्य पृष्ठ' }).waitFor();
      await checkBothWidths(page, () => page.getByText('क्या बाक़ी है').waitFor());
      await noEnglish();

      await page.goto(`${ctx.server.url}/#${PATHS.operatorAudit}`);
      const log = page.getByRole('list', { name: 'ऑडिट लॉग की प्रविष्टियाँ, सबसे नई पहले' });
      await log.waitFor();
      // In Hindi: the action, the command line and the target's kind.
      const first = log.getByRole('listitem').filter({ hasText: operator.email }).first();
      await expect(first.innerText()).resolves.toContain('कमांड लाइन');
      await expect(first.innerText()).resolves.toContain(`संचालक: ${operator.email}`);
      await checkBothWidths(page, () => log.waitFor());

      // The helper other tests use signs the same operator in again with a code.
      await signOut(page);
      await signInOperatorInBrowser(page, ctx.server, { ...operator, secret });
      await page.locator('main h1', { hasText: 'संचालक का मुख्य पृष्ठ' }).waitFor();
      // /me answers 404 before sign-in (not an operator yet), 400/401 to wrong codes.
      expectNoConsoleErrors(tracked, [/status of 40[014]/]);
    } finally {
      await tracked.context.close();
    }
  }, 300_000);
});
