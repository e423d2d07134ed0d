// Browser tests of the language foundation at 1280 and 390 px: a browser that prefers
// Hindi gets the home page in Hindi; the switch in the top bar (in the menu on phones) changes the
// page at once, without a reload, and back; the choice survives a reload; typed form input
// survives a switch; Hindi texts reach only Hindi readers. No sign-ups here.
import type { Page } from 'playwright-core';
import { languageSwitch, recordScripts } from '../support/hindi';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/web/paths';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { sharedServerAndBrowser } from './accounts-support';

const ctx = sharedServerAndBrowser();

const HINDI_HEADING = 'बच्चे और उसके उजले भविष्य के बीच का पुल बनिए';
const ENGLISH_HEADING = 'Be the bridge between a child and a brighter future';
const HINDI_TITLE = 'सेतु — स्वयंसेवक और संस्थाएँ, मिलकर बच्चों की पढ़ाई के लिए';
const ENGLISH_TITLE = 'Setu — volunteers and NGOs teaching children together';
/** A text only the Hindi catalogue of the layout holds ("Skip to content"). */
const HINDI_ONLY = 'सीधे मुख्य सामग्री पर जाएँ';

/** Latin-script words a Hindi page may show: the brand, the switch, the email address, EVS. */
const LATIN_ALLOWED = new Set(['Setu', 'English', 'support', 'setu', 'org', 'in', 'X', 'EVS']);

async function expectLanguage(page: Page, lang: 'en' | 'hi') {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** The texts of the scripts index.html's route-preload script asked for before the app ran. */
async function preloadedTexts(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href),
  );
  return Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()));
}

describe('a browser that prefers Hindi', () => {
  it.each(Object.entries(VIEWPORTS))(
    'gets the home page in Hindi at %s width, accessible and without sideways scroll',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport, { locale: 'hi-IN' });
      const { page } = tracked;
      try {
        const scripts = recordScripts(page);
        await gotoRoute(page, '/');
        await expect(page.locator('main h1').innerText()).resolves.toBe(HINDI_HEADING);
        await expectLanguage(page, 'hi');
        await expect.poll(() => page.title()).toBe(HINDI_TITLE);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);

        // The stories load in Hindi with the carousel.
        await page.locator('#success-stories').scrollIntoViewIfNeeded();
        const carousel = page.getByRole('region', { name: 'सफलता की कहानियाँ' });
        await expect
          .poll(() => carousel.getByRole('heading', { level: 3 }).first().textContent())
          .toBe('स्टेशन के प्लेटफ़ॉर्म से छठी कक्षा तक');
        await expect(carousel.getByRole('button', { name: 'अगली कहानी' }).count()).resolves.toBe(1);

        // Nothing in English but names: the whole page, top bar and footer included.
        const latin = (await page.locator('body').innerText()).match(/[A-Za-z]+/g) ?? [];
        expect([...new Set(latin)].filter((word) => !LATIN_ALLOWED.has(word))).toEqual([]);

        const { english, hindi } = await languageSwitch(page);
        await expect(hindi.getAttribute('aria-pressed')).resolves.toBe('true');
        await expect(english.getAttribute('aria-pressed')).resolves.toBe('false');
        await expect(english.getAttribute('lang')).resolves.toBe('en');
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);

        const texts = await Promise.all(scripts);
        expect(texts.some((text) => text.includes(HINDI_ONLY))).toBe(true);
        // Preloaded beside the entry, not fetched after it has run.
        expect((await preloadedTexts(page)).some((text) => text.includes(HINDI_ONLY))).toBe(true);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});

describe('the language switch', () => {
  it.each(Object.entries(VIEWPORTS))(
    'changes the page at once at %s width, without a reload, and back',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport, { locale: 'hi-IN' });
      const { page } = tracked;
      try {
        await gotoRoute(page, '/');
        await expect(page.locator('main h1').innerText()).resolves.toBe(HINDI_HEADING);
        // A reload would lose this mark.
        await page.evaluate(() => Object.assign(window, { sameDocument: true }));

        let languages = await languageSwitch(page);
        await languages.english.click();
        await expect.poll(() => page.locator('main h1').innerText()).toBe(ENGLISH_HEADING);
        await expectLanguage(page, 'en');
        await expect.poll(() => page.title()).toBe(ENGLISH_TITLE);
        await expect(languages.english.getAttribute('aria-pressed')).resolves.toBe('true');
        // Focus stays on the button pressed.
        await expect(languages.english.evaluate((b) => b === document.activeElement)).resolves.toBe(
          true,
        );
        await expect(
          page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'NGOs' })
            .count(),
        ).resolves.toBe(1);

        languages = await languageSwitch(page);
        await languages.hindi.click();
        await expect.poll(() => page.locator('main h1').innerText()).toBe(HINDI_HEADING);
        await expectLanguage(page, 'hi');
        await expect.poll(() => page.title()).toBe(HINDI_TITLE);
        await expect(
          page
            .getByRole('navigation', { name: 'मुख्य' })
            .getByRole('link', { name: 'संस्थाएँ' })
            .count(),
        ).resolves.toBe(1);

        await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('remembers the choice across a reload, whatever the browser prefers', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      locale: 'en-IN',
    });
    const { page } = tracked;
    try {
      const scripts = recordScripts(page);
      await gotoRoute(page, '/');
      await expect(page.locator('main h1').innerText()).resolves.toBe(ENGLISH_HEADING);
      await expectLanguage(page, 'en');
      // An English reader fetched no Hindi text.
      expect((await Promise.all(scripts)).some((text) => text.includes(HINDI_ONLY))).toBe(false);
      expect((await preloadedTexts(page)).some((text) => text.includes(HINDI_ONLY))).toBe(false);

      await (await languageSwitch(page)).hindi.click();
      await expect.poll(() => page.locator('main h1').innerText()).toBe(HINDI_HEADING);
      await page.reload();
      await expect.poll(() => page.locator('main h1').innerText()).toBe(HINDI_HEADING);
      await expectLanguage(page, 'hi');
      await expect(page.evaluate(() => localStorage.getItem('language'))).resolves.toBe('hi');

      await (await languageSwitch(page)).english.click();
      // Remembered once shown (a choice whose texts fail to load is not kept): wait for it.
      await expect.poll(() => page.locator('main h1').innerText()).toBe(ENGLISH_HEADING);
      await page.reload();
      await expect.poll(() => page.locator('main h1').innerText()).toBe(ENGLISH_HEADING);
      await expectLanguage(page, 'en');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it.each(Object.entries(VIEWPORTS))(
    'keeps what was typed in a form at %s width',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport, { locale: 'en-IN' });
      const { page } = tracked;
      try {
        await gotoRoute(page, PATHS.login);
        const form = page.locator('main form').first();
        // By name: the labels change language with the page.
        const email = form.locator('input[name="email"]');
        const password = form.locator('input[name="password"]');
        await email.fill('meera@example.org');
        await password.fill('typed but not sent');

        await (await languageSwitch(page)).hindi.click();
        await expectLanguage(page, 'hi');
        await expect(email.inputValue()).resolves.toBe('meera@example.org');
        // The login page is translated: its form is Hindi, not wrapped as English.
        await expect(form.getByLabel('ईमेल', { exact: true }).inputValue()).resolves.toBe(
          'meera@example.org',
        );
        await expect(
          email.evaluate((input) => input.closest('[lang]')?.getAttribute('lang')),
        ).resolves.toBe('hi');
        await expect(password.inputValue()).resolves.toBe('typed but not sent');

        await (await languageSwitch(page)).english.click();
        await expectLanguage(page, 'en');
        await expect(email.inputValue()).resolves.toBe('meera@example.org');
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
