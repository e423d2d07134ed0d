// Two references on each database (decision 0039): the volunteer names two referees, who are
// mailed a link that works 14 days and once; bad input changes nothing; the one reminder after 3
// days; a concern alerts the operators and leaves the check pending; two clean answers make it
// valid; answers at once record one each; replacing a referee ends their link; the operators'
// decision is audited and mailed; operator routes are a 404 to everyone else; the export names
// the referees without the answers, and deleting the account deletes them. On PostgreSQL, a
// reminder sweep that comes while an answer is being written waits for it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  refereeLinks,
  referees,
  referenceAnswers,
  volunteerChecks,
} from '../../src/server/db/schema';
import { until, waitingOnLock } from '../support/lock-waits';
import { answerReference } from '../../src/server/vetting-references/answers';
import { referenceLinks } from '../../src/server/vetting-references/links';
import { sendReferenceReminders } from '../../src/server/vetting-references/reminders';
import {
  REFERENCE_CODES,
  REFERENCE_MESSAGES,
  referenceAnswerSchema,
  type ReferenceAnswerInput,
} from '../../src/shared/references';
import { DB_KINDS } from '../support/databases';
import { signedInVolunteer } from '../support/dashboards-factories';
import { nextIp, uniqueEmail } from '../support/factories';
import { createOperator, signInOperator } from '../support/operators';
import {
  api,
  createTestApp,
  errorOf,
  expectJson,
  mailDelivered,
  send,
  type TestApp,
} from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DB_KINDS)('two references on %s', (kind) => {
  let t: TestApp;
  let operatorCookie: string;
  let operatorEmail: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const operator = await createOperator(t.database.db);
    operatorEmail = operator.email;
    operatorCookie = (
      await signInOperator(
        (method, path, body, cookie) => send(t, method, path, body, { cookie, ip: nextIp() }),
        operator,
      )
    ).cookie;
  }, 180_000);
  afterAll(() => t.close());

  const client = (cookie?: string) => api(t, { cookie, ip: nextIp() });
  const links = () => referenceLinks(t.config.publicUrl);

  /** The token of the last link mailed to `email`. */
  function tokenFor(email: string): string {
    const mail = t.outbox.filter((m) => m.to === email).at(-1);
    const token = mail && /#\/reference\?token=(\S+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reference link mailed to ${email}`);
    return decodeURIComponent(token);
  }

  const answer = (token: string, overrides: Partial<ReferenceAnswerInput> = {}) =>
    client()['reference-requests'].answer.$post({
      json: {
        token,
        knownHow: 'I taught her mathematics at college.',
        knownFor: '1 to 3 years',
        role: 'Teacher or lecturer',
        concern: 'no',
        concernText: '',
        ...overrides,
      },
    });

  /** A volunteer with both referees named; their emails and tokens. */
  async function withReferees(name = 'Asha Volunteer') {
    const v = await signedInVolunteer(t, { fullName: name }, { vetted: false });
    const emails = [uniqueEmail('referee-a'), uniqueEmail('referee-b')] as const;
    const named = await expectJson(
      client(v.cookie).references.$post({
        json: {
          referee1Name: 'Meera Rao',
          referee1Email: emails[0],
          referee2Name: 'Vikram Das',
          referee2Email: emails[1],
        },
      }),
      201,
    );
    return { v, emails, named, tokens: emails.map(tokenFor) as [string, string] };
  }

  const outcomeOf = async (uid: string) => {
    const [row] = await t.database.db
      .select({ outcome: volunteerChecks.outcome, decidedBy: volunteerChecks.decidedBy })
      .from(volunteerChecks)
      .where(and(eq(volunteerChecks.volunteerUid, uid), eq(volunteerChecks.kind, 'references')));
    return row;
  };

  it('names two referees: each is mailed a link, the check waits, the screen shows states only', async () => {
    const { v, emails, named } = await withReferees('Kavya Sharma');
    const mail = t.outbox.find((m) => m.to === emails[0])!;
    expect(mail.subject).toContain('Kavya Sharma');
    expect(mail.text).toContain('14');
    // English, then Hindi.
    expect(mail.subject).toContain('संदर्भदाता');
    expect(mail.text).toContain('सेतु');
    expect(named.check.state).toBe('pending');
    expect(named.referees.map((r) => [r.slot, r.name, r.state])).toEqual([
      [1, 'Meera Rao', 'sent'],
      [2, 'Vikram Das', 'sent'],
    ]);
    expect((await outcomeOf(v.uid))?.outcome).toBe('pending');
    // Naming again is refused: replacing is the way.
    const again = await client(v.cookie).references.$post({
      json: {
        referee1Name: 'A',
        referee1Email: uniqueEmail('x'),
        referee2Name: 'B',
        referee2Email: uniqueEmail('y'),
      },
    });
    expect(again.status).toBe(409);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const before = t.outbox.length;
    const other = uniqueEmail('same');
    const cases = [
      [
        { referee1Email: v.input.email.toUpperCase(), referee2Email: uniqueEmail('ok') },
        'referee1Email',
        REFERENCE_MESSAGES.ownEmail,
      ],
      [
        { referee1Email: other, referee2Email: other },
        'referee2Email',
        REFERENCE_MESSAGES.sameEmail,
      ],
      [
        { referee1Email: uniqueEmail('a'), referee2Email: uniqueEmail('b'), referee1Name: ' ' },
        'referee1Name',
        REFERENCE_MESSAGES.refereeNameRequired,
      ],
      [
        { referee1Email: 'not-an-email', referee2Email: uniqueEmail('b') },
        'referee1Email',
        'Enter a valid email address.',
      ],
    ] as const;
    for (const [fields, field, message] of cases) {
      const res = await client(v.cookie).references.$post({
        json: { referee1Name: 'Meera Rao', referee2Name: 'Vikram Das', ...fields },
      });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    expect(t.outbox.length).toBe(before);
    expect(
      await t.database.db.select().from(referees).where(eq(referees.volunteerUid, v.uid)),
    ).toEqual([]);
    expect(await outcomeOf(v.uid)).toBeUndefined();
    // An NGO or a visitor has no referees.
    expect((await client().references.$get()).status).toBe(401);
  });

  it('the link shows whom it is about, works once, and a second answer is a clear refusal', async () => {
    const { tokens } = await withReferees('Ravi Kumar');
    const info = await expectJson(
      client()['reference-requests'].$get({ query: { token: tokens[0] } }),
    );
    expect(info).toMatchObject({ volunteerName: 'Ravi Kumar', refereeName: 'Meera Rao' });
    expect((await answer(tokens[0])).status).toBe(201);
    const again = await answer(tokens[0]);
    expect(again.status).toBe(410);
    expect((await errorOf(again)).code).toBe(REFERENCE_CODES.usedLink);
    const look = await client()['reference-requests'].$get({ query: { token: tokens[0] } });
    expect((await errorOf(look)).code).toBe(REFERENCE_CODES.usedLink);
    const unknown = await answer('no-such-token');
    expect((await errorOf(unknown)).code).toBe(REFERENCE_CODES.invalidLink);
    // A concern needs its reason: refused before anything is recorded.
    const why = await answer(tokens[1], { concern: 'yes', concernText: '  ' });
    expect(why.status).toBe(400);
    expect((await errorOf(why)).fields?.concernText).toBe(REFERENCE_MESSAGES.concernWhy);
  });

  it('a link expires 14 days after it was sent (by the clock)', async () => {
    const { v, tokens } = await withReferees();
    const [row] = await t.database.db
      .select({ sentAt: referees.sentAt })
      .from(referees)
      .where(and(eq(referees.volunteerUid, v.uid), eq(referees.slot, 1)));
    const parsed = referenceAnswerSchema.parse({
      token: tokens[0],
      knownHow: 'Neighbours',
      knownFor: 'More than 3 years',
      role: 'Neighbour or family friend',
      concern: 'no',
    });
    const at = (ms: number) =>
      answerReference(t.database.db, {
        answer: parsed,
        consoleUrl: links().consoleUrl,
        now: new Date(row!.sentAt.getTime() + ms),
        publicUrl: t.config.publicUrl,
      });
    await expect(at(14 * DAY + 1000)).rejects.toMatchObject({ status: 410 });
    const late = await at(14 * DAY + 1000).catch((e: { res: Response }) => e.res.json());
    expect(late).toMatchObject({ code: REFERENCE_CODES.expiredLink });
    // Within the 14 days it works.
    await expect(at(13 * DAY)).resolves.toEqual({ concern: false });
  });

  it('reminds a referee who has not answered after 3 days, once, with a link that works', async () => {
    const { v, emails, tokens } = await withReferees();
    expect((await answer(tokens[1])).status).toBe(201);
    const [row] = await t.database.db
      .select({ sentAt: referees.sentAt })
      .from(referees)
      .where(and(eq(referees.volunteerUid, v.uid), eq(referees.slot, 1)));
    const sweep = async (days: number) => {
      const done = await sendReferenceReminders(
        { db: t.database.db, ...links() },
        new Date(row!.sentAt.getTime() + days * DAY),
      );
      t.mail.kick();
      await mailDelivered(t);
      return done;
    };
    const mailsTo = (email: string) => t.outbox.filter((m) => m.to === email);
    await sweep(2.9);
    expect(mailsTo(emails[0])).toHaveLength(1);
    await sweep(3.1);
    expect(mailsTo(emails[0])).toHaveLength(2);
    expect(mailsTo(emails[0])[1]!.subject).toMatch(/^Reminder/);
    // Once, and never to the referee who answered.
    await sweep(4);
    await sweep(10);
    expect(mailsTo(emails[0])).toHaveLength(2);
    expect(mailsTo(emails[1])).toHaveLength(1);
    const view = await expectJson(client(v.cookie).references.$get());
    expect(view.referees.map((r) => r.state)).toEqual(['reminded', 'answered']);
    // The reminder's link works (and the first one still does until used).
    expect((await answer(tokenFor(emails[0]))).status).toBe(201);
    expect((await answer(tokens[0])).status).toBe(410);
  });

  // PGlite runs one transaction at a time, so a sweep can only come before an answer or after
  // it there; on PostgreSQL it can come while the answer is being written.
  if (kind === 'postgres') {
    it('a reminder sweep waits for an answer being recorded, and does not remind its referee', async () => {
      const { v, emails, tokens } = await withReferees();
      expect((await answer(tokens[0])).status).toBe(201);
      const db = t.database.db;
      const [asked] = await db
        .select({ sentAt: referees.sentAt })
        .from(referees)
        .where(and(eq(referees.volunteerUid, v.uid), eq(referees.slot, 2)));

      // The second answer makes the check valid, and stops there while this holds the check's
      // row: it has written the answer and holds the volunteer's row, uncommitted.
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holding = db.transaction(async (tx) => {
        await tx
          .select({ kind: volunteerChecks.kind })
          .from(volunteerChecks)
          .where(
            and(eq(volunteerChecks.volunteerUid, v.uid), eq(volunteerChecks.kind, 'references')),
          )
          .for('update');
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isLocked;
      const answering = answer(tokens[1]);
      await until(() => waitingOnLock(db, 'insert into "volunteer_checks"'));

      // The sweep, three days on: the referee has not answered as far as anything committed says.
      let swept: { reminded: number } | undefined;
      const sweeping = sendReferenceReminders(
        { db, ...links() },
        new Date(asked!.sentAt.getTime() + 3.1 * DAY),
      ).then((done) => (swept = done));
      await until(
        async () => swept !== undefined || (await waitingOnLock(db, 'for update of "volunteers"')),
      );
      expect(swept, 'the sweep finished while the answer was being recorded').toBeUndefined();

      release();
      await holding;
      expect((await answering).status).toBe(201);
      await sweeping;
      expect(swept).toEqual({ reminded: 0 });
      t.mail.kick();
      await mailDelivered(t);
      expect(t.outbox.filter((m) => m.to === emails[1])).toHaveLength(1);
      expect(await outcomeOf(v.uid)).toEqual({ outcome: 'valid', decidedBy: 'setu' });
    });
  }

  it('a concern alerts the operators at once and the check stays pending for them', async () => {
    const { v, tokens } = await withReferees('Neha Gupta');
    const res = await answer(tokens[0], {
      concern: 'yes',
      concernText: 'She shouted at children in our summer camp.',
    });
    expect(res.status).toBe(201);
    const alert = t.outbox.filter((m) => m.to === operatorEmail).at(-1)!;
    expect(alert.text).toContain('Neha Gupta');
    expect(alert.text).toContain(`/operator/accounts/${v.uid}/references`);
    // The alert does not carry the referee's words.
    expect(alert.text).not.toContain('summer camp');
    expect((await answer(tokens[1])).status).toBe(201);
    expect((await outcomeOf(v.uid))?.outcome).toBe('pending');
    // The volunteer's screen shows states, never the answers.
    const view = await client(v.cookie).references.$get();
    const text = await view.text();
    expect(text).not.toContain('summer camp');
    expect(text).not.toContain('knownHow');
  });

  it('two answers without a concern make the check valid, by Setu', async () => {
    const { v, tokens } = await withReferees();
    expect((await answer(tokens[0])).status).toBe(201);
    expect((await outcomeOf(v.uid))?.outcome).toBe('pending');
    expect((await answer(tokens[1])).status).toBe(201);
    expect(await outcomeOf(v.uid)).toEqual({ outcome: 'valid', decidedBy: 'setu' });
    const view = await expectJson(client(v.cookie).references.$get());
    expect(view.check.state).toBe('valid');
  });

  it('two referees at once each record one answer and the check is valid; one link twice at once records one', async () => {
    const both = await withReferees();
    const answers = await Promise.all([answer(both.tokens[0]), answer(both.tokens[1])]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect((await outcomeOf(both.v.uid))?.outcome).toBe('valid');

    const twice = await withReferees();
    const statuses = (
      await Promise.all([
        answer(twice.tokens[0]),
        answer(twice.tokens[0], { knownFor: 'Less than a year' }),
      ])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 410]);
    const stored = await t.database.db
      .select({ id: referenceAnswers.refereeId })
      .from(referenceAnswers)
      .innerJoin(referees, eq(referees.id, referenceAnswers.refereeId))
      .where(eq(referees.volunteerUid, twice.v.uid));
    expect(stored).toHaveLength(1);
    expect((await outcomeOf(twice.v.uid))?.outcome).toBe('pending');
  });

  it('replaces or re-sends to a referee who has not answered; the replaced link stops working', async () => {
    const { v, emails, tokens } = await withReferees();
    const newEmail = uniqueEmail('referee-new');
    const own = await client(v.cookie).references[':slot'].replace.$post({
      param: { slot: '1' },
      json: { name: 'Someone', email: emails[1] },
    });
    expect(own.status).toBe(400);
    expect((await errorOf(own)).fields?.email).toBe(REFERENCE_MESSAGES.sameEmail);
    const replaced = await expectJson(
      client(v.cookie).references[':slot'].replace.$post({
        param: { slot: '1' },
        json: { name: 'Sunita Iyer', email: newEmail },
      }),
    );
    expect(replaced.referees.map((r) => r.name)).toEqual(['Sunita Iyer', 'Vikram Das']);
    const old = await answer(tokens[0]);
    expect((await errorOf(old)).code).toBe(REFERENCE_CODES.invalidLink);
    expect((await answer(tokenFor(newEmail))).status).toBe(201);
    // An answered referee can be neither replaced nor re-sent to.
    const answered = await client(v.cookie).references[':slot'].resend.$post({
      param: { slot: '1' },
    });
    expect(answered.status).toBe(409);
    const before = t.outbox.filter((m) => m.to === emails[1]).length;
    expect(
      (await client(v.cookie).references[':slot'].resend.$post({ param: { slot: '2' } })).status,
    ).toBe(200);
    expect(t.outbox.filter((m) => m.to === emails[1])).toHaveLength(before + 1);
    expect(
      (await client(v.cookie).references[':slot'].resend.$post({ param: { slot: '3' } })).status,
    ).toBe(404);
  });

  it('operators read the answers and decide with a reason: audited, and mailed in general words', async () => {
    const { v, tokens } = await withReferees('Arjun Mehta');
    await answer(tokens[0], { concern: 'yes', concernText: 'He was rude to the children.' });
    const page = await expectJson(
      client(operatorCookie).operator.references[':uid'].$get({ param: { uid: v.uid } }),
    );
    expect(page.canDecide).toBe(true);
    expect(page.referees[0]!.answer).toMatchObject({
      concern: true,
      concernText: 'He was rude to the children.',
    });
    const missing = await client(operatorCookie).operator.references[':uid'].decide.$post({
      param: { uid: v.uid },
      json: { decision: 'rejected', note: 'Concern confirmed by phone.' },
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields?.reason).toBe(REFERENCE_MESSAGES.chooseReason);
    const decided = await client(operatorCookie).operator.references[':uid'].decide.$post({
      param: { uid: v.uid },
      json: { decision: 'rejected', reason: 'concern', note: 'Concern confirmed by phone.' },
    });
    expect(decided.status).toBe(200);
    expect((await outcomeOf(v.uid))?.outcome).toBe('rejected');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'references-decision'), eq(auditLog.targetId, v.uid)));
    expect(audit).toMatchObject({ targetKind: 'account', detail: { outcome: 'rejected:concern' } });
    const mail = t.outbox.filter((m) => m.to === v.input.email).at(-1)!;
    expect(mail.subject).toBe('Your references were not accepted');
    expect(mail.text).toContain('A referee raised a concern about working with children.');
    expect(mail.text).not.toContain('rude');
    expect(mail.text).not.toContain('phone');
    // Decided: nothing more to decide.
    const twice = await client(operatorCookie).operator.references[':uid'].decide.$post({
      param: { uid: v.uid },
      json: { decision: 'valid', note: 'Changed my mind.' },
    });
    expect(twice.status).toBe(409);
  });

  it('answers 404 to everyone but an operator', async () => {
    const { v } = await withReferees();
    for (const cookie of [v.cookie, undefined]) {
      const look = await client(cookie).operator.references[':uid'].$get({ param: { uid: v.uid } });
      expect(look.status).toBe(404);
      const decide = await client(cookie).operator.references[':uid'].decide.$post({
        param: { uid: v.uid },
        json: { decision: 'valid', note: 'x' },
      });
      expect(decide.status).toBe(404);
    }
    expect((await outcomeOf(v.uid))?.outcome).toBe('pending');
  });

  it('the export names the referees without the answers; deleting the account deletes them', async () => {
    const { v, tokens } = await withReferees();
    await answer(tokens[0], { knownHow: 'We worked together at the library.' });
    const res = await send(t, 'GET', '/api/accounts/me/export', undefined, { cookie: v.cookie });
    const text = await res.text();
    expect(JSON.parse(text).referees).toMatchObject([
      { name: 'Meera Rao', state: 'answered' },
      { name: 'Vikram Das', state: 'sent' },
    ]);
    expect(text).not.toContain('library');
    const deleted = await send(
      t,
      'POST',
      '/api/accounts/me/delete',
      { password: v.input.password },
      { cookie: v.cookie, ip: nextIp() },
    );
    expect(deleted.status).toBeLessThan(300);
    expect(
      await t.database.db.select().from(referees).where(eq(referees.volunteerUid, v.uid)),
    ).toEqual([]);
    const left = await t.database.db
      .select()
      .from(refereeLinks)
      .innerJoin(referees, eq(referees.id, refereeLinks.refereeId))
      .where(eq(referees.volunteerUid, v.uid));
    expect(left).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(volunteerChecks)
        .where(eq(volunteerChecks.volunteerUid, v.uid)),
    ).toEqual([]);
  });
});
