// In a real browser (docs/decisions/0048-breaks-and-health.md), on a partnership whose last two
// Saturdays were missed, made before the server starts (it owns the PGlite files), with its
// check-in sent by the real sweep: the volunteer answers the check-in from its link ("yes" is
// recorded; "take a break" shows the break form), takes a break on the Sessions page (no reason
// is refused in place, then it is saved and listed), and the NGO's dashboard lists the
// partnership at risk with its reasons and the volunteer's break. Axe at 1280 and 390 px in
// English and Hindi on each screen; the class page's pause refused over the volunteer's break.
// No sign-ups.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { teachingSessions } from '../../src/server/db/schema';
import { sendCheckIns } from '../../src/server/partnership-health/check-ins';
import { weeklyOccurrences, WEEK_MS } from '../../src/server/teaching-sessions/occurrences';
import { stillTeachingPath, PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import type { E2EServer } from '../support/e2e-server';
import { readyNgo, readyVolunteer, startPreparedServer } from '../support/prepared-server';
import { ngoInput, volunteerInput } from '../support/factories';
import { checkBothLanguagesAndWidths, chooseLanguage, latinWords } from '../support/hindi';
import { loginThroughUi } from './dashboards-support';

const NGO_NAME = 'Roshni Vidyalaya';
const VOLUNTEER_NAME = 'Tara Bose';
const ngo = ngoInput({ ngoName: NGO_NAME });
const volunteer = volunteerInput({ fullName: VOLUNTEER_NAME });

let server: E2EServer;
let browser: Browser;
let checkInId = 0;

/** The partnership, its last two Saturdays missed, and the check-in the sweep sends for them. */
async function prepare(db: Db) {
  const ngoUid = await readyNgo(db, ngo);
  const volunteerUid = await readyVolunteer(db, volunteer);
  const listing = await insertListing(db, { name: NGO_NAME, ownerUid: ngoUid });
  const now = new Date();
  const past = weeklyOccurrences(
    new Date(now.getTime() - 3 * WEEK_MS),
    'Saturday',
    '11:00 AM - 12:00 PM',
    now,
  )
    .filter((w) => w.end <= now)
    .slice(-2);
  // Accepted just before the first of them: the sessions sweep makes no other past week.
  const requestId = await insertRequest(db, {
    volunteerUid,
    listingId: listing,
    updatedAt: new Date(past[0]!.start.getTime() - 60_000),
  });
  const row = (w: { start: Date; end: Date }) => ({
    requestId,
    occurrence: w.start,
    startsAt: w.start,
    endsAt: w.end,
  });
  await db.insert(teachingSessions).values([
    { ...row(past[0]!), status: 'cancelled', cancelledBy: 'volunteer', cancelReason: 'Fever' },
    { ...row(past[1]!), attendance: 'not_held' },
  ]);
  await sendCheckIns({ db, publicUrl: 'http://localhost' }, now);
  const [checkIn] = await db.query.partnershipCheckIns.findMany({ limit: 1 });
  checkInId = checkIn!.id;
}

beforeAll(async () => {
  ({ server, browser } = await startPreparedServer(prepare));
}, 180_000);

afterAll(async () => {
  await server?.discard();
});

describe('breaks and partnership health', () => {
  it('answers the check-in, takes a break, and shows the NGO the partnership at risk and the break', async () => {
    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);

    // The email's "yes" link: recorded, and the page thanks.
    await gotoRoute(page, `${stillTeachingPath(checkInId)}?choice=yes`);
    await page
      .getByRole('status')
      .getByText('Thank you: we have noted that you can still teach.')
      .waitFor();
    const yes = page.getByRole('button', { name: 'Yes, I can still teach' });
    expect(await yes.getAttribute('aria-pressed')).toBe('true');
    await checkBothLanguagesAndWidths(page, () =>
      page.getByRole('group').getByRole('button').first().waitFor(),
    );
    // Changing one's mind to a break opens the break form on this partnership.
    await page.getByRole('button', { name: 'I would like to take a break' }).click();
    await page.getByRole('form', { name: 'Take a break' }).waitFor();

    // The Sessions page's Breaks card.
    await gotoRoute(page, PATHS.volunteerSessions);
    const card = page.getByRole('region', { name: /^(Breaks|विराम)$/ });
    await card.getByText('You are not taking a break.').waitFor();
    await card.getByRole('button', { name: 'Take a break' }).click();
    const form = card.getByRole('form', { name: 'Take a break' });
    await form.getByLabel('How long').selectOption('2');
    await form.getByRole('button', { name: 'Take the break' }).click();
    await form.getByText('Please give a reason.').waitFor();
    const reason = form.getByLabel('Reason (the NGO reads it)');
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => reason.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkBothLanguagesAndWidths(page, () => card.locator('form').waitFor());

    await reason.fill('Board exams');
    await form.getByRole('button', { name: 'Take the break' }).click();
    await card
      .getByRole('status')
      .getByText(/^Your break is saved\./)
      .waitFor();
    const item = card.getByRole('list', { name: 'Breaks' }).getByRole('listitem');
    await item.getByText(/^On a break from .+ Sessions come back on .+\.$/).waitFor();
    await item.getByText('Reason: Board exams').waitFor();
    await page.getByText('Cancelled for a break: Board exams').first().waitFor();
    await checkBothLanguagesAndWidths(page, () => card.getByRole('listitem').first().waitFor());
    expectNoConsoleErrors(tab);
    await tab.context.close();

    // The NGO: the partnership at risk with its reasons, and the volunteer's break.
    const ngoTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', ngo.email, ngo.password);
    const atRisk = ngoPage.getByRole('region', {
      name: /^(Partnerships at risk|जोखिम वाली साझेदारियाँ)$/,
    });
    const tara = atRisk.getByRole('listitem').filter({ hasText: VOLUNTEER_NAME });
    await tara.getByText('At risk').waitFor();
    await tara.getByText('1 session cancelled').waitFor();
    await tara.getByText('1 session not held').waitFor();
    const breaks = ngoPage.getByRole('region', { name: /^(Breaks|विराम)$/ });
    await breaks
      .getByRole('listitem')
      .filter({ hasText: VOLUNTEER_NAME })
      .getByText('Reason: Board exams')
      .waitFor();
    // Only the side that took a break ends it.
    expect(await breaks.getByRole('button', { name: 'End the break now' }).count()).toBe(0);
    await checkBothLanguagesAndWidths(ngoPage, () => tara.waitFor());

    await chooseLanguage(ngoPage, 'हिन्दी');
    const hindi = ngoPage.getByRole('region', { name: 'जोखिम वाली साझेदारियाँ', exact: true });
    await hindi.getByText('1 सत्र रद्द').first().waitFor();
    // Only the volunteer's name stays in Latin letters.
    expect(latinWords(await hindi.innerText(), VOLUNTEER_NAME.split(' '))).toEqual([]);
    await chooseLanguage(ngoPage, 'English');

    // The class page pauses the whole class; the volunteer's own break keeps its weeks.
    await ngoPage.getByRole('region', { name: 'Your classes' }).getByRole('link').first().click();
    const pause = ngoPage.getByRole('region', { name: /^(Pause this class|यह कक्षा रोकें)$/ });
    await pause.getByRole('button', { name: 'Pause this class' }).click();
    const pauseForm = pause.getByRole('form', { name: 'Pause this class' });
    await pauseForm.getByLabel('Reason (the volunteers read it)').fill('Diwali vacation');
    await checkBothLanguagesAndWidths(ngoPage, () => pause.locator('form').waitFor());
    await pauseForm.getByRole('button', { name: 'Pause the class' }).click();
    // Today's break overlaps the volunteer's own: refused, in words.
    await pauseForm.getByText('This partnership already has a break in those weeks.').waitFor();
    // The refusal's answer is the one error the browser logs.
    expectNoConsoleErrors(ngoTab, [/status of 409/]);
  });
});
