// What the Hindi browser tests share: finding English left on a Hindi page, and the scripts a
// page fetched (to tell which language's catalogues reached it).
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, hasHorizontalScroll, openPhoneMenu, VIEWPORTS } from './browser';

/**
 * The Latin-script words left in a Hindi text, each once: the brand and every word of the given
 * names (people's and NGOs' names, towns, addresses) aside.
 */
export function latinWords(text: string, allowed: Iterable<string> = []): string[] {
  const words = (s: string) => s.match(/[A-Za-z]+/g) ?? [];
  const ok = new Set(['Setu', ...[...allowed].flatMap(words)]);
  return [...new Set(words(text))].filter((word) => !ok.has(word));
}

/**
 * Every script the page fetches from now on, with its text, as it arrives. A body Chromium no
 * longer holds (the page reloaded before it was read) counts as empty instead of failing the run
 * as an unhandled rejection.
 */
export function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return bodies;
}

/** The language switch: in the top bar, or in the phone menu (opened first) on a phone. */
export async function languageSwitch(page: Page) {
  await openPhoneMenu(page);
  const group = page
    .getByRole('navigation')
    .first()
    .getByRole('group', { name: /^(Language|भाषा)$/ });
  await group.waitFor();
  return {
    group,
    english: group.getByRole('button', { name: 'English', exact: true }),
    hindi: group.getByRole('button', { name: 'हिन्दी', exact: true }),
  };
}

/**
 * Switches the language with the top bar's switch, as a reader would, and waits for it (30 s
 * unless `timeout` says otherwise).
 */
export async function chooseLanguage(
  page: Page,
  language: 'English' | 'हिन्दी',
  { timeout = 30_000 }: { timeout?: number } = {},
) {
  await page
    .getByRole('navigation')
    .first()
    .getByRole('group', { name: /^(Language|भाषा)$/ })
    .getByRole('button', { name: language, exact: true })
    .click();
  const lang = language === 'English' ? 'en' : 'hi';
  await expect
    .poll(() => page.evaluate(() => document.documentElement.lang), { timeout })
    .toBe(lang);
}

/** axe and no sideways scroll at 1280 and 390 px, in English and in Hindi; ends in English. */
export async function checkBothLanguagesAndWidths(page: Page, ready: () => Promise<unknown>) {
  for (const language of ['English', 'हिन्दी'] as const) {
    await page.setViewportSize(VIEWPORTS.desktop);
    await chooseLanguage(page, language);
    await ready();
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await expectAccessible(page);
      expect(await hasHorizontalScroll(page), `sideways scroll at ${viewport.width}`).toBe(false);
    }
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await chooseLanguage(page, 'English');
}
