// The new volunteer's journey at 1280 and 390 px: register, log in, set preferences,
// search, land on the results, connect through the code of conduct and see the request on the
// dashboard; then what the matching page offers after a search on a phone and when nothing
// matches. Each step asserts what a person sees: focus, visible text, the document title.
// Sign-ups here: 3 of 5 (one NGO, one volunteer per width).
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT } from '../../src/shared/code-of-conduct';
import { connectMessage, MESSAGES } from '../../src/shared/messages';
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
  createNgo,
  confirmEmailFromOutbox,
  fillVolunteerForm,
  routeOf,
  sharedServerAndBrowser,
  volunteerData,
  volunteerSubmit,
  waitForAlert,
} from './accounts-support';
import { loginThroughUi, openVolunteerSection, signInByApi } from './dashboards-support';

// The built server, as `npm start` runs it: sign-up, login and writes through compiled code.
const ctx = sharedServerAndBrowser({ server: 'built' });

const suffix = crypto.randomBytes(3).toString('hex');
// A town none of the sample NGOs is in, so the search finds the one real NGO.
const TOWN = 'Bokaro';
const NGO_NAME = `Gyan Setu Bokaro ${suffix}`;

/** One NGO with a published matching profile, shared by both widths. */
let ngoListing: Promise<{ id: number }> | undefined;
function publishedNgo() {
  ngoListing ??= (async () => {
    const ngo = await createNgo(ctx.server, { ngoName: NGO_NAME, location: TOWN });
    const call = await signInByApi(ctx.server, 'NGO', ngo.email, ngo.password);
    await call('PUT', '/api/ngo-profile', {
      topics: ['EVS', 'Maths'],
      teachingTimes: [{ day: 'Saturday', start: '3:00 PM', end: '5:00 PM' }],
      mode: 'in-person',
      venueAddress: '12 Station Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: TOWN,
      volunteersNeeded: 3,
      published: true,
    });
    const found = (await fetch(`${ctx.server.url}/api/matching?location=${TOWN}`).then((r) =>
      r.json(),
    )) as { results: { id: number; name: string }[] };
    return found.results.find((r) => r.name === NGO_NAME)!;
  })();
  return ngoListing;
}

const resultsHeading = (page: Page) => page.getByRole('heading', { name: 'Search results' });
const liveRegion = (page: Page) =>
  page.getByRole('region', { name: 'Search results' }).getByRole('status');

/** The accessible name of the focused element (its text for a heading or a button). */
const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

/** Waits until a search the person started has answered and focus is on the results. */
async function waitForResultsFocus(page: Page) {
  await page.waitForFunction(
    () => (document.activeElement as HTMLElement | null)?.innerText.trim() === 'Search results',
  );
}

describe('the volunteer journey', () => {
  it.each(Object.entries(VIEWPORTS))(
    'register → log in → preferences → search → connect → the request on the dashboard (%s)',
    async (name, viewport) => {
      await publishedNgo();
      const phone = name === 'phone';
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        // 1. Register.
        const volunteer = volunteerData({
          fullName: `Meera Oraon ${suffix}`,
          location: 'Ranchi',
          availability: ['Saturday Evening'],
        });
        await gotoRoute(page, PATHS.signupVolunteer);
        expect(await page.title()).toBe('Volunteer registration · Setu');
        await fillVolunteerForm(page, volunteer);
        const since = Date.now();
        await volunteerSubmit(page).click();
        await waitForAlert(page, MESSAGES.volunteerRegistered);
        // The confirmation link from the mail, so Connect works below.
        await confirmEmailFromOutbox(ctx.server, volunteer.email, since);

        // 2. Log in, 3. set preferences in the dashboard's Preferences section.
        await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
        expect(await page.title()).toBe('Volunteer dashboard · Setu');
        await openVolunteerSection(page, 'Preferences');
        expect(await page.title()).toBe('Your preferences · Volunteer dashboard · Setu');
        const preferences = page.getByRole('form', { name: 'Matching preferences' });
        await page.getByRole('button', { name: /^Preferred topics/ }).click();
        await page
          .getByRole('group', { name: 'Preferred topics', exact: true })
          .getByRole('checkbox', { name: 'EVS', exact: true })
          .check();
        await page.keyboard.press('Escape');
        await preferences.getByRole('button', { name: 'Save preferences' }).click();
        await waitForAlert(page, 'Your preferences are saved.');
        await openVolunteerSection(page, 'Overview');

        // 4. Search. On a phone the whole form fits the first screen.
        await page.getByRole('link', { name: 'Start Volunteering' }).click();
        const searchButton = page.getByRole('button', { name: 'Search NGOs' });
        await searchButton.waitFor();
        expect(routeOf(page)).toBe(PATHS.volunteerMatching);
        expect(await page.title()).toBe('Find NGOs · Setu');
        const filtersToggle = page.getByRole('button', { name: /^Filters/ });
        if (phone) {
          const bottom = await searchButton.evaluate((el) => el.getBoundingClientRect().bottom);
          expect(bottom).toBeLessThanOrEqual(viewport.height);
          await expect(filtersToggle.getAttribute('aria-expanded')).resolves.toBe('true');
        } else {
          await expect(filtersToggle.isVisible()).resolves.toBe(false);
        }
        await page.getByLabel('Topic', { exact: true }).selectOption('EVS');
        await page.getByLabel('Location', { exact: true }).fill(TOWN);
        await searchButton.click();

        // Focus lands on the results heading, in view, and the live region says the count.
        await waitForResultsFocus(page);
        await expect.poll(() => focusedText(page)).toBe('Search results');
        await expect(resultsHeading(page).isVisible()).resolves.toBe(true);
        // The scroll that brings it into view follows the focus, a frame or more later.
        const headingTop = () =>
          resultsHeading(page).evaluate((el) => el.getBoundingClientRect().top);
        await expect.poll(headingTop).toBeLessThan(viewport.height / 2);
        expect(await headingTop()).toBeGreaterThanOrEqual(0);
        await expect(liveRegion(page).getAttribute('aria-live')).resolves.toBe('polite');
        await expect(liveRegion(page).innerText()).resolves.toBe('1 NGO');
        const card = page
          .getByRole('list', { name: 'Matching NGOs' })
          .getByRole('article', { name: NGO_NAME });
        const cardText = await card.innerText();
        // The two adjacent hourly slots read as one range.
        expect(cardText).toContain('3:00 PM – 5:00 PM');
        expect(cardText).not.toContain('4:00 PM - 5:00 PM');
        expect(cardText).toContain(TOWN);

        // On a phone the form folded into "Filters (2)", which opens it again.
        if (phone) {
          await expect(searchButton.isVisible()).resolves.toBe(false);
          await expect(filtersToggle.innerText()).resolves.toMatch(/^Filters \(2\)/);
          await expect(filtersToggle.getAttribute('aria-expanded')).resolves.toBe('false');
          await filtersToggle.click();
          await expect(filtersToggle.getAttribute('aria-expanded')).resolves.toBe('true');
          await expect(searchButton.isVisible()).resolves.toBe(true);
          await expect(page.getByLabel('Location', { exact: true }).inputValue()).resolves.toBe(
            TOWN,
          );
        }
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);

        // 5. Connect: the code of conduct first, then the request.
        await card.getByRole('button', { name: `Connect with ${NGO_NAME}` }).click();
        const dialog = page.getByRole('dialog', { name: CODE_OF_CONDUCT.title });
        await dialog.waitFor();
        await expect(
          dialog.getByRole('heading', { name: CODE_OF_CONDUCT.title }).isVisible(),
        ).resolves.toBe(true);
        await dialog.getByRole('button', { name: CODE_OF_CONDUCT.acceptLabel }).click();
        await dialog.waitFor({ state: 'hidden' });
        await waitForAlert(page, connectMessage(NGO_NAME));

        // 6. The request waits on the dashboard, in its Requests section.
        await gotoRoute(page, PATHS.volunteerRequests);
        expect(await page.title()).toBe('Your requests · Volunteer dashboard · Setu');
        const request = page
          .getByRole('region', { name: 'My requests' })
          .getByRole('listitem')
          .filter({ hasText: NGO_NAME });
        await request.waitFor();
        await request.getByText('Pending').waitFor();
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('groups the sample listings under one label and, when nothing matches, offers a wider search', async () => {
    await publishedNgo();
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await gotoRoute(page, `${PATHS.volunteerMatching}?topic=EVS&location=${TOWN}x`);
      await liveRegion(page).filter({ hasText: MESSAGES.noMatches }).waitFor();
      const wider = page.getByRole('list', { name: 'Wider searches' });
      // The chips load when a search first finds nothing (decision 0018).
      await wider.waitFor();
      await expect(wider.getByRole('button').allInnerTexts()).resolves.toEqual([
        'Remove topic: EVS',
        `Remove location: ${TOWN}x`,
        'Clear all filters',
      ]);
      await expectAccessible(page);

      // Dropping the location finds every EVS listing: the real one first, then the samples,
      // labelled once as a section rather than on each card.
      await wider.getByRole('button', { name: `Remove location: ${TOWN}x` }).click();
      await waitForResultsFocus(page);
      expect(new URL(page.url()).hash).toBe(`#${PATHS.volunteerMatching}?topic=EVS`);
      const count = await liveRegion(page).innerText();
      expect(count).toMatch(/^\d+ NGOs$/);
      const real = page.getByRole('list', { name: 'Matching NGOs' }).getByRole('article');
      await expect(real.allInnerTexts()).resolves.toEqual([expect.stringContaining(NGO_NAME)]);
      const samples = page.getByRole('region', { name: 'Sample listings' });
      const sampleCards = samples
        .getByRole('list', { name: 'Sample listings' })
        .getByRole('article');
      expect(1 + (await sampleCards.count())).toBe(Number.parseInt(count, 10));
      await expect(page.getByText('Sample listing', { exact: true }).count()).resolves.toBe(0);
      await expect(page.getByRole('button', { name: /^Filters \(1\)/ }).isVisible()).resolves.toBe(
        true,
      );
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});
