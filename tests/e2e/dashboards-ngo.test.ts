// Browser tests of the NGO dashboard (the spec's §2 (README → The specification)) with real data: a real sign-up
// through the API and a real login through the login page. Sign-ups here: 3 of 5.
import { describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES } from '../../src/web/components/profile-picture/image';
import {
  expectAccessible,
  expectNoConsoleErrors,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
  waitForHomePage,
} from '../support/browser';
import { createNgo, sharedServerAndBrowser, storedLogin } from './accounts-support';
import { loginThroughUi, makePng, shownPictureSize } from './dashboards-support';

const ctx = sharedServerAndBrowser();

describe('NGO dashboard', () => {
  it('shows the NGO its own data and edits its needs on the server', async () => {
    const ngo = await createNgo(ctx.server, {
      ngoName: 'Akshar Trust',
      description: 'Reading circles for girls in Jaipur.',
    });
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'NGO', ngo.email, ngo.password);
      await expect(page.getByTestId('user-label').innerText()).resolves.toBe('Akshar Trust');
      await page.getByText('Account type: NGO').waitFor();
      const card = (title: string) => page.getByRole('region', { name: title });
      await expect(card('Description').innerText()).resolves.toContain(
        'Reading circles for girls in Jaipur.',
      );
      await expect(page.getByTestId('partner-count').innerText()).resolves.toBe('0');
      await expect(card('Needs').innerText()).resolves.toContain('No needs listed yet.');

      const needs = card('Needs');
      const addNeed = async (label: string) => {
        await needs.getByLabel('Add a need').fill(label);
        await needs.getByRole('button', { name: 'Add', exact: true }).click();
      };
      for (const label of ['Books', 'Volunteers', 'Funds']) {
        await addNeed(label);
        await needs.getByRole('button', { name: `Remove ${label}` }).waitFor();
      }
      await addNeed('books');
      await needs.getByText('This need is already on your list.').waitFor();
      await expect(needs.getByLabel('Add a need').getAttribute('aria-invalid')).resolves.toBe(
        'true',
      );
      await addNeed('   ');
      await needs.getByText('Need is required.').waitFor();

      await needs.getByRole('button', { name: 'Remove Volunteers' }).click();
      await needs.getByRole('button', { name: 'Remove Volunteers' }).waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('user-label').waitFor();
      await expect(card('Needs').getByRole('listitem').allInnerTexts()).resolves.toEqual([
        expect.stringContaining('Books'),
        expect.stringContaining('Funds'),
      ]);

      // Picture upload works the same on this dashboard.
      const input = page.getByLabel('Upload profile picture');
      await input.setInputFiles({
        name: 'a.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await page.getByText(PICTURE_MESSAGES.notImage.message!).waitFor();
      await input.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: makePng(40, 60),
      });
      expect(await shownPictureSize(page, 'Profile picture of Akshar Trust')).toMatchObject({
        width: 40,
        height: 60,
      });
      expect((await storedLogin(page)).profilePic).toMatch(/^data:image\//);

      await page.locator('main').getByRole('button', { name: 'Logout' }).click();
      await waitForHomePage(page);
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))(
    'is axe clean with no console errors at %s width',
    async (_name, viewport) => {
      const ngo = await createNgo(ctx.server, { ngoName: `Axe NGO ${viewport.width}` });
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        await loginThroughUi(page, 'NGO', ngo.email, ngo.password);
        const needs = page.getByRole('region', { name: 'Needs' });
        await needs.getByLabel('Add a need').fill('Slates');
        await needs.getByRole('button', { name: 'Add', exact: true }).click();
        await needs.getByRole('button', { name: 'Remove Slates' }).waitFor();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
