// The first-time NGO journey at 1280 and 390 px: register, log in, find the matching
// profile filled in from the sign-up, publish it with a button that says so, see a volunteer's
// request with their reason, accept, and see the partnership with a status word and a phone
// number to tap, on both sides. Sign-up budget: 2 NGOs (UI) and 2 volunteers (API) of the 5 an
// hour one address has.
import crypto from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import { MESSAGES } from '../../src/shared/messages';
import { REQUEST_STATUSES } from '../../src/web/components/status-badge';
import { setupI18n } from '@lingui/core';
import { publishingText as publishingIn } from '../../src/web/features/matching-loop/publishing';
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
  confirmEmailFromOutbox,
  fillNgoForm,
  ngoData,
  ngoSubmit,
  sharedServerAndBrowser,
  waitForAlert,
} from './accounts-support';
import { loginThroughUi, openVolunteerSection, signInByApi } from './dashboards-support';
import { verifyNgoOnServer } from '../support/ngo-verification-e2e';

const ctx = sharedServerAndBrowser();
/** The English texts of the publish status, as the form shows them (from the macros' English). */
const english = setupI18n({ locale: 'en', messages: { en: {} } });
const publishingText = (published: boolean, publish: boolean) =>
  publishingIn(published, publish, english);
const suffix = crypto.randomBytes(3).toString('hex');

/** What a multi-select shows as chosen (its button's value text). */
const chosen = (scope: Locator, label: string) =>
  scope
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .locator('span')
    .first()
    .innerText();

/** WCAG contrast of an element's text against its own background, from the computed colours. */
function contrastOf(badge: Locator) {
  return badge.evaluate((el) => {
    const rgb = (css: string) =>
      css
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    const lum = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(el);
    const [hi, lo] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  });
}

async function focusedText(page: Page) {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

describe('the NGO journey', () => {
  it.each(Object.entries(VIEWPORTS))(
    'at %s width: sign-up → prefilled profile → publish → a request with its reason → accept',
    async (_name, viewport) => {
      const { server, browser } = ctx;
      const ngoTab = await openPage(browser, server.url, viewport);
      const volunteerTab = await openPage(browser, server.url, viewport);
      const page = ngoTab.page;
      try {
        // 1. Registration through the form.
        const ngo = ngoData({
          ngoName: `Nai Disha ${suffix} ${viewport.width}`,
          location: 'Ranchi',
          phone: '0651-2345678',
          schedule: 'Saturdays 3-5 pm',
          volunteerReqs: 'Two maths tutors for children, Hindi speakers.',
        });
        await gotoRoute(page, PATHS.signupNgo);
        expect(await page.title()).toBe('NGO registration · Setu');
        await fillNgoForm(page, ngo);
        const since = Date.now();
        await ngoSubmit(page).click();
        await waitForAlert(page, MESSAGES.ngoRegistered);
        // The confirmation link from the mail, so publishing and accepting work below.
        await confirmEmailFromOutbox(ctx.server, ngo.email, since);

        // 2. Log in: the dashboard, titled as such.
        await loginThroughUi(page, 'NGO', ngo.email, ngo.password);
        expect(await page.title()).toBe('NGO dashboard · Setu');

        // The picture upload is a button-like control the keyboard reaches, with visible focus.
        const upload = page.getByLabel('Upload profile picture');
        await upload.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(upload.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        const uploadLabel = page.locator('main label', { hasText: 'Upload profile picture' });
        await expect(uploadLabel.isVisible()).resolves.toBe(true);
        await expect(
          uploadLabel.evaluate((el) => getComputedStyle(el).outlineStyle),
        ).resolves.not.toBe('none');

        // 3. The matching profile starts from the sign-up's schedule and volunteer requirements.
        const profile = page.getByRole('form', { name: 'Matching profile' });
        await profile.getByText('We filled this in from your sign-up.').waitFor();
        await profile.getByText(ngo.schedule, { exact: true }).waitFor();
        expect(await chosen(profile, 'Teaching topics')).toBe('Maths');
        const time = profile.getByRole('group', { name: 'Saturday 3:00 PM – 5:00 PM' });
        await expect(time.getByLabel('Day').inputValue()).resolves.toBe('Saturday');
        await expect(time.getByLabel('Starts').inputValue()).resolves.toBe('3:00 PM');
        await expect(time.getByLabel('Ends').inputValue()).resolves.toBe('5:00 PM');
        expect(await chosen(profile, 'Languages of instruction')).toBe('Hindi');
        await expect(profile.getByLabel('Age group').inputValue()).resolves.toBe('Children');
        await expect(profile.getByLabel('Volunteers needed').inputValue()).resolves.toBe('2');
        await expect(profile.getByLabel('City where you teach').inputValue()).resolves.toBe(
          'Ranchi',
        );
        // Where it teaches is new since sign-up: in person at its centre, by default.
        await expect(
          profile.getByRole('radio', { name: 'In person at our centre' }).isChecked(),
        ).resolves.toBe(true);
        await profile.getByLabel('Address', { exact: true }).fill('12 Station Road, Ranchi');
        // Beyond Setu's minimum, this NGO asks its volunteers for two references.
        const extraChecks = profile.getByRole('group', { name: 'Checks you ask volunteers for' });
        await extraChecks.getByRole('checkbox', { name: /Two references/ }).check();

        // 4. "Publish my profile", the status line and the button agree, both ways.
        const publish = profile.getByRole('checkbox', { name: /Publish my profile/ });
        const status = profile.getByTestId('publish-status');
        await expect(publish.isChecked()).resolves.toBe(true);
        expect(await status.innerText()).toBe(publishingText(false, true).status);
        await publish.uncheck();
        expect(await status.innerText()).toBe(publishingText(false, false).status);
        await profile.getByRole('button', { name: 'Save without publishing' }).waitFor();
        await publish.check();
        await expectAccessible(page);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await profile.getByRole('button', { name: 'Save and publish' }).click();
        await waitForAlert(page, 'Your matching profile is published.');
        expect(await status.innerText()).toBe(publishingText(true, true).status);
        await profile
          .getByText('We filled this in from your sign-up.')
          .waitFor({ state: 'detached' });

        // 5. A volunteer connects (set up through the API, as their own journey covers the UI).
        const volunteer = await createVolunteer(server, {
          fullName: `Tara Oraon ${suffix} ${viewport.width}`,
          location: 'Ranchi',
          availability: ['Saturday Evening'],
          phone: '+91 90070 12345',
          reason: `My grandmother taught in a village school (${viewport.width}).`,
        });
        const asVolunteer = await signInByApi(
          server,
          'Volunteer',
          volunteer.email,
          volunteer.password,
        );
        await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
          version: CODE_OF_CONDUCT_VERSION,
        });
        const found = await fetch(`${server.url}/api/matching?location=Ranchi`).then(
          (r) => r.json() as Promise<{ results: { id: number; name: string }[] }>,
        );
        const listingId = found.results.find((r) => r.name === ngo.ngoName)!.id;
        await asVolunteer('POST', '/api/requests', { listingId, message: '' }, 201);

        // The volunteer's checklist names the NGO as asking for references.
        const checklist = await asVolunteer<{ askedBy: { references: string[] } }>(
          'GET',
          '/api/vetting/checklist',
        );
        expect(checklist.askedBy.references).toEqual([ngo.ngoName]);

        // 6. The NGO sees the request with the volunteer's reason, marked Pending.
        await page.reload();
        await expect(
          extraChecks.getByRole('checkbox', { name: /Two references/ }).isChecked(),
        ).resolves.toBe(true);
        const card = page.getByRole('article', { name: volunteer.fullName });
        await card.waitFor();
        expect(await card.getByTestId('request-reason').innerText()).toBe(volunteer.reason);
        // The volunteer's checks for this listing, in words: Setu's minimum and the references.
        await expect(card.getByTestId('volunteer-checks').innerText()).resolves.toBe(
          'Safeguarding course: Not started\nIdentity check: Not started\nTwo references: Not started',
        );
        const pending = card.getByTestId('status-badge');
        expect(await pending.innerText()).toBe(REQUEST_STATUSES.pending.label.message!);
        expect(await contrastOf(pending)).toBeGreaterThanOrEqual(4.5);
        await expect(card.locator('a[href^="tel:"]').count()).resolves.toBe(0);
        await expectAccessible(page);
        expect(await hasHorizontalScroll(page)).toBe(false);

        // Only a verified NGO can accept: an operator verifies this one.
        await verifyNgoOnServer(server, ngo);

        // 7. Accept: focus goes to what happened; the partnership shows Accepted and a tel: link.
        await card.getByRole('button', { name: `Accept ${volunteer.fullName}` }).click();
        await page.waitForFunction(
          (name) => document.activeElement?.textContent?.includes(`You accepted ${name}.`),
          volunteer.fullName,
        );
        await expect
          .poll(() => focusedText(page))
          .toContain(`You accepted ${volunteer.fullName}. They now see your contact details.`);
        const partnership = page
          .getByRole('region', { name: 'Partnerships' })
          .getByRole('listitem')
          .filter({ hasText: volunteer.fullName });
        const accepted = partnership.getByTestId('status-badge');
        expect(await accepted.innerText()).toBe(REQUEST_STATUSES.accepted.label.message!);
        expect(await contrastOf(accepted)).toBeGreaterThanOrEqual(4.5);
        await expect(
          partnership.getByRole('link', { name: volunteer.phone }).getAttribute('href'),
        ).resolves.toBe('tel:+919007012345');
        expect(await hasHorizontalScroll(page)).toBe(false);

        // 8. The volunteer's side: Accepted, and the NGO's phone number to tap.
        const volPage = volunteerTab.page;
        await loginThroughUi(volPage, 'Volunteer', volunteer.email, volunteer.password);
        expect(await volPage.title()).toBe('Volunteer dashboard · Setu');
        await openVolunteerSection(volPage, 'Requests');
        const mine = volPage
          .getByRole('region', { name: 'My requests' })
          .getByRole('listitem')
          .filter({ hasText: ngo.ngoName });
        expect(await mine.getByTestId('status-badge').innerText()).toBe(
          REQUEST_STATUSES.accepted.label.message!,
        );
        await expect(
          mine.getByRole('link', { name: ngo.phone }).getAttribute('href'),
        ).resolves.toBe('tel:06512345678');
        expect(await hasHorizontalScroll(volPage)).toBe(false);

        expectNoConsoleErrors(ngoTab);
        expectNoConsoleErrors(volunteerTab);
      } finally {
        await ngoTab.context.close();
        await volunteerTab.context.close();
      }
    },
  );
});
