// An in-process Setu app on a real database for API tests. Requests go through app.request()
// with the headers a browser would send (Origin, a client address via X-Forwarded-For).
// Mail goes the real way: written to the outbox table in the change's transaction, delivered
// after the answer by the outbox's delivery (src/server/mail/outbox.ts). `send` waits for that
// delivery to settle before it returns (mailDelivered), so `outbox` holds what the request sent.
// `api` is the typed way in: Hono's client over the server's own routes (ApiType), as the web
// client (src/web/api.ts) calls them, so bodies and answers carry the server's types; `send` is
// for what a typed client cannot send (raw or malformed bodies, wrong content types, unknown paths).
import { hc, type InferRequestType } from 'hono/client';
import { expect } from 'vitest';
import { createApp, type ApiType } from '../../src/server/app';
import { createAuth } from '../../src/server/auth-sessions/auth';
import { createPdfRenderer, type PdfRenderer } from '../../src/server/certificates/pdf-renderer';
import { loadConfig, type Config } from '../../src/server/config';
import { createLogger, type Logger } from '../../src/server/logger';
import type { MailMessage, Mailer } from '../../src/server/mail/mailer';
import { createMailDelivery, type MailDelivery } from '../../src/server/mail/outbox';
import type { SmsDelivery } from '../../src/server/sms/delivery';
import type { SmsToSubmit } from '../../src/server/sms/gateway';
import { createSmsDelivery } from '../../src/server/sms/delivery';
import type { ApiErrorBody } from '../../src/web/api';
import { openTestDatabase, type DbKind } from './databases';
import { KEPT_ARGON2ID } from './kept-passwords';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  kind: DbKind;
  app: ReturnType<typeof createApp>;
  database: Awaited<ReturnType<typeof openTestDatabase>>;
  config: Config;
  auth: ReturnType<typeof createAuth>;
  /** Mail "sent" by this app (tests that need a real SMTP peer pass their own mailer). */
  outbox: MailMessage[];
  /** The app's certificate PDF worker: its `renders` count what was rendered. */
  pdfRenderer: PdfRenderer;
  /** The outbox's delivery, on the app's database. */
  mail: MailDelivery;
  /** Whether `send` waits for the delivery its request started (see createTestApp). */
  waitForMail: boolean;
  /** The SMS outbox's delivery, submitting to `smsSent`. */
  sms: SmsDelivery;
  /** SMS "submitted" by this app. */
  smsSent: SmsToSubmit[];
  close(): Promise<void>;
}

export async function createTestApp(
  kind: DbKind,
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    logger?: Logger;
    /** A built front end to serve beside the API, as the real server does. */
    distDir?: string;
    /** The delivery's clock, for tests of retries and coalescing. */
    now?: () => Date;
    /** False for tests whose mailer holds mail back: `send` then returns at the answer. */
    waitForMail?: boolean;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: '/nonexistent-setu-test',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await openTestDatabase(kind);
  const outbox: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    async send(message) {
      outbox.push(message);
    },
  };
  const logger = options.logger ?? createLogger('silent');
  const mail = createMailDelivery({ db: database.db, mailer, logger, now: options.now });
  const auth = createAuth({
    db: database.db,
    config,
    secret: 'test-secret-'.padEnd(40, 'x'),
    password: KEPT_ARGON2ID,
  });
  const pdfRenderer = createPdfRenderer();
  const smsSent: SmsToSubmit[] = [];
  // SMS are kept in a list, as mail is; tests/api/sms.test.ts puts a real SMPP gateway here.
  const sms = createSmsDelivery({
    db: database.db,
    logger,
    now: options.now,
    onFallback: () => mail.kick(),
    gateway: {
      async submit(message) {
        smsSent.push(message);
        return `test-${message.id}`;
      },
      async close() {},
    },
  });
  const app = createApp({
    config,
    database,
    logger,
    mail,
    sms,
    auth,
    pdfRenderer,
    distDir: options.distDir,
  });
  return {
    kind,
    app,
    database,
    config,
    auth,
    outbox,
    mail,
    sms,
    smsSent,
    waitForMail: options.waitForMail ?? true,
    pdfRenderer,
    close: async () => {
      await pdfRenderer.close();
      // A mail a test's mailer still holds back is not waited for.
      await Promise.race([
        Promise.all([mail.settled(), sms.settled()]),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      await database.close();
    },
  };
}

/** Waits until the delivery the app's requests started has run: their mail is in `outbox`. */
export async function mailDelivered(t: Pick<TestApp, 'mail'> & { sms?: SmsDelivery }) {
  // An SMS given up writes its email: the SMS pass settles first.
  await t.sms?.settled();
  await t.mail.settled();
}

export interface RequestOptions {
  cookie?: string;
  ip?: string;
  origin?: string | null;
  headers?: Record<string, string>;
}

/** The headers a browser on TEST_ORIGIN sends: its address (X-Forwarded-For), Origin, cookies. */
function browserHeaders(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.ip ?? '203.0.113.10',
    ...options.headers,
  };
  if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  return headers;
}

/** The app's answer once the mail delivery its request started has run (see waitForMail). */
async function afterMail<R>(t: TestApp, answer: R | Promise<R>): Promise<R> {
  const res = await answer;
  if (t.waitForMail) await mailDelivered(t);
  return res;
}

/** Sends a request like a browser on TEST_ORIGIN would. */
export function send(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers = browserHeaders(options);
  let payload: string | undefined;
  if (body !== undefined) {
    payload = typeof body === 'string' ? body : JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  return afterMail(t, t.app.request(path, { method, headers, body: payload }));
}

/**
 * Setu's API as a browser on TEST_ORIGIN calls it, typed by the server's routes:
 * `api(t, { cookie }).requests.$get()` answers with the JSON type the route declares.
 * Same headers as `send`, and it too returns after the request's mail was delivered.
 */
export function api(t: TestApp, options: RequestOptions = {}) {
  return hc<ApiType>('http://localhost/api', {
    headers: browserHeaders(options),
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      afterMail(t, t.app.request(input, init)),
  });
}

type MatchingQuery = InferRequestType<ReturnType<typeof api>['matching']['$get']>['query'];

/**
 * The query of a matching search (GET /api/matching, /api/matches/near-misses) as the search page
 * sends it: every filter, '' where none is chosen, which the server reads as not sent.
 */
export function matchingQuery(filters: Partial<MatchingQuery> = {}): MatchingQuery {
  return {
    topic: '',
    day: '',
    date: '',
    location: '',
    timeRange: '',
    afterFive: '',
    offset: '0',
    ...filters,
  };
}

/** The JSON a typed answer declares for `status` (all of its answers' when none is declared). */
type JsonAt<R, S> = [Extract<R, { status: S }>] extends [never]
  ? R extends { json(): Promise<infer T> }
    ? T
    : never
  : Extract<R, { status: S }> extends { json(): Promise<infer T> }
    ? T
    : never;

/**
 * Expects the answer to have `status` (200 unless given; the message shows its body when not),
 * then reads its JSON, typed as the route declares it for that status.
 */
export async function expectJson<
  R extends { status: number; clone(): Response; json(): Promise<unknown> },
  S extends number = 200,
>(answer: R | Promise<R>, status: S = 200 as S): Promise<JsonAt<R, S>> {
  const res = await answer;
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as JsonAt<R, S>;
}

/**
 * The JSON of a refusal. The typed client knows a route's answers, not its refusals: every
 * API error is this one shape (apiError and codedError in src/server/http/errors.ts).
 */
export async function errorOf(res: { json(): Promise<unknown> }): Promise<ApiErrorBody> {
  return (await res.json()) as ApiErrorBody;
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(res: { headers: Headers }): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export interface ApiRoute {
  method: string;
  path: string;
}

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The app's API routes with these methods, once per method and path: the tests that try every
 * route (fuzzing, odd paths, signed-out writes) find a new route without being edited.
 */
export function apiRoutes(t: TestApp, methods: readonly string[]): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of t.app.routes) {
    if (methods.includes(method) && path.startsWith('/api/')) {
      seen.set(`${method} ${path}`, { method, path });
    }
  }
  return [...seen.values()];
}
