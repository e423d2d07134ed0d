// Cover for a cancelled session in a real browser (docs/decisions/0042-substitutes.md): the NGO
// presses "Find cover" on a session its volunteer cancelled, a volunteer who fits accepts the
// offer on their Sessions page and then sees the session with its venue, and the NGO reads who
// covers it; a session they covered before, held, gets its certificate on their Certificates
// page (docs/decisions/0028-certificates-stored-and-revoked.md, addendum). Each new card is
// axe-clean at 1280 and 390 px, in English and in Hindi. The accounts are written to the database
// before the server starts, as contact-rule-paused.test.ts does: the sign-up and vetting screens
// have their own browser tests.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { teachingSessions } from '../../src/server/db/schema';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import type { E2EServer } from '../support/e2e-server';
import {
  readyNgo,
  readyVolunteer,
  startPreparedServer,
  volunteerCancelsSessionAhead,
} from '../support/prepared-server';
import { ngoInput, TEST_PASSWORD, volunteerInput } from '../support/factories';
import { checkBothLanguagesAndWidths } from '../support/hindi';
import { loginThroughUi, openVolunteerSection } from './dashboards-support';
import type { Browser } from 'playwright-core';

const NGO_NAME = 'Nanhi Kalam Trust';
const VENUE = '4 Lake Road, Pune';
const ngo = ngoInput({ ngoName: NGO_NAME });
const own = volunteerInput({ fullName: 'Ritu Original', location: 'Pune' });
const substitute = volunteerInput({
  fullName: 'Dev Substitute',
  location: 'Pune',
  availability: ['Saturday Morning'],
  languages: ['Hindi'],
});

let server: E2EServer;
let browser: Browser;

/** A partnership teaching Saturdays at 11 AM in Pune, whose volunteer cancelled one session. */
async function prepare(db: Db) {
  const ngoUid = await readyNgo(db, ngo);
  const ownUid = await readyVolunteer(db, own);
  const substituteUid = await readyVolunteer(db, substitute);
  const listing = await insertListing(db, {
    name: NGO_NAME,
    ownerUid: ngoUid,
    location: 'Pune',
    mode: 'in-person',
    venueAddress: VENUE,
    languages: ['Hindi'],
  });
  const requestId = await insertRequest(db, { volunteerUid: ownUid, listingId: listing });
  await volunteerCancelsSessionAhead(db, requestId);
  // Three weeks ago the substitute covered a session of this class, and the NGO marked it held.
  const past = new Date(Date.now() - 21 * 86_400_000);
  await db.insert(teachingSessions).values({
    requestId,
    occurrence: past,
    startsAt: past,
    endsAt: new Date(past.getTime() + 3_600_000),
    attendance: 'held',
    coveredBy: substituteUid,
  });
}

beforeAll(async () => {
  ({ server, browser } = await startPreparedServer(prepare));
}, 180_000);

afterAll(async () => {
  await server?.discard();
});

const coverItem = (page: Page) => page.getByTestId('cover-session');

describe('cover for a cancelled session', () => {
  it(
    'the NGO finds cover, a volunteer accepts it and sees the venue, and the NGO sees who covers it',
    { timeout: 240_000 },
    async () => {
      const ngoTab = await openPage(browser, server.url, VIEWPORTS.desktop);
      const volunteerTab = await openPage(browser, server.url, VIEWPORTS.desktop);
      try {
        // The NGO's card: the cancelled session, not covered, with its one-click Find cover.
        const n = ngoTab.page;
        n.setDefaultTimeout(30_000);
        await loginThroughUi(n, 'NGO', ngo.email, TEST_PASSWORD);
        await coverItem(n).waitFor();
        expect(await coverItem(n).innerText()).toContain(
          'Cancelled by the volunteer. Not covered.',
        );
        const find = n.getByRole('button', { name: /^Find cover for / });
        // Ready in either language: the row's button.
        await checkBothLanguagesAndWidths(n, () => coverItem(n).getByRole('button').waitFor());
        await find.click();
        await n.getByText(/^Setu is asking volunteers who fit to cover /).waitFor();
        await expect.poll(() => coverItem(n).getAttribute('data-cover')).toBe('searching');
        expect(await find.count()).toBe(0);
        // The standing choice, by keyboard: a labelled checkbox.
        const always = n.getByLabel('Always look for cover when a volunteer cancels');
        await always.focus();
        await n.keyboard.press('Space');
        await expect.poll(() => always.isChecked()).toBe(true);

        // The volunteer who fits: the offer on their Sessions page, then the session is theirs.
        const v = volunteerTab.page;
        v.setDefaultTimeout(30_000);
        await loginThroughUi(v, 'Volunteer', substitute.email, TEST_PASSWORD);
        await gotoRoute(v, PATHS.volunteerSessions);
        const accept = v.getByRole('button', { name: /^Accept the session of / });
        await checkBothLanguagesAndWidths(v, () =>
          v.getByTestId('cover-offer').getByRole('button').first().waitFor(),
        );
        expect(await v.getByTestId('cover-offer').innerText()).toContain(NGO_NAME);
        await accept.click();
        await v
          .getByText(/^You cover the session of .* It is listed under Your sessions\.$/)
          .waitFor();
        // The session is theirs now, beside the one they covered three weeks ago.
        const covering = v
          .getByTestId('cover-note')
          .filter({ hasText: "You cover this session for the class's volunteer." });
        await expect.poll(() => covering.count()).toBe(2);
        expect(await v.locator('main').innerText()).toContain(VENUE);
        expect(await v.getByTestId('cover-offer').getAttribute('data-status')).toBe('accepted');

        // The NGO reads who covers it.
        await n.reload();
        await expect
          .poll(async () => (await coverItem(n).first().getAttribute('data-cover')) ?? '')
          .toBe('covered');
        expect(await coverItem(n).innerText()).toContain('Covered by Dev Substitute.');

        // The session covered before, held: its certificate, in either language.
        await openVolunteerSection(v, 'Certificates');
        const card = v.getByRole('region', { name: 'Certificates', exact: true });
        const get = card.getByRole('button', {
          name: `Get a certificate from ${NGO_NAME} (sessions you covered as a substitute)`,
        });
        // Ready in either language: the line's button (the card's name is translated).
        await checkBothLanguagesAndWidths(v, () =>
          v.getByTestId('certificate').getByRole('button').waitFor(),
        );
        expect(await card.getByTestId('certificate').innerText()).toContain(
          `${NGO_NAME} (sessions you covered as a substitute): 1 hours in 1 sessions`,
        );
        await get.click();
        const pdf = card.getByRole('link', {
          name: `Download the certificate (PDF) of ${NGO_NAME}`,
        });
        const href = (await pdf.getAttribute('href'))!;
        const download = await v.request.get(`${server.url}${href}`);
        expect(download.status()).toBe(200);
        expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
        expectNoConsoleErrors(ngoTab);
        expectNoConsoleErrors(volunteerTab);
      } finally {
        await ngoTab.context.close();
        await volunteerTab.context.close();
      }
    },
  );
});
