// Browser tests of the public site's pages, layout and navigation.
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../src/shared/messages';
import {
  expectAccessible,
  expectNoConsoleErrors,
  gotoRoute,
  hasHorizontalScroll,
  openPage,
  VIEWPORTS,
} from '../support/browser';
import {
  expectHeading,
  PUBLIC_ROUTES,
  routeOf,
  showCarousel,
  successSectionTop,
} from './public-support';
import { sharedServerAndBrowser } from './accounts-support';

const ctx = sharedServerAndBrowser();

describe('every public route', () => {
  it.each(Object.entries(VIEWPORTS))(
    'renders with no console error, no horizontal scroll and no axe violation at %s width',
    async (_name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport);
      const { page } = tracked;
      try {
        for (const route of PUBLIC_ROUTES) {
          await gotoRoute(page, route);
          expect(routeOf(page)).toBe(route);
          await expect(page.locator('main h1').first().isVisible()).resolves.toBe(true);
          if (route === '/') await showCarousel(page);
          if (route === '/ngoList')
            await page.getByRole('list', { name: 'Partner NGOs' }).waitFor();
          expect(await hasHorizontalScroll(page), `horizontal scroll on ${route}`).toBe(false);
          await expectAccessible(page);
        }
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );

  it('has no horizontal scroll at 320 px either', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, { width: 320, height: 640 });
    try {
      for (const route of PUBLIC_ROUTES) {
        await gotoRoute(tracked.page, route);
        if (route === '/') await showCarousel(tracked.page);
        expect(await hasHorizontalScroll(tracked.page), `horizontal scroll on ${route}`).toBe(
          false,
        );
      }
    } finally {
      await tracked.context.close();
    }
  });

  it('answers an unknown route with a page-not-found page', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    try {
      await gotoRoute(tracked.page, '/no-such-page');
      await expect(tracked.page.locator('main h1').textContent()).resolves.toBe('Page not found');
      await tracked.page.getByRole('link', { name: 'Back to the home page' }).click();
      await tracked.page.waitForFunction(() => location.hash === '#/');
    } finally {
      await tracked.context.close();
    }
  });
});

describe('top bar', () => {
  it.each([
    ['Setu', '/', 'Be the bridge'],
    ['Home', '/', 'Be the bridge'],
    ['NGOs', '/ngoList', 'Our Partner NGOs'],
    ['Contact Us', '/ContactUs', 'Contact Us'],
    ['FAQs', '/Faq', 'Frequently Asked Questions'],
    ['Login', '/login', 'Login'],
  ])('link %s goes to %s', async (name, route, heading) => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, route === '/Faq' ? '/join-us' : '/Faq');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForFunction((r) => location.hash === `#${r}`, route);
      await expectHeading(page, heading);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('marks the current page and styles Login as a button-like link', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    try {
      await gotoRoute(tracked.page, '/ngoList');
      const nav = tracked.page.getByRole('navigation', { name: 'Main' });
      await expect(
        nav.getByRole('link', { name: 'NGOs' }).getAttribute('aria-current'),
      ).resolves.toBe('page');
      await expect(
        nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
      ).resolves.toBeNull();
      const login = nav.getByRole('link', { name: 'Login' });
      await expect(login.getAttribute('href')).resolves.toBe('#/login');
    } finally {
      await tracked.context.close();
    }
  });

  it('Success Stories scrolls to the section, from another page and again on the home page', async () => {
    // Smooth scrolling here: the user has no reduced-motion preference.
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
      reducedMotion: 'no-preference',
    });
    const { page } = tracked;
    try {
      await gotoRoute(page, '/Faq');
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Success Stories' });
      await link.click();
      await page.waitForFunction(() => location.hash === '#/');
      await expect.poll(() => successSectionTop(page)).toBeLessThan(100);
      expect(await successSectionTop(page)).toBeGreaterThanOrEqual(0);
      await page.getByRole('region', { name: 'Success stories', exact: true }).waitFor();

      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      expect(await successSectionTop(page)).toBeGreaterThan(400);
      await link.click();
      await expect.poll(() => successSectionTop(page)).toBeLessThan(100);
      expect(await successSectionTop(page)).toBeGreaterThanOrEqual(0);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('phone menu', () => {
  it('opens the links, closes on navigation and on Escape', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      const menu = page.getByRole('button', { name: 'Menu' });
      const ngos = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'NGOs' });
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(ngos.isVisible()).resolves.toBe(false);
      const controls = await menu.getAttribute('aria-controls');
      expect(controls).toBeTruthy();

      await menu.click();
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.locator(`[id="${controls}"]`).isVisible()).resolves.toBe(true);
      for (const name of ['Home', 'NGOs', 'Success Stories', 'Contact Us', 'FAQs', 'Login']) {
        const link = page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name, exact: true });
        await expect(link.isVisible(), name).resolves.toBe(true);
      }
      await expectAccessible(page);
      expect(await hasHorizontalScroll(page)).toBe(false);

      await ngos.click();
      await page.waitForFunction(() => location.hash === '#/ngoList');
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(ngos.isVisible()).resolves.toBe(false);

      await menu.click();
      await expect(ngos.isVisible()).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(ngos.isVisible()).resolves.toBe(false);
      await expect(menu.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('footer', () => {
  it.each([
    ['Home', '/', 'Be the bridge'],
    ['NGO Registration', '/signup/ngo', 'NGO registration'],
    ['Volunteer Registration', '/signup/volunteer', 'Volunteer registration'],
    ['FAQ', '/Faq', 'Frequently Asked Questions'],
  ])('link %s goes to %s', async (name, route, heading) => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/ContactUs');
      await page.locator('footer').getByRole('link', { name, exact: true }).click();
      await page.waitForFunction((r) => location.hash === `#${r}`, route);
      await expectHeading(page, heading);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('Success Stories goes home and scrolls to the section', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/join-us');
      await page.locator('footer').getByRole('link', { name: 'Success Stories' }).click();
      await page.waitForFunction(() => location.hash === '#/');
      await expect.poll(() => successSectionTop(page)).toBeLessThan(100);
      expect(await successSectionTop(page)).toBeGreaterThanOrEqual(0);
    } finally {
      await tracked.context.close();
    }
  });

  it('shows the about blurb, named social links, support email, hours and the current year', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      const footer = page.locator('footer');
      await expect(footer.getByRole('heading', { name: 'About Setu' }).isVisible()).resolves.toBe(
        true,
      );
      const social = footer.getByRole('link', { name: /^Setu on / });
      expect(await social.count()).toBeGreaterThanOrEqual(3);
      for (const link of await social.all()) {
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(await link.getAttribute('rel')).toContain('noopener');
      }
      await expect(
        footer.getByRole('link', { name: 'Setu on Instagram' }).getAttribute('href'),
      ).resolves.toBe('https://www.instagram.com/setu.org.in');
      await expect(
        footer.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href'),
      ).resolves.toBe(`mailto:${SUPPORT_EMAIL}`);
      const text = await footer.textContent();
      expect(text).toContain(SUPPORT_HOURS);
      expect(text).toContain(`© ${new Date().getFullYear()}`);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('scroll to top', () => {
  it.each(['reduce', 'no-preference'] as const)(
    'every page opens at the top (reduced motion: %s)',
    async (reducedMotion) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, {
        reducedMotion,
      });
      const { page } = tracked;
      try {
        await gotoRoute(page, '/SuccessStories');
        await page.evaluate(() =>
          window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
        );
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
        await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click();
        await page.waitForFunction(() => location.hash === '#/Faq');
        await page.waitForFunction(() => window.scrollY === 0);

        // Also when the link leads to the page already shown.
        await page.evaluate(() =>
          window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
        );
        await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click();
        await page.waitForFunction(() => window.scrollY === 0);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});

describe('home and join-us', () => {
  it('home has the hero, About, How It Works with its three cards and the success stories', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    const { page } = tracked;
    try {
      await gotoRoute(page, '/');
      const main = page.locator('main');
      await expect(
        main.getByRole('heading', { name: 'About', exact: true }).isVisible(),
      ).resolves.toBe(true);
      const about = await main.locator('section[aria-labelledby="about-heading"]').textContent();
      expect(about).toMatch(/quality education is a right/i);
      expect(about).toMatch(/bridges educators and communities/i);
      await expect(main.getByRole('heading', { name: 'How It Works' }).isVisible()).resolves.toBe(
        true,
      );
      const cards = await main.getByRole('heading', { level: 3 }).allTextContents();
      expect(cards.slice(0, 3)).toEqual([
        'Sign Up & Customize',
        'Get Matched with NGOs',
        'Start Teaching & Inspiring',
      ]);
      await expect(main.getByRole('heading', { name: 'Success Stories' }).count()).resolves.toBe(1);

      await main.getByRole('link', { name: 'Join Us' }).click();
      await page.waitForFunction(() => location.hash === '#/join-us');
      await expectHeading(page, 'Join the Movement');
    } finally {
      await tracked.context.close();
    }
  });

  it.each([
    ['Join as Volunteer', '/signup/volunteer'],
    ['Join as NGO', '/signup/ngo'],
  ])('/join-us: %s goes to %s', async (name, route) => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    try {
      await gotoRoute(tracked.page, '/join-us');
      await tracked.page.locator('main').getByRole('link', { name }).click();
      await tracked.page.waitForFunction((r) => location.hash === `#${r}`, route);
      await tracked.page.locator('main h1').waitFor();
    } finally {
      await tracked.context.close();
    }
  });

  it('/SuccessStories shows all 15 stories', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url);
    try {
      await gotoRoute(tracked.page, '/SuccessStories');
      await expect(tracked.page.locator('main article').count()).resolves.toBe(15);
      await expect(tracked.page.locator('main h2').count()).resolves.toBe(15);
    } finally {
      await tracked.context.close();
    }
  });
});
