// In a real browser, at 1280 and 390 px: Connect on a sample listing says, truthfully,
// that no request was sent; a volunteer's best matches are sample listings only while no NGO of
// their city is on Setu, and say so; a sent request turns its Connect buttons into "Request sent"
// (also after a reload), and withdrawing it asks first.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT } from '../../src/shared/code-of-conduct';
import { connectMessage, sampleConnectMessage } from '../../src/shared/messages';
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
  createVolunteer,
  sharedServerAndBrowser,
  waitForAlert,
} from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

const suffix = crypto.randomBytes(3).toString('hex');
// A town none of the sample NGOs is in, so the new NGO is its only listing.
const TOWN = 'Deoghar';
const NGO_NAME = `Gyan Deep ${suffix}`;
// Sample NGO #36, the one of the issue: Pune has sample NGOs only.
const SAMPLE = { id: 36, name: 'Kothrud Abhyas Kendra', city: 'Pune' };

/** What the focused element shows, and what it is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { text: el?.textContent?.trim() ?? '', tag: el?.tagName ?? '' };
  });

describe('first-time journeys: Connect on the matching page', () => {
  it('says that no request was sent to a sample listing, and labels sample best matches', async () => {
    const { server, browser } = ctx;
    const volunteer = await createVolunteer(server, { location: SAMPLE.city });
    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    const writes: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'GET' && !req.url().includes('/api/accounts/')) writes.push(req.url());
    });
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);

    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await gotoRoute(page, `${PATHS.volunteerMatching}?location=${SAMPLE.city}`);
      const best = page.getByRole('region', { name: 'Best matches for you' });
      const cards = best.getByRole('list', { name: 'Best matches' }).getByRole('listitem');
      await cards.first().waitFor();
      // No NGO of Pune is on Setu: the best matches are its sample listings, and say so.
      await expect(best.innerText()).resolves.toContain(
        `No NGO in ${SAMPLE.city} has joined Setu yet, so these are sample listings`,
      );
      for (const card of await cards.all()) {
        await expect(card.getByText('Sample listing').count()).resolves.toBe(1);
      }

      const connect = best.getByRole('button', { name: `Connect with ${SAMPLE.name}` });
      await connect.click();
      const text = await waitForAlert(page, `(NGO #${SAMPLE.id})`);
      expect(text).toContain(
        'Kothrud Abhyas Kendra (NGO #36) is a sample listing and has no account on Setu yet, so no request was sent.',
      );
      expect(text).toContain(sampleConnectMessage(SAMPLE.name, SAMPLE.id));
      expect(text).not.toMatch(/request sent to/i);
      // Focus stays where the person pressed; the button still says Connect.
      await expect(focused(page)).resolves.toMatchObject({
        text: `Connect with ${SAMPLE.name}`,
        tag: 'BUTTON',
      });
      expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Dismiss message' }).click();
    }
    // Nothing was written: no request exists for a sample listing.
    expect(writes).toEqual([]);
    expectNoConsoleErrors(tab);
    await tab.context.close();
  }, 120_000);

  it('turns Connect into "Request sent" everywhere the NGO shows, and asks before withdrawing', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, { ngoName: NGO_NAME, location: TOWN });
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    await asNgo<{ profile: { id: number } }>('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
      mode: 'in-person',
      venueAddress: '12 Station Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: TOWN,
      volunteersNeeded: 3,
      published: true,
    });
    const volunteer = await createVolunteer(server, { location: TOWN });
    // The code of conduct's dialog has its own journey test; here it is accepted beforehand.
    const asVolunteer = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
    await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
      version: CODE_OF_CONDUCT.version,
    });

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
    const sentButtons = page.getByRole('button', { name: `Request sent to ${NGO_NAME}` });

    // One request and one withdrawal per width (two withdrawals a day from one NGO are allowed).
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await gotoRoute(page, `${PATHS.volunteerMatching}?location=${TOWN}`);
      const best = page.getByRole('region', { name: 'Best matches for you' });
      const cards = best.getByRole('list', { name: 'Best matches' }).getByRole('listitem');
      await cards.getByRole('heading', { name: NGO_NAME }).waitFor();
      // The town's one NGO, and no sample listing beside it.
      await expect(cards.count()).resolves.toBe(1);
      await expect(cards.getByText('Sample listing').count()).resolves.toBe(0);

      await best.getByRole('button', { name: `Connect with ${NGO_NAME}` }).click();
      await waitForAlert(page, connectMessage(NGO_NAME));
      // Both of its Connect buttons (best match and search result) say so and send nothing more.
      await sentButtons.nth(1).waitFor();
      await expect(sentButtons.count()).resolves.toBe(2);
      for (const button of await sentButtons.all()) {
        await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
        await expect(button.innerText()).resolves.toMatch(/^Request sent/);
      }
      await expect(focused(page)).resolves.toMatchObject({ text: `Request sent to ${NGO_NAME}` });
      await expect(
        page.getByRole('button', { name: `Connect with ${NGO_NAME}` }).count(),
      ).resolves.toBe(0);
      expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);

      // After a reload it still knows: it comes from the volunteer's own requests.
      await page.reload();
      await sentButtons.nth(1).waitFor();
      await expect(sentButtons.count()).resolves.toBe(2);
      await expectAccessible(page);

      // Withdrawing asks first; Cancel gives focus back to Withdraw.
      await gotoRoute(page, PATHS.volunteerRequests);
      const requests = page.getByRole('region', { name: 'My requests' });
      const withdraw = requests.getByRole('button', {
        name: `Withdraw your request to ${NGO_NAME}`,
      });
      await withdraw.click();
      const question = requests.getByRole('group', { name: /^Withdraw request\?/ });
      await question.waitFor();
      await expect(question.innerText()).resolves.toContain('Withdraw request?');
      await expect(focused(page)).resolves.toMatchObject({ text: 'Confirm' });
      expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);
      await expectAccessible(page);
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'hidden' });
      await expect(focused(page)).resolves.toMatchObject({
        text: `Withdraw your request to ${NGO_NAME}`,
      });

      // By keyboard: Enter opens the question, Enter on Confirm withdraws.
      await page.keyboard.press('Enter');
      await question.waitFor();
      await expect(focused(page)).resolves.toMatchObject({ text: 'Confirm' });
      await page.keyboard.press('Enter');
      const done = await waitForAlert(page, `You withdrew your request to ${NGO_NAME}.`);
      expect(done).toContain(`You withdrew your request to ${NGO_NAME}.`);
      await expect(withdraw.count()).resolves.toBe(0);
      // Focus goes to what happened, not to the top of the page.
      await expect(
        page.evaluate(() => document.activeElement?.querySelector('[role="alert"]') !== null),
      ).resolves.toBe(true);

      // Back on the matching page, Connect is open again.
      await gotoRoute(page, `${PATHS.volunteerMatching}?location=${TOWN}`);
      const again = page.getByRole('button', { name: `Connect with ${NGO_NAME}` });
      await again.nth(1).waitFor();
      for (const button of await again.all()) {
        await expect(button.getAttribute('aria-disabled')).resolves.toBe(null);
      }
      await expect(sentButtons.count()).resolves.toBe(0);
    }
    expectNoConsoleErrors(tab);
    await tab.context.close();
  }, 120_000);
});
