// Suspension in a real browser: an operator finds an NGO on the accounts screen and
// suspends it with a reason; the volunteer working with it sees the partnership paused without
// contact details and the NGO gone from /ngoList; the NGO's open session ends and its login says
// the account is suspended. The accounts screen is axe-clean at 1280 and 390 px, in English and
// in Hindi.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { SUSPENSION_MESSAGES } from '../../src/shared/suspension';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  workerBrowser,
  openPage,
  VIEWPORTS,
  type TrackedPage,
} from '../support/browser';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import { startServer, type E2EServer } from '../support/e2e-server';
import { confirmedVolunteer, preparedDataDir, readyNgo } from '../support/prepared-server';
import { createOperator, signInOperator } from '../support/operators';
import { pageWithCookie, serverSend } from '../support/operators-e2e';
import { loginThroughUi } from './dashboards-support';
import { ngoInput, TEST_PASSWORD, volunteerInput } from '../support/factories';

const NGO_NAME = 'Prerna Pathshala';
const REASON = 'Reported for unsafe conduct with children.';

let server: E2EServer;
let browser: Browser;
let cookie: string;
const ngo = ngoInput({ ngoName: NGO_NAME });
const volunteer = volunteerInput({ fullName: 'Asha Partner' });

/**
 * Made in the database before the server starts (the running server owns the PGlite files): an
 * operator, a verified NGO with a published listing and a volunteer in partnership with it.
 */
async function prepare(db: Db) {
  const operator = await createOperator(db);
  const ngoUid = await readyNgo(db, ngo);
  const volunteerUid = await confirmedVolunteer(db, volunteer);
  const listing = await insertListing(db, {
    name: NGO_NAME,
    ownerUid: ngoUid,
    location: 'Ranchi',
  });
  await insertRequest(db, { volunteerUid, listingId: listing, status: 'accepted' });
  return operator;
}

beforeAll(async () => {
  const { dataDir, written: operator } = await preparedDataDir(prepare);
  server = await startServer({ dataDir });
  cookie = (await signInOperator(serverSend(server), operator)).cookie;
  browser = await workerBrowser();
}, 180_000);

afterAll(async () => {
  await server?.discard();
});

/** A page of a browser signed in as the operator, in the browser's language `locale`. */
async function operatorPage(locale?: string): Promise<TrackedPage> {
  const tracked = await pageWithCookie(browser, server, cookie, locale);
  tracked.page.setDefaultTimeout(40_000);
  return tracked;
}

async function checkBothWidths(page: Page) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);
  }
}

describe('suspending an NGO', () => {
  it(
    'pauses the partnership for the volunteer, hides the NGO and ends its session',
    { timeout: 300_000 },
    async () => {
      const vol = await openPage(browser, server.url, VIEWPORTS.desktop);
      const org = await openPage(browser, server.url, VIEWPORTS.desktop);
      for (const p of [vol.page, org.page]) p.setDefaultTimeout(40_000);
      const op = await operatorPage();
      try {
        await loginThroughUi(vol.page, 'Volunteer', volunteer.email, TEST_PASSWORD);
        // The partnership, with the NGO's contact details, is in the Requests section.
        await gotoRoute(vol.page, PATHS.volunteerRequests);
        await vol.page.getByText(ngo.email).first().waitFor();
        await loginThroughUi(org.page, 'NGO', ngo.email, TEST_PASSWORD);

        const { page } = op;
        await gotoRoute(page, PATHS.operatorAccounts);
        await page.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
        await page.getByText('No account is suspended.').waitFor();
        await page.getByLabel('Email or name').fill('prerna');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        const card = page.getByRole('article', { name: new RegExp(NGO_NAME) });
        await card.waitFor();
        expect(await card.getByText('Active', { exact: true }).count()).toBe(1);
        await card.getByRole('button', { name: 'Suspend…' }).click();
        const reason = card.getByLabel(`Why suspend ${NGO_NAME}? (required)`);
        // The form opens with the focus in the reason, which is required.
        await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
        await card.getByRole('button', { name: 'Suspend account' }).click();
        await card.getByText('Please give a reason.').waitFor();
        expect(await reason.getAttribute('aria-invalid')).toBe('true');
        await checkBothWidths(page);
        await page.setViewportSize(VIEWPORTS.desktop);
        await reason.fill(REASON);
        await card.getByRole('button', { name: 'Suspend account' }).click();
        await page
          .getByRole('alert')
          .filter({ hasText: `${NGO_NAME} is suspended.` })
          .waitFor();
        await card.getByText('Suspended', { exact: true }).waitFor();
        await card.getByText(REASON, { exact: false }).waitFor();
        await checkBothWidths(page);

        // The volunteer: the partnership is paused, without the NGO's contact details.
        await vol.page.reload();
        await vol.page.getByText('Paused.').first().waitFor();
        expect(await vol.page.getByText(ngo.email).count()).toBe(0);
        await gotoRoute(vol.page, PATHS.ngoList);
        // Once the list has loaded can the suspended NGO's absence be read.
        await vol.page.getByRole('list', { name: 'Partner NGOs' }).waitFor();
        expect(await vol.page.locator('main').innerText()).not.toContain(NGO_NAME);

        // The NGO: its session is gone; logging in again says the account is suspended.
        await org.page.reload();
        await org.page.waitForFunction(() => location.hash.startsWith('#/login'));
        await org.page.getByRole('button', { name: 'NGO', exact: true }).click();
        await org.page.getByLabel('Email', { exact: true }).fill(ngo.email);
        await org.page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
        await org.page.getByRole('button', { name: 'Login', exact: true }).click();
        await org.page
          .getByRole('alert')
          .filter({ hasText: SUSPENSION_MESSAGES.suspended })
          .waitFor();

        expectNoConsoleErrors(op);
      } finally {
        await Promise.all([vol.context.close(), org.context.close(), op.context.close()]);
      }
    },
  );

  it(
    'shows the accounts screen in Hindi, axe-clean at both widths',
    { timeout: 300_000 },
    async () => {
      const tracked = await operatorPage('hi-IN');
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.operatorAccounts);
        await page.getByRole('heading', { level: 1, name: 'खाते' }).waitFor();
        await page.getByLabel('ईमेल या नाम').fill('prerna');
        await page.getByRole('button', { name: 'खोजें', exact: true }).click();
        await page.getByRole('heading', { level: 2, name: 'खोज के नतीजे' }).waitFor();
        const card = page.getByRole('article', { name: new RegExp(NGO_NAME) });
        // Suspended by the other test or not: either way its form opens, with its Hindi label.
        await card.getByRole('button', { name: /^(निलंबित करें…|बहाल करें…)$/ }).click();
        await card
          .getByLabel(/^Prerna Pathshala का खाता क्यों (निलंबित|बहाल) कर रहे हैं\? \(ज़रूरी\)$/)
          .waitFor();
        await checkBothWidths(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
