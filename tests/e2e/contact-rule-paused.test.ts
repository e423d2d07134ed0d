// A suspended NGO's volunteer, in a real browser (decision 0027): the dashboard says the
// partnership is paused everywhere it shows it, with no Verified badge, no next session, no
// classes to come and no Cancel button, and no contact details or venue; the same in Hindi.
// Axe-clean at 1280 and 390 px in both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { suspend } from '../../src/server/suspension/suspend';
import { keepSessionsAhead } from '../../src/server/teaching-sessions/keep-ahead';
import { PATHS } from '../../src/web/paths';
import {
  checkBothWidths,
  expectNoConsoleErrors,
  gotoRoute,
  workerBrowser,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import { startServer, type E2EServer } from '../support/e2e-server';
import { confirmedVolunteer, preparedDataDir, readyNgo } from '../support/prepared-server';
import { createOperator } from '../support/operators';
import { chooseLanguage } from '../support/hindi';
import { loginThroughUi } from './dashboards-support';
import { ngoInput, TEST_PASSWORD, volunteerInput } from '../support/factories';

const NGO_NAME = 'Ujala Shiksha Kendra';
const VENUE = '7 Tank Road, Ranchi';

let server: E2EServer;
let browser: Browser;
const ngo = ngoInput({ ngoName: NGO_NAME });
const volunteer = volunteerInput({ fullName: 'Kavya Partner' });

/**
 * Made before the server starts (it owns the PGlite files): a verified NGO teaching at a venue,
 * a volunteer whose partnership with it has its 8 weeks of sessions, then the NGO suspended by
 * the same code the operators' screen runs.
 */
async function prepare(db: Db) {
  const operator = await createOperator(db);
  const ngoUid = await readyNgo(db, ngo);
  const volunteerUid = await confirmedVolunteer(db, volunteer);
  const listing = await insertListing(db, {
    name: NGO_NAME,
    ownerUid: ngoUid,
    location: 'Ranchi',
    mode: 'in-person',
    venueAddress: VENUE,
  });
  const requestId = await insertRequest(db, { volunteerUid, listingId: listing });
  await keepSessionsAhead(db, new Date(), { requestIds: [requestId] });
  await suspend(db, {
    operatorUid: operator.userId,
    userId: ngoUid,
    reason: 'Reported for unsafe conduct.',
  });
}

beforeAll(async () => {
  const { dataDir } = await preparedDataDir(prepare);
  server = await startServer({ dataDir });
  browser = await workerBrowser();
}, 180_000);

afterAll(async () => {
  await server?.discard();
});

/** What must hold on the dashboard, in either language. */
async function expectPausedEverywhere(page: Page, texts: { paused: RegExp; cancel: RegExp }) {
  const sessions = page.getByTestId('paused-sessions');
  await sessions.waitFor();
  expect(await sessions.innerText()).toMatch(texts.paused);
  expect(await sessions.innerText()).toContain(NGO_NAME);
  expect(await page.getByTestId('next-session').count()).toBe(0);
  expect(await page.getByTestId('overview-next-session').count()).toBe(0);
  expect(await page.getByTestId('session').count()).toBe(0);
  expect(await page.getByRole('button', { name: texts.cancel }).count()).toBe(0);
  expect(await page.getByTestId('verified-label').count()).toBe(0);
  const main = await page.locator('main').innerText();
  expect(main).not.toContain(ngo.email);
  expect(main).not.toContain(VENUE);
}

/**
 * The dashboard's sections that show the partnership: the Overview (its schedule's badge and the
 * next session), Sessions, and Requests (the note); each axe-clean at both widths.
 */
async function expectPausedInEverySection(
  page: Page,
  texts: { paused: RegExp; cancel: RegExp; badge: string; note: string },
) {
  const ready = () => page.getByTestId('paused-sessions').waitFor();
  await gotoRoute(page, PATHS.volunteerDashboard);
  await page.getByText(texts.badge, { exact: true }).waitFor();
  await expectPausedEverywhere(page, texts);
  await checkBothWidths(page, ready);

  await gotoRoute(page, PATHS.volunteerSessions);
  await expectPausedEverywhere(page, texts);
  await checkBothWidths(page, ready);

  await gotoRoute(page, PATHS.volunteerRequests);
  const note = page.getByText(texts.note, { exact: false }).first();
  await note.waitFor();
  expect(await page.getByTestId('verified-label').count()).toBe(0);
  const main = await page.locator('main').innerText();
  expect(main).not.toContain(ngo.email);
  expect(main).not.toContain(VENUE);
  await checkBothWidths(page, () => note.waitFor());
}

describe("a suspended NGO's volunteer", () => {
  it(
    'sees the partnership paused on the whole dashboard, in English and Hindi, axe-clean',
    { timeout: 300_000 },
    async () => {
      const tracked = await openPage(browser, server.url, VIEWPORTS.desktop);
      const { page } = tracked;
      page.setDefaultTimeout(40_000);
      try {
        await loginThroughUi(page, 'Volunteer', volunteer.email, TEST_PASSWORD);
        const english = {
          paused: /Sessions with .+ are paused while Setu's team reviews an account/,
          cancel: /^Cancel/,
          badge: 'Paused',
          note: 'This partnership is paused',
        };
        await expectPausedInEverySection(page, english);

        await chooseLanguage(page, 'हिन्दी');
        await expectPausedInEverySection(page, {
          paused: /के साथ सत्र रुके हुए हैं/,
          cancel: /^रद्द/,
          badge: 'रुकी हुई',
          note: 'यह साझेदारी रुकी हुई है',
        });
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
