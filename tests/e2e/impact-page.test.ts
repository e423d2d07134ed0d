// The public impact page in a real browser: reached from the footer, it shows the figures the
// server computed at start from known data (six partnerships, one of them in a city too small for
// rates), two SVG charts each with its table, a city with fewer than 5 partnerships without any
// percentage, and it is axe-clean without sideways scroll at 1280 and 390 px in English and
// Hindi, the Hindi page without Latin words.
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import type { Db } from '../../src/server/db/client';
import {
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  workerBrowser,
  type TrackedPage,
} from '../support/browser';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import { startServer, type E2EServer } from '../support/e2e-server';
import { preparedDataDir } from '../support/prepared-server';
import { checkBothLanguagesAndWidths, latinWords } from '../support/hindi';
import { ngoInput, volunteerInput } from '../support/factories';
import { markVolunteerVettedInDb } from '../support/vetting';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let server: E2EServer;
let browser: Browser;

/**
 * Made before the server starts (it owns the PGlite files, and computes the figures at start).
 * Pune: five partnerships accepted 60 days ago, 2 hours after their request, each with a session
 * held 3 days later (one by a substitute); one ended after 5 weeks, and one also has a session
 * not held. Mumbai: one partnership, too few for rates.
 */
async function prepare(db: Db) {
  const answered = new Date(Date.now() - 60 * DAY);
  const sent = new Date(answered.getTime() - 2 * HOUR);
  const session = async (requestId: number, starts: Date, attendance: string, by?: string) => {
    const ends = new Date(starts.getTime() + HOUR);
    await db.execute(sql`
      insert into teaching_sessions
        (request_id, occurrence, starts_at, ends_at, attendance, covered_by)
      values (${requestId}, ${starts.toISOString()}::timestamptz,
        ${starts.toISOString()}::timestamptz, ${ends.toISOString()}::timestamptz, ${attendance},
        ${by ?? null})`);
  };
  const partnership = async (listingId: number, ended: boolean) => {
    const volunteerUid = await createVolunteerAccount(db, volunteerInput());
    // Holding Setu's minimum checks, so the vetting gate's sweep at start lets it run.
    await markVolunteerVettedInDb(db, volunteerUid);
    const id = await insertRequest(db, {
      volunteerUid,
      listingId,
      status: ended ? 'ended' : 'accepted',
      createdAt: sent,
      answeredAt: answered,
      endedAt: ended ? new Date(answered.getTime() + 35 * DAY) : null,
    });
    await session(id, new Date(answered.getTime() + 3 * DAY), 'held');
    return { id, volunteerUid };
  };
  const pune = await insertListing(db, {
    name: 'Pune learning',
    ownerUid: await createNgoAccount(db, ngoInput()),
    location: 'Pune',
  });
  const mumbai = await insertListing(db, {
    name: 'Mumbai reads',
    ownerUid: await createNgoAccount(db, ngoInput()),
    location: 'Mumbai',
  });
  const first = await partnership(pune, false);
  const substitute = await partnership(pune, false);
  await session(first.id, new Date(answered.getTime() + 10 * DAY), 'not_held');
  await session(first.id, new Date(answered.getTime() + 17 * DAY), 'held', substitute.volunteerUid);
  await partnership(pune, false);
  await partnership(pune, false);
  await partnership(pune, true);
  await partnership(mumbai, false);
}

beforeAll(async () => {
  const { dataDir } = await preparedDataDir(prepare);
  [server, browser] = await Promise.all([startServer({ dataDir }), workerBrowser()]);
}, 240_000);

afterAll(async () => {
  await server?.discard();
});

describe('the impact page', () => {
  it('shows the figures with charts and tables, per city, in English and Hindi', async () => {
    const tracked: TrackedPage = await openPage(browser, server.url);
    const { page } = tracked;
    await gotoRoute(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: "Setu's impact" }).click();
    await page.getByRole('heading', { level: 1, name: "Setu's impact" }).waitFor();
    await expect.poll(() => page.title()).toBe("Setu's impact · Setu");

    const figure = (id: string) => page.getByTestId(id).textContent();
    await page.getByTestId('impact-volunteers').waitFor();
    // Five volunteers still in a partnership, and the substitute is one of them.
    expect(await figure('impact-volunteers')).toBe('5');
    expect(await figure('impact-ngos')).toBe('2');
    expect(await figure('impact-sessions')).toBe('7');
    expect(await figure('impact-hours')).toBe('7');
    expect(await figure('impact-answer')).toBe('2 hours');
    expect(await figure('impact-first-session')).toBe('3 days');
    // 7 held of 8 with a known outcome; 1 by a substitute.
    expect(await figure('impact-held-share')).toBe('88%');
    expect(await figure('impact-substitute-share')).toBe('13%');

    // The charts load as their place comes near (they are not part of the first load).
    for (const [place, name] of [
      ['impact-chart-reliability', 'What became of scheduled sessions'],
      ['impact-chart-lasting', 'Still active after 4, 8 and 12 weeks'],
    ] as const) {
      await page.getByTestId(place).scrollIntoViewIfNeeded();
      await page.getByRole('img', { name: new RegExp(`^${name} `) }).waitFor();
    }
    const sessions = page.getByRole('table', {
      name: 'Scheduled sessions of the last twelve months',
    });
    expect(await sessions.getByRole('row').nth(2).textContent()).toBe('Held by a substitute113%');
    const cohorts = page.getByRole('table', {
      name: 'Partnerships still active, by month of acceptance',
    });
    expect(await cohorts.getByRole('row').count()).toBe(2);
    // Six accepted 60 days ago: all lasted 4 weeks, one ended at 5; 12 weeks have not passed.
    expect(await cohorts.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([
      '6',
      '100%',
      '83%',
      'Not yet known',
    ]);

    // A city with one partnership: its counts, and no percentage at all.
    const choose = page.getByLabel('Show the figures for');
    expect(await choose.locator('option').allTextContents()).toEqual([
      'All of Setu',
      'Pune',
      'Mumbai',
    ]);
    await choose.selectOption('Mumbai');
    await page.getByRole('heading', { name: 'Activity in Mumbai' }).waitFor();
    expect(await figure('impact-sessions')).toBe('1');
    await page.getByTestId('impact-too-few').waitFor();
    expect(await page.locator('main').textContent()).not.toContain('%');
    await choose.selectOption('');

    await checkBothLanguagesAndWidths(page, () => page.getByTestId('impact-held-share').waitFor());

    const hindi = await openPage(browser, server.url, undefined, { locale: 'hi-IN' });
    await gotoRoute(hindi.page, '/impact');
    await hindi.page.getByRole('heading', { level: 1, name: 'सेतु का असर' }).waitFor();
    await hindi.page.getByTestId('impact-answer').waitFor();
    expect(await hindi.page.getByTestId('impact-answer').textContent()).toBe('2 घंटे');
    const main = (await hindi.page.locator('main').textContent()) ?? '';
    expect(latinWords(main)).toEqual([]);
    expectNoConsoleErrors(hindi);
    await hindi.context.close();

    expectNoConsoleErrors(tracked);
    await tracked.context.close();
  });
});
