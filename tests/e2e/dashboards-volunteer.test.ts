// Browser tests of the volunteer dashboard (the spec's §2, §4 (README → The specification)) with real data: a real
// sign-up through the API, a real login through the login page. Sign-ups here: 2 of 5.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import { PICTURE_MESSAGES } from '../../src/web/components/profile-picture/image';
import {
  expectAccessible,
  expectNoConsoleErrors,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
  waitForHomePage,
} from '../support/browser';
import { createVolunteer, routeOf, sharedServerAndBrowser, storedLogin } from './accounts-support';
import { loginThroughUi, makePng, shownPictureSize } from './dashboards-support';

const ctx = sharedServerAndBrowser();

describe('volunteer dashboard', () => {
  it('shows the signed-in volunteer their own data, lets them add their experience, and logs out', async () => {
    const volunteer = await createVolunteer(ctx.server, {
      fullName: 'Kavya Raman',
      skills: 'Mentorship',
      availability: ['Tuesday Evening', 'Sunday Morning'],
      bio: '',
    });
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      await expect(page.getByTestId('user-label').innerText()).resolves.toBe('Kavya Raman');
      await expect(page.getByText('Account type: Volunteer').isVisible()).resolves.toBe(true);
      const card = (title: string) => page.getByRole('region', { name: title });
      await expect(card('Skills').innerText()).resolves.toContain('Mentorship');
      await expect(card('Availability').getByRole('listitem').allInnerTexts()).resolves.toEqual([
        'Tuesday Evening',
        'Sunday Morning',
      ]);
      await expect(card('Schedule').innerText()).resolves.toContain(MESSAGES.noSchedule);
      await expect(card('Experience').innerText()).resolves.toContain(
        'not added your experience yet',
      );

      // Experience: too long is refused inline, then a real bio is saved on the server.
      await card('Experience').getByRole('button', { name: 'Add your experience' }).click();
      const bio = card('Experience').getByLabel('Your experience');
      await bio.fill('x'.repeat(2001));
      await card('Experience').getByRole('button', { name: 'Save' }).click();
      await card('Experience').getByText('Bio must be at most 2000 characters.').waitFor();
      await bio.fill('Taught Hindi to Class 5 for two years.');
      await card('Experience').getByRole('button', { name: 'Save' }).click();
      await card('Experience').getByText('Taught Hindi to Class 5 for two years.').waitFor();
      await page.reload();
      await card('Experience').getByText('Taught Hindi to Class 5 for two years.').waitFor();

      // Start Volunteering is a link to matching.
      const start = page.getByRole('link', { name: 'Start Volunteering' });
      await start.click();
      await page.getByRole('button', { name: 'Search NGOs' }).waitFor();
      expect(routeOf(page)).toBe(PATHS.volunteerMatching);
      await page.goBack();
      await page.getByTestId('user-label').waitFor();

      // Logout ends the session and removes the stored keys.
      await page.evaluate(() => localStorage.setItem('profilePic', 'data:image/png;base64,AAAA'));
      await page.locator('main').getByRole('button', { name: 'Logout' }).click();
      await waitForHomePage(page);
      expect(await storedLogin(page)).toEqual({ user: null, userType: null, profilePic: null });
      const me = await page.evaluate(async () => (await fetch('/api/volunteer/dashboard')).status);
      expect(me).toBe(401);
      expectNoConsoleErrors(tracked, [/401/]);
    } finally {
      await tracked.context.close();
    }
  });

  it('uploads a picture: refuses a text file, downscales a PNG, keeps it across visits, survives a full storage', async () => {
    const volunteer = await createVolunteer(ctx.server, { fullName: 'Imran Sheikh' });
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      const input = page.getByLabel('Upload profile picture');
      await expect(input.getAttribute('accept')).resolves.toBe('image/*');

      await input.setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await page.getByText(PICTURE_MESSAGES.notImage.message!).waitFor();
      expect((await storedLogin(page)).profilePic).toBeNull();

      await input.setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: makePng(640, 320),
      });
      const shown = await shownPictureSize(page, 'Profile picture of Imran Sheikh');
      expect(shown).toMatchObject({ width: 256, height: 128 });
      const stored = (await storedLogin(page)).profilePic;
      expect(stored).toMatch(/^data:image\/(webp|png);base64,/);
      expect(shown.src).toBe(stored);
      await expect(page.getByText(PICTURE_MESSAGES.notImage.message!).count()).resolves.toBe(0);

      await page.reload();
      expect(await shownPictureSize(page, 'Profile picture of Imran Sheikh')).toMatchObject({
        width: 256,
        height: 128,
      });

      // Fill this origin's real storage up to its quota, then upload: a message, no crash.
      await page.evaluate(() => {
        localStorage.removeItem('profilePic');
        // Largest pieces first, then ever smaller ones, until not even one character fits.
        let n = 0;
        for (let size = 256 * 1024; size >= 1; size = Math.floor(size / 2)) {
          for (;;) {
            try {
              localStorage.setItem(`f${n++}`, 'x'.repeat(size));
            } catch {
              break;
            }
          }
        }
      });
      await page.getByLabel('Change profile picture').setInputFiles({
        name: 'big.png',
        mimeType: 'image/png',
        buffer: makePng(300, 300, [20, 120, 60]),
      });
      await page.getByText(PICTURE_MESSAGES.storageFull.message!).waitFor();
      expect((await storedLogin(page)).profilePic).toBeNull();
      await page.getByTestId('user-label').waitFor();
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))(
    'is axe clean with no console errors at %s width',
    async (_name, viewport) => {
      const volunteer = await createVolunteer(ctx.server, {
        fullName: `Axe Volunteer ${viewport.width}`,
      });
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);
        await page.getByRole('button', { name: /Edit experience|Add your experience/ }).click();
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
