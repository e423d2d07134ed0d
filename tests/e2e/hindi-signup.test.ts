// Browser tests of the two sign-up forms in Hindi: a Hindi browser registers a
// volunteer and an NGO, sees the success panel in Hindi and logs in; an empty submit flags the
// fields in Hindi; both pages are axe-clean at 1280 and 390 px in Hindi and in English.
import type { Locator, Page } from 'playwright-core';
import { latinWords } from '../support/hindi';
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
import {
  alertText,
  ngoData,
  routeOf,
  sharedServerAndBrowser,
  volunteerData,
} from './accounts-support';

const ctx = sharedServerAndBrowser();

const HINDI = { locale: 'hi-IN' };

/** Focus has reached `target` (focus moves once the page shows the outcome). */
const waitForFocus = (target: Locator) =>
  expect.poll(() => target.evaluate((e) => e === document.activeElement)).toBe(true);

/** The page's own texts are Hindi, and no part of it is marked as English. */
async function expectHindiPage(page: Page, heading: string) {
  await expect(page.locator('main h1').innerText()).resolves.toBe(heading);
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('hi');
  // A screen without its catalogue would be wrapped in <div lang="en">.
  await expect(page.locator('main [lang="en"]').count()).resolves.toBe(0);
}

describe('volunteer registration in Hindi', () => {
  it('registers with Hindi labels, shows the success panel in Hindi and leads to the login', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.desktop, HINDI);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupVolunteer);
      await expectHindiPage(page, 'स्वयंसेवक पंजीकरण');
      expect(latinWords(await page.locator('main').innerText())).toEqual([]);
      await expect(page.locator('main p').first().innerText()).resolves.toBe(
        'बताइए कि आप कहाँ और कब पढ़ा सकते हैं। हम आपको आपके पास की संस्थाओं से मिलाते हैं। ' +
          'पहले से पंजीकरण है? लॉग इन करें।',
      );

      const data = volunteerData({ fullName: 'सुनीता मुंडा', location: 'Ranchi' });
      await page.getByLabel('पूरा नाम').fill(data.fullName);
      await page.getByLabel('ईमेल', { exact: true }).fill(data.email);
      await page.getByLabel('फ़ोन').fill(data.phone);
      await page.getByLabel('कौशल').selectOption(data.skills);
      await page.locator('input[name="location"]').fill(data.location);
      await page.getByLabel('आयु वर्ग').selectOption(data.ageGroup);
      await page.getByLabel('आप स्वयंसेवक क्यों बनना चाहते हैं?').fill(data.reason);
      await page.getByLabel('पासवर्ड', { exact: true }).fill(data.password);
      await expect(page.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).count()).resolves.toBe(1);
      await page.getByRole('checkbox', { name: /^मैं शर्तों से सहमत हूँ/ }).check();
      await page.getByRole('button', { name: 'स्वयंसेवक के रूप में पंजीकरण करें' }).click();

      const panel = page.getByRole('group', { name: 'स्वयंसेवक के रूप में आपका पंजीकरण हो गया!' });
      await waitForFocus(panel);
      await expect(panel.innerText()).resolves.toContain(
        `${data.email} के लिए आपका खाता तैयार है। लॉग इन करें, वे संस्थाएँ देखें जो आपसे मेल ` +
          'खाती हैं, और अपना पहला अनुरोध भेजें।',
      );
      await expect(panel.innerText()).resolves.toContain(`हमने ${data.email} पर पुष्टि का ईमेल भेजा है।`);
      // The emptied form has made way for the panel.
      await expect(page.getByLabel('पूरा नाम').count()).resolves.toBe(0);
      await expectAccessible(page);

      await panel.getByRole('link', { name: 'अपने डैशबोर्ड पर लॉग इन करें' }).click();
      await expect.poll(() => routeOf(page)).toBe(PATHS.login);
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('hi');
      const login = page.locator('main form');
      await login.locator('input[name="email"]').fill(data.email);
      await login.locator('input[name="password"]').fill(data.password);
      await login.locator('button[type="submit"]').click();
      await expect.poll(() => routeOf(page), { timeout: 15_000 }).not.toBe(PATHS.login);
      await expect(
        page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('userType')]),
      ).resolves.toEqual([data.fullName, 'Volunteer']);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });

  it('an empty submit flags the fields, in Hindi, and focuses the first', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone, HINDI);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupVolunteer);
      await page.getByRole('button', { name: 'स्वयंसेवक के रूप में पंजीकरण करें' }).click();
      const fullName = page.getByLabel('पूरा नाम');
      await waitForFocus(fullName);
      for (const label of ['पूरा नाम', 'फ़ोन', 'कौशल', 'आयु वर्ग', 'आप स्वयंसेवक क्यों बनना चाहते हैं?']) {
        await expect(page.getByLabel(label).getAttribute('aria-invalid'), label).resolves.toBe(
          'true',
        );
      }
      // The agree box is flagged and points at the spec's alert, in Hindi.
      const agree = page.getByRole('checkbox', { name: /^मैं शर्तों से सहमत हूँ/ });
      await expect(agree.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(alertText(page)).resolves.toBe('कृपया शर्तों से सहमति दें।');
      const main = page.locator('main');
      for (const message of ['सूची में से एक कौशल चुनें।', 'शहर चुनें या अपनी जगह लिखें।']) {
        await expect(main.getByText(message, { exact: true }).count(), message).resolves.toBe(1);
      }
      // No English left on the form, its field errors included.
      expect(latinWords(await main.innerText())).toEqual([]);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('NGO registration in Hindi', () => {
  it('registers the NGO with Hindi labels and shows the success panel in Hindi', async () => {
    const tracked = await openPage(ctx.browser, ctx.server.url, VIEWPORTS.phone, HINDI);
    const { page } = tracked;
    try {
      await gotoRoute(page, PATHS.signupNgo);
      await expectHindiPage(page, 'संस्था पंजीकरण');
      expect(latinWords(await page.locator('main').innerText())).toEqual([]);
      const data = ngoData({ location: 'Pune' });
      for (const [label, key] of [
        ['संस्था का नाम', 'ngoName'],
        ['संपर्क व्यक्ति', 'contactPerson'],
        ['ईमेल', 'email'],
        ['पासवर्ड', 'password'],
        ['फ़ोन', 'phone'],
        ['समय', 'schedule'],
        ['स्वयंसेवकों से अपेक्षाएँ', 'volunteerReqs'],
        ['संस्था का परिचय', 'description'],
      ] as const) {
        await page.getByLabel(label, { exact: true }).fill(data[key]);
      }
      await page.locator('input[name="website"]').fill(data.website);
      await page.locator('input[name="location"]').fill(data.location);
      await page.getByLabel('काम का क्षेत्र').selectOption(data.areaOfWork);
      await page.getByRole('checkbox', { name: /ऊपर दी गई जानकारी सही है/ }).check();
      expect(await hasHorizontalScroll(page)).toBe(false);
      await page.getByRole('button', { name: 'संस्था का पंजीकरण करें' }).click();

      const panel = page.getByRole('group', { name: 'संस्था का पंजीकरण हो गया!' });
      await waitForFocus(panel);
      await expect(panel.innerText()).resolves.toContain(
        `${data.email} के लिए आपका खाता तैयार है। लॉग इन करके अपनी प्रोफ़ाइल प्रकाशित करें`,
      );
      await expect(
        panel.getByRole('link', { name: 'अपने डैशबोर्ड पर लॉग इन करें' }).getAttribute('href'),
      ).resolves.toBe(`#${PATHS.login}`);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await expectAccessible(page);
      expectNoConsoleErrors(tracked);
    } finally {
      await tracked.context.close();
    }
  });
});

describe('the sign-up pages in both languages', () => {
  const cases = [
    ['hi-IN', PATHS.signupVolunteer, 'स्वयंसेवक पंजीकरण'],
    ['hi-IN', PATHS.signupNgo, 'संस्था पंजीकरण'],
    ['en-IN', PATHS.signupVolunteer, 'Volunteer registration'],
    ['en-IN', PATHS.signupNgo, 'NGO registration'],
  ] as const;
  const runs = cases.flatMap(([locale, route, heading]) =>
    Object.entries(VIEWPORTS).map(
      ([name, viewport]) => [locale, route, heading, name, viewport] as const,
    ),
  );
  it.each(runs)(
    '%s %s (%s) at %s width: axe-clean, without sideways scroll',
    async (locale, route, heading, _name, viewport) => {
      const tracked = await openPage(ctx.browser, ctx.server.url, viewport, { locale });
      const { page } = tracked;
      try {
        await gotoRoute(page, route);
        await expect(page.locator('main h1').innerText()).resolves.toBe(heading);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectAccessible(page);
        expectNoConsoleErrors(tracked);
      } finally {
        await tracked.context.close();
      }
    },
  );
});
