// the texts of src/shared in a real browser: a Hindi reader sees option labels and
// time slots in Hindi on /volunteer-matching, a topic searched by its Hindi name ("गणित") finds
// what Maths finds, and the shared Hindi catalogue reaches Hindi readers only. Axe-clean and no
// sideways scroll at 1280 and 390 px in Hindi.
import type { Page } from 'playwright-core';
import { recordScripts } from '../support/hindi';
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

/** A text only the Hindi shared catalogue holds ("No matching NGOs found." in Hindi). */
const SHARED_HINDI_ONLY = 'कोई मेल खाती संस्था नहीं मिली';
/** One only the forms' catalogue holds ("{label} is required."): pages without a form skip it. */
const FORMS_HINDI_ONLY = 'भरना ज़रूरी है';

const status = (page: Page) => page.getByRole('region', { name: 'खोज के नतीजे' }).getByRole('status');

async function searchByUrl(page: Page, topic: string): Promise<string> {
  await gotoRoute(page, `${PATHS.volunteerMatching}?topic=${encodeURIComponent(topic)}`);
  await page.getByRole('heading', { level: 1, name: 'स्वयंसेवा के लिए संस्थाएँ खोजें' }).waitFor();
  await expect.poll(() => status(page).innerText()).toMatch(/^\d[\d,]* संस्थ/);
  return status(page).innerText();
}

describe('src/shared texts in Hindi', () => {
  it.each(Object.entries(VIEWPORTS))(
    'show option labels and time slots in Hindi on /volunteer-matching at %s width',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport, { locale: 'hi-IN' });
      const { page } = tracked;
      try {
        const scripts = recordScripts(page);
        await gotoRoute(page, PATHS.volunteerMatching);
        await page.getByRole('heading', { level: 1, name: 'स्वयंसेवा के लिए संस्थाएँ खोजें' }).waitFor();
        // On a phone the filters are folded away: their options are read all the same.
        const options = page.locator('[role=search] select option');
        await options.first().waitFor({ state: 'attached' });
        const texts = await options.allTextContents();
        expect(texts).toEqual(
          expect.arrayContaining([
            'गणित',
            'अंग्रेज़ी',
            'पर्यावरण अध्ययन',
            'शनिवार',
            'सुबह 11:00 से दोपहर 12:00',
            'शाम 4:00 से शाम 5:00',
          ]),
        );
        expect(texts.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
        await expectAccessible(page);
        expect(await hasHorizontalScroll(page)).toBe(false);
        const fetched = await Promise.all(scripts);
        expect(fetched.some((text) => text.includes(SHARED_HINDI_ONLY))).toBe(true);
        expect(fetched.filter((text) => text.includes(FORMS_HINDI_ONLY))).toEqual([]);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('finds by a topic typed in Hindi what its English value finds', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      locale: 'hi-IN',
    });
    try {
      const byEnglish = await searchByUrl(tracked.page, 'Maths');
      const byHindi = await searchByUrl(tracked.page, 'गणित');
      expect(byHindi).toBe(byEnglish);
      expect(byHindi).not.toContain('नहीं मिली');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('reach Hindi readers only: an English reader fetches no shared Hindi text', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      locale: 'en-IN',
    });
    const { page } = tracked;
    try {
      const scripts = recordScripts(page);
      await gotoRoute(page, PATHS.volunteerMatching);
      await page.getByRole('heading', { level: 1, name: 'Find NGOs to volunteer with' }).waitFor();
      const form = page.getByRole('search');
      const topics = await form
        .getByLabel('Topic', { exact: true })
        .locator('option')
        .allTextContents();
      expect(topics).toContain('Maths');
      const texts = await Promise.all(scripts);
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => text.includes(SHARED_HINDI_ONLY))).toEqual([]);
    } finally {
      await tracked.context.close();
    }
  });
});
