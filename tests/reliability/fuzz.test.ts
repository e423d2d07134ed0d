// Fuzzing every route (found in app.routes, so new routes are covered without editing this file)
// with arbitrary JSON, strings and query strings: huge, unicode, control characters (NUL, which
// PostgreSQL refuses, C0, C1), line breaks, bidi controls, lone surrogates and broken
// percent-encodings, deeply nested, wrong types, missing fields, signed in as a volunteer, as an
// NGO, as an operator, and not at all. Every answer must be a 4xx with a JSON `{ error }` (or a
// 2xx for a value that happens to be valid), never a 5xx, and a rejected write must leave every
// table exactly as it was.
import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { DB_KINDS } from '../support/databases';
import { confirmFromOutbox } from '../support/email-confirmation';
import {
  apiRoutes,
  cookiesFrom,
  createTestApp,
  mailDelivered,
  send,
  WRITE_METHODS,
  type ApiRoute,
  type TestApp,
} from '../support/test-app';
import { volunteerInput } from '../support/factories';
import { createOperator, signInOperator, type Send, type TestOperator } from '../support/operators';

const RUNS_PER_ROUTE = 30;
/** A few of better-auth's endpoints under /api/auth/*, beside random paths. */
const AUTH_ENDPOINTS = [
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'request-password-reset',
  'reset-password',
  'change-password',
  'update-user',
  'change-email',
  'delete-user',
  'revoke-sessions',
  'revoke-session',
];
/**
 * Tables whose content a rejected request may change: the limiter counts every attempt, which
 * is its job (docs/decisions/0002). Everything else must be untouched.
 */
const BOOKKEEPING_TABLES = new Set(['rate_limits']);
/**
 * Columns every request may write, refused or not: an operator's session notes when it was last
 * used, at most once a minute (src/server/operators/require-operator.ts), so a run longer than a
 * minute sees it move during some refused request. The rest of such a row is still compared.
 */
const BOOKKEEPING_COLUMNS: Record<string, readonly string[]> = {
  operator_sessions: ['last_seen_at'],
};

type Role = 'anonymous' | 'volunteer' | 'ngo' | 'operator';
const ROLES: Role[] = ['anonymous', 'volunteer', 'ngo', 'operator'];
/**
 * Signing the operator out would end the session every later run needs, and a new one waits for
 * the next code (tests/support/operators.ts): the sign-outs are fuzzed as everyone else.
 */
const SIGN_OUTS = new Set(['/api/operator/auth/sign-out', '/api/accounts/logout']);
const rolesFor = (route: ApiRoute) =>
  SIGN_OUTS.has(route.path) ? ROLES.filter((r) => r !== 'operator') : ROLES;

const writeRoutes = (t: TestApp) => apiRoutes(t, WRITE_METHODS);
const readRoutes = (t: TestApp) => apiRoutes(t, ['GET']);

/** Every field name src/shared's schemas know, so generated objects hit real fields. */
function knownFieldNames(): string[] {
  const names = new Set<string>();
  const modules = import.meta.glob<Record<string, unknown>>(
    ['../../src/shared/*.ts', '!../../src/shared/*.test.ts'],
    { eager: true },
  );
  for (const value of Object.values(modules).flatMap((exports) => Object.values(exports))) {
    const shape = (value as { shape?: Record<string, unknown> } | null)?.shape;
    if (shape && typeof shape === 'object') for (const key of Object.keys(shape)) names.add(key);
  }
  return [...names];
}

/** Valid examples of the forms; the fuzzer breaks one field at a time. */
function validExamples(): Record<string, unknown>[] {
  const volunteer = volunteerInput();
  return [
    volunteer,
    {
      ngoName: 'Fuzz NGO',
      contactPerson: 'Asha Rao',
      email: 'fuzz-ngo@example.org',
      password: volunteer.password,
      phone: '0651 2345678',
      location: 'Ranchi',
      website: '',
      areaOfWork: 'Education',
      volunteerReqs: 'Weekend tutors',
      schedule: 'Saturdays',
      description: 'Teaches children.',
      agree: true,
    },
    { userType: 'Volunteer', email: volunteer.email, password: volunteer.password },
    { name: 'Asha', email: 'asha@example.org', message: 'Hello' },
    { email: 'asha@example.org' },
    { token: 'abc', password: volunteer.password },
    { password: volunteer.password, confirm: volunteer.password },
    { bio: 'I teach.' },
    { label: 'Books' },
    {
      listingId: 1,
      message: 'Hello',
      day: 'Saturday',
      timeSlot: '11:00 AM - 12:00 PM',
      topic: 'Maths',
    },
    // A session's move, a holiday and a break: the date fields.
    { date: '2026-12-05', time: '10:00' },
    { kind: 'holiday', name: 'Diwali', startsOn: '2026-12-07', endsOn: '', weeks: 2 },
    // An operator's: a suspension's or a rejection's reason, a report's status, a decision.
    { reason: 'Checked with the NGO.' },
    { status: 'resolved', outcome: 'action-taken', note: 'Spoke to both sides.' },
    { decision: 'rejected', reason: 'concern', note: 'Spoke to the referee.' },
    { code: '123456' },
  ];
}

const hugeString = fc.integer({ min: 1_000, max: 80_000 }).map((n) => 'é'.repeat(n));
/** Characters the text rules refuse somewhere (src/shared/text-rules.ts), and their neighbours. */
const ODD_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200d',
  '\ufeff',
  '\ud800',
  '\udfff',
];
/** An ordinary word with odd characters inside it, where a single check at the ends misses them. */
const oddText = fc
  .tuple(
    fc.constantFrom('Asha Verma', 'Ranchi', 'Maths', 'asha@example.org', '+91 98765 43210', ''),
    // NUL half the time: it is the one PostgreSQL itself refuses.
    fc.array(fc.oneof(fc.constant('\u0000'), fc.constantFrom(...ODD_CHARACTERS)), {
      minLength: 1,
      maxLength: 3,
    }),
    fc.nat(),
  )
  .map(([word, odd, at]) => {
    const cut = word.length ? at % word.length : 0;
    return word.slice(0, cut) + odd.join('') + word.slice(cut);
  });
const weirdString = fc.oneof(
  oddText,
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFFFF',
    '\uD800',
    '👩‍👩‍👧‍👦'.repeat(40),
    '<script>',
    "' or 1=1 --",
    '{}',
    'null',
    // Dates JavaScript's Date.parse rolls over or PostgreSQL's date refuses.
    '2026-02-31',
    '2026-04-31',
    '0000-00-00',
    '99999-01-01',
  ),
  hugeString,
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  weirdString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, [], {}),
);
/** Deep nesting stays text until the server parses it (fast-check would recurse on the value). */
const deepJson = fc
  .tuple(
    fc.integer({ min: 50, max: 20_000 }),
    fc.constantFrom('[', '{"a":'),
    fc.constantFrom('bio', 'email', 'label'),
  )
  .map(([depth, open, field]) => {
    const close = open === '[' ? ']' : '}';
    return { raw: `{"${field}":${open.repeat(depth)}1${close.repeat(depth)}}` } as Body;
  });

interface Body {
  raw?: string;
  contentType?: string;
}

function bodies(fields: string[], examples: Record<string, unknown>[]): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({ raw: JSON.stringify(value) ?? 'null' });
  const brokenExample = fc
    .tuple(
      fc.constantFrom(...examples),
      fc.constantFrom(...fields),
      fc.option(anyValue, { nil: undefined }),
    )
    .map(([example, field, value]) => {
      const copy: Record<string, unknown> = { ...example };
      if (value === undefined) delete copy[field];
      else copy[field] = value;
      return json(copy);
    });
  // Schemas drop unknown keys, so all the examples in one object are valid on most routes: one
  // odd text field in it reaches the route's own logic (and its database) instead of a 400.
  const everyField: Record<string, unknown> = Object.assign({}, ...examples);
  const oddField = fc
    .tuple(fc.constantFrom(everyField, ...examples), fc.nat(), oddText)
    .map(([example, at, value]) => {
      const textFields = Object.keys(example).filter((key) => typeof example[key] === 'string');
      return json({ ...example, [textFields[at % textFields.length]!]: value });
    });
  return fc.oneof(
    brokenExample,
    { arbitrary: oddField, weight: 3 },
    fc
      .dictionary(fc.oneof(fc.constantFrom(...fields), fc.string()), anyValue, { maxKeys: 8 })
      .map(json),
    anyValue.map(json),
    deepJson,
    fc.record({ raw: weirdString }),
    fc.record({
      raw: weirdString,
      contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', ''),
    }),
    fc.constant<Body>({}),
  );
}

/** Percent-encodes what URLs can carry; lone surrogates have no UTF-8, so they go as raw bytes. */
function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
}

/** A query string of known and random keys, odd values and percent-encodings that are not UTF-8. */
function queryString(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...fields, 'topic', 'location', 'day', 'date', 'timeRange', 'offset'),
    fc.string({ maxLength: 10 }).map(encodeURIComponent),
  );
  const value = fc.oneof(
    fc
      .oneof(oddText, fc.string({ unit: 'binary', maxLength: 50 }), weirdString)
      .map(encodeQueryValue),
    fc.constantFrom('%00', '%ED%A0%80', '%FF', '%C0%80', '%E2%80%AE', '%0A', '%', '%0', '%%'),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

function concretePath(path: string): fc.Arbitrary<string> {
  const segment = fc.oneof(
    fc.nat().map(String),
    fc.constantFrom('0', '-1', '1.5', '99999999999999999999', 'NaN', '%00', '%ED%A0%80', '..'),
    fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  );
  const parts = path.split('/').map((part) => {
    if (part === '*') return fc.oneof(fc.constantFrom(...AUTH_ENDPOINTS), segment);
    if (part.startsWith(':')) return segment;
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((p) => p.join('/'));
}

async function tableNames(t: TestApp): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    t.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name).filter((name) => !BOOKKEEPING_TABLES.has(name));
}

/** A digest of every row of every table: equal digests mean nothing was written. */
async function snapshot(t: TestApp, tables: string[]): Promise<Record<string, string>> {
  const columns = tables.map((name) => {
    const row = BOOKKEEPING_COLUMNS[name]
      ? sql`(to_jsonb(x) - ${sql.raw(`array[${BOOKKEEPING_COLUMNS[name].map((c) => `'${c}'`).join(',')}]`)})::text`
      : sql`x::text`;
    return sql`(select count(*) || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') from ${sql.identifier(name)} x) as ${sql.identifier(name)}`;
  });
  const [digest] = await queryRows<Record<string, string>>(
    t.database.db,
    sql`select ${sql.join(columns, sql`, `)}`,
  );
  return digest!;
}

/**
 * PostgreSQL's current snapshot (`xmin:xmax:ids in progress`). A transaction that writes anything
 * takes an id (a read-only one takes none), and when it ends, the snapshot changes: while it stays
 * the same, every table holds what it held.
 */
async function currentSnapshot(t: TestApp): Promise<string> {
  const [row] = await queryRows<{ snapshot: string }>(
    t.database.db,
    sql`select pg_current_snapshot()::text as snapshot`,
  );
  return row!.snapshot;
}

/**
 * The digest of every table, computed again only when a writing transaction has ended since the
 * last one. Most refused requests write nothing, and digesting ~60 tables twice a run took 22 of
 * the 28 s this test ran on PGlite (docs/decisions/0022-test-suite-time.md).
 */
function tableDigests(t: TestApp, tables: string[]) {
  let last: { at: string; digest: Record<string, string> } | undefined;
  return async (): Promise<Record<string, string>> => {
    // Read before the digest: a write that ends in between changes it, so the next call digests again.
    const at = await currentSnapshot(t);
    if (last?.at !== at) last = { at, digest: await snapshot(t, tables) };
    return last.digest;
  };
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

describe.each(DB_KINDS)('fuzzing every write route on %s', (kind) => {
  let t: TestApp;
  let digest: () => Promise<Record<string, string>>;
  const cookies: Record<Role, string | undefined> = {
    anonymous: undefined,
    volunteer: undefined,
    ngo: undefined,
    operator: undefined,
  };
  let operator: TestOperator & { secret?: string };
  const newCredentials = {
    volunteer: (): Record<string, unknown> => ({ ...volunteerInput() }),
    ngo: (): Record<string, unknown> => ({
      ...validExamples()[1]!,
      email: `fuzz-ngo-${crypto.randomBytes(4).toString('hex')}@example.org`,
    }),
  };
  const credentials = { volunteer: newCredentials.volunteer(), ngo: newCredentials.ngo() };

  /** A confirmed account, so valid bodies reach Connect, publish and accept. */
  async function register(role: 'volunteer' | 'ngo') {
    credentials[role] = newCredentials[role]();
    const path = role === 'ngo' ? '/api/accounts/ngos' : '/api/accounts/volunteers';
    expect((await send(t, 'POST', path, credentials[role], { ip: nextIp() })).status).toBe(201);
    await confirmFromOutbox(t, String(credentials[role].email));
  }

  function logIn(role: 'volunteer' | 'ngo') {
    const who = credentials[role];
    return send(
      t,
      'POST',
      '/api/accounts/login',
      { userType: role === 'ngo' ? 'NGO' : 'Volunteer', email: who.email, password: who.password },
      { ip: nextIp() },
    );
  }

  /**
   * Signs in again after a valid request. The examples carry the accounts' own password, so a
   * valid "delete my account" really deletes it: then a new account takes its place.
   */
  async function signIn(role: Exclude<Role, 'anonymous'>) {
    if (role === 'operator') return signInOperatorAgain();
    let res = await logIn(role);
    if (res.status === 401) {
      await register(role);
      res = await logIn(role);
    }
    expect(res.status).toBe(200);
    cookies[role] = cookiesFrom(res);
  }

  /** The operator signs in (password, then a code) only when the session ended. */
  async function signInOperatorAgain() {
    const me = await send(t, 'GET', '/api/operator/auth/me', undefined, {
      cookie: cookies.operator,
      ip: nextIp(),
    });
    if (cookies.operator && me.status === 200) return;
    const call: Send = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: nextIp() });
    const signedIn = await signInOperator(call, operator);
    operator.secret = signedIn.secret;
    cookies.operator = signedIn.cookie;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await createOperator(t.database.db);
    await signInOperatorAgain();
    await register('volunteer');
    await register('ngo');
    await signIn('volunteer');
    await signIn('ngo');
    digest = tableDigests(t, await tableNames(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the write routes to fuzz', () => {
    const routes = writeRoutes(t).map((r) => `${r.method} ${r.path}`);
    expect(routes).toContain('POST /api/accounts/volunteers');
  });

  // Untimed: every write route, a few dozen runs each, each checked against the tables' digest.
  // On a busy 2-core machine that is minutes, and only the answers matter here.
  it(
    'answers every arbitrary body with a JSON 4xx (or a 2xx) and writes nothing when it refuses',
    { timeout: 360_000 },
    async () => {
      const fields = knownFieldNames();
      const examples = validExamples();
      const failures: string[] = [];
      for (const route of writeRoutes(t)) {
        await fc
          .assert(
            fc.asyncProperty(
              fc.tuple(concretePath(route.path), queryString(fields)).map(([p, q]) => p + q),
              bodies(fields, examples),
              fc.constantFrom(...rolesFor(route)),
              async (path, body, role) => {
                // The mail of an earlier accepted request is delivered after its answer; let that
                // delivery finish, so only this request can change what the snapshots see.
                await mailDelivered(t);
                const before = await digest();
                const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
                if (body.contentType !== undefined) headers['content-type'] = body.contentType;
                else if (body.raw !== undefined) headers['content-type'] = 'application/json';
                if (cookies[role]) headers.cookie = cookies[role]!;
                const res = await t.app.request(path, {
                  method: route.method,
                  headers: { origin: 'http://localhost:3000', ...headers },
                  body: body.raw,
                });
                const text = await res.text();
                const where = `${route.method} ${path} as ${role} → ${res.status} ${text.slice(0, 200)}`;
                expect(res.status, where).toBeLessThan(500);
                if (res.status >= 200 && res.status < 300) {
                  // A valid value may change things (even end the session): start the next run fresh.
                  if (role !== 'anonymous') await signIn(role);
                  return;
                }
                expect(res.status, where).toBeGreaterThanOrEqual(400);
                expect(res.headers.get('content-type') ?? '', where).toMatch(/application\/json/);
                const parsed = JSON.parse(text) as { error?: unknown };
                expect(typeof parsed.error === 'string' && parsed.error.length > 0, where).toBe(
                  true,
                );
                await mailDelivered(t);
                expect(await digest(), `database changed by ${where}`).toEqual(before);
              },
            ),
            { numRuns: RUNS_PER_ROUTE },
          )
          .catch((error: Error) => {
            // The counterexample, then the assertion that failed on it.
            const cause = error.cause instanceof Error ? error.cause.message : '';
            failures.push(
              `${route.method} ${route.path}: ${error.message.split('\n').slice(0, 3).join(' ')} ${cause.slice(0, 600)}`,
            );
          });
      }
      expect(failures).toEqual([]);
    },
  );

  it('answers every read route with arbitrary query strings with a JSON 4xx (or a 2xx)', async () => {
    const fields = knownFieldNames();
    const routes = readRoutes(t);
    expect(routes.map((r) => r.path)).toContain('/api/matching');
    const failures: string[] = [];
    for (const route of routes) {
      await fc
        .assert(
          fc.asyncProperty(
            concretePath(route.path),
            queryString(fields),
            fc.constantFrom(...ROLES),
            async (path, query, role) => {
              const headers: Record<string, string> = { 'x-forwarded-for': nextIp() };
              if (cookies[role]) headers.cookie = cookies[role]!;
              const res = await t.app.request(path + query, { method: route.method, headers });
              const text = await res.text();
              const where = `${route.method} ${path}${query} as ${role} → ${res.status} ${text.slice(0, 200)}`;
              expect(res.status, where).toBeLessThan(500);
              if (res.status < 400) return;
              expect(res.headers.get('content-type') ?? '', where).toMatch(/application\/json/);
              const parsed = JSON.parse(text) as { error?: unknown };
              expect(typeof parsed.error === 'string' && parsed.error.length > 0, where).toBe(true);
            },
          ),
          { numRuns: RUNS_PER_ROUTE },
        )
        .catch((error: Error) => {
          const cause = error.cause instanceof Error ? error.cause.message : '';
          failures.push(
            `${route.method} ${route.path}: ${error.message.split('\n').slice(0, 3).join(' ')} ${cause.slice(0, 600)}`,
          );
        });
    }
    expect(failures).toEqual([]);
  });
});
