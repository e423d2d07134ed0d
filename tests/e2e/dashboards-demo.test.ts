// The spec's sample dashboards as demo accounts (spec §2, §9; README → The specification), on a server started with
// SEED_DEMO=true, signed in through the login page with the password the start-up printed; and
// the "Demo" label their listing carries for everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DEMO_NEEDS,
  DEMO_NGO,
  DEMO_NGO_EMAIL,
  DEMO_SESSION,
  DEMO_VOLUNTEER,
  DEMO_VOLUNTEER_EMAIL,
} from '../../src/server/db/seed/demo';
import { DEMO_LABEL, MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  workerBrowser,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { demoPasswordOf, startServer, type E2EServer } from '../support/e2e-server';
import { loginThroughUi } from './dashboards-support';

let server: E2EServer;
let browser: Browser;
let password: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { SEED_DEMO: 'true' } }),
    workerBrowser(),
  ]);
  password = await demoPasswordOf(server);
});
afterAll(async () => {
  await server?.discard();
});

describe('demo accounts', () => {
  it("the demo volunteer's dashboard shows the sample schedule entry", async () => {
    const tracked = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
      await expect(page.getByTestId('user-label').innerText()).resolves.toBe(
        DEMO_VOLUNTEER.fullName,
      );
      const schedule = page.getByRole('region', { name: 'Schedule' });
      const entries = await schedule.getByRole('listitem').allInnerTexts();
      expect(entries).toHaveLength(1);
      for (const part of [
        DEMO_NGO.ngoName,
        DEMO_SESSION.day,
        DEMO_SESSION.timeSlot,
        DEMO_SESSION.topic,
        'Ranchi',
      ]) {
        expect(entries[0]).toContain(part);
      }
      await expect(schedule.getByText(MESSAGES.noSchedule).count()).resolves.toBe(0);
      await expectAccessible(page);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))(
    "the demo NGO's dashboard shows 15 partners and the needs Books, Volunteers and Funds (%s)",
    async (_name, viewport) => {
      const tracked = await openPage(browser, server.url, viewport);
      const { page } = tracked;
      try {
        await loginThroughUi(page, 'NGO', DEMO_NGO_EMAIL, password);
        await expect(page.getByTestId('user-label').innerText()).resolves.toBe(DEMO_NGO.ngoName);
        await expect(page.getByTestId('partner-count').innerText()).resolves.toBe('15');
        const names = await page
          .getByRole('list', { name: 'Partner names' })
          .getByRole('listitem')
          .allInnerTexts();
        expect(names).toHaveLength(15);
        expect(names).toContain(DEMO_VOLUNTEER.fullName);
        const needs = page.getByRole('region', { name: 'Needs' });
        for (const label of DEMO_NEEDS)
          await needs.getByRole('button', { name: `Remove ${label}` }).waitFor();
        await expect(needs.getByRole('listitem').count()).resolves.toBe(3);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it.each(Object.entries(VIEWPORTS))(
    'a visitor sees the demo NGO labelled Demo on the NGO list and in matching (%s)',
    async (_name, viewport) => {
      const tracked = await openPage(browser, server.url, viewport);
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.ngoList);
        const cards = page.getByRole('list', { name: 'Partner NGOs' }).getByRole('listitem');
        const demoCard = cards.filter({ hasText: DEMO_NGO.ngoName });
        await demoCard.getByText(DEMO_LABEL, { exact: true }).waitFor();
        // Only the demo NGO carries it.
        await expect(
          cards.filter({ has: page.getByText(DEMO_LABEL, { exact: true }) }).count(),
        ).resolves.toBe(1);
        await expectAccessible(page);

        await gotoRoute(page, `${PATHS.volunteerMatching}?location=Ranchi`);
        const result = page
          .getByRole('list', { name: 'Matching NGOs' })
          .getByRole('article', { name: DEMO_NGO.ngoName });
        await result.getByText(DEMO_LABEL, { exact: true }).waitFor();
        await expect(result.getByText(DEMO_LABEL, { exact: true }).isVisible()).resolves.toBe(true);
        await expect(hasHorizontalScroll(page)).resolves.toBe(false);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
