// "Tell me when an NGO in ‹city› joins Setu": a volunteer asks from their best matches; when a
// registered NGO first publishes a listing there, the job queue's sweep sends each volunteer who
// asked one email in their language, with a stop link that works without signing in. Later NGOs
// and later sweeps send nothing more.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailDelivery } from '../../src/server/mail/outbox';
import { sendCityWatchNotices } from '../../src/server/city-watch/notices';
import { stopToken } from '../../src/server/city-watch/stop-token';
import { cityWatches, user, volunteers } from '../../src/server/db/schema';
import { startJobQueue } from '../../src/server/jobs/job-queue';
import { createLogger } from '../../src/server/logger';
import type { MailMessage, Mailer } from '../../src/server/mail/mailer';
import { CITY_WATCH_MESSAGES } from '../../src/shared/city-watch';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { api, createTestApp, errorOf, send, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { publishProfile } from './requests-fixtures';

const logger = createLogger('silent');

describe.each(DB_KINDS)('city notices on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  const secret = () => t.auth.options.secret!;
  /** A sweep, then the delivery of what it wrote to the outbox (into t.outbox). */
  const sweep = async () => {
    const sent = await sendCityWatchNotices(
      { db: t.database.db, logger, publicUrl: TEST_ORIGIN, secret: secret() },
      new Date(),
    );
    await t.mail.deliverDue();
    return sent;
  };
  const mailsTo = (email: string) => t.outbox.filter((m) => m.to === email);
  const ask = (cookie: string | undefined) => api(t, { cookie })['city-watch'].$post();
  const stop = (token: string) => api(t)['city-watch'].stop.$post({ json: { token } });
  async function best(cookie: string) {
    const res = await api(t, { cookie }).matches.best.$get();
    expect(res.status).toBe(200);
    return res.json();
  }
  const setLanguage = (uid: string, language: 'en' | 'hi') =>
    t.database.db.update(user).set({ language }).where(eq(user.id, uid));
  const moveTo = (uid: string, location: string) =>
    t.database.db.update(volunteers).set({ location }).where(eq(volunteers.userId, uid));
  const stopLinkOf = (mail: MailMessage) => {
    const match = /(https?:\/\/\S+\/#\/stop-city-emails\?token=(\S+))/.exec(mail.text);
    expect(match, mail.text).not.toBeNull();
    return { url: match![1]!, token: decodeURIComponent(match![2]!) };
  };

  it('asks, then mails each asker once in their language when the first NGO publishes', async () => {
    const hindi = await signedInVolunteer(t, { location: 'Pune', fullName: 'Sunita Pawar' });
    await setLanguage(hindi.uid, 'hi');
    const english = await signedInVolunteer(t, { location: ' pune ', fullName: 'Rahul Joshi' });
    const silent = await signedInVolunteer(t, { location: 'Pune' });
    const unconfirmed = await signedInVolunteer(t, { location: 'Pune' }, { emailConfirmed: false });

    expect(await best(hindi.cookie)).toMatchObject({ city: 'Pune', cityWatchAsked: false });
    const asked = await ask(hindi.cookie);
    expect(asked.status, await asked.clone().text()).toBe(200);
    expect(await asked.json()).toEqual({ city: 'Pune', asked: true });
    // Asking twice is one ask.
    expect((await ask(hindi.cookie)).status).toBe(200);
    expect((await ask(english.cookie)).status).toBe(200);
    expect((await ask(unconfirmed.cookie)).status).toBe(200);
    expect(await best(hindi.cookie)).toMatchObject({ cityWatchAsked: true });
    expect(await best(silent.cookie)).toMatchObject({ cityWatchAsked: false });
    const rows = await t.database.db
      .select()
      .from(cityWatches)
      .where(eq(cityWatches.volunteerUid, hindi.uid));
    expect(rows).toHaveLength(1);

    // Sample listings in Pune are no NGO joining: nothing yet.
    await sweep();
    expect(mailsTo(hindi.input.email)).toEqual([]);

    const ngo = await signedInNgo(t, { location: 'Pune' });
    await publishProfile(t, ngo.cookie, { location: 'Pune' });
    await sweep();
    const [hi] = mailsTo(hindi.input.email);
    expect(mailsTo(hindi.input.email)).toHaveLength(1);
    expect(hi!.subject).toBe('पुणे की एक संस्था सेतु से जुड़ गई है');
    expect(hi!.text).toContain('नमस्ते Sunita Pawar,');
    expect(hi!.text).toContain(`${TEST_ORIGIN}/#/volunteer-matching`);
    expect(hi!.text).not.toMatch(/\bPune\b/);
    const [en] = mailsTo(english.input.email);
    expect(mailsTo(english.input.email)).toHaveLength(1);
    expect(en!.subject).toBe('An NGO in Pune has joined Setu');
    expect(en!.text).toContain('You asked us to tell you when an NGO in Pune joins Setu.');
    expect(mailsTo(silent.input.email)).toEqual([]);
    // An address nobody confirmed gets nothing.
    expect(mailsTo(unconfirmed.input.email)).toEqual([]);

    // Another sweep, and a second NGO in the same city, send nothing more.
    await sweep();
    const second = await signedInNgo(t, { location: 'Pune' });
    await publishProfile(t, second.cookie, { location: 'Pune' });
    await sweep();
    expect(mailsTo(hindi.input.email)).toHaveLength(1);
    expect(mailsTo(english.input.email)).toHaveLength(1);

    // Asking again after the email sends no second one either.
    expect((await ask(english.cookie)).status).toBe(200);
    await sweep();
    expect(mailsTo(english.input.email)).toHaveLength(1);
  }, 120_000);

  it('the stop link works without signing in and stops every open ask', async () => {
    const v = await signedInVolunteer(t, { location: 'Stoptown' });
    expect((await ask(v.cookie)).status).toBe(200);
    const ngo = await signedInNgo(t, { location: 'Stoptown' });
    await publishProfile(t, ngo.cookie, { location: 'Stoptown' });
    await sweep();
    const [mail] = mailsTo(v.input.email);
    expect(mail).toBeDefined();
    const { url, token } = stopLinkOf(mail!);
    expect(url.startsWith(`${TEST_ORIGIN}/#/stop-city-emails?token=`)).toBe(true);
    expect(token).toBe(stopToken(secret(), v.uid));

    // They moved and asked about their new town too.
    await moveTo(v.uid, 'Quiettown');
    expect((await ask(v.cookie)).status).toBe(200);

    // A forged or broken token changes nothing.
    for (const bad of ['', 'nonsense', stopToken('another-secret', v.uid), 42]) {
      // A number is no token: only an untyped request can send one.
      const res =
        typeof bad === 'string'
          ? await stop(bad)
          : await send(t, 'POST', '/api/city-watch/stop', { token: bad });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).error).toBe(CITY_WATCH_MESSAGES.invalidStopLink);
    }
    expect(await best(v.cookie)).toMatchObject({ cityWatchAsked: true });

    const stopped = await stop(token);
    expect(stopped.status, await stopped.clone().text()).toBe(200);
    expect((await stop(token)).status).toBe(200);
    expect(await best(v.cookie)).toMatchObject({ city: 'Quiettown', cityWatchAsked: false });

    const there = await signedInNgo(t, { location: 'Quiettown' });
    await publishProfile(t, there.cookie, { location: 'Quiettown' });
    await sweep();
    expect(mailsTo(v.input.email)).toHaveLength(1);
  }, 120_000);

  it('refuses NGOs and signed-out visitors', async () => {
    const ngo = await signedInNgo(t);
    expect((await ask(ngo.cookie)).status).toBe(403);
    expect((await ask(undefined)).status).toBe(401);
  }, 60_000);

  it('the job queue sends the notice, once, without a request waiting for it', async () => {
    const v = await signedInVolunteer(t, { location: 'Queuetown' });
    expect((await ask(v.cookie)).status).toBe(200);
    const ngo = await signedInNgo(t, { location: 'Queuetown' });
    await publishProfile(t, ngo.cookie, { location: 'Queuetown' });
    expect(mailsTo(v.input.email)).toEqual([]);
    const sent: MailMessage[] = [];
    const mailer: Mailer = { send: async (m) => void sent.push(m) };
    const jobs = await startJobQueue({
      database: t.database,
      mail: createMailDelivery({ db: t.database.db, mailer, logger }),
      logger,
      publicUrl: TEST_ORIGIN,
      secret: secret(),
    });
    try {
      await expect
        .poll(() => sent.filter((m) => m.to === v.input.email).length, { timeout: 30_000 })
        .toBe(1);
    } finally {
      await jobs.stop();
    }
    expect(sent.filter((m) => m.to === v.input.email)).toHaveLength(1);
  }, 120_000);
});
