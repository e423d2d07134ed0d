// Shared data and helpers for the accounts API tests (tests/api/accounts-*.test.ts).
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import type { LoginInput, NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import type { Db } from '../../src/server/db/client';
import { ngoInput, nextIp, volunteerInput } from '../support/factories';
import { api, type TestApp } from '../support/test-app';

/** Signs up through the API from a fresh address; fails the test unless it answers 201. */
export async function signUpVolunteer(t: TestApp, overrides: Partial<VolunteerSignup> = {}) {
  const input = volunteerInput(overrides);
  const res = await api(t, { ip: nextIp() }).accounts.volunteers.$post({ json: input });
  if (res.status !== 201)
    throw new Error(`volunteer sign-up answered ${res.status}: ${await res.text()}`);
  const { id } = await res.json();
  return { ...input, id, email: input.email.trim().toLowerCase() };
}

export async function signUpNgo(t: TestApp, overrides: Partial<NgoSignup> = {}) {
  const input = ngoInput(overrides);
  const res = await api(t, { ip: nextIp() }).accounts.ngos.$post({ json: input });
  if (res.status !== 201)
    throw new Error(`NGO sign-up answered ${res.status}: ${await res.text()}`);
  const { id } = await res.json();
  return { ...input, id, email: input.email.trim().toLowerCase() };
}

export function login(t: TestApp, body: LoginInput, ip = nextIp()) {
  return api(t, { ip }).accounts.login.$post({ json: body });
}

export const ACCOUNT_TABLES = [
  'user',
  'account',
  'volunteers',
  'volunteer_registrations',
  'ngos',
  'session',
] as const;

/** Row counts of every table sign-up, login and reset write to. */
export async function countRows(db: Db): Promise<Record<(typeof ACCOUNT_TABLES)[number], number>> {
  const out = {} as Record<(typeof ACCOUNT_TABLES)[number], number>;
  for (const table of ACCOUNT_TABLES) {
    out[table] = await scalar(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  }
  return out;
}

export async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const res = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(res.rows[0] ?? { n: 0 })[0]);
}

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives.
 * `received(n)` resolves once it holds n messages: reset mail leaves after the answer.
 */
export async function startSmtpServer() {
  const messages: ReceivedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const settle = () => {
    for (const w of waiting.filter((w) => messages.length >= w.count)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        settle();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received: (count: number) =>
      new Promise<void>((resolve) => {
        waiting.push({ count, resolve });
        settle();
      }),
    /** Waits for a message to `address`, e.g. the confirmation mail a sign-up sends after answering. */
    receivedFor: (address: string) =>
      vi.waitFor(
        () => {
          if (!messages.some((m) => m.to.includes(address)))
            throw new Error(`no mail to ${address}`);
        },
        { timeout: 15_000, interval: 20 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP server on 127.0.0.1 that refuses every recipient with `code`. */
export async function refusingSmtpServer(code: number, text: string) {
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      refusals++;
      callback(Object.assign(new Error(text), { responseCode: code }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    refusals: () => refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset token in a raw message (quoted-printable soft breaks and =3D undone first). */
export function resetTokenFrom(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /#\/reset-password\?token=([A-Za-z0-9%_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return decodeURIComponent(match[1]!);
}
