// The operators' metrics screen in a real browser: a signed-in operator sees the
// acceptance rate, the median time to answer and the open reports of known data, three charts
// (each an image named by its heading, with a table of its numbers) and the screen is axe-clean
// without sideways scroll at 1280 and 390 px, in English and in Hindi.
import { sql } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import type { Db } from '../../src/server/db/client';
import { METRICS_WEEKS } from '../../src/shared/metrics';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  workerBrowser,
  VIEWPORTS,
  type TrackedPage,
} from '../support/browser';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import { startServer, type E2EServer } from '../support/e2e-server';
import { preparedDataDir } from '../support/prepared-server';
import { latinWords } from '../support/hindi';
import { createOperator, signInOperator } from '../support/operators';
import { pageWithCookie, serverSend } from '../support/operators-e2e';
import { ngoInput, volunteerInput } from '../support/factories';
import { markVolunteerVettedInDb } from '../support/vetting';

const HOUR = 3600_000;
const IST_OFFSET = 5.5 * HOUR;
const CITY = 'Pune';

/** Monday 00:00 IST of the current week, as an instant. */
function thisMondayIst(now = Date.now()): number {
  const local = new Date(now + IST_OFFSET);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return midnight - sinceMonday * 24 * HOUR - IST_OFFSET;
}

let server: E2EServer;
let browser: Browser;
let cookie: string;

/**
 * The operator and the data are made in the database before the server starts (the running
 * server owns the PGlite files): two volunteers, one NGO, one request accepted after 3 hours and
 * one declined after 5 hours (rate 50 %, median 4 hours), one open report.
 */
async function prepare(db: Db) {
  const operator = await createOperator(db);
  const ngo = await createNgoAccount(db, ngoInput());
  const listing = await insertListing(db, {
    name: 'Pune learning',
    ownerUid: ngo,
    location: CITY,
  });
  // Sent at Monday 00:01 IST and answered hours later: inside this week whatever the time now.
  const sentAt = new Date(thisMondayIst() + 60_000);
  for (const [status, hours] of [
    ['accepted', 3],
    ['declined', 5],
  ] as const) {
    const volunteer = await createVolunteerAccount(db, volunteerInput());
    // Vetted, so the vetting gate's sweep at the server's start holds no partnership: the
    // accepted one is active (docs/decisions/0041-vetting-gate.md).
    await markVolunteerVettedInDb(db, volunteer);
    const id = await insertRequest(db, { volunteerUid: volunteer, listingId: listing, status });
    await db.execute(sql`
      update connection_requests
      set created_at = ${sentAt.toISOString()}::timestamptz,
        updated_at = ${new Date(sentAt.getTime() + hours * HOUR).toISOString()}::timestamptz
      where id = ${id}`);
  }
  await db.execute(sql`
    insert into reports (target_kind, target_id, category)
    values ('listing', ${String(listing)}, 'harassment')`);
  return operator;
}

beforeAll(async () => {
  const { dataDir, written: operator } = await preparedDataDir(prepare);
  server = await startServer({ dataDir });
  cookie = (await signInOperator(serverSend(server), operator)).cookie;
  browser = await workerBrowser();
}, 240_000);

afterAll(async () => {
  await server?.discard();
});

/** A page of a browser signed in as the operator, in the browser's language `locale`. */
function operatorPage(locale?: string): Promise<TrackedPage> {
  return pageWithCookie(browser, server, cookie, locale);
}

/** Whether a reader sees it: bigger than the 1 px box that hides text for screen readers only. */
async function shownSize(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.width > 20 && box.height > 10;
}

async function checkBothWidths(page: Page) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await page.setViewportSize(viewport);
    await page.getByRole('img').first().waitFor();
    await expectAccessible(page);
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);
  }
}

describe('the metrics screen', () => {
  it('shows the numbers and three charts with tables to an operator, axe-clean at both widths', async () => {
    const tracked = await operatorPage();
    const { page } = tracked;
    await gotoRoute(page, '/operator/metrics');
    await page.getByRole('heading', { level: 1, name: 'Metrics' }).waitFor();

    await page.getByTestId('acceptance-rate').waitFor();
    expect(await page.getByTestId('acceptance-rate').textContent()).toBe('50%');
    expect(await page.getByTestId('median-answer').textContent()).toBe('4 hours');
    expect(await page.getByTestId('open-reports').textContent()).toBe('1');
    expect(await page.getByText('Harassment: 1').count()).toBe(1);

    for (const name of ['Sign-ups per week', 'Requests per week', 'Active partnerships by city']) {
      // Each chart draws when its figures arrive: waited for, then counted.
      const image = page.getByRole('img', { name: new RegExp(`^${name} `) });
      await expect.poll(() => image.count(), { message: name }).toBe(1);
    }
    // Every week of the window has its row in the tables; this week holds the sign-ups and requests.
    const signups = page.getByRole('table', { name: 'Sign-ups per week, by role' });
    expect(await signups.getByRole('row').count()).toBe(METRICS_WEEKS + 1);
    const thisWeek = signups.getByRole('row').last();
    expect(await thisWeek.getByRole('cell').allTextContents()).toEqual(['2', '1']);
    const requests = page.getByRole('table', {
      name: 'Requests sent, accepted and declined per week',
    });
    expect(await requests.getByRole('row').last().getByRole('cell').allTextContents()).toEqual([
      '2',
      '1',
      '1',
    ]);
    const cities = page.getByRole('table', { name: 'Active partnerships by city' });
    expect(await cities.getByRole('row').nth(1).textContent()).toBe(`${CITY}1`);

    // The axes say what they count, and the numbers are on screen, not only for screen readers.
    for (const [name, axis, table] of [
      ['Sign-ups per week', 'People who signed up', signups],
      ['Requests per week', 'Requests', requests],
    ] as const) {
      const chart = page.getByRole('region', { name, exact: true });
      await expect(chart.getByTestId('value-axis').innerText()).resolves.toBe(axis);
      await expect(chart.getByTestId('category-axis').innerText()).resolves.toBe('Week');
      await expect(shownSize(chart.getByTestId('category-axis'))).resolves.toBe(true);
      await expect(shownSize(table), name).resolves.toBe(true);
    }

    await checkBothWidths(page);
    expectNoConsoleErrors(tracked);
    await tracked.context.close();
  });

  it('speaks Hindi to an operator whose browser prefers it, axe-clean at both widths', async () => {
    const tracked = await operatorPage('hi-IN');
    const { page } = tracked;
    await gotoRoute(page, '/operator/metrics');
    await page.getByRole('heading', { level: 1, name: 'आँकड़े' }).waitFor();
    await page.getByTestId('median-answer').waitFor();
    expect(await page.getByTestId('median-answer').textContent()).toBe('4 घंटे');
    expect(await page.getByRole('img', { name: /^हर हफ़्ते के पंजीकरण / }).count()).toBe(1);
    const axis = page.getByTestId('value-axis').first();
    await expect(axis.innerText()).resolves.toBe('पंजीकरण करने वाले लोग');
    await expect(shownSize(axis)).resolves.toBe(true);
    const main = (await page.locator('main').textContent()) ?? '';
    expect(latinWords(main, [CITY])).toEqual([]);
    await checkBothWidths(page);
    expectNoConsoleErrors(tracked);
    await tracked.context.close();
  });
});
