// Browser tests of the success stories carousel (spec §2, §9; WAI-ARIA carousel pattern; README → The specification).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STORIES } from '../../src/shared/stories';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import { sharedServerAndBrowser } from './accounts-support';
import { showCarousel } from './public-support';

const ctx = sharedServerAndBrowser();

/** Labels ("3 of 15") of the slides wholly inside the carousel's viewport, left to right. */
function visibleSlides(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector('[aria-roledescription="carousel"]')!;
    const slides = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const viewport = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
    return slides
      .map((slide) => ({
        label: slide.getAttribute('aria-label')!,
        box: slide.firstElementChild!.getBoundingClientRect(),
      }))
      .filter(
        ({ box }) =>
          box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1,
      )
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });
}

const currentDot = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"] button[aria-current="true"]')
    .getAttribute('aria-label');

describe('success stories carousel', () => {
  it.each([
    [1280, 3],
    [1000, 2],
    [700, 1],
  ])('at %i px shows %i slides', async (width, count) => {
    const tracked = await openPage(ctx.browser, ctx.server.url, { width, height: 900 });
    try {
      await gotoRoute(tracked.page, '/');
      await showCarousel(tracked.page);
      const expected = Array.from({ length: count }, (_, i) => `${i + 1} of 15`);
      await expect.poll(() => visibleSlides(tracked.page)).toEqual(expected);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('follows the WAI-ARIA carousel pattern with the 15 stories', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      const carousel = await showCarousel(page);
      await expect(carousel.getAttribute('aria-label')).resolves.toBe('Success stories');
      const slides = carousel.locator('[role="group"][aria-roledescription="slide"]');
      await expect(slides.count()).resolves.toBe(15);
      for (let i = 0; i < 15; i++) {
        await expect(slides.nth(i).getAttribute('aria-label')).resolves.toBe(`${i + 1} of 15`);
        await expect(slides.nth(i).textContent()).resolves.toContain(STORIES[i]!.title.message!);
      }
      await expect(carousel.getByRole('button', { name: 'Previous story' }).count()).resolves.toBe(
        1,
      );
      await expect(carousel.getByRole('button', { name: 'Next story' }).count()).resolves.toBe(1);
      for (let i = 1; i <= 15; i++) {
        await expect(
          carousel.getByRole('button', { name: `Go to story ${i}`, exact: true }).count(),
        ).resolves.toBe(1);
      }
      expect(await currentDot(page)).toBe('Go to story 1');
    } finally {
      await tracked.context.close();
    }
  });

  it('loops both ways with the arrows and jumps with the dots', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      const carousel = await showCarousel(page);
      await expect.poll(() => visibleSlides(page)).toEqual(['1 of 15', '2 of 15', '3 of 15']);

      await carousel.getByRole('button', { name: 'Previous story' }).click();
      await expect.poll(() => visibleSlides(page)).toEqual(['15 of 15', '1 of 15', '2 of 15']);
      expect(await currentDot(page)).toBe('Go to story 15');

      await carousel.getByRole('button', { name: 'Next story' }).click();
      await expect.poll(() => visibleSlides(page)).toEqual(['1 of 15', '2 of 15', '3 of 15']);

      await carousel.getByRole('button', { name: 'Go to story 14', exact: true }).click();
      await expect.poll(() => visibleSlides(page)).toEqual(['14 of 15', '15 of 15', '1 of 15']);
      expect(await currentDot(page)).toBe('Go to story 14');
      await carousel.getByRole('button', { name: 'Next story' }).click();
      await carousel.getByRole('button', { name: 'Next story' }).click();
      await expect.poll(() => visibleSlides(page)).toEqual(['1 of 15', '2 of 15', '3 of 15']);
      expect(await currentDot(page)).toBe('Go to story 1');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('is operable by keyboard: Tab to the buttons, Enter, and arrow keys inside the carousel', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      const carousel = await showCarousel(page);
      const next = carousel.getByRole('button', { name: 'Next story' });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => currentDot(page)).toBe('Go to story 2');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => currentDot(page)).toBe('Go to story 3');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => currentDot(page)).toBe('Go to story 15');
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(focused).toBe('Go to story 15');
      await page.keyboard.press('Space');
      await expect.poll(() => visibleSlides(page)).toEqual(['15 of 15', '1 of 15', '2 of 15']);
    } finally {
      await tracked.context.close();
    }
  });

  it('moves one slide in about 500 ms when motion is allowed, and never by itself', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      reducedMotion: 'no-preference',
    });
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      const carousel = await showCarousel(page);
      // No autoplay: nothing moves while the user does nothing.
      await page.waitForTimeout(1500);
      expect(await visibleSlides(page)).toEqual(['1 of 15', '2 of 15', '3 of 15']);

      // Time from the click until the second slide stands within 1 px of the first one's place.
      const measure = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const slides = document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]');
            const target = slides[0]!.getBoundingClientRect().left;
            const second = slides[1]!;
            const button = document.querySelector<HTMLButtonElement>(
              'button[aria-label="Next story"]',
            )!;
            let arrived = 0;
            const started = performance.now();
            const frame = () => {
              const off = Math.abs(second.getBoundingClientRect().left - target);
              if (off >= 1) arrived = 0;
              else if (!arrived) arrived = performance.now();
              if (performance.now() - started > 5000)
                resolve(arrived ? arrived - started : Infinity);
              else requestAnimationFrame(frame);
            };
            button.click();
            requestAnimationFrame(frame);
          }),
      );
      const ms = await measure;
      // The slide animates (not a jump) and settles. Its 500 ms speed is pinned by the unit
      // test of slide-speed.ts: a shared machine only ever makes frames slower, so only the
      // lower bound is safe to assert here (speed targets live in the bench, not in tests).
      expect(ms).toBeGreaterThan(300);
      expect(ms).toBeLessThan(5000);
      await expect(
        carousel
          .getByRole('button', { name: 'Go to story 2', exact: true })
          .getAttribute('aria-current'),
      ).resolves.toBe('true');
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('is axe clean after moving, at desktop and phone widths', async () => {
    for (const viewport of Object.values(VIEWPORTS)) {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      try {
        await gotoRoute(tracked.page, '/');
        const carousel = await showCarousel(tracked.page);
        await carousel.getByRole('button', { name: 'Next story' }).click();
        await expectAccessible(tracked.page);
      } finally {
        await tracked.context.close();
      }
    }
  });
});
