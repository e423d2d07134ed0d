// Setu's safeguarding course in a real browser, by keyboard alone: from the dashboard's card to
// the course's screens (Next), the quiz (Tab to each question's radio group, Space and the arrow
// keys to choose), the result with the explanation of the one wrong answer, and the pass on the
// dashboard. A volunteer who failed less than 24 hours ago sees when the quiz opens again and no
// way to start it. Axe at 1280 and 390 px in English and Hindi on a course screen, the quiz and
// the result. Sign-ups here: 2.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK } from '../../src/server/safeguarding-course/question-bank';
import { COURSE_SCREENS } from '../../src/shared/safeguarding-course-text';
import { indiaIsoDate } from '../../src/shared/time';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { checkBothLanguagesAndWidths, latinWords } from '../support/hindi';
import { createVolunteer, routeOf, sharedServerAndBrowser } from './accounts-support';
import { loginThroughUi, signInByApi } from './dashboards-support';

const ctx = sharedServerAndBrowser();

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedRadio = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el instanceof HTMLInputElement && el.type === 'radio' ? el.name : '';
  });

/** Presses Tab until `reached` holds (at most `max` times), as a keyboard user moves on. */
async function tabUntil(page: Page, reached: () => Promise<boolean>, what: string, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await reached()) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Tabs to the button or link that says `text`, and presses Enter on it. */
async function activate(page: Page, text: string) {
  await tabUntil(page, async () => (await focusedText(page)) === text, text);
  await page.keyboard.press('Enter');
}

/** In Hindi, no English left in the page's main part (the brand aside). */
async function expectHindiMain(page: Page) {
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'hi') return;
  await expect.poll(async () => latinWords(await page.locator('main').innerText())).toEqual([]);
}

const bank = (id: string) => QUESTION_BANK.find((q) => q.id === id)!;

describe('the safeguarding course', () => {
  it('is taken and passed by keyboard alone, shows the explanation of a wrong answer, and the pass on the dashboard', async () => {
    const { server, browser } = ctx;
    const volunteer = await createVolunteer(server, { fullName: 'Kavita Keyboard' });
    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    try {
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      const card = page.getByRole('region', { name: 'Safeguarding course' });
      await card.getByRole('link', { name: 'Take the safeguarding course' }).waitFor();
      await activate(page, 'Take the safeguarding course');
      await page.waitForFunction(() => location.hash === '#/safeguarding');
      expect(await page.title()).toBe('Safeguarding course · Setu');

      // The course, screen by screen: each new screen's heading takes the focus.
      const screenHeading = page.locator('#course-screen-heading');
      await screenHeading.waitFor();
      await checkBothLanguagesAndWidths(page, async () => {
        await screenHeading.waitFor();
        await expectHindiMain(page);
      });
      for (let i = 1; i < COURSE_SCREENS.length; i++) {
        await activate(page, 'Next');
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.id))
          .toBe('course-screen-heading');
        await expect
          .poll(() => page.getByText(`Screen ${i + 1} of ${COURSE_SCREENS.length}`).count())
          .toBe(1);
      }
      await expect(screenHeading.innerText()).resolves.toBe('Reporting a concern through Setu');
      // Back works too, and Next returns.
      await activate(page, 'Back');
      await page.getByText(`Screen ${COURSE_SCREENS.length - 1} of`).waitFor();
      await activate(page, 'Next');
      await activate(page, 'Start the quiz');

      // The quiz: ten questions, each a fieldset with its legend and radio buttons.
      const quizHeading = page.getByRole('heading', { name: 'Quiz', exact: true });
      await quizHeading.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('quiz-heading');
      const groups = await page.$$eval('fieldset', (sets) =>
        sets.map((set) => set.querySelector('input')!.name.replace(/^question-/, '')),
      );
      expect(groups).toHaveLength(10);
      expect(await page.locator('fieldset > legend').count()).toBe(10);
      await checkBothLanguagesAndWidths(page, async () => {
        const legend = page.locator('fieldset > legend').first();
        await legend.waitFor();
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang === 'hi')
          await expect.poll(() => legend.innerText()).toMatch(/[\u0900-\u097F]{3}/);
        await expectHindiMain(page);
      });
      await page.evaluate(() => (document.getElementById('quiz-heading') as HTMLElement).focus());

      // Submitting with nothing chosen says so and puts the focus on the first question.
      await activate(page, 'Submit answers');
      await page.getByText('Some questions have no answer yet.', { exact: false }).waitFor();
      expect(await focusedRadio(page)).toBe(`question-${groups[0]}`);
      await page.evaluate(() => (document.getElementById('quiz-heading') as HTMLElement).focus());

      // Right answers to nine questions, a wrong one to the last.
      for (const [i, id] of groups.entries()) {
        const q = bank(id);
        await tabUntil(page, async () => (await focusedRadio(page)) === `question-${id}`, id);
        await page.keyboard.press('Space');
        const right = q.options.findIndex((o) => o.id === q.answer);
        const target = i < groups.length - 1 ? right : (right + 1) % q.options.length;
        for (let k = 0; k < target; k++) await page.keyboard.press('ArrowDown');
        await expect
          .poll(() => page.locator(`input[name="question-${id}"]:checked`).getAttribute('value'))
          .toBe(q.options[target]!.id);
      }
      await activate(page, 'Submit answers');

      // The result, in focus: passed, and the wrong answer with its explanation.
      const resultHeading = page.getByRole('heading', { name: 'You passed' });
      await resultHeading.waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('result-heading');
      await expect(page.getByTestId('quiz-score').innerText()).resolves.toContain(
        'You answered 9 of 10 questions right.',
      );
      const missed = bank(groups.at(-1)!);
      const explained = page.getByRole('listitem').filter({ hasText: missed.text.en });
      await expect(explained.innerText()).resolves.toContain(missed.explanation.en);
      const year = Number(indiaIsoDate(new Date()).slice(0, 4)) + 2;
      await page
        .getByText(new RegExp(`^Safeguarding course passed, valid until \\d{1,2} \\w+ ${year}$`))
        .waitFor();
      await checkBothLanguagesAndWidths(page, async () => {
        await page.locator('#result-heading').waitFor();
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang === 'hi') await page.getByText(missed.explanation.hi).waitFor();
        await expectHindiMain(page);
      });

      // Back to the dashboard: its card shows the pass and until when.
      await page.evaluate(() => (document.getElementById('result-heading') as HTMLElement).focus());
      await activate(page, 'Back to your dashboard');
      await page.waitForFunction(() => location.hash === '#/volunteer-dashboard');
      await expect
        .poll(() => page.getByTestId('safeguarding-status').innerText())
        .toMatch(new RegExp(`^Safeguarding course passed, valid until \\d{1,2} \\w+ ${year}$`));
      expectNoConsoleErrors(tab);
    } finally {
      await tab.context.close();
    }
  });

  it('tells a volunteer who failed when the quiz opens again, and offers no start before then', async () => {
    const { server, browser } = ctx;
    const volunteer = await createVolunteer(server, { fullName: 'Ravi Retake' });
    const asVolunteer = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
    const attempt = await asVolunteer<{ attemptId: number; questions: { id: string }[] }>(
      'POST',
      '/api/safeguarding-course/attempts',
    );
    const answers = attempt.questions.map(({ id }) => {
      const q = bank(id);
      return { questionId: id, optionId: q.options.find((o) => o.id !== q.answer)!.id };
    });
    await asVolunteer('POST', `/api/safeguarding-course/attempts/${attempt.attemptId}/submit`, {
      answers,
    });

    const tab = await openPage(browser, server.url, VIEWPORTS.desktop);
    const { page } = tab;
    try {
      await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
      await expect
        .poll(() => page.getByRole('region', { name: 'Safeguarding course' }).innerText())
        .toMatch(/You can take the quiz again after .+ \(India time\)\./);
      await gotoRoute(page, PATHS.safeguardingCourse);
      const status = page.getByTestId('course-status');
      await expect
        .poll(() => status.innerText())
        .toMatch(
          /Your last quiz: 0 of 10 right\. You can take the quiz again after \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} [AP]M \(India time\)\./,
        );
      for (let i = 1; i < COURSE_SCREENS.length; i++) await activate(page, 'Next');
      await page.getByRole('heading', { name: 'The quiz' }).waitFor();
      expect(await page.getByRole('button', { name: 'Start the quiz' }).count()).toBe(0);
      await checkBothLanguagesAndWidths(page, async () => {
        await status.waitFor();
        await expectHindiMain(page);
      });
      expect(routeOf(page)).toBe(PATHS.safeguardingCourse);
      expectNoConsoleErrors(tab);
    } finally {
      await tab.context.close();
    }
  });
});
