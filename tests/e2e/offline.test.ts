// Installable and readable offline, in a real browser against the built server with the demo
// accounts (docs/decisions/0049-installable-offline.md): the manifest and its icons; a repeat
// visit the service worker controls; the volunteer's dashboard, sessions, class notes and
// certificates read with the network cut, saying from when; saving preferences or notes and
// downloading a certificate saying they need the network, keeping what was typed; the page
// refreshing itself when the network returns; sign-out emptying the kept answers, and the next
// account on the same browser seeing nothing of the first; a 401 emptying them too; Chromium's
// own installability check (tests/support/installability.ts), with no errors on / once the
// worker is active; and a new version offered with a reload. The notices and the certificates'
// message are axe-clean at 1280 and 390 px in English and Hindi.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  DEMO_HELD_WEEKS,
  DEMO_NGO,
  DEMO_NGO_EMAIL,
  DEMO_VOLUNTEER_EMAIL,
} from '../../src/server/db/seed/demo';
import { DEMO_NOTES } from '../../src/server/session-notes/demo-notes';
import { UNREACHABLE } from '../../src/web/api';
import { ANSWERS_CACHE } from '../../src/web/features/offline/cached-answers';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, openPage, VIEWPORTS } from '../support/browser';
import { demoPasswordOf, testDistDir } from '../support/e2e-server';
import { checkBothLanguagesAndWidths } from '../support/hindi';
import { installabilityErrorsOf, openInstallCheck } from '../support/installability';
import { sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, openVolunteerSection } from './dashboards-support';

// This file's server serves its own copy of the build, so a test can deploy a new worker.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-offline-dist-'));
fs.cpSync(testDistDir(), dist, { recursive: true });
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const ctx = sharedServerAndBrowser({ env: { SEED_DEMO: 'true', DIST_DIR: dist } });
let password: string;
beforeAll(async () => {
  password = await demoPasswordOf(ctx.server);
});

/** Waits until the worker is active, then reloads so that it controls the page. */
async function controlledByWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** The paths of the answers the worker keeps. */
const keptAnswers = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, ANSWERS_CACHE);

const preferences = (page: Page) => page.getByRole('form', { name: 'Matching preferences' });
const notices = (page: Page) => page.getByTestId('offline-notices');
const networkErrors = [/Failed to load resource/, /ERR_INTERNET_DISCONNECTED/];

describe('installable and readable offline', () => {
  it('has a manifest in English and Hindi, with icons a launcher can mask', async () => {
    const res = await fetch(`${ctx.server.url}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as {
      name: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.name).toBe('Setu — सेतु');
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await fetch(`${ctx.server.url}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await png.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
    const html = await (await fetch(ctx.server.url)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const csp = (await fetch(ctx.server.url)).headers.get('content-security-policy');
    expect(csp).toContain("worker-src 'self'");
    // The worker is checked for a new version on every visit, never kept from the HTTP cache.
    const worker = await fetch(`${ctx.server.url}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('reads the dashboard offline, says from when, refreshes when back; sign-out forgets; the next account sees none of it', async () => {
    const tab = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      serviceWorkers: true,
    });
    const { page, context } = tab;
    await loginThroughUi(page, 'Volunteer', DEMO_VOLUNTEER_EMAIL, password);
    await controlledByWorker(page);
    await openVolunteerSection(page, 'Preferences');
    await preferences(page).waitFor();
    await openVolunteerSection(page, 'Sessions');
    const sessions = page.getByRole('region', { name: 'Your sessions', exact: true });
    await expect
      .poll(() => sessions.getByRole('definition').first().innerText())
      .toBe(String(DEMO_HELD_WEEKS));
    // Class notes: the last class's before the next session, and those of the last one that
    // ended, opened once; then the certificates.
    const lastNotes = sessions.getByRole('region', { name: 'Notes from the last class' });
    await lastNotes.getByText(DEMO_NOTES.volunteer.covered).waitFor();
    const ended = sessions.getByRole('heading', { name: 'Sessions that have ended' }).locator('..');
    const endedItem = ended.getByTestId('session').first();
    const when = (await endedItem.locator('p').first().innerText()).split(' · ')[0]!;
    const notesButton = endedItem.getByRole('button', { name: `Session notes for ${when}` });
    await notesButton.click();
    const noteForm = endedItem.getByRole('form', { name: 'Edit your notes' });
    const covered = noteForm.getByLabel('What was covered');
    await expect.poll(() => covered.inputValue()).toBe(DEMO_NOTES.volunteer.covered);
    await openVolunteerSection(page, 'Certificates');
    const certificate = page.getByTestId('certificate').first();
    const download = certificate.getByRole('link', { name: /^Download the certificate \(PDF\)/ });
    await download.waitFor();
    const certificateText = await certificate.innerText();
    await openVolunteerSection(page, 'Sessions');
    await lastNotes.getByText(DEMO_NOTES.volunteer.covered).waitFor();
    const kept = await keptAnswers(page);
    expect(kept).toContain('/api/volunteer/dashboard');
    expect(kept).toContain('/api/sessions');
    expect(kept).toContain('/api/certificates');
    expect(kept.filter((path) => path.startsWith('/api/session-notes/sessions/'))).toHaveLength(2);
    // Only the listed answers: never who is signed in, nor any other.
    expect(kept.filter((path) => path.startsWith('/api/accounts'))).toEqual([]);

    // The network is cut: the same screen opens again from what was kept.
    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => sessions.getByRole('definition').first().innerText())
      .toBe(String(DEMO_HELD_WEEKS));
    await notices(page).getByText('You are offline.').waitFor();
    await expect
      .poll(() => notices(page).innerText())
      .toMatch(/This page shows what Setu last sent you, as of \d{1,2} \w{3} \d{4}, /);
    await checkBothLanguagesAndWidths(page, () =>
      notices(page).getByRole('status').first().waitFor(),
    );

    // The class notes read offline; saving them needs the network, says so, keeps the typing.
    await lastNotes.getByText(DEMO_NOTES.volunteer.covered).waitFor();
    await expect(lastNotes.innerText()).resolves.toContain(DEMO_NOTES.ngo.covered);
    await notesButton.click();
    await expect.poll(() => covered.inputValue()).toBe(DEMO_NOTES.volunteer.covered);
    const typedNotes = 'Thirds with paper strips, written on the bus.';
    await covered.fill(typedNotes);
    await noteForm.getByRole('button', { name: 'Save notes' }).click();
    await noteForm.getByText(UNREACHABLE).waitFor();
    expect(await covered.inputValue()).toBe(typedNotes);

    // The certificates too, with the "as of" notice; a download needs the network and says so.
    await openVolunteerSection(page, 'Certificates');
    await expect.poll(() => certificate.innerText()).toBe(certificateText);
    await expect.poll(() => notices(page).innerText()).toMatch(/as of \d{1,2} \w{3} \d{4}, /);
    await download.click();
    const certificates = page.getByRole('region', { name: 'Certificates', exact: true });
    await certificates.getByText(UNREACHABLE).waitFor();
    // In Hindi too: the message is in the dashboards' shared catalogue.
    await checkBothLanguagesAndWidths(page, async () => {
      const hindi = (await page.evaluate(() => document.documentElement.lang)) === 'hi';
      // The card's name is in Hindi too: the message is looked for on the screen.
      await page
        .getByRole('main')
        .getByText(hindi ? 'सेतु से संपर्क नहीं हो सका।' : UNREACHABLE, { exact: !hindi })
        .waitFor();
    });

    // An action needs the network: it says so, and what was typed stays.
    await openVolunteerSection(page, 'Preferences');
    const ageGroup = preferences(page).getByLabel('Age group');
    // The form shows once its answer is read (from the worker's copy here): wait for it before
    // reading its options, which evaluateAll would otherwise find none of.
    await ageGroup.waitFor();
    const choices = await ageGroup
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
      );
    const before = await ageGroup.inputValue();
    const typed = choices.find((value) => value !== before)!;
    await ageGroup.selectOption(typed);
    await preferences(page).getByRole('button', { name: 'Save preferences' }).click();
    await preferences(page)
      .getByText('Could not reach Setu. Check your connection and try again.')
      .waitFor();
    expect(await ageGroup.inputValue()).toBe(typed);

    // Back online: the notice goes and the screen asks the server again by itself.
    const refreshed = page.waitForResponse((res) =>
      res.url().includes('/api/volunteer-preferences'),
    );
    await context.setOffline(false);
    await refreshed;
    await expect.poll(() => notices(page).count()).toBe(0);

    // Signing out forgets every kept answer.
    await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
    await page.waitForFunction(() => location.hash === '#/');
    await expect.poll(() => keptAnswers(page)).toEqual([]);

    // Another account on the same browser keeps only its own answers, and offline the first
    // account's dashboard shows nothing of it.
    await loginThroughUi(page, 'NGO', DEMO_NGO_EMAIL, password);
    await page.getByText(DEMO_NGO.ngoName).first().waitFor();
    const ngoKept = await keptAnswers(page);
    expect(ngoKept).toContain('/api/ngo/dashboard');
    expect(ngoKept.filter((path) => path.startsWith('/api/volunteer'))).toEqual([]);
    // Offline, the volunteer's answer is not there to be read: the worker has nothing to give.
    await context.setOffline(true);
    const unreachable = await page.evaluate(() =>
      fetch('/api/volunteer/dashboard').then(
        (res) => `answered ${res.status}`,
        () => 'unreachable',
      ),
    );
    expect(unreachable).toBe('unreachable');
    await context.setOffline(false);

    // A session ended elsewhere (its cookie gone): the first 401 forgets the kept answers.
    await context.clearCookies();
    await page.evaluate((path) => (location.hash = path), PATHS.ngoDashboard);
    await page.reload();
    await expect.poll(() => keptAnswers(page)).toEqual([]);
    expectNoConsoleErrors(tab, [...networkErrors, /401/]);
    await context.close();
  });

  it('Chromium would install it, with no installability errors on / once the worker is active; a new version is offered with a reload, the old tab working until then', async () => {
    // The full browser on a profile of its own (tests/support/installability.ts); the same page
    // then goes on to the update, so the worker's precache is paid once.
    const check = await openInstallCheck(ctx.server.url);
    onTestFinished(() => check.close());
    const { tab } = check;
    const { page } = tab;
    // The check finds errors where there are some: a page without a manifest (in a page of its
    // own, whose missing favicon the tracked page's console does not hear of).
    const bare = await check.context.newPage();
    await bare.goto('/api/health');
    expect(await check.errorsOf(bare)).toContain('no-manifest');
    await bare.close();
    expect(await installabilityErrorsOf(check, `${ctx.server.url}/`)).toEqual([]);
    await controlledByWorker(page);
    // The next deployment: a worker whose script differs.
    const worker = path.join(dist, 'sw.js');
    fs.appendFileSync(worker, '\n// the next version\n');
    for (const compressed of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(dist, compressed));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = notices(page);
    await prompt.getByText('A new version of Setu is ready.').waitFor();
    await checkBothLanguagesAndWidths(page, () => prompt.getByRole('button').waitFor());
    // The old version's chunks are still served to this tab: another page opens.
    await page.evaluate(() => (location.hash = '#/Faq'));
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: /FAQ|Frequently/i })
      .waitFor();
    // The reload can finish before the click's promise returns on a busy host, so the wait
    // starts first.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.locator('main h1').first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active && !registration.waiting);
        }),
      )
      .toBe(true);
    await expect.poll(() => prompt.count()).toBe(0);
    expectNoConsoleErrors(tab);
  });
});
