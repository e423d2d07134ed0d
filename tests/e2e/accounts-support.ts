// Shared pieces of the accounts browser tests: one server and one browser per file, accounts
// made through Setu's own sign-up route, and the reset mail read from the server's outbox.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { NgoSignupInput, VolunteerSignupInput } from '../../src/shared/schemas';
import { workerBrowser } from '../support/browser';
import { startServer, type E2EServer, type ServerKind } from '../support/e2e-server';
import { PATHS } from '../../src/web/paths';
import { verifyNgoOnServer } from '../support/ngo-verification-e2e';
import { vetVolunteerOnServer } from '../support/vetting-e2e';
import { ngoInput, strongPassword, uniqueEmail, volunteerInput } from '../support/factories';

/**
 * Starts Setu (without SMTP_URL, so mail lands in DATA_DIR/outbox) and Chromium before the
 * file's tests and stops both after them. Every test here comes from 127.0.0.1, so a server of
 * its own also gives each file its own share of the per-address limits (SIGN_UP_LIMIT in
 * src/server/accounts/account-routes.ts).
 */
export function sharedServerAndBrowser(
  options: { server?: ServerKind; env?: Record<string, string> } = {},
) {
  const ctx = {} as { server: E2EServer; browser: Browser };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([startServer(options), workerBrowser()]);
  });
  afterAll(async () => {
    await ctx.server?.discard();
  });
  return ctx;
}

/** The sign-up data of the API tests, under the names these browser tests use. */
export { strongPassword, uniqueEmail };
export const volunteerData = volunteerInput;
export const ngoData = ngoInput;

interface SignUpOptions {
  /**
   * Follows the confirmation link from the outbox, as the person would, so the
   * account can Connect, publish and accept. False leaves the address unconfirmed.
   */
  confirmEmail?: boolean;
}

async function signUp(
  server: E2EServer,
  kind: 'volunteers' | 'ngos',
  body: { email: string },
  { confirmEmail = true }: SignUpOptions,
) {
  const since = Date.now();
  const res = await fetch(`${server.url}/api/accounts/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  if (confirmEmail) await confirmEmailFromOutbox(server, body.email, since);
}

/** The token of the confirmation link mailed to `email` after `since` (ms), from the outbox. */
export async function confirmationToken(server: E2EServer, email: string, since: number) {
  const link = await waitForMailLink(server, email.trim().toLowerCase(), since, PATHS.confirmEmail);
  const token = /[?&]token=([^&\s]+)/.exec(link)?.[1];
  if (!link.includes('/#/confirm-email?') || !token)
    throw new Error(`not a confirmation link: ${link}`);
  return decodeURIComponent(token);
}

/** Confirms the address with the link from its mail, as the confirm page does. */
export async function confirmEmailFromOutbox(server: E2EServer, email: string, since: number) {
  const token = await confirmationToken(server, email, since);
  const res = await fetch(`${server.url}/api/accounts/confirm-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ token }),
  });
  if (res.status !== 200) throw new Error(`confirm answered ${res.status}: ${await res.text()}`);
}

/** A volunteer account made through the real sign-up route (counts against the sign-up limit). */
export async function createVolunteer(
  server: E2EServer,
  overrides: Partial<VolunteerSignupInput> = {},
  options: SignUpOptions & {
    /**
     * Setu's minimum checks done the real way (the course's quiz, an ID an operator verifies), so
     * an NGO's acceptance makes sessions; left out, the volunteer's checks are all to do.
     */
    vet?: boolean;
  } = {},
) {
  const data = volunteerData(overrides);
  await signUp(server, 'volunteers', data, options);
  if (options.vet) await vetVolunteerOnServer(server, data);
  return data;
}

export async function createNgo(
  server: E2EServer,
  overrides: Partial<NgoSignupInput> = {},
  options: SignUpOptions & {
    /** Verified by an operator, so it can accept; false leaves it unverified. */
    verify?: boolean;
  } = {},
) {
  const data = ngoData(overrides);
  await signUp(server, 'ngos', data, options);
  if (options.verify !== false) await verifyNgoOnServer(server, data);
  return data;
}

export const volunteerSubmit = (page: Page) =>
  page.getByRole('button', { name: 'Register as a volunteer' });
/** A multi-select's button; its name starts with the label (then "(optional)" and the choice). */
export const volunteerDropdown = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}`) });

/**
 * Fills the volunteer registration form: the dropdowns by mouse (an empty list is left alone, as
 * a person skipping an optional field would), the location through the city select.
 */
export async function fillVolunteerForm(
  page: Page,
  data: ReturnType<typeof volunteerData>,
  { agree = true } = {},
) {
  await page.getByLabel('Full name').fill(data.fullName);
  await page.getByLabel('Email', { exact: true }).fill(data.email);
  await page.getByLabel('Phone').fill(data.phone);
  await page.getByLabel('Skills').selectOption(data.skills);
  await page.getByLabel('City', { exact: true }).selectOption(data.location);
  for (const [label, values] of [
    ['Availability', data.availability],
    ['Languages', data.languages],
  ] as const) {
    if (!values?.length) continue;
    await volunteerDropdown(page, label).click();
    for (const value of values) await page.getByRole('checkbox', { name: value }).check();
    await page.locator('main h1').click(); // a click outside closes the list
  }
  await page.getByLabel('Age group').selectOption(data.ageGroup);
  await page.getByLabel('Bio (optional)').fill(data.bio ?? '');
  await page.getByLabel('Why do you want to volunteer?').fill(data.reason);
  await page.getByLabel('Password', { exact: true }).fill(data.password);
  await page.getByRole('checkbox', { name: /I agree/ }).setChecked(agree);
}

export const ngoSubmit = (page: Page) => page.getByRole('button', { name: 'Register the NGO' });

/** The NGO form's text fields: label and the spec's field name. */
export const NGO_TEXT_FIELDS = [
  ['NGO name', 'ngoName'],
  ['Contact person', 'contactPerson'],
  ['Email', 'email'],
  ['Password', 'password'],
  ['Phone', 'phone'],
  ['Website (optional)', 'website'],
  ['Schedule', 'schedule'],
  ['Volunteer requirements', 'volunteerReqs'],
  ['Description', 'description'],
] as const;

/** Fills the NGO registration form; the location is typed, so the city select follows the text. */
export async function fillNgoForm(
  page: Page,
  data: ReturnType<typeof ngoData>,
  { agree = true } = {},
) {
  for (const [label, key] of NGO_TEXT_FIELDS) {
    await page.getByLabel(label, { exact: true }).fill(data[key]);
  }
  await page.getByLabel('Location', { exact: true }).fill(data.location);
  await page.getByLabel('Area of work').selectOption(data.areaOfWork);
  await page.getByRole('checkbox', { name: /information above is accurate/ }).setChecked(agree);
}

/** The hash route the page shows, without its query, e.g. "/login". */
export function routeOf(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/';
}

export async function storedLogin(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem('user'),
    userType: localStorage.getItem('userType'),
    profilePic: localStorage.getItem('profilePic'),
  }));
}

/** The text of the page's one alert (the spec's "alert" messages). */
export async function alertText(page: Page): Promise<string> {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return (await alert.innerText()).trim();
}

/** Waits until the page's alert shows exactly `text` (the previous alert may still be up). */
export async function waitForAlert(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  return (await alert.innerText()).trim();
}

/** Decodes an .eml body (quoted-printable or base64) into text. */
export function decodeMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).trim();
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/**
 * How long a browser test waits for a mail in the server's outbox: a bound for a delivery that
 * never comes, not a measure of speed. The job queue delivers after the answer, and on one of the
 * shared host's slow hours a just-started server's first sign-up mail took over 15 s to arrive
 * (tests/e2e/terms-holidays.test.ts, 2026-11-29).
 */
export const MAIL_WAIT_MS = 60_000;

/**
 * Waits for a mail to `to` written after `since` (ms) to the server's outbox and returns the
 * first link in it.
 */
export async function waitForMailLink(
  server: E2EServer,
  to: string,
  since: number,
  /** The route the link opens (PATHS.resetPassword…): other mails to `to` are passed over. */
  route: string,
): Promise<string> {
  const outbox = path.join(server.dataDir, 'outbox');
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => path.join(outbox, f))
          .filter((f) => fs.statSync(f).mtimeMs >= since - 1000)
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
      : [];
    for (const file of files) {
      const raw = fs.readFileSync(file, 'utf8');
      if (!new RegExp(`^To:.*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(raw)) continue;
      const link = decodeMail(raw)
        .match(/https?:\/\/\S+/g)
        ?.find((url) => url.includes(`/#${route}`));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
