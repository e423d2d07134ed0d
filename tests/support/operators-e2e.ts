// Operators for browser and reliability tests against a running server (tests/support/e2e-server):
// made the way `npm run operator` makes them, and signed in through the operator sign-in page.
import type { Browser, Page } from 'playwright-core';
import { requestOperatorCommand } from '../../src/server/backup/control-socket';
import { openPostgres } from '../../src/server/db/client';
import {
  runOperatorRequest,
  type OperatorResult,
} from '../../src/server/operators/operator-commands';
import type { E2EServer } from './e2e-server';
import { openPage, VIEWPORTS, type TrackedPage } from './browser';
import { freshTotp, type Send, type TestOperator } from './operators';
import { strongPassword, uniqueEmail } from './factories';

/**
 * Adds an operator with a password to the running server's database, as
 * `npm run operator -- add EMAIL --password-stdin` does: through the server's control socket
 * (PGlite: the server holds DATA_DIR), or straight into PostgreSQL when the server was started
 * with a DATABASE_URL (pass it as options.databaseUrl).
 */
export async function addOperatorToServer(
  server: Pick<E2EServer, 'dataDir'>,
  email = uniqueEmail('operator'),
  password = strongPassword(),
  options: { databaseUrl?: string } = {},
): Promise<TestOperator> {
  const request = { op: 'add' as const, email, password };
  let result: OperatorResult;
  if (options.databaseUrl) {
    const database = await openPostgres(options.databaseUrl, 2);
    try {
      result = await runOperatorRequest(database.db, request);
    } finally {
      await database.close();
    }
  } else {
    result = (await requestOperatorCommand(server.dataDir, request)) as OperatorResult;
  }
  if (result.op !== 'add') throw new Error(`operator add answered ${JSON.stringify(result)}`);
  return { userId: result.userId, email: email.trim().toLowerCase(), password };
}

/**
 * Signs the operator in on the sign-in page (#/operator/sign-in): password, then at the first
 * sign-in the authenticator set-up (a code computed from the key the page shows) and the recovery
 * codes' "saved" step; later sign-ins a code from `operator.secret`. Ends on the operator home
 * page. Works in English and Hindi (it finds the fields by id).
 */
export async function signInOperatorInBrowser(
  page: Page,
  server: Pick<E2EServer, 'url'>,
  operator: TestOperator & { secret?: string },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.goto(`${server.url}/#/operator/sign-in`);
  await page.locator('#operator-email').fill(operator.email);
  await page.locator('#operator-password').fill(operator.password);
  await page.locator('#operator-password-form button[type=submit]').click();
  const setupKey = page.locator('#operator-totp-secret');
  const code = page.locator('#operator-code');
  await setupKey.or(code).first().waitFor();
  let secret = operator.secret;
  let recoveryCodes: string[] = [];
  if (await setupKey.isVisible()) {
    secret = (await setupKey.innerText()).replace(/\s+/g, '');
    await code.fill(await freshTotp(secret));
    await page.locator('#operator-code-form button[type=submit]').click();
    const list = page.locator('#operator-recovery-codes li');
    await list.first().waitFor();
    recoveryCodes = (await list.allInnerTexts()).map((c) => c.trim());
    await page.locator('#operator-codes-saved').click();
  } else {
    if (!secret) throw new Error('signInOperatorInBrowser: this operator needs its secret');
    await code.fill(await freshTotp(secret));
    await page.locator('#operator-code-form button[type=submit]').click();
  }
  await page.waitForURL(/#\/operator$/);
  await page.locator('main h1').first().waitFor();
  return { secret: secret!, recoveryCodes };
}

/** `send` for signInOperator (tests/support/operators.ts) against a running server. */
export function serverSend(server: { url: string }): Send {
  return (method, path, body, cookie) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        origin: server.url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * A desktop page whose browser holds `cookie` (an operator's session from signInOperator), in
 * the browser language `locale`: the operator screens open signed in.
 */
export async function pageWithCookie(
  browser: Browser,
  server: { url: string },
  cookie: string,
  locale?: string,
): Promise<TrackedPage> {
  const tracked = await openPage(browser, server.url, VIEWPORTS.desktop, { locale });
  await tracked.context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
    }),
  );
  return tracked;
}
