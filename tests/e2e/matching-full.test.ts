// In a real browser: an NGO whose listing is full confirms before accepting one more, the
// matching page and /ngoList mark the listing "Full", and a volunteer who withdrew twice from an NGO sees why
// a new request is refused. Axe runs on the new states at 1280 and 390 px.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT } from '../../src/shared/code-of-conduct';
import {
  FULL_DESCRIPTION,
  FULL_LABEL,
  listingFullMessage,
  listingRequestLimitMessage,
} from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import {
  createNgo,
  createVolunteer,
  sharedServerAndBrowser,
  waitForAlert,
} from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

const suffix = crypto.randomBytes(3).toString('hex');
// A town none of the sample NGOs is in.
const TOWN = 'Giridih';
const NGO_NAME = `Roshni Ghar ${suffix}`;

describe('a full listing and the request limits', () => {
  it('asks the NGO to confirm, labels the listing Full, and explains a refused request', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, { ngoName: NGO_NAME, location: TOWN });
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    const { profile } = await asNgo<{ profile: { id: number } }>('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
      mode: 'in-person',
      venueAddress: '12 Station Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: TOWN,
      volunteersNeeded: 1,
      published: true,
    });

    // Three volunteers: the first two ask to join, the third withdraws twice.
    const volunteers = [];
    for (const name of ['Asha Oraon', 'Bina Murmu', 'Chandan Soren']) {
      const v = await createVolunteer(server, { fullName: `${name} ${suffix}`, location: TOWN });
      const call = await signInByApi(server, 'Volunteer', v.email, v.password);
      await call('POST', '/api/volunteer-preferences/code-of-conduct', {
        version: CODE_OF_CONDUCT.version,
      });
      volunteers.push({ ...v, call });
    }
    const [first, second, third] = volunteers as [
      (typeof volunteers)[number],
      (typeof volunteers)[number],
      (typeof volunteers)[number],
    ];
    const connect = (v: typeof first) =>
      v.call<{ request: { id: number } }>('POST', '/api/requests', { listingId: profile.id }, 201);
    const { request: accepted } = await connect(first);
    await connect(second);
    for (let i = 0; i < 2; i++) {
      const { request } = await connect(third);
      await third.call('POST', `/api/requests/${request.id}/withdraw`);
    }
    await asNgo('POST', `/api/requests/${accepted.id}/accept`, {
      day: 'Saturday',
      timeSlot: '11:00 AM - 12:00 PM',
      topic: 'Maths',
    });

    // 1. The NGO's dashboard says the listing is full and asks before accepting one more.
    const ngoTab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const ngoPage = ngoTab.page;
    await loginThroughUi(ngoPage, 'NGO', ngo.email, ngo.password);
    const fill = ngoPage.getByTestId('listing-fill');
    await fill.waitFor();
    await expect(fill.innerText()).resolves.toContain(FULL_LABEL);
    await expect(fill.innerText()).resolves.toContain(
      'You work with 1 of the 1 volunteer you asked for.',
    );
    const answer = ngoPage.getByRole('form', { name: `Answer ${second.fullName}` });
    await answer.getByRole('button', { name: `Accept ${second.fullName}` }).click();
    const confirm = answer.getByRole('group', {
      name: new RegExp(`Accept ${second.fullName} anyway`),
    });
    await confirm.waitFor();
    await expect(confirm.innerText()).resolves.toContain(listingFullMessage(1, 1));
    const acceptAnyway = confirm.getByRole('button', {
      name: `Accept anyway ${second.fullName}`,
    });
    // Focus moves to the confirm button, which keyboard users can press at once.
    await expect(acceptAnyway.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await ngoPage.setViewportSize(viewport);
      await confirm.waitFor();
      await expectAccessible(ngoPage);
      expect(await hasHorizontalScroll(ngoPage)).toBe(false);
    }
    await ngoPage.setViewportSize(VIEWPORTS.desktop);
    // Cancel leaves the request waiting.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await answer.getByRole('button', { name: `Accept ${second.fullName}` }).click();
    await confirm.waitFor();
    await ngoPage.keyboard.press('Enter');
    await waitForAlert(ngoPage, `You accepted ${second.fullName}.`);
    const partnerships = ngoPage.getByRole('region', { name: 'Partnerships' });
    await partnerships.getByText(second.email).waitFor();
    await expect(fill.innerText()).resolves.toContain(
      'You work with 2 of the 1 volunteer you asked for.',
    );
    expectNoConsoleErrors(ngoTab);
    await ngoTab.context.close();

    // 2. The matching page labels the listing Full; the third volunteer's Connect is refused
    //    with the reason and when to try again.
    const volTab = await openPage(browser, server.url, VIEWPORTS.phone);
    const volPage = volTab.page;
    await loginThroughUi(volPage, 'Volunteer', third.email, third.password);
    await gotoRoute(volPage, `${PATHS.volunteerMatching}?location=${TOWN}`);
    const card = volPage
      .getByRole('list', { name: 'Matching NGOs' })
      .getByRole('listitem')
      .filter({ hasText: NGO_NAME });
    const label = card.getByTestId('full-label');
    await label.waitFor();
    await expect(label.textContent()).resolves.toBe(`${FULL_LABEL}: ${FULL_DESCRIPTION}`);
    await card.getByRole('button', { name: `Connect with ${NGO_NAME}` }).click();
    const refusal = await waitForAlert(volPage, `You withdrew 2 requests to ${NGO_NAME}`);
    expect(refusal).toContain(listingRequestLimitMessage(NGO_NAME, 2, 24 * 3600));
    await expectAccessible(volPage);
    expect(await hasHorizontalScroll(volPage)).toBe(false);
    // /ngoList labels it too.
    await gotoRoute(volPage, PATHS.ngoList);
    await volPage
      .getByRole('list', { name: 'Partner NGOs' })
      .getByRole('listitem')
      .filter({ hasText: NGO_NAME })
      .getByTestId('full-label')
      .waitFor();
    // The one 429 is the refused Connect, shown to the volunteer above.
    expectNoConsoleErrors(volTab, [/status of 429/]);
    await volTab.context.close();
  }, 180_000);
});
