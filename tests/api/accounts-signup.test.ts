// Sign-up: records written, server-side validation, duplicate emails, atomicity.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { LIMITS } from '../../src/shared/schemas';
import { COMMON_PASSWORD_MESSAGE } from '../../src/server/accounts/password';
import { DB_KINDS } from '../support/databases';
import { createTestApp, errorOf, send, type TestApp } from '../support/test-app';
import { countRows, rows, signUpNgo, signUpVolunteer } from './accounts-fixtures';
import { nextIp, ngoInput, uniqueEmail, volunteerInput } from '../support/factories';

describe.each(DB_KINDS)('accounts sign-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const postVolunteer = (body: unknown) =>
    send(t, 'POST', '/api/accounts/volunteers', body, { ip: nextIp() });
  const postNgo = (body: unknown) => send(t, 'POST', '/api/accounts/ngos', body, { ip: nextIp() });

  it('creates the account, the volunteer record and the registration record', async () => {
    const before = Date.now();
    const v = await signUpVolunteer(t, {
      fullName: 'Asha Verma',
      email: '  Asha.Verma@Example.ORG ',
      phone: '+91 98765-43210',
      location: 'Ranchi',
      skills: 'Teaching',
      availability: ['Monday Morning', 'Saturday Evening'],
      ageGroup: 'Children',
      languages: ['Hindi', 'English'],
      bio: 'Retired teacher.',
      reason: 'I want to help children read.',
    });
    expect(v.email).toBe('asha.verma@example.org');

    const [u] = await rows<{ id: string; name: string; email: string; email_verified: boolean }>(
      t.database.db,
      sql`select id, name, email, email_verified from "user" where id = ${v.id}`,
    );
    expect(u).toEqual({
      id: v.id,
      name: 'Asha Verma',
      email: 'asha.verma@example.org',
      email_verified: false,
    });

    const accounts = await rows<{ provider_id: string; account_id: string; password: string }>(
      t.database.db,
      sql`select provider_id, account_id, password from account where user_id = ${v.id}`,
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0]!.provider_id).toBe('credential');
    expect(accounts[0]!.account_id).toBe(v.id);
    // argon2id at OWASP's minimum parameters, never the password itself.
    expect(accounts[0]!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [profile] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select * from volunteers where user_id = ${v.id}`,
    );
    expect(profile).toMatchObject({
      full_name: 'Asha Verma',
      email: 'asha.verma@example.org',
      phone: '+91 98765-43210',
      location: 'Ranchi',
      skills: 'Teaching',
      availability: ['Monday Morning', 'Saturday Evening'],
      age_group: 'Children',
      languages: ['Hindi', 'English'],
      bio: 'Retired teacher.',
      reason: 'I want to help children read.',
    });
    const stamp = new Date(profile!.timestamp as string).getTime();
    expect(Math.abs(stamp - before)).toBeLessThan(60_000);

    const registrations = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select * from volunteer_registrations where uid = ${v.id}`,
    );
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({
      uid: v.id,
      full_name: 'Asha Verma',
      email: 'asha.verma@example.org',
      availability: 'Monday Morning, Saturday Evening',
      languages: 'Hindi, English',
      age_group: 'Children',
    });
    expect(typeof registrations[0]!.id).toBe('number');
    expect(registrations[0]!.timestamp).toBeTruthy();

    // No copy of the password anywhere outside the account's hash.
    const everything = JSON.stringify([profile, registrations, u]);
    expect(everything).not.toContain(v.password);
  });

  it('creates the account and the NGO record keyed by the user id', async () => {
    const n = await signUpNgo(t, {
      ngoName: 'Pratham Ranchi',
      contactPerson: 'Ravi Kumar',
      phone: '0651-2345678',
      location: 'Ranchi',
      website: '',
      areaOfWork: 'Education',
      volunteerReqs: 'Two hours a week.',
      schedule: 'Weekends',
      description: 'Reading classes for children.',
    });
    const [profile] = await rows<Record<string, unknown>>(
      t.database.db,
      sql`select * from ngos where uid = ${n.id}`,
    );
    expect(profile).toMatchObject({
      uid: n.id,
      ngo_name: 'Pratham Ranchi',
      contact_person: 'Ravi Kumar',
      email: n.email,
      phone: '0651-2345678',
      location: 'Ranchi',
      website: '',
      area_of_work: 'Education',
      volunteer_reqs: 'Two hours a week.',
      schedule: 'Weekends',
      description: 'Reading classes for children.',
    });
    expect(profile!.created_at).toBeTruthy();
    const [u] = await rows<{ name: string }>(
      t.database.db,
      sql`select name from "user" where id = ${n.id}`,
    );
    expect(u!.name).toBe('Pratham Ranchi');
    expect(JSON.stringify(profile)).not.toContain(n.password);
  });

  it('refuses a taken email in any case, for either kind of account, with 409', async () => {
    const v = await signUpVolunteer(t);
    const before = await countRows(t.database.db);
    for (const res of [
      await postVolunteer(volunteerInput({ email: v.email.toUpperCase() })),
      await postNgo(ngoInput({ email: `  ${v.email.replace(/^./, (c) => c.toUpperCase())}` })),
    ]) {
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: MESSAGES.emailTaken });
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('accepts empty availability and languages (spec §5): empty lists, empty registration text', async () => {
    const v = await signUpVolunteer(t, { availability: [], languages: [] });
    const [profile] = await rows<{ availability: string[]; languages: string[] }>(
      t.database.db,
      sql`select availability, languages from volunteers where user_id = ${v.id}`,
    );
    expect(profile).toEqual({ availability: [], languages: [] });
    const registrations = await rows<{ availability: string; languages: string }>(
      t.database.db,
      sql`select availability, languages from volunteer_registrations where uid = ${v.id}`,
    );
    expect(registrations).toEqual([{ availability: '', languages: '' }]);
  });

  it('refuses a taken email with 409 and its message when availability and languages are empty', async () => {
    const v = await signUpVolunteer(t, { availability: [], languages: [] });
    const before = await countRows(t.database.db);
    const res = await postVolunteer(
      volunteerInput({ email: v.email.toUpperCase(), availability: [], languages: [] }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: MESSAGES.emailTaken,
      fields: { email: MESSAGES.emailTaken },
    });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('lets exactly one of two simultaneous sign-ups with one email through, never a 500', async () => {
    const email = uniqueEmail('race');
    const before = await countRows(t.database.db);
    const answers = await Promise.all([
      postVolunteer(volunteerInput({ email })),
      postNgo(ngoInput({ email: email.toUpperCase() })),
      postVolunteer(volunteerInput({ email })),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(await res.json()).toEqual({
        error: MESSAGES.emailTaken,
        fields: { email: MESSAGES.emailTaken },
      });
    }
    const after = await countRows(t.database.db);
    expect(after.user - before.user).toBe(1);
    expect(after.account - before.account).toBe(1);
    expect(after.volunteers + after.ngos - before.volunteers - before.ngos).toBe(1);
  });

  it('refuses passwords from the common-password list as a field error, on both forms', async () => {
    for (const [post, input] of [
      [postVolunteer, volunteerInput({ password: 'Password123' })],
      [postNgo, ngoInput({ password: 'iloveyou' })],
    ] as const) {
      const res = await post(input);
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    }
  });

  it('bounds every field: lengths, known options, phones, passwords, agree', async () => {
    const long = (n: number) => 'a'.repeat(n);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ fullName: long(LIMITS.name + 1) }, 'fullName'],
      [{ fullName: '   ' }, 'fullName'],
      [{ location: long(LIMITS.name + 1) }, 'location'],
      [{ reason: long(LIMITS.freeText + 1) }, 'reason'],
      [{ bio: long(LIMITS.freeText + 1) }, 'bio'],
      [{ skills: 'Juggling' }, 'skills'],
      [{ ageGroup: 'Adults' }, 'ageGroup'],
      [{ availability: ['Monday Morning', 'Someday Night'] }, 'availability'],
      [{ availability: 'Monday Morning' }, 'availability'],
      [{ languages: ['Hindi', 'Klingon'] }, 'languages'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: `${long(250)}@example.org` }, 'email'],
      [{ phone: '123456' }, 'phone'],
      [{ phone: '+1234567890123456' }, 'phone'],
      [{ phone: '98765abc43' }, 'phone'],
      [{ phone: '++91 98765 43210' }, 'phone'],
      [{ password: 'short12' }, 'password'],
      [{ password: long(LIMITS.passwordMax + 1) }, 'password'],
      [{ agree: false }, 'agree', MESSAGES.agreeVolunteer],
    ];
    const before = await countRows(t.database.db);
    for (const [override, field, message] of cases) {
      const res = await postVolunteer({ ...volunteerInput(), ...override });
      expect(res.status, JSON.stringify(override).slice(0, 80)).toBe(400);
      const body = await errorOf(res);
      expect(Object.keys(body.fields ?? {}), JSON.stringify(override).slice(0, 80)).toContain(
        field,
      );
      if (message) expect(body.fields?.[field]).toBe(message);
    }
    for (const [override, field, message] of [
      [{ ngoName: long(LIMITS.name + 1) }, 'ngoName'],
      [{ contactPerson: long(LIMITS.name + 1) }, 'contactPerson'],
      [{ description: long(LIMITS.freeText + 1) }, 'description'],
      [{ volunteerReqs: '' }, 'volunteerReqs'],
      [{ areaOfWork: 'Space' }, 'areaOfWork'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ phone: '12-34' }, 'phone'],
      [{ agree: false }, 'agree', MESSAGES.agreeNgo],
    ] as [Record<string, unknown>, string, string?][]) {
      const res = await postNgo({ ...ngoInput(), ...override });
      expect(res.status, JSON.stringify(override).slice(0, 80)).toBe(400);
      const body = await errorOf(res);
      expect(Object.keys(body.fields ?? {})).toContain(field);
      if (message) expect(body.fields?.[field]).toBe(message);
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it('adds https:// to a website typed without it and stores the full address', async () => {
    for (const [typed, stored] of [
      ['www.example.org', 'https://www.example.org'],
      ['  vidya.example.org/about ', 'https://vidya.example.org/about'],
      ['http://plain.example.org', 'http://plain.example.org'],
    ]) {
      const n = await signUpNgo(t, { website: typed });
      const [profile] = await rows<{ website: string }>(
        t.database.db,
        sql`select website from ngos where uid = ${n.id}`,
      );
      expect(profile!.website, typed).toBe(stored);
    }
    const res = await postNgo(ngoInput({ website: 'javascript:alert(1)' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.website).toBe('Enter a web address, like www.example.org.');
  });

  it('accepts the edges: 7- and 15-digit phones, 8- and 128-character passwords, names of 100', async () => {
    await signUpVolunteer(t, {
      phone: '1234567',
      password: 'kq7#Zp2w',
      fullName: 'n'.repeat(LIMITS.name),
    });
    await signUpVolunteer(t, {
      phone: '+123 456-789 012 345',
      password: 'x'.repeat(127) + 'Q',
      bio: undefined,
    });
    const n = await signUpNgo(t, {
      phone: '+91 651 234 5678',
      description: 'd'.repeat(LIMITS.freeText),
    });
    expect(n.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('atomic sign-up', () => {
    const failOn = uniqueEmail('atomic');

    async function withFailingInsert(table: string, run: () => Promise<void>) {
      const db = t.database.db;
      await db.execute(
        sql.raw(`create or replace function setu_test_fail_insert() returns trigger language plpgsql as $$
          begin
            if new.email = '${failOn}' then raise exception 'profile insert failed on purpose'; end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(
          `create trigger setu_test_fail before insert on ${table} for each row execute function setu_test_fail_insert()`,
        ),
      );
      try {
        await run();
      } finally {
        await db.execute(sql.raw(`drop trigger setu_test_fail on ${table}`));
      }
    }

    async function expectNothingFor(email: string) {
      const db = t.database.db;
      const users = await rows<{ id: string }>(
        db,
        sql`select id from "user" where email = ${email}`,
      );
      expect(users).toEqual([]);
      expect(
        await rows(
          db,
          sql`select 1 from account a where not exists (select 1 from "user" u where u.id = a.user_id)`,
        ),
      ).toEqual([]);
      expect(await rows(db, sql`select 1 from volunteers where email = ${email}`)).toEqual([]);
      expect(
        await rows(db, sql`select 1 from volunteer_registrations where email = ${email}`),
      ).toEqual([]);
      expect(await rows(db, sql`select 1 from ngos where email = ${email}`)).toEqual([]);
    }

    for (const table of ['volunteers', 'volunteer_registrations'] as const) {
      it(`leaves nothing when the ${table} insert fails, and the email stays free`, async () => {
        const before = await countRows(t.database.db);
        await withFailingInsert(table, async () => {
          const res = await postVolunteer(volunteerInput({ email: failOn }));
          expect(res.status).toBe(500);
          expect(await res.json()).toEqual({ error: MESSAGES.somethingWrong });
        });
        await expectNothingFor(failOn);
        expect(await countRows(t.database.db)).toEqual(before);

        const v = await signUpVolunteer(t, { email: failOn });
        expect(v.id).toBeTruthy();
        await t.database.db.execute(sql`delete from "user" where id = ${v.id}`);
      });
    }

    it('leaves nothing when the NGO insert fails, and the email stays free', async () => {
      const before = await countRows(t.database.db);
      await withFailingInsert('ngos', async () => {
        const res = await postNgo(ngoInput({ email: failOn }));
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ error: MESSAGES.somethingWrong });
      });
      await expectNothingFor(failOn);
      expect(await countRows(t.database.db)).toEqual(before);
      await signUpNgo(t, { email: failOn });
    });
  });
});
