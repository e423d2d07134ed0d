// The volunteer dashboard's sections in a real browser: each has its address, its title and the
// current link marked in the sections' navigation; the back button returns to the section before;
// the links work from the keyboard; Requests asks an NGO the volunteer teaches with for another of
// its teaching times, and shows the times they have. Axe at 1280 and 390 px on every section, in
// English and in Hindi. Sign-ups here: 2.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import { PATHS, VOLUNTEER_SECTIONS } from '../../src/web/paths';
import { checkBothWidths, expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { languageSwitch } from '../support/hindi';
import { createNgo, createVolunteer, sharedServerAndBrowser } from './accounts-support';
import {
  loginThroughUi,
  openVolunteerSection,
  signInByApi,
  type VolunteerSectionName,
} from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');
const TOWN = 'Giridih';

/** Each section: its name in the navigation, its address, and its title before " · Setu". */
interface Section {
  name: VolunteerSectionName;
  path: string;
  title: string;
  region: string;
}
const SECTIONS: Section[] = [
  {
    name: 'Overview',
    path: PATHS.volunteerDashboard,
    title: 'Volunteer dashboard',
    region: 'Next session',
  },
  {
    name: 'Sessions',
    path: PATHS.volunteerSessions,
    title: 'Your sessions · Volunteer dashboard',
    region: 'Your sessions',
  },
  {
    name: 'Requests',
    path: PATHS.volunteerRequests,
    title: 'Your requests · Volunteer dashboard',
    region: 'My requests',
  },
  {
    name: 'Preferences',
    path: PATHS.volunteerPreferences,
    title: 'Your preferences · Volunteer dashboard',
    region: 'Matching preferences',
  },
  {
    name: 'Certificates',
    path: PATHS.volunteerCertificates,
    title: 'Your certificates · Volunteer dashboard',
    region: 'Certificates',
  },
  {
    name: 'Checks',
    path: PATHS.volunteerChecks,
    title: 'Your checks · Volunteer dashboard',
    region: 'Checks before you teach',
  },
];

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '');
const currentLink = (page: Page) =>
  page
    .getByRole('navigation', { name: /^(Dashboard sections|डैशबोर्ड के हिस्से)$/ })
    .locator('a[aria-current="page"]');

describe('the volunteer dashboard in sections', () => {
  it('gives each section an address and a title, follows the back button, and adds a second weekly time', async () => {
    const { server, browser } = ctx;
    const ngo = await createNgo(server, { ngoName: `Ujala Pathshala ${suffix}`, location: TOWN });
    const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
    const { profile } = await asNgo<{ profile: { id: number } }>('PUT', '/api/ngo-profile', {
      topics: ['Maths'],
      teachingTimes: [
        { day: 'Monday', start: '6:30 PM', end: '8:00 PM' },
        { day: 'Wednesday', start: '6:30 PM', end: '8:00 PM' },
      ],
      mode: 'in-person',
      venueAddress: '4 Station Road',
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: TOWN,
      volunteersNeeded: 1,
      published: true,
    });
    const volunteer = await createVolunteer(
      server,
      {
        fullName: `Meena Kumari ${suffix}`,
        location: TOWN,
        availability: ['Monday Evening', 'Wednesday Evening'],
      },
      { vet: true },
    );
    const asVolunteer = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
    await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
      version: CODE_OF_CONDUCT_VERSION,
    });
    const { request } = await asVolunteer<{ request: { id: number } }>(
      'POST',
      '/api/requests',
      { listingId: profile.id, time: { day: 'Monday', timeSlot: '6:30 PM - 8:00 PM' } },
      201,
    );
    await asNgo('POST', `/api/requests/${request.id}/accept`, {
      day: 'Monday',
      timeSlot: '6:30 PM - 8:00 PM',
      topic: 'Maths',
    });

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    try {
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      // The spec's route is the Overview, with the next session and what to do next.
      expect(await page.title()).toBe('Volunteer dashboard · Setu');
      await expect(currentLink(page).innerText()).resolves.toBe('Overview');
      await expect
        .poll(() => page.getByTestId('overview-next-session').innerText())
        .toContain(`Maths with Ujala Pathshala ${suffix}`);
      const todo = page.getByRole('region', { name: 'What to do next' });
      await todo
        .getByRole('link', { name: 'Ask an NGO you teach with for another teaching time' })
        .waitFor();

      // Every section: its address, its title, its card, one h1, axe at both widths.
      for (const section of SECTIONS) {
        if (section.name !== 'Overview') await openVolunteerSection(page, section.name);
        expect(hashPath(page)).toBe(section.path);
        await expect.poll(() => page.title()).toBe(`${section.title} · Setu`);
        await expect(page.locator('main h1').allInnerTexts()).resolves.toEqual([
          'Volunteer Dashboard',
        ]);
        const card = page.getByRole(section.name === 'Preferences' ? 'form' : 'region', {
          name: section.region,
          exact: true,
        });
        await checkBothWidths(page, () => card.waitFor());
      }

      // The checklist: Setu's minimum, both done (the course's quiz and the ID an operator
      // verified, so the gate let the partnership run), in words and not by colour alone.
      const checks = page.getByRole('region', { name: 'Checks before you teach' });
      await checks.getByText('All your checks are done.').waitFor();
      await expect(
        checks
          .locator('[data-check]')
          .evaluateAll((items) =>
            items.map((item) => [
              item.querySelector('h3')?.textContent,
              item.querySelector('[data-testid="check-state"]')?.textContent,
            ]),
          ),
      ).resolves.toEqual([
        ['Safeguarding course', 'Done'],
        ['Identity check', 'Done'],
      ]);

      // The back button returns to the sections before, and forward again.
      const [twoBack, oneBack] = SECTIONS.slice(-3, -1) as [Section, Section];
      await page.goBack();
      await expect.poll(() => hashPath(page)).toBe(oneBack.path);
      await expect.poll(() => currentLink(page).innerText()).toBe(oneBack.name);
      await page.goBack();
      await expect.poll(() => hashPath(page)).toBe(twoBack.path);
      await expect.poll(() => page.title()).toBe(`${twoBack.title} · Setu`);
      await page.goForward();
      await expect.poll(() => hashPath(page)).toBe(oneBack.path);

      // From the keyboard: a section's link is reached with Tab and followed with Enter.
      const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
      await nav.getByRole('link', { name: 'Overview', exact: true }).focus();
      for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        'Requests',
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => hashPath(page)).toBe(PATHS.volunteerRequests);
      await expect.poll(() => currentLink(page).innerText()).toBe('Requests');

      // Requests: the times the volunteer has with the NGO, and a request for another of them.
      const another = page.getByRole('region', { name: 'Teach another time' });
      await expect
        .poll(() => another.getByTestId('your-times').innerText())
        .toBe('Monday 6:30 PM - 8:00 PM (you teach this)');
      const send = another.getByRole('button', {
        name: `Send request to Ujala Pathshala ${suffix}`,
      });
      await send.click();
      await another.getByText('Choose a teaching time.').waitFor();
      await another
        .getByLabel(`Another teaching time with Ujala Pathshala ${suffix}`)
        .selectOption({ label: 'Wednesday 6:30 PM – 8:00 PM' });
      await send.click();
      await another
        .getByRole('status')
        .filter({
          hasText: `Request sent to Ujala Pathshala ${suffix} for Wednesday 6:30 PM – 8:00 PM.`,
        })
        .waitFor();
      await expect
        .poll(() => another.getByTestId('your-times').innerText())
        .toBe(
          'Monday 6:30 PM - 8:00 PM (you teach this)\nWednesday 6:30 PM - 8:00 PM (request sent)',
        );
      await another
        .getByText(`You have asked for every teaching time of Ujala Pathshala ${suffix}.`)
        .waitFor();
      const mine = page.getByRole('region', { name: 'My requests' });
      await mine.getByText('You asked for every Wednesday, 6:30 PM - 8:00 PM').waitFor();
      await checkBothWidths(page, () => another.waitFor());

      // The same in Hindi, section by section.
      const { hindi } = await languageSwitch(page);
      await hindi.click();
      await page.locator('html[lang="hi"]').waitFor();
      for (const path of VOLUNTEER_SECTIONS.map((name) => PATHS[name])) {
        await page.goto(`/#${path}`);
        // A fresh document: a text whose catalogue the section forgot would log an error.
        await page.reload();
        await expect.poll(() => hashPath(page)).toBe(path);
        await page.locator('main h1', { hasText: 'स्वयंसेवक डैशबोर्ड' }).waitFor();
        await expect.poll(() => page.title()).toContain('स्वयंसेवक डैशबोर्ड');
        await checkBothWidths(page, () => page.locator('main section h2').first().waitFor());
      }
      expectNoConsoleErrors(tab);
    } finally {
      await tab.context.close();
    }
    // Every section at both widths in one visit, after the volunteer's vetting the real way (the
    // course's quiz, an operator verifying the ID): longer than one page's test.
  }, 180_000);
});
