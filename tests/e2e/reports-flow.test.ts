// "Report a concern" in a real browser: a volunteer reports their partnership as a
// child-safety concern through the dialog (focus kept inside, Escape closes and gives focus back),
// every operator is emailed, an operator sees it first in the queue although an older report
// waits, investigates and resolves it, and the volunteer is emailed the outcome; a visitor reports
// a listing on /ngoList; an operator sees when a report was made, follows its link to the account
// and suspends that account from the report. The dialog and the queue are axe-clean at 1280 and 390 px, in English
// and in Hindi.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import type { Db } from '../../src/server/db/client';
import { decodeMail } from '../api/mail-decode';
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
import { preparedDataDir } from '../support/prepared-server';
import { latinWords } from '../support/hindi';
import { createOperator, signInOperator, type TestOperator } from '../support/operators';
import { pageWithCookie, serverSend } from '../support/operators-e2e';
import { loginThroughUi } from './dashboards-support';
import { PATHS } from '../../src/web/paths';
import { ngoInput, TEST_PASSWORD, volunteerInput } from '../support/factories';

let server: E2EServer;
let browser: Browser;
let operator: TestOperator;
let operatorCookie: string;
const volunteer = volunteerInput({ location: 'Pune' });
const ngo = ngoInput({ ngoName: `Asha Learning ${Date.now().toString(36)}` });
const LISTING_NAME = ngo.ngoName;
/** A second volunteer, reported by the NGO, whom an operator suspends from the report. */
const reported = volunteerInput({ location: 'Pune', fullName: 'Ravi Reported' });

/** The accounts, their partnership and an older report, made before the server owns the files. */
async function prepare(db: Db) {
  operator = await createOperator(db);
  const volunteerUid = await createVolunteerAccount(db, volunteer);
  const ngoUid = await createNgoAccount(db, ngo);
  const listing = await insertListing(db, {
    name: LISTING_NAME,
    ownerUid: ngoUid,
    location: 'Pune',
    published: true,
  });
  await insertRequest(db, { volunteerUid, listingId: listing, status: 'accepted' });
  const reportedUid = await createVolunteerAccount(db, reported);
  const reportedRequest = await insertRequest(db, {
    volunteerUid: reportedUid,
    listingId: listing,
    status: 'pending',
  });
  await db.execute(sql`
    insert into reports (reporter_uid, target_kind, target_id, subject_uid, category, created_at)
    values (${ngoUid}, 'request', ${String(reportedRequest)}, ${reportedUid}, 'harassment',
            now() - interval '1 day')`);
  await db.execute(sql`
    insert into reports (target_kind, target_id, category, created_at)
    values ('listing', ${String(listing)}, 'no-show', now() - interval '2 days')`);
}

beforeAll(async () => {
  const { dataDir } = await preparedDataDir(prepare);
  server = await startServer({ dataDir });
  operatorCookie = (await signInOperator(serverSend(server), operator)).cookie;
  browser = await workerBrowser();
}, 300_000);

afterAll(async () => {
  await server?.discard();
});

/** The mails written to the server's outbox, decoded. */
function outbox() {
  const dir = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => decodeMail(fs.readFileSync(path.join(dir, f), 'utf8')));
}

function operatorPage(locale?: string): Promise<TrackedPage> {
  return pageWithCookie(browser, server, operatorCookie, locale);
}

/** axe and no sideways scroll at both widths, ending at the desktop width. */
async function checkBothWidths(page: Page) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);
  }
}

const activeText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('reporting a concern', () => {
  it(
    'a volunteer reports a partnership as child safety; an operator sees it first and resolves it',
    { timeout: 240_000 },
    async () => {
      const tracked = await openPage(browser, server.url, VIEWPORTS.desktop);
      const { page } = tracked;
      await loginThroughUi(page, 'Volunteer', volunteer.email, TEST_PASSWORD);
      // The partnership is in the dashboard's Requests section.
      await gotoRoute(page, PATHS.volunteerRequests);
      const opener = page.getByRole('button', { name: `Report a concern about ${LISTING_NAME}` });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Report a concern' });
      await dialog.waitFor();
      expect(await activeText(page)).toBe('Report a concern');
      await checkBothWidths(page);

      // Escape closes it and focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await opener.click();
      await dialog.waitFor();
      // Sending without a category says what is missing and focuses the first choice.
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText('Choose what the concern is about.').waitFor();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
        'child-safety',
      );
      // Tab stays inside the dialog: from the last button it comes round to the top.
      await dialog.getByRole('button', { name: 'Send report' }).focus();
      await page.keyboard.press('Tab');
      await expect
        .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);

      await dialog.getByRole('radio', { name: /Child safety/ }).check();
      await dialog.getByLabel('What happened? (optional)').fill('He asked a child to meet alone.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      const received = page.getByRole('dialog', { name: 'Your report was received' });
      await received.waitFor();
      expect(await activeText(page)).toBe('Your report was received');
      await checkBothWidths(page);
      await received.getByRole('button', { name: 'Close' }).click();
      await received.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expectNoConsoleErrors(tracked);
      await tracked.context.close();

      // Every operator is emailed at once (the outbox delivers it just after the answer).
      await expect.poll(() => outbox().filter((m) => m.to === operator.email).length).toBe(1);
      const urgent = outbox().filter((m) => m.to === operator.email);
      expect(urgent[0]!.subject).toMatch(/^Urgent: a child-safety concern was reported/);

      // The operator's queue: the new child-safety report before the older no-show one.
      const op = await operatorPage();
      await gotoRoute(op.page, '/operator/reports');
      const cards = op.page.getByRole('listitem').filter({ has: op.page.getByRole('article') });
      await cards.first().waitFor();
      const titles = await op.page.getByRole('article').getByRole('heading').allTextContents();
      expect(titles[0]).toMatch(/^Report \d+: Child safety$/);
      expect(titles[1]).toMatch(/^Report \d+: No-show$/);
      const first = op.page.getByRole('article').first();
      expect(await first.getByText('Urgent', { exact: true }).count()).toBe(1);
      expect(await first.textContent()).toContain('He asked a child to meet alone.');
      expect(await first.textContent()).toContain(volunteer.fullName);
      await checkBothWidths(op.page);

      const reportId = /Report (\d+)/.exec(titles[0]!)![1]!;
      await first.getByRole('button', { name: `Start investigating report ${reportId}` }).click();
      await op.page.getByText(`Report ${reportId}: investigating.`).waitFor();
      const resolveForm = op.page.getByRole('form', { name: `Resolve report ${reportId}` });
      await resolveForm.getByRole('radio', { name: 'Action taken' }).check();
      await resolveForm.getByLabel(/^Note/).fill('Account suspended; police informed.');
      await resolveForm.getByRole('button', { name: `Resolve report ${reportId}` }).click();
      await op.page
        .getByText(`Report ${reportId} resolved. The reporter was emailed the outcome.`)
        .waitFor();
      // The default view shows open and investigating reports only.
      await expect
        .poll(() => op.page.getByRole('article').getByRole('heading').allTextContents())
        .not.toContain(titles[0]);
      expectNoConsoleErrors(op);
      await op.context.close();

      const RECEIPT = 'We received the concern you reported to Setu';
      const OUTCOME = 'About the concern you reported to Setu';
      // The receipt, sent when the report was stored, then the outcome (delivered after the
      // answer). The volunteer's partnership may also bring a session reminder, by the clock.
      const aboutReports = () =>
        outbox().filter((m) => m.to === volunteer.email && [RECEIPT, OUTCOME].includes(m.subject));
      await expect.poll(() => aboutReports().length).toBe(2);
      const toVolunteer = aboutReports();
      expect(toVolunteer.map((m) => m.subject)).toContain(RECEIPT);
      const told = toVolunteer.filter((m) => m.subject !== RECEIPT);
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain('We found a problem and took action.');
      expect(told[0]!.text).not.toContain('police');
    },
  );

  it(
    'a visitor reports a listing on the NGO list and leaves an email',
    { timeout: 180_000 },
    async () => {
      const tracked = await openPage(browser, server.url, VIEWPORTS.phone);
      const { page } = tracked;
      await gotoRoute(page, '/ngoList');
      const opener = page.getByRole('button', { name: `Report a concern about ${LISTING_NAME}` });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Report a concern' });
      await dialog.waitFor();
      await dialog.getByRole('radio', { name: /Fake or misleading listing/ }).check();
      await dialog.getByLabel('Your email (optional)').fill('visitor@example.org');
      await checkBothWidths(page);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      const received = page.getByRole('dialog', { name: 'Your report was received' });
      await received.waitFor();
      expect(await received.textContent()).toContain('visitor@example.org');
      await received.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expectNoConsoleErrors(tracked);
      await tracked.context.close();

      const op = await operatorPage();
      await gotoRoute(op.page, '/operator/reports');
      await op.page.getByRole('article').first().waitFor();
      const visitorReport = op.page
        .getByRole('article')
        .filter({ hasText: 'Fake or misleading listing' })
        .filter({ hasText: 'A visitor (not signed in)' });
      expect(await visitorReport.count()).toBe(1);
      await op.context.close();
    },
  );

  it(
    'shows when a report was made, links to the account and suspends it from the report',
    { timeout: 180_000 },
    async () => {
      const op = await operatorPage();
      const { page } = op;
      await gotoRoute(page, '/operator/reports');
      const card = page
        .getByRole('article')
        .filter({ hasText: reported.fullName })
        .filter({ hasText: 'Harassment' });
      await card.waitFor();
      // Received: the date and India's time of day.
      expect(await card.textContent()).toMatch(/Received.*\d{4}, \d{1,2}:\d{2} (AM|PM)/);

      const link = card.getByRole('link', { name: `${reported.fullName} (${reported.email})` });
      expect(await link.getAttribute('href')).toBe(
        `#/operator/accounts?q=${encodeURIComponent(reported.email)}`,
      );

      const opener = card.getByRole('button', { name: `Suspend ${reported.fullName}…` });
      await opener.click();
      const reason = card.getByLabel(`Why suspend ${reported.fullName}? (required)`);
      await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
      await checkBothWidths(page);
      // No reason: said so, nothing suspended.
      await card.getByRole('button', { name: 'Suspend account' }).click();
      await card.getByText('Please give a reason.').waitFor();
      await reason.fill('Harassed the NGO in messages.');
      await card.getByRole('button', { name: 'Suspend account' }).click();
      await page
        .getByText(
          `${reported.fullName} is suspended. Their sessions ended and they were emailed the reason.`,
        )
        .waitFor();
      await card.getByText('Suspended', { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: /^Suspend/ }).count()).toBe(0);
      await checkBothWidths(page);
      await expect
        .poll(() =>
          outbox().some(
            (m) => m.to === reported.email && m.text.includes('Harassed the NGO in messages.'),
          ),
        )
        .toBe(true);

      // The link opens the accounts screen with that account searched for.
      await link.click();
      const account = page.getByRole('article').filter({ hasText: reported.email });
      await account.getByText('Suspended', { exact: true }).waitFor();
      expect(await page.getByLabel('Email or name').inputValue()).toBe(reported.email);
      expectNoConsoleErrors(op);
      await op.context.close();

      // In Hindi: the time as Hindi writes it, the badge, and the queue axe-clean.
      const hi = await operatorPage('hi-IN');
      await gotoRoute(hi.page, '/operator/reports');
      const hiCard = hi.page.getByRole('article').filter({ hasText: reported.fullName });
      await hiCard.getByText('निलंबित', { exact: true }).waitFor();
      expect(await hiCard.textContent()).toMatch(/(सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}/);
      await checkBothWidths(hi.page);
      expectNoConsoleErrors(hi);
      await hi.context.close();
    },
  );

  it(
    'speaks Hindi in the dialog and the queue, axe-clean at both widths',
    { timeout: 180_000 },
    async () => {
      const tracked = await openPage(browser, server.url, VIEWPORTS.desktop, { locale: 'hi-IN' });
      const { page } = tracked;
      await gotoRoute(page, '/ngoList');
      const card = page.locator('main li').filter({ hasText: LISTING_NAME });
      await card.getByRole('button', { name: /^चिंता बताएँ/ }).click();
      const dialog = page.getByRole('dialog', { name: 'चिंता बताएँ' });
      await dialog.waitFor();
      expect(latinWords((await dialog.textContent()) ?? '', [LISTING_NAME])).toEqual([]);
      await checkBothWidths(page);
      expectNoConsoleErrors(tracked);
      await tracked.context.close();

      const op = await operatorPage('hi-IN');
      await gotoRoute(op.page, '/operator/reports');
      await op.page.getByRole('heading', { level: 1, name: 'रिपोर्ट' }).waitFor();
      await op.page.getByRole('article').first().waitFor();
      await checkBothWidths(op.page);
      expectNoConsoleErrors(op);
      await op.context.close();
    },
  );
});
