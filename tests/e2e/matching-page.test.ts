// Browser tests of /volunteer-matching (the spec's §2, §4, §5 (README → The specification)): each filter, the empty
// result text, Connect's message, filters kept in the URL across reload and Back/Forward.
// Sign-ups here: 1 of 5.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MATCHING_NGOS } from '../../src/server/db/seed/matching-ngos';
import { matchesFilter, type MatchCriteria } from '../../src/shared/matching';
import { MESSAGES, sampleConnectMessage } from '../../src/shared/messages';
import { CITIES, TIME_RANGES, TOPICS, WEEKDAYS } from '../../src/shared/options';
import { mergeSlots } from '../../src/shared/slots';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
  waitForHomePage,
} from '../support/browser';
import { gate } from '../support/gate';
import { createVolunteer, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

const expectedNames = (criteria: MatchCriteria) =>
  [...MATCHING_NGOS]
    .sort((a, b) => a.id - b.id)
    .filter((n) => matchesFilter(n, criteria))
    .map((n) => n.name);

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });
/** The results' live region once a search has answered ("52 NGOs", "Showing …", the spec's text). */
const settledCount = (page: Page) =>
  results(page)
    .getByRole('status')
    .filter({ hasText: /^(\d+ NGOs?|Showing .+|No matching NGOs found\.)$/ });

/** The names of the NGOs found, in page order (the sample listings form one group). */
async function resultNames(page: Page): Promise<string[]> {
  await settledCount(page).waitFor();
  return results(page)
    .getByRole('listitem')
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (card) => document.getElementById(card.getAttribute('aria-labelledby')!)!.innerText,
      ),
    );
}

async function search(
  page: Page,
  filters: { topic?: string; day?: string; date?: string; location?: string; timeRange?: string },
) {
  // On a phone the form folds into "Filters (n)" after a search.
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
  await page.getByLabel('Topic', { exact: true }).selectOption(filters.topic ?? '');
  await page.getByLabel('Day', { exact: true }).selectOption(filters.day ?? '');
  await page.getByLabel('Date', { exact: true }).fill(filters.date ?? '');
  await page.getByLabel('Location', { exact: true }).fill(filters.location ?? '');
  await page.getByLabel('Time Range', { exact: true }).selectOption(filters.timeRange ?? '');
  // React Router renders a navigation in a transition, so the previous answer can stay on screen
  // for a moment after the click: the focus moving to the results says the new one is in.
  await page.getByRole('button', { name: 'Search NGOs' }).click();
  await page.waitForFunction(
    () => (document.activeElement as HTMLElement | null)?.innerText.trim() === 'Search results',
  );
  await settledCount(page).waitFor();
}

const hashQuery = (page: Page) => new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');

describe('volunteer matching page', () => {
  it('offers the five labelled filters with the spec option lists', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.volunteerMatching);
      await expect(
        page.getByLabel('Topic', { exact: true }).locator('option').allInnerTexts(),
      ).resolves.toEqual(['Any topic', ...TOPICS]);
      await expect(
        page.getByLabel('Day', { exact: true }).locator('option').allInnerTexts(),
      ).resolves.toEqual(['Any day', ...WEEKDAYS]);
      await expect(page.getByLabel('Date', { exact: true }).getAttribute('type')).resolves.toBe(
        'date',
      );
      await expect(
        page.getByLabel('Time Range', { exact: true }).locator('option').allInnerTexts(),
      ).resolves.toEqual(['Any time', ...TIME_RANGES]);
      const listId = await page.getByLabel('Location', { exact: true }).getAttribute('list');
      await expect(
        page
          .locator(`datalist[id="${listId}"] option`)
          .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
      ).resolves.toEqual([...CITIES]);
      // Empty filters: every NGO.
      expect(await resultNames(page)).toEqual(expectedNames({}));
      await expect(page.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(0);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('filters by each field with the spec rule; date and time range never filter', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.volunteerMatching);
      const cases: Array<[Parameters<typeof search>[1], MatchCriteria]> = [
        [{ topic: 'Maths' }, { topic: 'Maths' }],
        [{ topic: 'Communication Skills' }, { topic: 'Communication Skills' }],
        [{ day: 'Sunday' }, { day: 'Sunday' }],
        [{ location: 'pune' }, { location: 'pune' }],
        [{ location: 'DEL' }, { location: 'DEL' }],
        [{ date: '2026-03-14' }, {}],
        [{ timeRange: TIME_RANGES[5] }, {}],
        [
          { topic: 'EVS', day: 'Saturday', location: 'a' },
          { topic: 'EVS', day: 'Saturday', location: 'a' },
        ],
      ];
      for (const [filters, criteria] of cases) {
        await search(page, filters);
        const names = await resultNames(page);
        expect(names, JSON.stringify(filters)).toEqual(expectedNames(criteria));
      }
      const first = [...MATCHING_NGOS].sort((a, b) => a.id - b.id)[0]!;
      await search(page, { location: first.location });
      const card = results(page).getByRole('article', { name: first.name });
      const text = await card.innerText();
      for (const part of [
        first.location,
        first.availability.join(', '),
        first.topics.join(', '),
        mergeSlots(first.availabilityTimes).join(', '),
      ]) {
        expect(text).toContain(part);
      }
      await search(page, { location: 'Atlantis' });
      await page.getByText(MESSAGES.noMatches, { exact: true }).waitFor();
      expect(await resultNames(page)).toEqual([]);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it("Connect shows the NGO's name and id and changes nothing else", async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await page.goto(`/#${PATHS.volunteerMatching}?location=Delhi`);
      await settledCount(page).waitFor();
      const ngo = [...MATCHING_NGOS]
        .sort((a, b) => a.id - b.id)
        .find((n) => n.location === 'Delhi')!;
      const urlBefore = page.url();
      const writes: string[] = [];
      page.on('request', (req) => {
        if (req.method() !== 'GET') writes.push(req.url());
      });
      await page.getByRole('button', { name: `Connect with ${ngo.name}` }).click();
      const alert = page.getByRole('alert');
      await expect(alert.innerText()).resolves.toContain(sampleConnectMessage(ngo.name, ngo.id));
      expect(page.url()).toBe(urlBefore);
      expect(writes).toEqual([]);
      await expect(results(page).getByRole('article').count()).resolves.toBe(5);
      await page.getByRole('button', { name: 'Dismiss message' }).click();
      await expect(alert.count()).resolves.toBe(0);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('keeps the filters in the URL: reload restores the search, Back and Forward move between searches', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.volunteerMatching);
      await resultNames(page);
      await search(page, { topic: 'Maths', day: 'Sunday' });
      expect(hashQuery(page).toString()).toBe('topic=Maths&day=Sunday');
      expect(new URL(page.url()).hash).toBe('#/volunteer-matching?topic=Maths&day=Sunday');
      const mathsSunday = expectedNames({ topic: 'Maths', day: 'Sunday' });
      expect(await resultNames(page)).toEqual(mathsSunday);

      await search(page, { location: 'Ranchi', timeRange: TIME_RANGES[0] });
      const ranchi = expectedNames({ location: 'Ranchi' });
      expect(await resultNames(page)).toEqual(ranchi);

      await page.reload();
      await page.getByRole('button', { name: 'Search NGOs' }).waitFor();
      expect(await resultNames(page)).toEqual(ranchi);
      await expect(page.getByLabel('Location', { exact: true }).inputValue()).resolves.toBe(
        'Ranchi',
      );
      await expect(page.getByLabel('Time Range', { exact: true }).inputValue()).resolves.toBe(
        TIME_RANGES[0],
      );

      await page.goBack();
      await page.waitForFunction(() => location.hash.includes('topic=Maths'));
      expect(await resultNames(page)).toEqual(mathsSunday);
      await expect(page.getByLabel('Topic', { exact: true }).inputValue()).resolves.toBe('Maths');
      await expect(page.getByLabel('Day', { exact: true }).inputValue()).resolves.toBe('Sunday');
      await expect(page.getByLabel('Location', { exact: true }).inputValue()).resolves.toBe('');

      await page.goForward();
      await page.waitForFunction(() => location.hash.includes('location=Ranchi'));
      expect(await resultNames(page)).toEqual(ranchi);
      await expect(page.getByLabel('Location', { exact: true }).inputValue()).resolves.toBe(
        'Ranchi',
      );

      // A shared link opens on the same search.
      const shared = await openPage(ctx.browser, ctx.server.url);
      try {
        await shared.page.goto(page.url());
        expect(await resultNames(shared.page)).toEqual(ranchi);
        expectNoConsoleErrors(shared);
      } finally {
        await shared.context.close();
      }
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))(
    'is axe clean with no console errors at %s width',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.volunteerMatching);
        await resultNames(page);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);
        await search(page, { location: 'Nowhere' });
        await page.getByText(MESSAGES.noMatches, { exact: true }).waitFor();
        await expectAccessible(page);
        await search(page, {});
        await page
          .getByRole('button', { name: /^Connect with / })
          .first()
          .click();
        await page.getByRole('alert').waitFor();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('shows Logout when signed in, and logging out stays on a working page', async () => {
    const volunteer = await createVolunteer(ctx.server, { fullName: 'Matching Volunteer' });
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      // A signed-in read still in flight at the Logout, answered 401 while the home page's code
      // is still loading: the page must go home all the same, not to /login "session ended".
      const logoutAnswered = gate();
      const readAnswered = gate();
      let holdCode = false;
      await page.route('**/api/matches/best', async (route) => {
        await logoutAnswered.opened;
        await route.continue();
      });
      await page.route('**/api/accounts/logout', async (route) => {
        holdCode = true;
        await route.continue();
      });
      await page.route('**/assets/**', async (route) => {
        if (holdCode) await readAnswered.opened;
        await route.continue();
      });
      const readSent = page.waitForRequest('**/api/matches/best');
      await page.getByRole('link', { name: 'Start Volunteering' }).click();
      await readSent;
      const logoutResponse = page.waitForResponse('**/api/accounts/logout');
      const readResponse = page.waitForResponse('**/api/matches/best');
      await page.locator('main').getByRole('button', { name: 'Logout' }).click();
      expect((await logoutResponse).status()).toBe(200);
      logoutAnswered.open();
      expect((await readResponse).status()).toBe(401);
      readAnswered.open();
      await waitForHomePage(page);
      await expect(page.evaluate(() => localStorage.getItem('userType'))).resolves.toBeNull();
      await gotoRoute(page, PATHS.volunteerMatching);
      await resultNames(page);
      await expect(page.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(0);
      // Chromium logs the held read's 401 as a console error; nothing else may fail.
      expectNoConsoleErrors(tracked, [/status of 401/]);
    } finally {
      await tracked.context.close();
    }
  });
});
