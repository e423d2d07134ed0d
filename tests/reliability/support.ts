// Helpers for the reliability tests: direct looks into the database of a stopped (or crashed)
// server, on PGlite and on PostgreSQL. Sign-up data and client addresses are tests/support/factories.ts.
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { openPglite } from '../../src/server/db/client';

export interface AccountState {
  /** Emails whose user, credential account, volunteer profile and registration all exist. */
  complete: Set<string>;
  /** Descriptions of every half-written record found (must be empty). */
  halfWritten: string[];
}

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** One query per kind of orphan: each must return no rows. */
const ORPHAN_CHECKS: Record<string, string> = {
  'user without credential account': `select u.email from "user" u where not exists
    (select 1 from account a where a.user_id = u.id and a.provider_id = 'credential')`,
  'user without any profile': `select u.email from "user" u where not exists
    (select 1 from volunteers v where v.user_id = u.id) and not exists (select 1 from ngos n where n.uid = u.id)`,
  'volunteer without registration record': `select v.email from volunteers v where not exists
    (select 1 from volunteer_registrations r where r.uid = v.user_id)`,
  'registration record without volunteer': `select r.email from volunteer_registrations r where not exists
    (select 1 from volunteers v where v.user_id = r.uid)`,
  'account without user': `select a.id as email from account a where not exists
    (select 1 from "user" u where u.id = a.user_id)`,
};

const COMPLETE = `select u.email from "user" u
  join account a on a.user_id = u.id and a.provider_id = 'credential' and a.password is not null
  join volunteers v on v.user_id = u.id
  join volunteer_registrations r on r.uid = u.id`;

async function inspect(query: Query): Promise<AccountState> {
  const halfWritten: string[] = [];
  for (const [kind, sql] of Object.entries(ORPHAN_CHECKS)) {
    for (const row of await query(sql)) halfWritten.push(`${kind}: ${String(row.email)}`);
  }
  const complete = new Set((await query(COMPLETE)).map((row) => String(row.email)));
  return { complete, halfWritten };
}

/** Opens a stopped server's PGlite directory (taking over a dead process's lock) and inspects it. */
export async function inspectPglite(dataDir: string): Promise<AccountState> {
  const database = await openPglite(dataDir);
  try {
    const client = (
      database.db as unknown as {
        $client: { query: (s: string) => Promise<{ rows: Record<string, unknown>[] }> };
      }
    ).$client;
    return await inspect(async (sql) => (await client.query(sql)).rows);
  } finally {
    await database.close();
  }
}

export async function inspectPostgres(url: string): Promise<AccountState> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await inspect(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}

export const AUTH_SECRET_FOR_TESTS = 'reliability-test-secret-'.padEnd(48, 'x');

/** POST with the Origin a browser on the server's own page would send. */
export function post(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: JSON.stringify(body),
  });
}

/** Waits for `ms`; used only to pace traffic, never to decide a test's outcome. */
export { setTimeout as pause } from 'node:timers/promises';

/**
 * An SMTP server on 127.0.0.1 that records each message. While `state.hold` is on it never
 * answers the DATA (the mail was handed over, the answer never came); while greetings are held
 * it accepts connections but never greets, so no mail can be handed over at all.
 */
export async function smtpRecorder() {
  const messages: { to: string[]; raw: string }[] = [];
  const state = { hold: false };
  let greet = true;
  const ungreeted: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (greet) callback();
      else ungreeted.push(() => callback());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (!state.hold) callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    state,
    messages,
    to: (email: string) => messages.filter((m) => m.to.includes(email)),
    holdGreetings() {
      greet = false;
    },
    /** Greets from now on; connections left waiting (their client may be gone) are let go. */
    releaseGreetings() {
      greet = true;
      for (const release of ungreeted.splice(0)) {
        try {
          release();
        } catch {
          // The client that waited was killed: nothing to greet.
        }
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
