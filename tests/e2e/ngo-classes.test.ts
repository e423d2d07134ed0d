// An NGO's programme in a real browser: a Saturday class of 15 volunteers, accepted three weeks
// ago, with its 8 weeks ahead. At 390 px the NGO dashboard reaches its classes list within 4
// screen heights; the class page shows the class with its roster and sessions, works with the
// back button, and takes a whole session's attendance in three taps (open, set one apart, All
// held); both screens are axe-clean at 1280 and 390 px, in English and in Hindi.
// Sign-ups here: none (the accounts are written to the database before the server starts).
import { inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNgoAccount } from '../../src/server/accounts/create-accounts';
import type { Db } from '../../src/server/db/client';
import { connectionRequests } from '../../src/server/db/schema';
import { PATHS } from '../../src/web/paths';
import {
  checkBothWidths,
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  VIEWPORTS,
  workerBrowser,
} from '../support/browser';
import {
  acceptedThreeClassesAgo,
  insertListing,
  seedClassVolunteers,
} from '../support/dashboards-factories';
import { markEmailConfirmedInDb } from '../support/email-confirmation';
import { startServer, type E2EServer } from '../support/e2e-server';
import { preparedDataDir } from '../support/prepared-server';
import { ngoInput } from '../support/factories';
import { languageSwitch, latinWords } from '../support/hindi';
import { markNgoVerifiedInDb } from '../support/ngo-verification';
import { loginThroughUi } from './dashboards-support';

const SCREEN = VIEWPORTS.phone.height;
const CLASS_NAME = 'Saturday, 11:00 AM – 12:00 PM';
const ngo = ngoInput({ ngoName: 'Saturday Learning Circle' });

let server: E2EServer;
let browser: Browser;

async function prepare(db: Db) {
  const uid = await createNgoAccount(db, ngo);
  await markEmailConfirmedInDb(db, uid);
  await markNgoVerifiedInDb(db, uid);
  const listing = await insertListing(db, {
    name: ngo.ngoName,
    ownerUid: uid,
    teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
    venueAddress: '4 Mill Road, Pune',
    volunteersNeeded: 15,
  });
  const ids = await seedClassVolunteers(db, listing, 15);
  // Accepted three classes ago: three Saturdays have passed, unmarked.
  await db
    .update(connectionRequests)
    .set({ updatedAt: acceptedThreeClassesAgo() })
    .where(inArray(connectionRequests.id, ids));
}

beforeAll(async () => {
  const { dataDir } = await preparedDataDir(prepare);
  server = await startServer({ dataDir });
  browser = await workerBrowser();
}, 240_000);

afterAll(async () => {
  await server?.discard();
});

/** The top of an element on the page, from the page's top. */
const pageTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

describe("the NGO's classes", () => {
  it('puts what needs doing and the classes first, and takes a class in three taps', async () => {
    const tracked = await openPage(browser, server.url, VIEWPORTS.phone);
    const { page } = tracked;
    await loginThroughUi(page, 'NGO', ngo.email, ngo.password);

    // The first screen: attendance to mark, then the classes list, within 4 screen heights.
    const toDo = page.getByRole('region', { name: 'To do' });
    const markLink = toDo.getByRole('link', {
      name: `Mark attendance: ${CLASS_NAME} (3 sessions)`,
    });
    await markLink.waitFor();
    const classes = page.getByRole('region', { name: 'Your classes' });
    const classLink = classes.getByRole('link', { name: CLASS_NAME });
    await classLink.waitFor();
    await expect(classes.getByTestId('class').innerText()).resolves.toContain('15 volunteers');
    const listBottom = await classes
      .getByTestId('classes')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    expect(listBottom).toBeLessThanOrEqual(4 * SCREEN);
    // No session list with Cancel or Move comes before it any more.
    await expect(page.getByRole('button', { name: /^Cancel the session/ }).count()).resolves.toBe(
      0,
    );
    expect(await pageTop(page, '[data-testid="classes"]')).toBeLessThan(
      await pageTop(page, '#requests'),
    );
    await checkBothWidths(page, () => classLink.waitFor());

    // The class page: its own address and title, the roster a page at a time, and its sessions.
    await classLink.click();
    const heading = page.getByRole('heading', { level: 1, name: `Class: ${CLASS_NAME}` });
    await heading.waitFor();
    expect(page.url()).toContain('#/ngo-dashboard/classes/saturday-1100-1200');
    await expect(page.title()).resolves.toBe('Class · Setu');
    const roster = page.getByRole('region', { name: 'Volunteers' });
    await expect.poll(() => roster.getByRole('listitem').count()).toBe(10);
    await roster.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => roster.getByRole('listitem').count()).toBe(15);
    await expect(page.getByTestId('class-capacity').innerText()).resolves.toMatch(
      /^15 volunteers in this class\./,
    );
    const ahead = page.getByRole('region', { name: 'Sessions ahead' });
    await expect.poll(() => ahead.getByTestId('session-time').count()).toBe(2);
    await expect(
      ahead.getByTestId('session-time').first().getByTestId('session').count(),
    ).resolves.toBe(15);
    await ahead
      .getByRole('button', { name: /^Move the session of / })
      .first()
      .waitFor();

    // Whole-class attendance: open the last Saturday, set one volunteer apart, All held.
    const past = page.getByRole('region', { name: 'Past sessions and attendance' });
    const last = past.getByTestId('past-session').first();
    let taps = 0;
    const tap = async (target: ReturnType<Page['getByRole']>) => {
      taps += 1;
      await target.click();
    };
    await tap(last.getByRole('button', { expanded: false }));
    const form = last.getByRole('form');
    await tap(form.getByRole('checkbox', { name: 'Not held (Class Volunteer 04)' }));
    await tap(form.getByRole('button', { name: 'All held, 1 not held' }));
    await expect
      .poll(() => last.getByTestId('attendance-notice').getByRole('status').innerText())
      .toMatch(/: 14 held, 1 not held\.$/);
    expect(taps).toBeLessThanOrEqual(3);
    // The class's history says who of the team marked it.
    await form
      .getByText(/^Marked by .+\.$/)
      .first()
      .waitFor();
    // Held, not held and unmarked each read in words and a sign, not colour alone.
    await expect(form.locator('[data-attendance="held"]').count()).resolves.toBe(14);
    await expect(
      form.locator('[data-attendance="not_held"]').first().innerText(),
    ).resolves.toContain('Not held');
    const older = past.getByTestId('past-session').nth(1);
    await expect(older.innerText()).resolves.toContain('15 not marked');
    await checkBothWidths(page, () => heading.waitFor());

    // Hindi: the class page and, back, the dashboard.
    await (await languageSwitch(page)).hindi.click();
    const hindiHeading = page.getByRole('heading', { level: 1, name: /^कक्षा: शनिवार/ });
    await hindiHeading.waitFor();
    await page.getByRole('region', { name: 'बीते सत्र और हाज़िरी' }).waitFor();
    // The volunteers' names, the marker's (the NGO's) and email addresses stay as they wrote them.
    const main = ((await page.locator('main').innerText()) ?? '').replace(/\S+@\S+/g, '');
    const written = ['Class', 'Volunteer', ...ngo.ngoName.split(' '), ...'0123456789'];
    expect(latinWords(main, written)).toEqual([]);
    await checkBothWidths(page, () => hindiHeading.waitFor());

    // The back button returns to the dashboard.
    await page.goBack();
    await page.getByRole('region', { name: 'आपकी कक्षाएँ' }).waitFor();
    await page.getByRole('region', { name: 'करने के काम' }).waitFor();
    await checkBothWidths(page, () => page.getByRole('region', { name: 'आपकी कक्षाएँ' }).waitFor());
    // The account keeps its language: English again for the next test.
    await (await languageSwitch(page)).english.click();
    await page.getByRole('region', { name: 'Your classes' }).waitFor();
    expectNoConsoleErrors(tracked);
    await tracked.context.close();
  }, 240_000);

  it('shows a class that does not exist as not found, with the way back', async () => {
    const tracked = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    await loginThroughUi(page, 'NGO', ngo.email, ngo.password);
    await gotoRoute(page, '/ngo-dashboard/classes/monday-0600-0700');
    await page.getByRole('alert').filter({ hasText: 'Class not found.' }).waitFor();
    await page.getByRole('link', { name: 'NGO Dashboard' }).click();
    await page.getByRole('region', { name: 'Your classes' }).waitFor();
    expect(page.url()).toContain(`#${PATHS.ngoDashboard}`);
    expectNoConsoleErrors(tracked, [/404/]);
    await tracked.context.close();
  }, 120_000);
});
