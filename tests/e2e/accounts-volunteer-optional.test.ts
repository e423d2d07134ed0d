// Browser tests that availability and languages are optional at volunteer sign-up
// (spec §5; README → The specification), and the dashboard and the best matches then ask for them.
import { describe, expect, it } from 'vitest';
import { MESSAGES, matchingGapMessage } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import {
  createVolunteer,
  fillVolunteerForm,
  sharedServerAndBrowser,
  routeOf,
  volunteerData,
  volunteerSubmit,
  waitForAlert,
} from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

describe('volunteer registration without availability and languages', () => {
  it("registers, then refuses the same email with the spec's 'Signup failed: ' alert", async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      const data = volunteerData({ availability: [], languages: [] });
      await gotoRoute(page, PATHS.signupVolunteer);
      await fillVolunteerForm(page, data);
      await volunteerSubmit(page).click();
      expect(await waitForAlert(page, MESSAGES.volunteerRegistered)).toBe(
        MESSAGES.volunteerRegistered,
      );

      await page.getByRole('button', { name: 'Register another account' }).click();
      await fillVolunteerForm(page, data);
      await volunteerSubmit(page).click();
      expect(await waitForAlert(page, MESSAGES.volunteerSignupFailedPrefix)).toBe(
        'Signup failed: An account with this email already exists.',
      );
      const email = page.getByLabel('Email', { exact: true });
      await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.locator('form [aria-invalid="true"]').count()).resolves.toBe(1);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);
      expectNoConsoleErrors(tracked, [/status of 409/]);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('a volunteer without availability and languages', () => {
  it('is asked on the dashboard to add them, and the best matches say what is missing', async () => {
    const data = await createVolunteer(ctx.server, { availability: [], languages: [] });
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'Volunteer', data.email, data.password);
      const call = page.getByTestId('matching-gaps');
      await expect(call.innerText()).resolves.toContain(
        matchingGapMessage(['availability', 'languages']),
      );
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);

      // The call's link opens the Preferences section with focus on the control, where the
      // volunteer adds a time; back on the Overview, the call asks only for what is missing.
      await call.getByRole('link', { name: 'Add your availability' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('preferences-availability');
      expect(routeOf(page)).toBe(PATHS.volunteerPreferences);
      await page.keyboard.press('Enter');
      const preferences = page.getByRole('form', { name: 'Matching preferences' });
      await preferences.getByRole('checkbox', { name: 'Saturday Morning' }).check();
      await page.keyboard.press('Escape');
      await preferences.getByRole('button', { name: 'Save preferences' }).click();
      await preferences
        .getByText('Your preferences are saved. Your best matches now use them.')
        .waitFor();
      await page.goBack();
      await page
        .getByTestId('matching-gaps')
        .filter({ hasText: matchingGapMessage(['languages']) })
        .waitFor();
      await expect(call.getByRole('link').allInnerTexts()).resolves.toEqual(['Add your languages']);

      await gotoRoute(page, PATHS.volunteerMatching);
      const best = page.getByRole('region', { name: 'Best matches for you' });
      const notice = best.getByTestId('matching-gaps');
      await expect(notice.innerText()).resolves.toContain(matchingGapMessage(['languages']));
      await notice.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.getByTestId('user-label').waitFor();
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});
