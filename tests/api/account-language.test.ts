// The account's language: stored at sign-up and by PUT /api/accounts/me/language,
// returned by login and /me, and used for the account's emails and calendar file.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { createMailer } from '../../src/server/mail/mailer';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import {
  api,
  cookiesFrom,
  createTestApp,
  expectJson,
  send,
  type TestApp,
} from '../support/test-app';
import {
  login,
  resetTokenFrom,
  signUpNgo,
  signUpVolunteer,
  startSmtpServer,
} from './accounts-fixtures';
import { decodeMail } from './mail-decode';
import { acceptCode, act, connect, pendingRequest, publishProfile } from './requests-fixtures';
import { nextIp, volunteerInput } from '../support/factories';

describe.each(DB_KINDS)('the account’s language on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    // Through a real SMTP peer, as the reset tests read their mail.
    smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Setu <no-reply@setu.local>',
      outboxDir: '/nonexistent-setu-outbox',
      logger: createLogger('silent'),
    });
    t = await createTestApp(kind, { mailer });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const languageOf = async (id: string) =>
    (await t.database.db.select({ l: user.language }).from(user).where(eq(user.id, id)))[0]?.l;

  async function signIn(userType: 'Volunteer' | 'NGO', email: string, password: string) {
    const res = await login(t, { userType, email, password });
    return { body: await expectJson(res), cookie: cookiesFrom(res) };
  }

  /** The next mail the SMTP peer receives, decoded. */
  async function nextMail(action: () => Promise<unknown>) {
    const sent = smtp.messages.length;
    await action();
    await smtp.received(sent + 1);
    return decodeMail(smtp.messages[sent]!.raw);
  }

  it('stores the language used at sign-up, English when none is sent', async () => {
    const hindi = await signUpVolunteer(t, { language: 'hi' });
    const english = await signUpVolunteer(t);
    const ngo = await signUpNgo(t, { language: 'hi' });
    expect(await languageOf(hindi.id)).toBe('hi');
    expect(await languageOf(english.id)).toBe('en');
    expect(await languageOf(ngo.id)).toBe('hi');

    const { body, cookie } = await signIn('Volunteer', hindi.email, hindi.password);
    expect(body.language).toBe('hi');
    const me = await api(t, { cookie }).accounts.me.$get();
    expect(await me.json()).toEqual({
      user: hindi.fullName,
      userType: 'Volunteer',
      language: 'hi',
    });
    expect((await signIn('NGO', ngo.email, ngo.password)).body.language).toBe('hi');
  });

  it('refuses a language Setu does not speak at sign-up', async () => {
    const res = await send(
      t,
      'POST',
      '/api/accounts/volunteers',
      { ...volunteerInput(), language: 'fr' },
      { ip: nextIp() },
    );
    expect(res.status).toBe(400);
  });

  it('stores a signed-in user’s choice, which the next login and /me return', async () => {
    const v = await signUpVolunteer(t);
    const { cookie } = await signIn('Volunteer', v.email, v.password);
    const res = await api(t, { cookie }).accounts.me.language.$put({ json: { language: 'hi' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ language: 'hi' });
    expect(await languageOf(v.id)).toBe('hi');
    const me = await api(t, { cookie }).accounts.me.$get();
    expect((await me.json()).language).toBe('hi');
    // Another device: a fresh login gets the account's language.
    expect((await signIn('Volunteer', v.email, v.password)).body.language).toBe('hi');

    const back = await api(t, { cookie }).accounts.me.language.$put({ json: { language: 'en' } });
    expect(back.status).toBe(200);
    expect(await languageOf(v.id)).toBe('en');
  });

  it('refuses a choice without a session, or of a language Setu does not speak', async () => {
    const anonymous = await api(t).accounts.me.language.$put({ json: { language: 'hi' } });
    expect(anonymous.status).toBe(401);
    const v = await signUpVolunteer(t);
    const { cookie } = await signIn('Volunteer', v.email, v.password);
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: ['hi'] }]) {
      const res = await send(t, 'PUT', '/api/accounts/me/language', body, { cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await languageOf(v.id)).toBe('en');
  });

  it('sends a Hindi account’s reset email in Hindi, and an English one’s in English', async () => {
    const hindi = await signUpVolunteer(t, { language: 'hi', fullName: 'Sunita Devi' });
    // Its confirmation mail goes out after the answer: let it arrive first.
    await smtp.receivedFor(hindi.email);
    const requestReset = (email: string) =>
      api(t, { ip: nextIp() }).accounts['password-reset'].request.$post({ json: { email } });

    const hiMail = await nextMail(() => requestReset(hindi.email));
    expect(hiMail.subject).toBe('अपने सेतु खाते का नया पासवर्ड चुनें');
    expect(hiMail.text).toContain('नमस्ते Sunita Devi,');
    expect(hiMail.text).toContain('30 मिनट के अंदर यह लिंक खोलें');
    expect(hiMail.text).not.toContain('Someone asked');
    expect(resetTokenFrom(hiMail.text)).toMatch(/\w/);

    const english = await signUpVolunteer(t, { fullName: 'Arjun Mehta' });
    await smtp.receivedFor(english.email);
    const enMail = await nextMail(() => requestReset(english.email));
    expect(enMail.subject).toBe('Reset your Setu password');
    expect(enMail.text).toContain('Hello Arjun Mehta,');
    expect(enMail.text).toContain('Someone asked to reset the password of your Setu account.');
  });

  it('mails a Hindi NGO its new request in Hindi, and a volunteer its answer in theirs', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Gyan Deep', language: 'hi' });
    const listing = await publishProfile(t, ngo.cookie);
    const v = await signedInVolunteer(t, {
      fullName: 'Kiran Rao',
      availability: ['Saturday Morning', 'Sunday Evening'],
    });
    await acceptCode(t, v.cookie);

    let id = 0;
    const request = await nextMail(async () => {
      const res = await connect(t, v.cookie, listing, 'Main Saturday ko aa sakta hoon.');
      expect(res.status).toBe(201);
      id = (await res.json()).request!.id;
    });
    expect(request.to).toBe(ngo.input.email);
    expect(request.subject).toBe('Kiran Rao आपकी संस्था से जुड़ना चाहते हैं');
    expect(request.text).toContain('नमस्ते Gyan Deep,');
    expect(request.text).toContain('उपलब्धता: शनिवार सुबह, रविवार शाम');
    // The stored skill by its Hindi label.
    expect(request.text).toContain('कौशल: पढ़ाना');
    expect(request.text).toContain('Main Saturday ko aa sakta hoon.');
    expect(request.text).not.toContain('would like to volunteer');

    // The English volunteer's answer stays English, though the NGO reads Hindi.
    const answer = await nextMail(() => act(t, ngo.cookie, id, 'accept'));
    expect(answer.subject).toBe('Gyan Deep accepted your request');
    expect(answer.text).toContain('every Saturday, 11:00 AM - 12:00 PM');
  });

  it('mails a Hindi volunteer the answer in Hindi, and gives the calendar file in Hindi', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Asha Kendra' });
    const listing = await publishProfile(t, ngo.cookie);
    const v = await signedInVolunteer(t, { fullName: 'Meena Iyer', language: 'hi' });
    await acceptCode(t, v.cookie);
    const id = await pendingRequest(t, v.cookie, listing);
    const answer = await nextMail(() => act(t, ngo.cookie, id, 'accept'));
    expect(answer.to).toBe(v.input.email);
    expect(answer.subject).toBe('Asha Kendra ने आपका अनुरोध स्वीकार कर लिया है');
    expect(answer.text).toContain('हर शनिवार, सुबह 11:00 – दोपहर 12:00');

    const ics = await api(t, { cookie: v.cookie }).requests['schedule.ics'].$get();
    expect(ics.status).toBe(200);
    const file = (await ics.text()).replace(/\r\n /g, '');
    expect(file).toContain('X-WR-CALNAME:सेतु पर स्वयंसेवा');
    expect(file).toContain('SUMMARY:Asha Kendra में गणित');
    expect(file).not.toContain('Maths');
    expect(file).not.toContain('Weekly');
  });
});
