// Odd characters in the text people send. PostgreSQL refuses NUL, so it used to
// surface as a 500 logged with the SQL parameters (name, email, phone). Every entry point now
// answers 400 with the field's message for control characters, and single-line fields also
// refuse line breaks and bidi controls; multi-line fields keep their line breaks. A database
// error that still happens is logged with its code and the request id, never with the values.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequests,
  feedback,
  ngos,
  volunteerRegistrations,
  volunteers,
} from '../../src/server/db/schema';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import { TEXT_RULE_MESSAGES } from '../../src/shared/messages';
import type { TextProblem } from '../../src/shared/text-rules';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { captureLogs, type CapturedLogs } from '../support/log-capture';
import { createTestApp, errorOf, expectJson, send, type TestApp } from '../support/test-app';
import { INVALID_TOKEN_MESSAGE } from '../../src/server/accounts/account-routes';
import { acceptCode, connect, PROFILE, publishProfile } from './requests-fixtures';
import { nextIp, ngoInput, strongPassword, volunteerInput } from '../support/factories';

const ODDITIES: { what: string; char: string; problem: TextProblem }[] = [
  { what: 'NUL', char: '\u0000', problem: 'control' },
  { what: 'a bell (C0)', char: '\u0007', problem: 'control' },
  { what: 'an escape (C0)', char: '\u001b', problem: 'control' },
  { what: 'a tab', char: '\t', problem: 'control' },
  { what: 'DEL', char: '\u007f', problem: 'control' },
  { what: 'a next-line (C1)', char: '\u0085', problem: 'control' },
  { what: 'a line feed', char: '\n', problem: 'lineBreak' },
  { what: 'a carriage return', char: '\r', problem: 'lineBreak' },
  { what: 'a line separator', char: '\u2028', problem: 'lineBreak' },
  { what: 'a right-to-left override', char: '\u202e', problem: 'bidi' },
  { what: 'a left-to-right embedding', char: '\u202a', problem: 'bidi' },
  { what: 'a first-strong isolate', char: '\u2068', problem: 'bidi' },
  { what: 'a lone surrogate', char: '\ud800', problem: 'brokenCharacter' },
];

const URL_ODDITIES = ODDITIES.filter((o) => o.problem !== 'brokenCharacter');

/** Control characters every field refuses, multi-line ones included. */
const CONTROLS = ODDITIES.filter((o) => o.problem === 'control' && o.char !== '\t');

const LINES = 'First line\nSecond line\r\nThird line\n\n\tIndented after a blank line';

type Role = 'anonymous' | 'volunteer' | 'ngo';

interface EntryPoint {
  name: string;
  role: Role;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** A valid body with `value` in `field` (or the query string for a GET). */
  body?: (field: string, value: string) => Record<string, unknown>;
}

describe.each(DB_KINDS)('odd characters on %s', (kind) => {
  let t: TestApp;
  let logs: CapturedLogs;
  let volunteer: SignedIn<unknown>;
  let ngo: SignedIn<unknown>;
  let listingId: number;

  beforeAll(async () => {
    logs = captureLogs();
    t = await createTestApp(kind, { logger: logs.logger });
    volunteer = await signedInVolunteer(t);
    ngo = await signedInNgo(t);
    listingId = await publishProfile(t, ngo.cookie);
    await acceptCode(t, volunteer.cookie);
  });
  afterAll(() => t?.close());

  const cookieOf = (role: Role) =>
    role === 'volunteer' ? volunteer.cookie : role === 'ngo' ? ngo.cookie : undefined;

  const ENTRY_POINTS: Record<string, EntryPoint> = {
    volunteerInput: {
      name: 'volunteer sign-up',
      role: 'anonymous',
      method: 'POST',
      path: '/api/accounts/volunteers',
      body: (field, value) => volunteerInput({ [field]: value }),
    },
    ngoSignup: {
      name: 'NGO sign-up',
      role: 'anonymous',
      method: 'POST',
      path: '/api/accounts/ngos',
      body: (field, value) => ngoInput({ [field]: value }),
    },
    login: {
      name: 'login',
      role: 'anonymous',
      method: 'POST',
      path: '/api/accounts/login',
      body: (field, value) => ({
        userType: 'Volunteer',
        email: 'someone@example.org',
        password: 'a-password-1',
        [field]: value,
      }),
    },
    feedback: {
      name: 'feedback',
      role: 'anonymous',
      method: 'POST',
      path: '/api/feedback',
      body: (field, value) => ({
        name: 'Asha',
        email: 'asha@example.org',
        message: 'Hello',
        [field]: value,
      }),
    },
    needs: {
      name: 'NGO needs',
      role: 'ngo',
      method: 'POST',
      path: '/api/ngo/needs',
      body: (field, value) => ({ [field]: value }),
    },
    ngoProfile: {
      name: 'NGO matching profile',
      role: 'ngo',
      method: 'PUT',
      path: '/api/ngo-profile',
      body: (field, value) => ({ ...PROFILE, [field]: value }),
    },
    preferences: {
      name: 'volunteer preferences',
      role: 'volunteer',
      method: 'PUT',
      path: '/api/volunteer-preferences',
      body: (field, value) => ({
        availability: ['Saturday Morning'],
        languages: ['Hindi'],
        ageGroup: 'Children',
        location: 'Ranchi',
        [field]: value,
      }),
    },
    codeOfConduct: {
      name: 'code of conduct',
      role: 'volunteer',
      method: 'POST',
      path: '/api/volunteer-preferences/code-of-conduct',
      body: (field, value) => ({ [field]: value }),
    },
    bio: {
      name: 'bio',
      role: 'volunteer',
      method: 'PUT',
      path: '/api/volunteer/bio',
      body: (field, value) => ({ [field]: value }),
    },
    request: {
      name: 'connect request',
      role: 'volunteer',
      method: 'POST',
      path: '/api/requests',
      body: (field, value) => ({ listingId, [field]: value }),
    },
    matching: { name: 'matching search', role: 'anonymous', method: 'GET', path: '/api/matching' },
    nearMisses: {
      name: 'near misses',
      role: 'volunteer',
      method: 'GET',
      path: '/api/matches/near-misses',
    },
  };

  function sendTo(entry: EntryPoint, field: string, value: string) {
    const options = { ip: nextIp(), cookie: cookieOf(entry.role) };
    if (entry.method === 'GET') {
      const query = new URLSearchParams({ topic: 'Maths', day: 'Saturday', [field]: value });
      return send(t, 'GET', `${entry.path}?${query.toString()}`, undefined, options);
    }
    return send(t, entry.method, entry.path, entry.body!(field, value), options);
  }

  async function expectFieldError(
    entry: EntryPoint,
    field: string,
    value: string,
    message: string,
  ) {
    const res = await sendTo(entry, field, value);
    const where = `${entry.name} ${field}=${JSON.stringify(value)}`;
    expect(res.status, `${where} → ${await res.clone().text()}`).toBe(400);
    expect((await errorOf(res)).fields?.[field], where).toBe(message);
  }

  const SINGLE_LINE_FIELDS: [keyof typeof ENTRY_POINTS, string, string, string][] = [
    // entry point, field, label in the message, a value the odd character goes into
    ['volunteerInput', 'fullName', 'Full name', 'Asha Verma'],
    ['volunteerInput', 'location', 'Location', 'Ranchi'],
    ['ngoSignup', 'ngoName', 'NGO name', 'Pratham Ranchi'],
    ['ngoSignup', 'contactPerson', 'Contact person', 'Ravi Kumar'],
    ['ngoSignup', 'location', 'Location', 'Ranchi'],
    ['ngoSignup', 'website', 'Website', 'https://pratham.example.org'],
    ['login', 'email', 'Email', 'asha@example.org'],
    ['feedback', 'name', 'Name', 'Asha Verma'],
    ['needs', 'label', 'Need', 'Books'],
    ['ngoProfile', 'location', 'City', 'Ranchi'],
    ['preferences', 'location', 'Location', 'Ranchi'],
    ['codeOfConduct', 'version', 'Version', CODE_OF_CONDUCT_VERSION],
    ['matching', 'topic', 'Topic', 'Maths'],
    ['matching', 'location', 'Location', 'Ranchi'],
    ['nearMisses', 'topic', 'Topic', 'Maths'],
    ['nearMisses', 'location', 'Location', 'Ranchi'],
  ];

  describe.each(SINGLE_LINE_FIELDS)('%s %s (single line)', (entryKey, field, label, value) => {
    // A lone surrogate cannot travel in a URL: URLSearchParams sends U+FFFD instead.
    const oddities = ENTRY_POINTS[entryKey]!.method === 'GET' ? URL_ODDITIES : ODDITIES;
    it.each(oddities)('refuses $what with a 400 and the field message', async (oddity) => {
      const entry = ENTRY_POINTS[entryKey]!;
      const middle = Math.ceil(value.length / 2);
      const odd = value.slice(0, middle) + oddity.char + value.slice(middle);
      await expectFieldError(entry, field, odd, TEXT_RULE_MESSAGES[oddity.problem](label));
    });
  });

  it('refuses odd characters in emails and phones through their own format rules', async () => {
    for (const oddity of ODDITIES) {
      for (const [entry, field, value] of [
        [ENTRY_POINTS.volunteerInput!, 'email', 'asha@example.org'],
        [ENTRY_POINTS.ngoSignup!, 'phone', '0651-2345678'],
        [ENTRY_POINTS.feedback!, 'email', 'asha@example.org'],
      ] as const) {
        const res = await sendTo(entry, field, value.slice(0, 4) + oddity.char + value.slice(4));
        expect(res.status, `${entry.name} ${field} with ${oddity.what}`).toBe(400);
        const { fields } = await errorOf(res);
        expect(fields?.[field], `${entry.name} ${field} with ${oddity.what}`).toBeTruthy();
      }
    }
  });

  it('refuses a reset token with odd characters as an invalid link', async () => {
    for (const oddity of ODDITIES) {
      const res = await send(
        t,
        'POST',
        '/api/accounts/password-reset',
        { token: `abcdef${oddity.char}ghijkl`, password: strongPassword() },
        { ip: nextIp() },
      );
      expect(res.status, oddity.what).toBe(400);
      expect((await errorOf(res)).error).toBe(INVALID_TOKEN_MESSAGE);
    }
  });

  it('takes any character in a password: it is hashed, never stored as text', async () => {
    for (const char of ['\u0000', '\n', '\u202e', '\u0085']) {
      const input = volunteerInput({ password: `${strongPassword()}${char}end` });
      const res = await send(t, 'POST', '/api/accounts/volunteers', input, { ip: nextIp() });
      expect(res.status, JSON.stringify(char)).toBe(201);
      const login = { userType: 'Volunteer', email: input.email, password: input.password };
      expect((await send(t, 'POST', '/api/accounts/login', login, { ip: nextIp() })).status).toBe(
        200,
      );
      const wrong = { ...login, password: `${char}${input.password}` };
      expect((await send(t, 'POST', '/api/accounts/login', wrong, { ip: nextIp() })).status).toBe(
        401,
      );
    }
  });

  const MULTI_LINE_FIELDS: [keyof typeof ENTRY_POINTS, string, string][] = [
    ['volunteerInput', 'bio', 'Bio'],
    ['volunteerInput', 'reason', 'Your reason'],
    ['ngoSignup', 'volunteerReqs', 'Volunteer requirements'],
    ['ngoSignup', 'schedule', 'Schedule'],
    ['ngoSignup', 'description', 'Description'],
    ['feedback', 'message', 'Message'],
    ['ngoProfile', 'description', 'Description'],
    ['bio', 'bio', 'Bio'],
    ['request', 'message', 'The message'],
  ];

  describe.each(MULTI_LINE_FIELDS)('%s %s (multi-line)', (entryKey, field, label) => {
    it.each(CONTROLS)('refuses $what with a 400 and the field message', async (oddity) => {
      const entry = ENTRY_POINTS[entryKey]!;
      const odd = `First line\n${oddity.char}second line`;
      await expectFieldError(entry, field, odd, TEXT_RULE_MESSAGES.control(label));
    });
  });

  async function accepted(entry: EntryPoint, field: string) {
    const res = await sendTo(entry, field, LINES);
    expect(res.status, `${entry.name} ${field}: ${await res.clone().text()}`).toBeLessThan(300);
    return res;
  }

  it('keeps line breaks and tabs in the multi-line fields of both sign-ups', async () => {
    const db = t.database.db;
    for (const field of ['bio', 'reason'] as const) {
      const { id } = (await (await accepted(ENTRY_POINTS.volunteerInput!, field)).json()) as {
        id: string;
      };
      const [row] = await db
        .select({ bio: volunteers.bio, reason: volunteerRegistrations.reason })
        .from(volunteers)
        .innerJoin(volunteerRegistrations, eq(volunteerRegistrations.uid, volunteers.userId))
        .where(eq(volunteers.userId, id));
      expect(row?.[field]).toBe(LINES);
    }
    for (const field of ['volunteerReqs', 'schedule', 'description'] as const) {
      const { id } = (await (await accepted(ENTRY_POINTS.ngoSignup!, field)).json()) as {
        id: string;
      };
      const [row] = await db.select({ value: ngos[field] }).from(ngos).where(eq(ngos.uid, id));
      expect(row?.value).toBe(LINES);
    }
  });

  it('keeps line breaks in feedback, bio, listing description and a request message', async () => {
    const db = t.database.db;
    const { id: feedbackId } = (await (
      await accepted(ENTRY_POINTS.feedback!, 'message')
    ).json()) as { id: number };
    const [message] = await db
      .select({ message: feedback.message })
      .from(feedback)
      .where(eq(feedback.id, feedbackId));
    expect(message?.message).toBe(LINES);

    const bio = (await (await accepted(ENTRY_POINTS.bio!, 'bio')).json()) as { bio: string };
    expect(bio.bio).toBe(LINES);

    const profile = (await (await accepted(ENTRY_POINTS.ngoProfile!, 'description')).json()) as {
      profile: { description: string };
    };
    expect(profile.profile.description).toBe(LINES);

    const { request: sent } = await expectJson(connect(t, volunteer.cookie, listingId, LINES), 201);
    const [request] = await db
      .select({ message: connectionRequests.message })
      .from(connectionRequests)
      .where(eq(connectionRequests.id, sent.id));
    expect(request?.message).toBe(LINES);
  });

  it('logs a database error with its code and the request id, not the values sent', async () => {
    // A real constraint violation inside the sign-up transaction: PostgreSQL's own error, whose
    // detail ("Failing row contains …") and drizzle's message hold every value of the row.
    const db = t.database.db;
    await db.execute(
      sql`alter table volunteers add constraint forced_failure check (location <> 'Forced Failure')`,
    );
    try {
      const input = volunteerInput({
        fullName: 'Zoravar Logcheck',
        phone: '+91 90000 11122',
        location: 'Forced Failure',
      });
      const res = await send(t, 'POST', '/api/accounts/volunteers', input, { ip: nextIp() });
      expect(res.status).toBe(500);
      const requestId = res.headers.get('x-request-id');
      expect(requestId).toBeTruthy();

      const errors = logs.lines.filter((line) => line.level === 50);
      expect(errors).toHaveLength(1);
      const [line] = errors;
      expect(line).toMatchObject({ requestId, method: 'POST', path: '/api/accounts/volunteers' });
      expect(JSON.stringify(line)).toContain('"code":"23514"');
      expect(JSON.stringify(line)).toContain('forced_failure');

      const everything = logs.text();
      for (const value of [input.fullName, input.email, input.phone, '90000', input.password])
        expect(everything, `the log holds ${value}`).not.toContain(value);
    } finally {
      await db.execute(sql`alter table volunteers drop constraint forced_failure`);
    }
  });

  it('answers percent-encodings that are not UTF-8 in a query string with a 4xx', async () => {
    // A surrogate's own UTF-8 bytes, a lone continuation byte, a cut sequence and an overlong NUL.
    for (const encoded of ['%ED%A0%80', '%FF', '%E2%82', '%C0%80', '%', '%0']) {
      for (const path of ['/api/matching', '/api/matches/near-misses']) {
        const res = await send(
          t,
          'GET',
          `${path}?topic=Ma${encoded}ths&location=Ranchi`,
          undefined,
          {
            cookie: volunteer.cookie,
          },
        );
        expect(res.status, `${path} ${encoded}`).toBeLessThan(500);
      }
    }
  });

  it('logs requests without their query string', async () => {
    const res = await send(t, 'GET', '/api/matching?location=Secretganj&topic=Maths');
    expect(res.status).toBe(200);
    const line = logs.lines.findLast((l) => l.msg === 'request');
    expect(line).toMatchObject({ path: '/api/matching', status: 200 });
    expect(logs.text()).not.toContain('Secretganj');
  });
});
