// Two references in a real browser (decision 0039): the volunteer's screen refuses an empty form
// and their own email in place, sends the two requests, shows each referee's state and replaces
// one; the referee opens the mailed link, is refused without answers and without a reason for a
// concern, answers, and a second visit says the answer is recorded; an operator reads a concern
// on the volunteer's page and marks the references valid. Axe at 1280 and 390 px in English and
// Hindi on the volunteer's form and list, the referee's form and the operator's page.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/web/paths';
import { expectNoConsoleErrors, gotoRoute, openPage, VIEWPORTS } from '../support/browser';
import { checkBothLanguagesAndWidths } from '../support/hindi';
import { signInOperator } from '../support/operators';
import { addOperatorToServer, pageWithCookie, serverSend } from '../support/operators-e2e';
import {
  createVolunteer,
  sharedServerAndBrowser,
  uniqueEmail,
  waitForMailLink,
} from './accounts-support';
import { loginThroughUi } from './dashboards-support';

const ctx = sharedServerAndBrowser();
const suffix = crypto.randomBytes(3).toString('hex');

describe('two references', () => {
  it('the volunteer names referees, a referee answers once, an operator decides on a concern', async () => {
    const { server, browser } = ctx;
    const fullName = `Kiran Rao ${suffix}`;
    const volunteer = await createVolunteer(server, { fullName });
    const tracked = await openPage(browser, server.url, VIEWPORTS.desktop);
    const page = tracked.page;
    await loginThroughUi(page, 'Volunteer', volunteer.email, volunteer.password);
    await gotoRoute(page, PATHS.checksReferences);
    const form = page.getByRole('form', { name: 'Name your referees' });
    await form.waitFor();

    // Empty: every field says what is missing, and the first one takes the focus.
    await form.getByRole('button', { name: 'Send the requests' }).click();
    await form.getByText('The referee’s name is required.').first().waitFor();
    const firstName = form.getByRole('group', { name: 'First referee' }).getByLabel('Name');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    await checkBothLanguagesAndWidths(page, () =>
      page.getByRole('button', { name: /^(Send the requests|अनुरोध भेजें)$/ }).waitFor(),
    );

    // Their own email: the server refuses it under that field.
    const first = form.getByRole('group', { name: 'First referee' });
    const second = form.getByRole('group', { name: 'Second referee' });
    const refereeA = uniqueEmail('referee-a');
    const refereeB = uniqueEmail('referee-b');
    await first.getByLabel('Name').fill('Meera Iyer');
    await first.getByLabel('Email').fill(volunteer.email);
    await second.getByLabel('Name').fill('Vikram Das');
    await second.getByLabel('Email').fill(refereeB);
    await form.getByRole('button', { name: 'Send the requests' }).click();
    await first.getByText('This is your own email. Name someone who knows you.').waitFor();
    expect(await first.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

    const since = Date.now();
    await first.getByLabel('Email').fill(refereeA);
    await form.getByRole('button', { name: 'Send the requests' }).click();
    const list = page.getByRole('region', { name: 'Your referees' });
    await list.getByText('Waiting for your referees to answer.').waitFor();
    await expect
      .poll(() => list.getByTestId('referee-state').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Sent on .*, waiting for an answer$/),
        expect.stringMatching(/^Sent on .*, waiting for an answer$/),
      ]);

    // Replacing the second referee: the new one is asked.
    const refereeC = uniqueEmail('referee-c');
    await list.getByRole('button', { name: 'Replace Vikram Das…' }).click();
    await list.getByLabel("New referee's name").fill('Sunita Paul');
    await list.getByLabel("New referee's email").fill(refereeC);
    await list.getByRole('button', { name: 'Send to the new referee' }).click();
    await list.getByRole('status').getByText('We asked Sunita Paul for a reference.').waitFor();
    await list.getByRole('heading', { name: 'Sunita Paul' }).waitFor();
    await checkBothLanguagesAndWidths(page, () =>
      page.getByRole('heading', { name: 'Sunita Paul' }).waitFor(),
    );

    // The first referee opens the link: no account needed.
    const link = await waitForMailLink(server, refereeA, since, PATHS.reference);
    const referee = await openPage(browser, server.url, VIEWPORTS.desktop);
    const form2 = referee.page;
    await form2.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await form2
      .getByText(`${fullName} named you as someone who knows them.`, { exact: false })
      .waitFor();
    await form2.getByRole('button', { name: 'Send my answer' }).click();
    await form2.getByText('Tell us how you know them.').waitFor();
    await form2.getByText('Choose yes or no.').waitFor();
    // A concern needs its reason.
    await form2
      .getByLabel(`How do you know ${fullName}?`)
      .fill('She was my student for two years.');
    await form2.getByLabel('For how long?').selectOption('1 to 3 years');
    await form2.getByLabel('In what role do you know them?').selectOption('Teacher or lecturer');
    await form2.getByRole('radio', { name: 'Yes', exact: true }).check();
    await form2.getByRole('button', { name: 'Send my answer' }).click();
    await form2.getByText('Please tell us what concerns you.').waitFor();
    expect(await form2.getByLabel('What concerns you?').getAttribute('aria-invalid')).toBe('true');
    await checkBothLanguagesAndWidths(form2, () =>
      form2.getByRole('button', { name: /^(Send my answer|मेरा उत्तर भेजें)$/ }).waitFor(),
    );
    await form2.getByLabel('What concerns you?').fill('She lost her temper with a child once.');
    await form2.getByRole('button', { name: 'Send my answer' }).click();
    await form2
      .getByRole('status')
      .getByText('Thank you. Your answer has been sent to Setu’s team.', { exact: false })
      .waitFor();
    // The link works once: a second visit says so, as a page, not an error.
    await form2.reload();
    await form2.getByText('Thank you: your answer has already been recorded.').waitFor();
    await checkBothLanguagesAndWidths(form2, () => form2.getByRole('alert').first().waitFor());

    // The volunteer sees that the referee answered, never what they said.
    await page.reload();
    await list.getByText(/^Answered on /).waitFor();
    expect(await page.getByText('temper').count()).toBe(0);

    // An operator reads the answer on the volunteer's page and marks the references valid.
    const operator = await addOperatorToServer(server);
    const { cookie } = await signInOperator(serverSend(server), operator);
    const operatorPage = await pageWithCookie(browser, server, cookie);
    await gotoRoute(operatorPage.page, PATHS.operatorAccounts);
    await operatorPage.page.getByLabel('Email or name').fill(volunteer.email);
    await operatorPage.page.getByRole('button', { name: 'Search' }).click();
    await operatorPage.page.getByRole('link', { name: `References of ${fullName}` }).click();
    const decision = operatorPage.page.getByRole('form', { name: 'Decide on these references' });
    await operatorPage.page.getByText('She lost her temper with a child once.').waitFor();
    await decision.waitFor();
    await checkBothLanguagesAndWidths(operatorPage.page, () =>
      operatorPage.page.getByText('She lost her temper with a child once.').waitFor(),
    );
    await decision.getByRole('button', { name: 'Save the decision' }).click();
    await decision.getByText('Choose valid or rejected.').waitFor();
    await decision.getByRole('radio', { name: 'Mark valid' }).check();
    await decision.getByLabel('Note for the audit log').fill('Spoke to the referee: one incident.');
    await decision.getByRole('button', { name: 'Save the decision' }).click();
    await operatorPage.page
      .getByRole('status')
      .getByText(`You marked the references of ${fullName} valid. They were emailed.`)
      .waitFor();
    await operatorPage.page.getByText('The references check is valid.').waitFor();

    expectNoConsoleErrors(tracked, [/400/]);
    expectNoConsoleErrors(referee, [/410/]);
    expectNoConsoleErrors(operatorPage, [/400/]);
    // Three people in turn (the volunteer, a referee, an operator), each screen at both widths.
  }, 120_000);
});
