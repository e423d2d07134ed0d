// "Email ownership": sign-up mails a confirmation link (in the account's language); the
// link confirms once, within 48 hours, only the address it was sent to; until then a volunteer
// cannot Connect and an NGO cannot publish or accept (403 email-unconfirmed, nothing changed);
// new links are limited per account; the demo accounts are confirmed. On both databases.
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequests,
  emailConfirmations,
  mailOutbox,
  ngoListings,
  user,
} from '../../src/server/db/schema';
import { DEMO_SIGN_IN_EMAILS, seedDemoAccounts } from '../../src/server/db/seed/demo';
import { DEMO_EMAIL_DOMAIN } from '../../src/server/demo/demo-identity';
import { hashToken } from '../../src/server/email-confirmation/tokens';
import type { Mailer } from '../../src/server/mail/mailer';
import {
  CONFIRM_LINK_CODES,
  CONFIRM_LINK_MESSAGES,
  EMAIL_UNCONFIRMED_CODE,
  EMAIL_UNCONFIRMED_MESSAGES,
  RESEND_LIMIT,
} from '../../src/shared/email-confirmation';
import { DB_KINDS } from '../support/databases';
import {
  insertListing,
  signedInNgo,
  signedInVolunteer,
  signIn,
} from '../support/dashboards-factories';
import {
  confirmationMailTo,
  confirmFromOutbox,
  confirmTokenIn,
} from '../support/email-confirmation';
import {
  api,
  createTestApp,
  errorOf,
  expectJson,
  send,
  TEST_ORIGIN,
  type TestApp,
} from '../support/test-app';
import { login, signUpNgo, signUpVolunteer } from './accounts-fixtures';
import { acceptCode, connect, PROFILE, SESSION } from './requests-fixtures';

async function emailVerified(t: TestApp, userId: string) {
  const [row] = await t.database.db
    .select({ v: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  return row?.v;
}

const confirm = (t: TestApp, token: string) =>
  api(t).accounts['confirm-email'].$post({ json: { token } });

describe.each(DB_KINDS)('email confirmation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('mails a link at sign-up in the account’s language; the link confirms the address', async () => {
    const v = await signUpVolunteer(t);
    const mail = confirmationMailTo(t.outbox, v.email);
    expect(mail?.subject).toBe('Confirm your email address for Setu');
    expect(mail?.text).toContain(`${TEST_ORIGIN}/#/confirm-email?token=`);
    expect(mail?.text).toContain('within 48 hours');
    // Only the hash is kept.
    const token = confirmTokenIn(mail!.text)!;
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.database.db
      .select()
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, v.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(
      48 * 3600_000,
      -5,
    );

    // Registration is as before: login works at once, and the banner's status says unconfirmed.
    const res = await login(t, { userType: 'Volunteer', email: v.email, password: v.password });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const before = await api(t, { cookie }).accounts['confirm-email'].$get();
    expect(await before.json()).toEqual({ confirmed: false, email: v.email });
    expect(await emailVerified(t, v.id)).toBe(false);

    const ok = await confirm(t, token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ confirmed: true });
    expect(await emailVerified(t, v.id)).toBe(true);
    const after = await api(t, { cookie }).accounts['confirm-email'].$get();
    expect(await after.json()).toEqual({ confirmed: true, email: v.email });
  });

  it('writes the mail in Hindi for an account registered in Hindi', async () => {
    const n = await signUpNgo(t, { language: 'hi' });
    const mail = confirmationMailTo(t.outbox, n.email);
    expect(mail?.subject).toBe('सेतु के लिए अपने ईमेल पते की पुष्टि करें');
    expect(mail?.text).toContain('48 घंटे के अंदर');
  });

  it('refuses a used link, a wrong one, an expired one and one for an address changed since', async () => {
    const v = await signUpVolunteer(t);
    const token = confirmTokenIn(confirmationMailTo(t.outbox, v.email)!.text)!;
    expect((await confirm(t, token)).status).toBe(200);
    const reused = await confirm(t, token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error: CONFIRM_LINK_MESSAGES.invalid,
      code: CONFIRM_LINK_CODES.invalid,
    });

    for (const wrong of [`${token.slice(0, -1)}x`, 'nonsense', '', 'a\u0000b', 42]) {
      // A number is no token: only an untyped request can send one.
      const res =
        typeof wrong === 'string'
          ? await confirm(t, wrong)
          : await send(t, 'POST', '/api/accounts/confirm-email', { token: wrong });
      expect(res.status, String(wrong)).toBe(400);
      expect((await errorOf(res)).error).toBe(CONFIRM_LINK_MESSAGES.invalid);
    }

    const late = await signUpVolunteer(t);
    const lateToken = confirmTokenIn(confirmationMailTo(t.outbox, late.email)!.text)!;
    await t.database.db
      .update(emailConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailConfirmations.tokenHash, hashToken(lateToken)));
    const expired = await confirm(t, lateToken);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      error: CONFIRM_LINK_MESSAGES.expired,
      code: CONFIRM_LINK_CODES.expired,
    });
    expect(await emailVerified(t, late.id)).toBe(false);

    const moved = await signUpVolunteer(t);
    const movedToken = confirmTokenIn(confirmationMailTo(t.outbox, moved.email)!.text)!;
    await t.database.db
      .update(user)
      .set({ email: `moved-${moved.email}` })
      .where(eq(user.id, moved.id));
    expect((await confirm(t, movedToken)).status).toBe(400);
    expect(await emailVerified(t, moved.id)).toBe(false);
  });

  it('a volunteer cannot Connect until confirmed; nothing is written; afterwards it works', async () => {
    const ngo = await signedInNgo(t, { location: 'Ranchi' });
    const listingId = await insertListing(t.database.db, {
      name: ngo.input.ngoName,
      ownerUid: ngo.uid,
      location: 'Ranchi',
    });
    const v = await signUpVolunteer(t);
    const cookie = await signIn(t, 'Volunteer', v.email, v.password);
    await acceptCode(t, cookie);
    const sentBefore = t.outbox.length;
    const refused = await connect(t, cookie, listingId);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: EMAIL_UNCONFIRMED_MESSAGES.connect,
      code: EMAIL_UNCONFIRMED_CODE,
    });
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(connectionRequests)
      .where(eq(connectionRequests.volunteerUid, v.id));
    expect(Number(rows!.n)).toBe(0);
    expect(t.outbox.length).toBe(sentBefore);

    await confirmFromOutbox(t, v.email);
    expect((await connect(t, cookie, listingId)).status).toBe(201);
  });

  it('an NGO cannot publish until confirmed (saving unpublished is allowed)', async () => {
    const n = await signUpNgo(t);
    const cookie = await signIn(t, 'NGO', n.email, n.password);
    const refused = await api(t, { cookie })['ngo-profile'].$put({ json: PROFILE });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: EMAIL_UNCONFIRMED_MESSAGES.publish,
      code: EMAIL_UNCONFIRMED_CODE,
    });
    const listings = () =>
      t.database.db.select().from(ngoListings).where(eq(ngoListings.ownerUid, n.id));
    expect(await listings()).toHaveLength(0);

    const draft = await api(t, { cookie })['ngo-profile'].$put({
      json: { ...PROFILE, published: false },
    });
    expect(draft.status).toBe(200);
    expect((await listings())[0]?.published).toBe(false);

    await confirmFromOutbox(t, n.email);
    expect((await api(t, { cookie })['ngo-profile'].$put({ json: PROFILE })).status).toBe(200);
    expect((await listings())[0]?.published).toBe(true);
  });

  it('an NGO cannot accept a request until confirmed; the request stays pending', async () => {
    const ngo = await signedInNgo(t, {}, { emailConfirmed: false });
    // A listing published before confirmation was required (an account from before).
    const listingId = await insertListing(t.database.db, {
      name: ngo.input.ngoName,
      ownerUid: ngo.uid,
    });
    const v = await signedInVolunteer(t);
    await acceptCode(t, v.cookie);
    const created = await connect(t, v.cookie, listingId);
    expect(created.status).toBe(201);
    const { request } = await expectJson(created, 201);
    const accept = () =>
      api(t, { cookie: ngo.cookie }).requests[':id'].accept.$post({
        param: { id: String(request.id) },
        json: SESSION,
      });

    const refused = await accept();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: EMAIL_UNCONFIRMED_MESSAGES.accept,
      code: EMAIL_UNCONFIRMED_CODE,
    });
    const [row] = await t.database.db
      .select({ status: connectionRequests.status })
      .from(connectionRequests)
      .where(eq(connectionRequests.id, request.id));
    expect(row?.status).toBe('pending');

    const resent = await api(t, { cookie: ngo.cookie }).accounts['confirm-email'].resend.$post();
    expect(resent.status).toBe(200);
    await confirmFromOutbox(t, ngo.input.email);
    expect((await accept()).status).toBe(200);
  });

  it(`sends at most ${RESEND_LIMIT.limit} new links an hour per account, then 429`, async () => {
    const v = await signUpVolunteer(t);
    const cookie = await signIn(t, 'Volunteer', v.email, v.password);
    const resend = (c = cookie) => api(t, { cookie: c }).accounts['confirm-email'].resend.$post();
    const mails = () => t.outbox.filter((m) => m.to === v.email).length;
    const first = mails();
    for (let i = 0; i < RESEND_LIMIT.limit; i++) {
      const res = await resend();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sent: true, confirmed: false });
    }
    expect(mails()).toBe(first + RESEND_LIMIT.limit);
    const limited = await resend();
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(3000);
    expect(retry).toBeLessThanOrEqual(3600);
    const body = await errorOf(limited);
    expect(body.code).toBe('RESEND_LIMIT');
    expect(body.error).toMatch(
      /^You have asked for 3 links in the last hour\. You can ask for another one in /,
    );
    expect(mails()).toBe(first + RESEND_LIMIT.limit);

    // The limit is the account's: another account is not affected, and any link still works.
    const other = await signedInVolunteer(t, {}, { emailConfirmed: false });
    expect((await resend(other.cookie)).status).toBe(200);
    await confirmFromOutbox(t, v.email);
    expect(await emailVerified(t, v.id)).toBe(true);

    // Confirmed: nothing to send. Signed out: 401.
    const done = await resend();
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ sent: false, confirmed: true });
    expect((await api(t).accounts['confirm-email'].resend.$post()).status).toBe(401);
    expect((await api(t).accounts['confirm-email'].$get()).status).toBe(401);
  });

  it('confirms the demo accounts from the start, also in a database made before', async () => {
    const real = await signedInVolunteer(t, {}, { emailConfirmed: false });
    await seedDemoAccounts(t.database.db, 'demo-password-for-tests-1', t.config.publicUrl);
    const demo = () =>
      t.database.db
        .select({ email: user.email, v: user.emailVerified })
        .from(user)
        .where(like(user.email, `%@${DEMO_EMAIL_DOMAIN}`));
    const first = await demo();
    expect(first.map((r) => r.email)).toEqual(expect.arrayContaining([...DEMO_SIGN_IN_EMAILS]));
    expect(first.every((r) => r.v)).toBe(true);
    // A data directory from before its demo accounts were never confirmed.
    await t.database.db
      .update(user)
      .set({ emailVerified: false })
      .where(like(user.email, `%@${DEMO_EMAIL_DOMAIN}`));
    await seedDemoAccounts(t.database.db, 'demo-password-for-tests-1', t.config.publicUrl);
    expect((await demo()).every((r) => r.v)).toBe(true);
    // Only demo accounts: an unconfirmed real account stays unconfirmed.
    expect(await emailVerified(t, real.uid)).toBe(false);
  });
});

describe.each(DB_KINDS)('a confirmation mail that fails on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const failing: Mailer = {
      send() {
        return Promise.reject(new Error('smtp down'));
      },
    };
    t = await createTestApp(kind, { mailer: failing });
  });
  afterAll(() => t.close());

  it('never fails the sign-up or a resend: the mails wait in the outbox with the error, for a retry', async () => {
    const v = await signUpVolunteer(t);
    const cookie = await signIn(t, 'Volunteer', v.email, v.password);
    const res = await api(t, { cookie }).accounts['confirm-email'].resend.$post();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true, confirmed: false });
    // Both mails (sign-up and resend) were tried once, and wait for their retry.
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, v.email));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'confirm-email',
        attempts: 1,
        sentAt: null,
        failedAt: null,
      });
      expect(row.lastError).toContain('smtp down');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
  });
});
