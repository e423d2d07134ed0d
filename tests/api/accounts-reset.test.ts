// Password reset end to end through a real SMTP server on 127.0.0.1.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { RESET_TOKEN_MINUTES } from '../../src/server/auth-sessions/auth';
import { createLogger } from '../../src/server/logger';
import { createMailer, type MailMessage, type Mailer } from '../../src/server/mail/mailer';
import { COMMON_PASSWORD_MESSAGE } from '../../src/server/accounts/password';
import { INVALID_TOKEN_MESSAGE, RESET_CHECK_LIMIT } from '../../src/server/accounts/account-routes';
import { DB_KINDS } from '../support/databases';
import {
  api,
  cookiesFrom,
  createTestApp,
  errorOf,
  mailDelivered,
  send,
  TEST_ORIGIN,
  type TestApp,
} from '../support/test-app';
import {
  login,
  resetTokenFrom,
  rows,
  scalar,
  signUpNgo,
  signUpVolunteer,
  startSmtpServer,
} from './accounts-fixtures';
import { nextIp, strongPassword, uniqueEmail } from '../support/factories';

describe.each(DB_KINDS)('password reset on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let outboxDir: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-reset-outbox-'));
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Setu <no-reply@setu.local>',
      outboxDir,
      logger: createLogger('silent'),
    });
    t = await createTestApp(kind, { mailer });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  /** Sign-up mails a confirmation link after answering: wait for it before counting. */
  async function signedUp<T extends { email: string }>(account: Promise<T>): Promise<T> {
    const made = await account;
    await smtp.receivedFor(made.email);
    return made;
  }

  const requestReset = (email: string) =>
    api(t, { ip: nextIp() }).accounts['password-reset'].request.$post({ json: { email } });
  const reset = (token: string, password: string) =>
    api(t, { ip: nextIp() }).accounts['password-reset'].$post({ json: { token, password } });

  async function tokenFor(email: string): Promise<string> {
    const sent = smtp.messages.length;
    const res = await requestReset(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await smtp.received(sent + 1);
    expect(smtp.messages).toHaveLength(sent + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual([email]);
    return resetTokenFrom(mail.raw);
  }

  it('mails a link to the reset page that expires in 30 minutes', async () => {
    const v = await signedUp(signUpVolunteer(t));
    const sent = smtp.messages.length;
    const res = await requestReset(`  ${v.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await smtp.received(sent + 1);
    expect(smtp.messages).toHaveLength(sent + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual([v.email]);
    expect(mail.raw).toMatch(/^Subject: Reset your Setu password/m);
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    expect(unfolded).toContain(`${TEST_ORIGIN}/#/reset-password?token=`);
    const token = resetTokenFrom(mail.raw);
    const [row] = await rows<{ expires_at: string | Date; value: string }>(
      t.database.db,
      sql`select expires_at, value from verification where identifier = ${`reset-password:${token}`}`,
    );
    expect(row!.value).toBe(v.id);
    const minutes = (new Date(row!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(RESET_TOKEN_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(RESET_TOKEN_MINUTES);
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const sent = smtp.messages.length;
    const tokens = await scalar(t.database.db, sql`select count(*)::int from verification`);
    const res = await requestReset(uniqueEmail('nobody'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(smtp.messages).toHaveLength(sent);
    expect(await scalar(t.database.db, sql`select count(*)::int from verification`)).toBe(tokens);
  });

  it('refuses a malformed or missing email with the spec messages', async () => {
    const sent = smtp.messages.length;
    for (const email of ['not-an-email', 'a@', 'two@@example.org']) {
      const res = await requestReset(email);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: MESSAGES.resetFailed });
    }
    for (const email of ['', '   ']) {
      const res = await requestReset(email);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: MESSAGES.resetMissingEmail });
    }
    // No email at all: only an untyped request can leave it out.
    const none = await send(
      t,
      'POST',
      '/api/accounts/password-reset/request',
      {},
      { ip: nextIp() },
    );
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: MESSAGES.resetMissingEmail });
    expect(smtp.messages).toHaveLength(sent);
  });

  it('changes the password, ends every session of the account, and the token works once', async () => {
    const n = await signedUp(signUpNgo(t));
    const phone = cookiesFrom(
      await login(t, { userType: 'NGO', email: n.email, password: n.password }),
    );
    const laptop = cookiesFrom(
      await login(t, { userType: 'NGO', email: n.email, password: n.password }),
    );
    for (const cookie of [phone, laptop]) {
      expect((await api(t, { cookie }).accounts.me.$get()).status).toBe(200);
    }

    const token = await tokenFor(n.email);
    const fresh = strongPassword();
    const res = await reset(token, fresh);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });

    for (const cookie of [phone, laptop]) {
      expect((await api(t, { cookie }).accounts.me.$get()).status).toBe(401);
    }
    expect(
      await scalar(t.database.db, sql`select count(*)::int from session where user_id = ${n.id}`),
    ).toBe(0);

    const old = await login(t, { userType: 'NGO', email: n.email, password: n.password });
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ error: MESSAGES.invalidCredentials });
    const now = await login(t, { userType: 'NGO', email: n.email, password: fresh });
    expect(now.status).toBe(200);

    const again = await reset(token, strongPassword());
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: INVALID_TOKEN_MESSAGE, code: 'INVALID_TOKEN' });
    expect((await login(t, { userType: 'NGO', email: n.email, password: fresh })).status).toBe(200);
  });

  it('retires every other link of the account once one is used', async () => {
    const v = await signedUp(signUpVolunteer(t));
    const older = await tokenFor(v.email);
    const newer = await tokenFor(v.email);
    const bystander = await signedUp(signUpVolunteer(t));
    const theirs = await tokenFor(bystander.email);

    const fresh = strongPassword();
    expect((await reset(newer, fresh)).status).toBe(200);
    const late = await reset(older, strongPassword());
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ error: INVALID_TOKEN_MESSAGE, code: 'INVALID_TOKEN' });
    expect(
      (await login(t, { userType: 'Volunteer', email: v.email, password: fresh })).status,
    ).toBe(200);
    expect(
      await scalar(
        t.database.db,
        sql`select count(*)::int from verification where identifier like 'reset-password:%' and value = ${v.id}`,
      ),
    ).toBe(0);
    // Another account's link still works.
    expect((await reset(theirs, strongPassword())).status).toBe(200);
  });

  it('tells whether a link can be used, without using it up, and never caches the answer', async () => {
    const check = (token: string) =>
      api(t, { ip: nextIp() }).accounts['password-reset'].check.$post({ json: { token } });
    const v = await signedUp(signUpVolunteer(t));
    const token = await tokenFor(v.email);

    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ valid: true });
    }
    // Checking left the link usable.
    const fresh = strongPassword();
    expect((await reset(token, fresh)).status).toBe(200);
    // Used: the check says so at once.
    expect(await (await check(token)).json()).toEqual({ valid: false });
    expect(await (await check('x'.repeat(24))).json()).toEqual({ valid: false });

    const expiring = await tokenFor(v.email);
    expect(await (await check(expiring)).json()).toEqual({ valid: true });
    await t.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 second' where identifier = ${`reset-password:${expiring}`}`,
    );
    expect(await (await check(expiring)).json()).toEqual({ valid: false });

    const missing = await check('');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { token: INVALID_TOKEN_MESSAGE } });
  });

  it('limits link checks per client address', async () => {
    const ip = nextIp();
    const check = () =>
      api(t, { ip }).accounts['password-reset'].check.$post({ json: { token: 'y'.repeat(24) } });
    for (let i = 0; i < RESET_CHECK_LIMIT.limit; i++) expect((await check()).status).toBe(200);
    const refused = await check();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses an expired token', async () => {
    const v = await signedUp(signUpVolunteer(t));
    const token = await tokenFor(v.email);
    await t.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 second' where identifier = ${`reset-password:${token}`}`,
    );
    const res = await reset(token, strongPassword());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INVALID_TOKEN_MESSAGE, code: 'INVALID_TOKEN' });
    expect(
      (await login(t, { userType: 'Volunteer', email: v.email, password: v.password })).status,
    ).toBe(200);
  });

  it('refuses an unknown token, and a missing one', async () => {
    const res = await reset('x'.repeat(24), strongPassword());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: INVALID_TOKEN_MESSAGE, code: 'INVALID_TOKEN' });
    const missing = await reset('', strongPassword());
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { token: INVALID_TOKEN_MESSAGE } });
  });

  it('applies the sign-up password rules, and a refused password leaves the token usable', async () => {
    const v = await signedUp(signUpVolunteer(t));
    const token = await tokenFor(v.email);
    for (const [password, message] of [
      ['password1', COMMON_PASSWORD_MESSAGE],
      ['short', expect.stringContaining('at least 8')],
      ['x'.repeat(129), expect.stringContaining('at most 128')],
    ] as const) {
      const res = await reset(token, password);
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.fields).toEqual({ password: message });
    }
    const fresh = strongPassword();
    expect((await reset(token, fresh)).status).toBe(200);
    expect(
      (await login(t, { userType: 'Volunteer', email: v.email, password: fresh })).status,
    ).toBe(200);
  });
});

describe.each(DB_KINDS)('reset mail leaves after the answer on %s', (kind) => {
  let t: TestApp;
  /** Mail the transport holds until the test lets it go, or makes it fail. */
  const held: { message: MailMessage; deliver(): void; fail(error: Error): void }[] = [];
  const delivered: MailMessage[] = [];
  const logLines: string[] = [];
  let logged: (() => void) | undefined;

  beforeAll(async () => {
    const mailer: Mailer = {
      send: (message) =>
        new Promise<void>((resolve, reject) => {
          held.push({
            message,
            deliver: () => {
              delivered.push(message);
              resolve();
            },
            fail: reject,
          });
        }),
    };
    const logger = createLogger('warn', {
      write(line: string) {
        logLines.push(line);
        logged?.();
      },
    });
    t = await createTestApp(kind, { mailer, logger, waitForMail: false });
  });
  afterAll(() => t.close());

  const requestReset = (email: string) =>
    api(t, { ip: nextIp() }).accounts['password-reset'].request.$post({ json: { email } });
  /** The held mail to `email` whose text matches, once the delivery has handed it over. */
  const heldMail = (email: string, text: RegExp) =>
    vi.waitFor(() => {
      const found = held.find((h) => h.message.to === email && text.test(h.message.text));
      if (!found) throw new Error(`no held mail to ${email}`);
      return found;
    });
  /** Signs up and lets the confirmation mail go, so the delivery is free for the next one. */
  const signUp = async () => {
    const v = await signUpVolunteer(t);
    (await heldMail(v.email, /confirm-email/)).deliver();
    await mailDelivered(t);
    return v;
  };

  it('answers for a real account while its mail is still held, then the mail arrives', async () => {
    const v = await signUp();
    const res = await requestReset(v.email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const pending = await heldMail(v.email, /reset-password/);
    expect(delivered).not.toContain(pending.message);

    pending.deliver();
    await mailDelivered(t);
    expect(delivered.at(-1)).toBe(pending.message);
    const token = resetTokenFrom(pending.message.text);
    const fresh = strongPassword();
    expect(
      (
        await api(t, { ip: nextIp() }).accounts['password-reset'].$post({
          json: { token, password: fresh },
        })
      ).status,
    ).toBe(200);
    expect(
      (await login(t, { userType: 'Volunteer', email: v.email, password: fresh })).status,
    ).toBe(200);
  });

  it('logs a reset mail that fails after the answer, by kind and id, without the address', async () => {
    const v = await signUp();
    const res = await requestReset(v.email);
    expect(res.status).toBe(200);
    const line = new Promise<void>((resolve) => (logged = resolve));
    (await heldMail(v.email, /reset-password/)).fail(
      new Error('SMTP server refused the connection'),
    );
    await line;
    const entry = JSON.parse(logLines.at(-1)!) as Record<string, unknown>;
    // Kept in the outbox for a retry (docs/decisions/0030-mail-outbox.md).
    expect(entry).toMatchObject({
      level: 40,
      msg: 'mail failed, will retry',
      mail: 'password-reset',
      mailId: expect.any(Number),
    });
    expect(logLines.at(-1)).toContain('SMTP server refused the connection');
    expect(logLines.at(-1)).not.toContain(v.email);
  });
});
