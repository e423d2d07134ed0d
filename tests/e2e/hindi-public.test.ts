// Browser tests of the public pages in Hindi: join-us, FAQ, contact, the partner NGO
// list, login and reset-password show Hindi (no English sentence, names aside), are axe-clean at
// 1280 and 390 px in Hindi and in English, and have no sideways scroll on a phone; a volunteer
// logs in in Hindi, meeting the Hindi form of the spec's messages, and the contact form sends.
// Budget of this file, all from 127.0.0.1: 1 sign-up (of 5), 2 sign-ins (of 10), 1 feedback.
import fs from 'node:fs';
import path from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import type { Page } from 'playwright-core';
import { latinWords as latinWordsIn } from '../support/hindi';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { createVolunteer, routeOf, sharedServerAndBrowser } from './accounts-support';

const ctx = sharedServerAndBrowser();

/** Every Hindi text of the catalogues, by its message id (the English, for shared texts). */
function hindiCatalogue(): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.po')) {
        for (const item of parsePoFile(fs.readFileSync(file, 'utf8')).items) {
          if (item.msgstr[0]) texts.set(item.msgid, item.msgstr[0]);
        }
      }
    }
  };
  walk(path.resolve('src/web/locales/hi'));
  return texts;
}

const HINDI = hindiCatalogue();

/** The Hindi of a spec message (from the shared catalogue); fails when it has none. */
function hindiOf(english: string): string {
  const hindi = HINDI.get(english);
  expect(hindi, `Hindi of "${english}"`).toBeTruthy();
  return hindi!;
}

/**
 * Each route: its Hindi heading, a Hindi text further down, and English texts that must be gone.
 * The English are the old headings and sentences the page showed.
 */
const ROUTES = [
  {
    route: PATHS.joinUs,
    heading: 'इस मुहिम से जुड़िए',
    hindi: ['स्वयंसेवक के रूप में जुड़ें', 'संस्था के रूप में जुड़ें'],
    english: ['Join the Movement', 'For volunteers', 'Join as NGO'],
  },
  {
    route: PATHS.faq,
    heading: 'अक्सर पूछे जाने वाले सवाल',
    hindi: ['कोई और सवाल है?', 'हमें लिखें'],
    english: [
      'Frequently Asked Questions',
      'Still have a question?',
      'How much time do I have to give?',
    ],
  },
  {
    route: PATHS.contact,
    heading: 'संपर्क करें',
    hindi: ['सेतु के बारे में', 'हमें अपने सुझाव भेजें', 'सुझाव भेजें'],
    english: ['Contact Us', 'About Setu', 'Send us your feedback', 'Mon-Fri'],
  },
  {
    route: PATHS.ngoList,
    heading: 'हमारी साझेदार संस्थाएँ',
    hindi: ['ज़रूरी स्वयंसेवक:'],
    english: ['Our Partner NGOs', 'Volunteers needed'],
  },
  {
    route: PATHS.login,
    heading: 'लॉग इन',
    hindi: ['पासवर्ड भूल गए?', 'सेतु पर नए हैं?', 'स्वयंसेवक'],
    english: ['I am logging in as', 'Forgot Password?', 'New to Setu?', 'Volunteer'],
  },
  {
    route: PATHS.resetPassword,
    heading: 'अपना पासवर्ड बदलें',
    hindi: ['नया रीसेट लिंक मँगाएँ', 'नया लिंक भेजें'],
    english: ['Reset your password', 'Get a new reset link', 'Send a new link'],
  },
] as const;

/**
 * Latin-script words the main part of these pages may show in Hindi: the brand, the support
 * address, EVS, and on the NGO list each card's name and description (the NGO's own words).
 */
const LATIN_ALLOWED = new Set(['Setu', 'support', 'setu', 'org', 'in', 'EVS']);

/**
 * The Latin-script words left in <main>, leaving out the NGOs' own names and descriptions (the
 * card's heading and text, and the name the "Report a concern" button tells screen readers).
 */
async function latinWords(page: Page): Promise<string[]> {
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('li > h2, li > p.leading-relaxed, li button .sr-only')
      .forEach((own) => own.remove());
    return copy.innerText;
  });
  return latinWordsIn(text, LATIN_ALLOWED);
}

async function openInHindi(viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) {
  return openPage(ctx.browser, ctx.server.url, viewport, { locale: 'hi-IN' });
}

/** The page's own texts are in: its heading and, on the NGO list, the cards. */
async function showRoute(page: Page, route: string) {
  await gotoRoute(page, route);
  if (route === PATHS.ngoList) await page.locator('main ul li').first().waitFor();
}

describe('the public pages in Hindi', () => {
  it.each(Object.entries(VIEWPORTS))(
    'show Hindi, no English sentence, axe-clean and without sideways scroll at %s width',
    async (_name, viewport) => {
      const tracked = await openInHindi(viewport);
      const { page } = tracked;
      try {
        for (const { route, heading, hindi, english } of ROUTES) {
          await showRoute(page, route);
          await expect(page.locator('main h1').innerText(), route).resolves.toBe(heading);
          await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('hi');
          const main = await page.locator('main').innerText();
          for (const text of hindi) expect(main, `${route} shows "${text}"`).toContain(text);
          for (const text of english) {
            expect(main, `${route} no longer shows "${text}"`).not.toContain(text);
          }
          expect(await latinWords(page), `English words left on ${route}`).toEqual([]);
          // Not wrapped as an untranslated (English) screen.
          await expect(page.locator('main [lang="en"]').count()).resolves.toBe(0);
          expect(await hasHorizontalScroll(page), `${route} scrolls sideways`).toBe(false);
          await expectAccessible(page);
        }
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('shows the FAQ answers in Hindi, one open at a time', async () => {
    const tracked = await openInHindi(VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await showRoute(page, PATHS.faq);
      const first = page.locator('main h2 button').first();
      await first.click();
      const panel = page.getByRole('region').first();
      await expect(panel.isVisible()).resolves.toBe(true);
      await expect(panel.innerText()).resolves.toMatch(/[\u0900-\u097F]/);
      expect(await latinWords(page)).toEqual([]);
      await expectAccessible(page);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('are axe-clean in English too', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      locale: 'en-IN',
    });
    const { page } = tracked;
    try {
      for (const { route, english } of ROUTES) {
        await showRoute(page, route);
        await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
        await expect(page.locator('main').innerText()).resolves.toContain(english[0]);
        await expectAccessible(page);
      }
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('in Hindi', () => {
  let volunteer: { email: string; password: string };
  beforeAll(async () => {
    // Signed up in Hindi, as the Hindi sign-up form sends it: after login the dashboard shows the
    // account's language, which for an English account would be English.
    volunteer = await createVolunteer(ctx.server, { language: 'hi' });
  });

  it("a volunteer logs in, meeting the spec's messages in Hindi, and lands on the dashboard", async () => {
    const tracked = await openInHindi(VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await showRoute(page, PATHS.login);
      const form = page.locator('main form');
      const login = form.getByRole('button', { name: 'लॉग इन', exact: true });
      const alert = form.getByRole('alert');

      await login.click();
      await expect(alert.innerText()).resolves.toBe(hindiOf(MESSAGES.loginMissing));

      await form.getByRole('button', { name: hindiOf('Volunteer'), exact: true }).click();
      await form.getByLabel('ईमेल', { exact: true }).fill(volunteer.email);
      await form.getByLabel('पासवर्ड', { exact: true }).fill(`${volunteer.password}x`);
      await login.click();
      await alert.filter({ hasText: hindiOf(MESSAGES.invalidCredentials) }).waitFor();

      // The login page's own errors (the wrong password's 401 aside); the dashboard is not its.
      expectNoConsoleErrors(tracked, [/401/]);

      await form.getByLabel('पासवर्ड', { exact: true }).fill(volunteer.password);
      const accountRead = page.waitForResponse((res) => res.url().endsWith('/api/accounts/me'));
      await login.click();
      await page.waitForURL((url) => url.hash.startsWith(`#${PATHS.volunteerDashboard}`));
      expect(routeOf(page)).toBe(PATHS.volunteerDashboard);
      // Still Hindi once the account's language has been read.
      await accountRead;
      await page.locator('main h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    } finally {
      await tracked.context.close();
    }
  });

  it('the contact form sends feedback and thanks in Hindi', async () => {
    const tracked = await openInHindi(VIEWPORTS.desktop);
    const { page } = tracked;
    try {
      await showRoute(page, PATHS.contact);
      const form = page.locator('main form');
      await form.getByLabel('नाम', { exact: true }).fill('कविता मेनन');
      await form.getByLabel('ईमेल', { exact: true }).fill('kavita.menon@example.org');
      await form
        .getByLabel('संदेश', { exact: true })
        .fill('क्या रांची में हिन्दी में पढ़ाने वाली संस्थाएँ जुड़ेंगी?');
      const response = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
      await form.getByRole('button', { name: 'सुझाव भेजें', exact: true }).click();
      expect((await response).status()).toBe(201);
      await form
        .getByRole('alert')
        .filter({ hasText: hindiOf(MESSAGES.feedbackThanks) })
        .waitFor();
      await expect(form.getByLabel('संदेश', { exact: true }).inputValue()).resolves.toBe('');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});
