// Check-in at the venue in a real browser: the coordinator's phone shows the class's check-in
// code (QR and the same link as text); a volunteer, signed out, opens that link in a browser of
// their own, logs in, comes back and is checked in; the coordinator refreshes and sees who checked
// in and when. A changed link is refused with its message. The volunteer's online class opens
// through Setu's join page, which forwards to the meeting; the volunteer's sessions then show both
// arrivals. The class page, the check-in page and the join page are axe-clean at 1280 and 390 px,
// in English and in Hindi.
// Sign-ups here: none (the accounts are written to the database before the server starts).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { teachingSessions } from '../../src/server/db/schema';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import type { E2EServer } from '../support/e2e-server';
import { readyNgo, readyVolunteer, startPreparedServer } from '../support/prepared-server';
import { ngoInput, volunteerInput } from '../support/factories';
import { checkBothLanguagesAndWidths, languageSwitch, latinWords } from '../support/hindi';
import { loginThroughUi } from './dashboards-support';

const ngo = ngoInput({ ngoName: 'Mill Road Learning Circle' });
const volunteer = volunteerInput({ fullName: 'Asha Verma' });
const onlineNgo = ngoInput({ ngoName: 'Evening Online School' });
const MEETING = 'https://meet.example.org/setu-check-in';
/** The sessions made before the server starts: at the venue, and online. */
const ids = { venue: 0, online: 0 };

let server: E2EServer;
let browser: Browser;

/**
 * The NGO's Saturday class at its venue, its volunteer, and a session of theirs starting in 5
 * minutes; the same volunteer's online class with another NGO, starting then too.
 */
async function prepare(db: Db) {
  const ngoUid = await readyNgo(db, ngo);
  const listing = await insertListing(db, {
    name: ngo.ngoName,
    ownerUid: ngoUid,
    teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
    venueAddress: '4 Mill Road, Pune',
  });
  const uid = await readyVolunteer(db, volunteer);
  const requestId = await insertRequest(db, { volunteerUid: uid, listingId: listing });
  const onlineUid = await readyNgo(db, onlineNgo);
  const onlineListing = await insertListing(db, {
    name: onlineNgo.ngoName,
    ownerUid: onlineUid,
    teachingTimes: [{ day: 'Sunday', start: '11:00 AM', end: '12:00 PM' }],
    mode: 'online',
    meetingLink: MEETING,
  });
  const onlineRequest = await insertRequest(db, {
    volunteerUid: uid,
    listingId: onlineListing,
    day: 'Sunday',
  });
  const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5 * 60_000);
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  for (const [key, id] of [
    ['venue', requestId],
    ['online', onlineRequest],
  ] as const) {
    const [row] = await db
      .insert(teachingSessions)
      .values({ requestId: id, occurrence: startsAt, startsAt, endsAt })
      .returning({ id: teachingSessions.id });
    ids[key] = row!.id;
  }
}

beforeAll(async () => {
  ({ server, browser } = await startPreparedServer(prepare));
}, 240_000);

afterAll(async () => {
  await server?.discard();
});

describe('check-in at the venue', () => {
  it('shows the code on the class page and checks a volunteer in from their own phone', async () => {
    // The coordinator's phone.
    const coordinator = await openPage(browser, server.url, VIEWPORTS.phone);
    const ngoPage = coordinator.page;
    await loginThroughUi(ngoPage, 'NGO', ngo.email, ngo.password);
    await gotoRoute(ngoPage, '/ngo-dashboard/classes/saturday-1100-1200');
    const ahead = ngoPage.getByRole('region', { name: 'Sessions ahead' });
    const soonest = ahead.getByTestId('session-time').first();
    await soonest.getByRole('button', { name: /^Show the check-in code of / }).click();
    // Found by test id: the regions' names change with the language.
    const panel = ngoPage.getByTestId('check-in-code').first();
    const qr = panel.getByRole('img', { name: /^Check-in code for the session of / });
    await qr.waitFor();
    await expect(qr.getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(panel.getByTestId('checked-in').innerText()).resolves.toBe(
      'Asha Verma: not checked in yet',
    );
    const link = (await panel.getByTestId('check-in-link').innerText()).trim();
    expect(link).toMatch(/\/#\/check-in\?token=/);
    // The language switch draws the sessions again: the code is opened again when it closed.
    const codeShown = async () => {
      const toggle = panel.getByRole('button').first();
      await toggle.waitFor();
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await panel.locator('img').waitFor();
    };
    await checkBothLanguagesAndWidths(ngoPage, codeShown);

    // The volunteer's own phone, signed out: the link goes by the login page and comes back.
    const own = await openPage(browser, server.url, VIEWPORTS.phone);
    const page = own.page;
    await page.goto(link);
    await page.waitForFunction((path) => location.hash.startsWith(`#${path}`), PATHS.login);
    await page.getByRole('button', { name: 'Volunteer', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill(volunteer.email);
    await page.getByLabel('Password', { exact: true }).fill(volunteer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const result = page.getByTestId('check-in-result');
    await result.getByRole('status').waitFor();
    expect(page.url()).toContain('#/check-in?token=');
    await expect(result.innerText()).resolves.toMatch(
      /^You are checked in at Mill Road Learning Circle for the session of .+, at \d{1,2}:\d{2} [AP]M\./,
    );
    await checkBothLanguagesAndWidths(page, () => result.getByRole('status').waitFor());

    // In Hindi the page is Hindi, but for the NGO's name.
    await (await languageSwitch(page)).hindi.click();
    await page.getByRole('heading', { level: 1, name: 'चेक-इन' }).waitFor();
    const hindi = await page.locator('main').innerText();
    expect(latinWords(hindi, ngo.ngoName.split(' '))).toEqual([]);
    await (await languageSwitch(page)).english.click();
    await page.getByRole('heading', { level: 1, name: 'Check in' }).waitFor();

    // A link with a changed token is refused with its message.
    await page.goto(link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await result
      .getByRole('alert')
      .filter({ hasText: 'This check-in code is not valid.' })
      .waitFor();

    // The online class: Setu's join page records the join and forwards to the meeting (answered
    // here by the test, the meeting's site being elsewhere).
    await page.route(`${MEETING}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting</title><h1>Meeting</h1>' }),
    );
    // Not gotoRoute: the join page may have forwarded before its heading is looked for.
    await page.goto(`/#/join/${ids.online}`);
    await page.waitForURL(MEETING);
    await page.getByRole('heading', { name: 'Meeting' }).waitFor();
    // The join page's refusal: a class at the venue is not joined online.
    await gotoRoute(page, `/join/${ids.venue}`);
    const joinResult = page.getByTestId('join-result');
    await joinResult
      .getByRole('alert')
      .filter({ hasText: 'This class meets at the venue: check in with the code' })
      .waitFor();
    await checkBothLanguagesAndWidths(page, () => joinResult.getByRole('alert').waitFor());
    // The volunteer's sessions say when they arrived at each.
    await gotoRoute(page, PATHS.volunteerSessions);
    const arrivals = page.getByTestId('session').getByTestId('arrival');
    await arrivals
      .filter({ hasText: /^Joined the online class at \d{1,2}:\d{2} [AP]M\./ })
      .waitFor();
    await arrivals
      .filter({ hasText: /^Checked in at the venue at \d{1,2}:\d{2} [AP]M\./ })
      .waitFor();

    // The coordinator sees who checked in and when, beside the code and under the session.
    await codeShown();
    await expect(panel.getByTestId('checked-in').innerText()).resolves.toBe(
      'Asha Verma: not checked in yet',
    );
    await panel.getByRole('button', { name: 'Refresh who checked in' }).click();
    await expect
      .poll(() => panel.getByTestId('checked-in').innerText())
      .toMatch(/^Asha Verma: checked in at \d{1,2}:\d{2} [AP]M$/);
    // In Hindi, the panel holds no English but the names and the link.
    await (await languageSwitch(ngoPage)).hindi.click();
    await ngoPage.getByRole('heading', { level: 1, name: /^कक्षा: / }).waitFor();
    await codeShown();
    await panel.getByRole('button', { name: /^चेक-इन की सूची/ }).waitFor();
    const panelText = (await panel.innerText()).replace(link, '');
    expect(latinWords(panelText, ['Asha', 'Verma'])).toEqual([]);
    await (await languageSwitch(ngoPage)).english.click();
    await gotoRoute(ngoPage, PATHS.ngoDashboard);
    await gotoRoute(ngoPage, '/ngo-dashboard/classes/saturday-1100-1200');
    await ahead
      .getByTestId('session')
      .getByTestId('arrival')
      .filter({
        hasText: /^Checked in at the venue at \d{1,2}:\d{2} [AP]M\. Attendance prefilled as held/,
      })
      .waitFor();

    expectNoConsoleErrors(coordinator);
    // The changed link's refusal is a 400 the page shows.
    expectNoConsoleErrors(own, [/400/, /409/]);
    await coordinator.context.close();
    await own.context.close();
  }, 240_000);
});
