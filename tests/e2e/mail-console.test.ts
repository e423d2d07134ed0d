// The operators' Undelivered mail screen in a real browser: an operator goes from the home page's
// "Mail given up" card to the list, sees two given-up mails and how many wait, presses Send
// again (the button shows its progress while the server answers), reads the outcome, and the
// mail leaves the server exactly once (written to its outbox folder, as a server without SMTP_URL
// sends); in Hindi the last one goes too and the empty list says so. Axe-clean at 1280 and
// 390 px in English and in Hindi.
//
// The given-up rows are written into the database before the server starts, as the other
// operator screens' tests prepare theirs: the server's delivery clock is not configurable, and
// the retries that lead there (30 s to 2 h) are driven by a test clock in
// tests/api/mail-console.test.ts instead.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { mailOutbox } from '../../src/server/db/schema';
import { MAIL_RETRY_DELAYS_MS, writeMail } from '../../src/server/mail/outbox';
import { decodeMail } from '../api/mail-decode';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  launchBrowser,
  VIEWPORTS,
} from '../support/browser';
import { startServer, type E2EServer } from '../support/e2e-server';
import { preparedDataDir } from '../support/prepared-server';
import { latinWords } from '../support/hindi';
import { createOperator, signInOperator, type TestOperator } from '../support/operators';
import { pageWithCookie, serverSend } from '../support/operators-e2e';
import { gate } from '../support/gate';

const LAST_ERROR = '550 5.1.1 Mailbox unavailable: ‹address›';
/** Written in this order, so the second is the newest and heads the list. */
const MAILS = [
  {
    kind: 'request-accepted',
    to: 'asha.rao@example.org',
    subject: 'Jyoti Kendra accepted your request',
  },
  { kind: 'confirm-email', to: 'ravi.kumar@example.org', subject: 'Confirm your email for Setu' },
] as const;

let server: E2EServer;
let browser: Browser;
let operator: TestOperator;
let cookie: string;
const ids: number[] = [];

/** The operator and two mails as the delivery leaves them after the last retry. */
async function prepare(db: Db) {
  operator = await createOperator(db);
  for (const mail of MAILS) {
    const id = (await writeMail(db, { ...mail, text: 'Hello.' }))!;
    await db
      .update(mailOutbox)
      .set({
        attempts: MAIL_RETRY_DELAYS_MS.length + 1,
        lastError: LAST_ERROR,
        failedAt: new Date(),
      })
      .where(eq(mailOutbox.id, id));
    ids.push(id);
  }
}

beforeAll(async () => {
  const { dataDir } = await preparedDataDir(prepare);
  [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
  cookie = (await signInOperator(serverSend(server), operator)).cookie;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.discard();
});

/** The mails the server wrote to DATA_DIR/outbox for `address`, decoded. */
function sentTo(address: string) {
  const dir = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => decodeMail(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to === address);
}

/** Waits until one mail to `address` is in the outbox folder, then a moment for any second. */
async function deliveredOnce(address: string) {
  await expect.poll(() => sentTo(address).length, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return sentTo(address);
}

async function checkBothWidths(page: Page) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
    expect(await hasHorizontalScroll(page), `horizontal scroll at ${viewport.width}`).toBe(false);
  }
}

const RETRY = '**/api/operator/mail/*/retry';

/** Presses the mail's button with the server's answer held back, so its progress shows. */
async function sendAgain(page: Page, card: Locator, busyText: string) {
  const held = gate();
  let answered: Promise<void> | undefined;
  await page.route(RETRY, (route) => {
    answered = held.opened.then(() => route.continue());
    return answered;
  });
  const button = card.getByRole('button');
  await button.click();
  await expect.poll(() => button.textContent()).toBe(busyText);
  await expect(button.getAttribute('aria-busy')).resolves.toBe('true');
  await expect(button.isDisabled()).resolves.toBe(true);
  held.open();
  await answered;
  await page.unroute(RETRY);
}

describe('the undelivered mail screen', () => {
  it('lists the given-up mails and sends one again, once', { timeout: 120_000 }, async () => {
    const tracked = await pageWithCookie(browser, server, cookie);
    const { page } = tracked;
    await gotoRoute(page, '/operator');
    const card = page.getByRole('listitem').filter({ hasText: 'Mail given up' });
    await card.getByText('2', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Open the undelivered mail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Undelivered mail' }).waitFor();

    const list = page.getByRole('list', { name: 'Given up, newest first' });
    await list.waitFor();
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.first().getByRole('heading').textContent()).toBe(MAILS[1].subject);
    const asha = items.filter({ hasText: MAILS[0].to });
    expect(await asha.textContent()).toContain(MAILS[0].kind);
    expect(await asha.textContent()).toContain(LAST_ERROR);
    expect(await page.getByTestId('mail-waiting').textContent()).toBe('0');

    await sendAgain(page, asha, 'Sending again…');
    const outcome = page.getByRole('status').filter({ hasText: 'is back in the queue' });
    await outcome.waitFor();
    expect(await outcome.textContent()).toBe(
      `Mail #${ids[0]} to ${MAILS[0].to} is back in the queue: Setu sends it now. If the mail server refuses it again, it is retried and may come back to this list.`,
    );
    // The outcome takes the focus: the button pressed left with its mail.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('is back in the queue');
    await expect.poll(() => items.count()).toBe(1);

    const sent = await deliveredOnce(MAILS[0].to);
    expect(sent.map((m) => m.subject)).toEqual([MAILS[0].subject]);
    expect(sentTo(MAILS[1].to)).toEqual([]);

    await checkBothWidths(page);
    expectNoConsoleErrors(tracked);
    await tracked.context.close();
  });

  it('speaks Hindi, and says so when no mail is left', { timeout: 120_000 }, async () => {
    const tracked = await pageWithCookie(browser, server, cookie, 'hi-IN');
    const { page } = tracked;
    await gotoRoute(page, '/operator/mail');
    await page.getByRole('heading', { level: 1, name: 'न पहुँचे ईमेल' }).waitFor();
    const items = page
      .getByRole('list', { name: 'भेजना छोड़े गए ईमेल, सबसे नए पहले' })
      .getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    const main = (await page.locator('main').textContent()) ?? '';
    // The mail's own words (address, subject, kind, the server's error) stay as they are.
    expect(latinWords(main, [MAILS[1].to, MAILS[1].subject, MAILS[1].kind, LAST_ERROR])).toEqual(
      [],
    );
    await checkBothWidths(page);

    await sendAgain(page, items.first(), 'दोबारा भेजा जा रहा है…');
    const outcome = page.getByRole('status').filter({ hasText: 'फिर से कतार में है' });
    await outcome.waitFor();
    expect(await outcome.textContent()).toContain(`ईमेल #${ids[1]}`);
    await page
      .getByText('किसी ईमेल को भेजना छोड़ा नहीं गया है: हर ईमेल पहुँच गया है या उसे भेजने की कोशिश अभी जारी है।')
      .waitFor();
    await deliveredOnce(MAILS[1].to);
    await checkBothWidths(page);
    expectNoConsoleErrors(tracked);
    await tracked.context.close();
  });
});
