// Shared pieces of the public-site browser tests (each file starts its server with
// sharedServerAndBrowser, in accounts-support.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const PUBLIC_ROUTES = [
  '/',
  '/join-us',
  '/ngoList',
  '/ContactUs',
  '/SuccessStories',
  '/Faq',
  '/login',
  '/signup/volunteer',
  '/signup/ngo',
] as const;

/** The hash route the page shows, e.g. "/ngoList". */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

/** Scrolls the home page to its success stories and waits until the carousel is ready. */
export async function showCarousel(page: Page) {
  await page.locator('#success-stories').scrollIntoViewIfNeeded();
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.waitFor();
  await page
    .getByRole('button', { name: 'Go to story 1', exact: true })
    .and(page.locator('[aria-current="true"]'))
    .waitFor();
  return carousel;
}

/** Top of the success stories section relative to the viewport, in px. */
export async function successSectionTop(page: Page): Promise<number> {
  return page.locator('#success-stories').evaluate((el) => el.getBoundingClientRect().top);
}

/** Waits until the page's main heading contains the text (lazy routes render a moment later). */
export async function expectHeading(page: Page, text: string) {
  await expect
    .poll(() => page.locator('main h1').first().textContent(), { timeout: 10_000 })
    .toContain(text);
}
