// The whole matching loop in a real browser: a new NGO publishes its matching profile,
// a new volunteer finds it among the best matches, accepts the code of conduct and connects, the
// NGO accepts, both dashboards show the weekly session, the .ics downloads and parses, and the
// emails land in the server's outbox. Axe runs on every new screen at 1280 and 390 px.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT } from '../../src/shared/code-of-conduct';
import { connectMessage, MESSAGES, sampleConnectMessage } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
  type TrackedPage,
} from '../support/browser';
import {
  createNgo,
  createVolunteer,
  decodeMail,
  MAIL_WAIT_MS,
  routeOf,
  sharedServerAndBrowser,
  waitForAlert,
} from './accounts-support';
import { loginThroughUi, openVolunteerSection, saturdayPartnership } from './dashboards-support';

const ctx = sharedServerAndBrowser();

const suffix = crypto.randomBytes(3).toString('hex');
// A town none of the 50 sample NGOs is in, so the new NGO is the one clear best match.
const TOWN = 'Dhanbad';
const NGO_NAME = `Ujala Path ${suffix}`;
const VOLUNTEER_NAME = `Tara Mondal ${suffix}`;

async function pickOptions(page: Page, label: string, options: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const group = page.getByRole('group', { name: label, exact: true });
  for (const option of options)
    await group.getByRole('checkbox', { name: option, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function checkBothWidths(tracked: TrackedPage, prepare: () => Promise<void>) {
  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    await tracked.page.setViewportSize(viewport);
    await prepare();
    await expectAccessible(tracked.page);
    expect(await hasHorizontalScroll(tracked.page), `horizontal scroll at ${viewport.width}`).toBe(
      false,
    );
  }
  await tracked.page.setViewportSize(VIEWPORTS.desktop);
}

function outboxMails(dataDir: string) {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      return {
        to: /^To:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '',
        body: decodeMail(raw),
      };
    });
}

async function waitForMail(dataDir: string, to: string, subject: RegExp) {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mail = outboxMails(dataDir).find((m) => m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A tiny RFC 5545 reader: CRLF lines, unfolded, VEVENT properties by name. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

describe('the matching loop', () => {
  it('runs from a published profile to a weekly session in both dashboards, with calendar and emails', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, {
      ngoName: NGO_NAME,
      location: TOWN,
      contactPerson: 'Rekha Sinha',
    });
    const volunteer = await createVolunteer(
      server,
      {
        fullName: VOLUNTEER_NAME,
        location: TOWN,
        availability: ['Tuesday Evening', 'Sunday Morning'],
        languages: ['Bengali'],
        ageGroup: 'Teens',
        bio: 'Science graduate who loves experiments.',
        phone: '+91 90070 12345',
      },
      { vet: true },
    );

    // 1. The NGO publishes its matching profile in the UI.
    const ngoTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', ngo.email, ngo.password);
    const profile = ngoPage.getByRole('form', { name: 'Matching profile' });
    await profile.waitFor();
    await pickOptions(ngoPage, 'Teaching topics', ['EVS']);
    const time = profile
      .getByRole('group', { name: 'Teaching times' })
      .getByRole('listitem')
      .first();
    await time.getByLabel('Day').selectOption('Tuesday');
    await time.getByLabel('Starts').selectOption('3:00 PM');
    await time.getByLabel('Ends').selectOption('4:00 PM');
    await pickOptions(ngoPage, 'Languages of instruction', ['Bengali']);
    await profile.getByLabel('Age group').selectOption('Teens');
    await profile.getByLabel('Volunteers needed').fill('3');
    await expect(profile.getByLabel('City where you teach').inputValue()).resolves.toBe(TOWN);
    await profile.getByLabel('Address', { exact: true }).fill('12 Station Road');
    await profile.getByRole('button', { name: 'Save and publish' }).click();
    await waitForAlert(ngoPage, 'Your matching profile is published.');
    await checkBothWidths(ngoTab, async () => {
      await ngoPage.getByRole('form', { name: 'Matching profile' }).waitFor();
    });

    // It is on /ngoList and in the spec's search at once.
    await gotoRoute(ngoPage, PATHS.ngoList);
    await ngoPage
      .getByRole('list', { name: 'Partner NGOs' })
      .getByRole('heading', { name: NGO_NAME })
      .waitFor();
    await gotoRoute(ngoPage, PATHS.ngoDashboard);
    const listed = await fetch(`${server.url}/api/ngos`).then(
      (r) => r.json() as Promise<{ ngos: { name: string }[] }>,
    );
    expect(listed.ngos.slice(27).map((n) => n.name)).toContain(NGO_NAME);
    const found = await fetch(`${server.url}/api/matching?location=${TOWN}`).then(
      (r) => r.json() as Promise<{ results: { id: number; name: string; sample: boolean }[] }>,
    );
    const listing = found.results.find((r) => r.name === NGO_NAME)!;
    expect(listing.sample).toBe(false);

    // 2. The volunteer sets preferred topics on the dashboard and finds the NGO first.
    const volTab = await openPage(browser, server.url, VIEWPORTS.desktop, {
      acceptDownloads: true,
    });
    const volPage = volTab.page;
    await loginThroughUi(volPage, 'Volunteer', volunteer.email, volunteer.password);
    await openVolunteerSection(volPage, 'Preferences');
    const preferences = volPage.getByRole('form', { name: 'Matching preferences' });
    await preferences.waitFor();
    await pickOptions(volPage, 'Preferred topics', ['EVS']);
    await preferences.getByRole('button', { name: 'Save preferences' }).click();
    await waitForAlert(volPage, 'Your preferences are saved.');
    await checkBothWidths(volTab, async () => {
      await volPage.getByRole('form', { name: 'Matching preferences' }).waitFor();
    });

    await openVolunteerSection(volPage, 'Overview');
    await volPage.getByRole('link', { name: 'Start Volunteering' }).click();
    const best = volPage.getByRole('region', { name: 'Best matches for you' });
    const first = best.getByRole('listitem').first();
    await first.getByRole('heading', { name: NGO_NAME }).waitFor();
    await expect(first.getByTestId('match-reason').innerText()).resolves.toBe(
      `EVS in ${TOWN} · Tuesday 3:00 PM – 4:00 PM fits your Tuesday Evening (from 2:00 PM) · teaches in Bengali · works with teens · needs 3 more volunteers`,
    );
    await checkBothWidths(volTab, async () => {
      await best.getByRole('listitem').first().waitFor();
    });

    // 3. Connect asks for the code of conduct first; Escape closes it without accepting.
    await first.getByRole('button', { name: `Connect with ${NGO_NAME}` }).click();
    const dialog = volPage.getByRole('dialog', { name: CODE_OF_CONDUCT.title });
    await dialog.waitFor();
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    await checkBothWidths(volTab, async () => {
      await dialog.waitFor();
    });
    await volPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await first.getByRole('button', { name: `Connect with ${NGO_NAME}` }).click();
    await dialog.waitFor();
    // Focus stays in the modal: tabbing around never reaches the page behind it.
    for (let i = 0; i < 6; i++) {
      await volPage.keyboard.press('Tab');
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside).toBe(true);
    }
    await dialog.getByRole('button', { name: CODE_OF_CONDUCT.acceptLabel }).click();
    await waitForAlert(volPage, connectMessage(NGO_NAME));
    // The button says the request is out, and cannot send a second one.
    const sent = first.getByRole('button', { name: `Request sent to ${NGO_NAME}` });
    await expect(sent.getAttribute('aria-disabled')).resolves.toBe('true');

    const request = await waitForMail(server.dataDir, ngo.email, /New volunteer request/);
    expect(request.subject).toContain(VOLUNTEER_NAME);
    expect(request.body).toContain('Languages: Bengali');

    // 4. The NGO sees the request without contact details, with the code-of-conduct status.
    await ngoPage.reload();
    const answer = ngoPage.getByRole('form', { name: `Answer ${VOLUNTEER_NAME}` });
    await answer.waitFor();
    const card = ngoPage.getByRole('article', { name: VOLUNTEER_NAME });
    const cardText = await card.innerText();
    expect(cardText).toContain('Science graduate who loves experiments.');
    expect(cardText).toContain('Tuesday Evening');
    expect(cardText).not.toContain(volunteer.email);
    expect(cardText).not.toContain(volunteer.phone);
    await expect(card.getByTestId('code-of-conduct-status').innerText()).resolves.toMatch(
      new RegExp(`^Accepted the code of conduct \\(version ${CODE_OF_CONDUCT.version}\\) on `),
    );
    // The proposal comes from the overlap: Tuesday Evening ↔ Tuesday 3–4 PM, topic EVS.
    await expect(answer.getByLabel('Teaching time').inputValue()).resolves.toBe(
      'Tuesday|3:00 PM - 4:00 PM',
    );
    await expect(answer.getByLabel('Topic').inputValue()).resolves.toBe('EVS');
    await checkBothWidths(ngoTab, async () => {
      await ngoPage.getByRole('form', { name: `Answer ${VOLUNTEER_NAME}` }).waitFor();
    });
    await answer.getByRole('button', { name: `Accept ${VOLUNTEER_NAME}` }).click();
    await waitForAlert(ngoPage, `You accepted ${VOLUNTEER_NAME}.`);

    // 5. Both dashboards show the partnership; contact details appear on both sides.
    await ngoPage.getByTestId('partner-count').filter({ hasText: '1' }).waitFor();
    const partners = await ngoPage.getByRole('list', { name: 'Partner names' }).innerText();
    expect(partners).toContain(VOLUNTEER_NAME);
    const partnership = ngoPage.getByRole('region', { name: 'Partnerships', exact: true });
    await partnership.getByText(volunteer.email).waitFor();
    expect(await partnership.innerText()).toContain('EVS, every Tuesday, 3:00 PM - 4:00 PM');

    const accepted = await waitForMail(server.dataDir, volunteer.email, /accepted your request/);
    expect(accepted.body).toContain('EVS, every Tuesday, 3:00 PM - 4:00 PM');
    expect(accepted.body).toContain(ngo.email);

    await gotoRoute(volPage, PATHS.volunteerDashboard);
    const schedule = volPage.getByRole('region', { name: 'Schedule' });
    const entry = schedule.getByRole('listitem').filter({ hasText: NGO_NAME });
    await entry.waitFor();
    for (const part of ['Tuesday', '3:00 PM - 4:00 PM', 'EVS', TOWN]) {
      expect(await entry.innerText()).toContain(part);
    }
    await expect(schedule.getByText(MESSAGES.noSchedule).count()).resolves.toBe(0);

    // 6. The calendar downloads and parses.
    const [download] = await Promise.all([
      volPage.waitForEvent('download'),
      schedule.getByRole('link', { name: 'Download calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('setu-schedule.ics');
    const file = await download.path();
    const { lines, events } = parseIcs(fs.readFileSync(file!, 'utf8'));
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(events).toHaveLength(1);
    expect(events[0]!.RRULE).toBe('FREQ=WEEKLY;BYDAY=TU');
    expect(events[0]!['DTSTART;TZID=Asia/Kolkata']).toMatch(/^\d{8}T150000$/);
    expect(events[0]!.SUMMARY).toBe(`EVS at ${NGO_NAME}`);
    // The venue the NGO gave, then its town (a comma escaped, as iCalendar writes it).
    expect(events[0]!.LOCATION).toBe(`12 Station Road\\, ${TOWN}`);

    // The Requests section shows the NGO's contact details.
    await openVolunteerSection(volPage, 'Requests');
    const mine = volPage.getByRole('region', { name: 'My requests' });
    await mine.getByText(ngo.email).waitFor();
    await checkBothWidths(volTab, async () => {
      await volPage.getByRole('region', { name: 'My requests' }).waitFor();
    });
    expectNoConsoleErrors(ngoTab);
    expectNoConsoleErrors(volTab);
    await ngoTab.context.close();
    await volTab.context.close();
  }, 240_000);

  it("says on both sides that an accepted partnership waits for the volunteer's checks", async () => {
    const { server, browser } = ctx;
    const { ngo, volunteer, asNgo } = await saturdayPartnership(server, `w${suffix}`, 'Giridih', {
      vet: false,
    });
    // Held by the vetting gate: no session is planned (docs/decisions/0041-vetting-gate.md).
    const { sessions } = await asNgo<{ sessions: unknown[] }>('GET', '/api/sessions');
    expect(sessions).toEqual([]);

    const volTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const volPage = volTab.page;
    await loginThroughUi(volPage, 'Volunteer', volunteer.email, volunteer.password);
    await openVolunteerSection(volPage, 'Requests');
    const note = volPage.getByTestId('waiting-for-checks');
    await expect(note.innerText()).resolves.toMatch(
      /^Accepted, waiting for checks\. Your sessions start once these checks are complete: Safeguarding course, Identity check\.\s+Go to your checks$/,
    );
    await checkBothWidths(volTab, () => note.waitFor());
    await note.getByRole('link', { name: 'Go to your checks' }).click();
    await volPage.waitForFunction((path) => location.hash === `#${path}`, PATHS.volunteerChecks);

    const ngoTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', ngo.email, ngo.password);
    const ngoNote = ngoPage.getByTestId('waiting-for-checks');
    await expect(ngoNote.innerText()).resolves.toMatch(
      /^Accepted, waiting for checks\. Sessions start once the volunteer's checks are complete: /,
    );
    expect(await ngoNote.getByRole('link').count()).toBe(0);
    await checkBothWidths(ngoTab, () => ngoNote.waitFor());
    expectNoConsoleErrors(volTab);
    expectNoConsoleErrors(ngoTab);
    await volTab.context.close();
    await ngoTab.context.close();
  }, 120_000);

  it('sends a signed-out Connect on a registered NGO to /login and back; samples keep the message only', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, { ngoName: `Nayi Kiran ${suffix}` });
    const volunteer = await createVolunteer(server);
    // The NGO publishes through the API this time (the UI path is covered above).
    const login = await fetch(`${server.url}/api/accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ userType: 'NGO', email: ngo.email, password: ngo.password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const put = await fetch(`${server.url}/api/ngo-profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: JSON.stringify({
        topics: ['Hindi'],
        teachingTimes: [{ day: 'Friday', start: '11:00 AM', end: '12:00 PM' }],
        mode: 'in-person',
        venueAddress: '12 Station Road',
        languages: ['Hindi'],
        ageGroup: 'Children',
        location: 'Bokaro',
        volunteersNeeded: 2,
        published: true,
      }),
    });
    expect(put.status).toBe(200);

    const tab = await openPage(browser, server.url, VIEWPORTS.phone);
    const { page } = tab;
    // A sample listing: the spec's message, under the one "Sample listings" label.
    await gotoRoute(page, `${PATHS.volunteerMatching}?location=Delhi`);
    const samples = page.getByRole('region', { name: 'Sample listings' });
    await samples.getByRole('heading', { name: 'Sample listings' }).waitFor();
    const sample = samples
      .getByRole('list', { name: 'Sample listings' })
      .getByRole('listitem')
      .first();
    const sampleName = await sample.getByRole('heading').innerText();
    await sample.getByRole('button', { name: /^Connect/ }).click();
    await waitForAlert(page, sampleConnectMessage(sampleName, 1));
    expect(routeOf(page)).toBe(PATHS.volunteerMatching);

    // Near-misses under the spec's empty-result text.
    await gotoRoute(page, `${PATHS.volunteerMatching}?topic=Hindi&day=Monday&location=Bokaro`);
    await page.getByText(MESSAGES.noMatches).waitFor();
    const misses = page.getByRole('region', { name: 'Close to your search' });
    const miss = misses.getByRole('listitem').filter({ hasText: `Nayi Kiran ${suffix}` });
    await miss.waitFor();
    await expect(miss.getByTestId('near-miss-differences').innerText()).resolves.toBe(
      'not on Monday',
    );
    await expectAccessible(page);
    expect(await hasHorizontalScroll(page)).toBe(false);

    // Signed out, Connect on the registered NGO leads to /login and back here.
    await miss.getByRole('button', { name: /^Connect/ }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/login'));
    await page.getByRole('button', { name: 'Volunteer', exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill(volunteer.email);
    await page.getByLabel('Password', { exact: true }).fill(volunteer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/volunteer-matching'));
    expect(new URL(page.url()).hash).toBe(
      '#/volunteer-matching?topic=Hindi&day=Monday&location=Bokaro',
    );
    await page.getByRole('region', { name: 'Best matches for you' }).waitFor();
    await page.getByRole('region', { name: 'Close to your search' }).waitFor();
    await expectAccessible(page);
    expectNoConsoleErrors(tab);
    await tab.context.close();
  }, 120_000);
});
