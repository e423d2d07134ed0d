// `npm run operator` as a person runs it: against the built server running on a PGlite
// DATA_DIR (through its control socket), against the same DATA_DIR with no server running, and on
// PostgreSQL. An operator added with the printed link sets the password there and signs in; one
// added with --password-stdin signs in at once; list, remove and every refusal with its exit code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { makeDataDir, ROOT, startServer, type E2EServer } from '../support/e2e-server';
import { signInOperator, type Send } from '../support/operators';
import { AUTH_SECRET_FOR_TESTS } from './support';
import { clientAddress, strongPassword, uniqueEmail } from '../support/factories';

/** Runs `npm run operator -- ...args` with only the given settings, `stdin` piped in. */
function operatorCli(args: string[], env: Record<string, string>, stdin?: string) {
  const child = spawn('npm', ['run', '--silent', 'operator', '--', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(stdin ?? '');
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

let n = 0;
/** Requests to a running server, each from its own address (the per-address limits stay out). */
const sender =
  (server: E2EServer): Send =>
  (method, path, body, cookie) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'x-forwarded-for': clientAddress(n++),
        ...(cookie && { cookie }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

async function passwordSignIn(server: E2EServer, email: string, password: string) {
  return sender(server)('POST', '/api/operator/auth/sign-in', { email, password });
}

/** The token of the printed one-time link, used as the operator welcome page would. */
async function setPasswordWithLink(server: E2EServer, stdout: string, password: string) {
  const link = new RegExp(
    `^${server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/#/operator/welcome\\?token=(\\S+)$`,
    'm',
  ).exec(stdout);
  expect(link, stdout).not.toBeNull();
  const res = await sender(server)('POST', '/api/accounts/password-reset', {
    token: decodeURIComponent(link![1]!),
    password,
  });
  expect(res.status).toBe(200);
}

describe('npm run operator on PGlite', () => {
  const servers: E2EServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('adds, lists and removes operators through the running server, and with no server', async () => {
    const server = await startServer({ env: { TRUST_PROXY: 'true' } });
    servers.push(server);
    // No PUBLIC_URL here: the links come from the running server's own (startServer sets it).
    const env = { DATA_DIR: server.dataDir };

    // A link to set the password: the person sets it on the operator welcome page, then signs in.
    const linked = uniqueEmail('op-link');
    const added = await operatorCli(['add', linked], env);
    expect(added.stderr).not.toMatch(/error|fail/i);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(`Operator added: ${linked}`);
    expect(added.stdout).toContain(`${server.url}/#/operator/sign-in`);
    expect(added.stdout).not.toContain('localhost:3000');
    expect((await passwordSignIn(server, linked, strongPassword())).status).toBe(401);
    const linkedPassword = strongPassword();
    await setPasswordWithLink(server, added.stdout, linkedPassword);
    const first = await signInOperator(sender(server), {
      userId: '',
      email: linked,
      password: linkedPassword,
    });
    expect(first.recoveryCodes).toHaveLength(10);

    // A password on standard input: signs in at once; no link printed.
    const piped = uniqueEmail('op-stdin');
    const pipedPassword = strongPassword();
    const stdinAdd = await operatorCli(
      ['add', piped, '--password-stdin'],
      env,
      `${pipedPassword}\n`,
    );
    expect(stdinAdd.code).toBe(0);
    expect(stdinAdd.stdout).not.toContain('reset-password');
    expect((await passwordSignIn(server, piped, pipedPassword)).status).toBe(200);

    const listed = await operatorCli(['list'], env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${linked}\\tauthenticator set up\\t`, 'm'));
    expect(listed.stdout).toMatch(new RegExp(`^${piped}\\tauthenticator not set up yet\\t`, 'm'));

    // Refusals: exit 1 with what to do, exit 2 with the usage.
    const twice = await operatorCli(['add', piped], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain(`An account with ${piped} already exists.`);
    const short = await operatorCli(
      ['add', uniqueEmail('op-short'), '--password-stdin'],
      env,
      'short',
    );
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 8 characters.');
    const notEmail = await operatorCli(['add', 'not-an-email'], env);
    expect(notEmail.code).toBe(1);
    expect(notEmail.stderr).toContain('Not an email address: not-an-email');
    const usage = await operatorCli(['promote', piped], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run operator -- add EMAIL');

    // Removing ends the account and its sessions.
    const removed = await operatorCli(['remove', piped], env);
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain(`Operator removed: ${piped}`);
    expect((await passwordSignIn(server, piped, pipedPassword)).status).toBe(401);
    const again = await operatorCli(['remove', piped], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`No operator has the email ${piped}.`);

    // With the server stopped, the command opens DATA_DIR itself.
    expect(await server.stop()).toBe(0);
    servers.pop();
    const offline = await operatorCli(['list'], env);
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain(linked);
    expect(offline.stdout).not.toContain(piped);
  }, 600_000);

  it('refuses a DATA_DIR that holds no database', async () => {
    const empty = makeDataDir('setu-operator-empty-');
    try {
      const result = await operatorCli(['list'], { DATA_DIR: empty });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`There is no Setu database in ${empty}.`);
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

// CI sets TEST_DATABASE_URL (.ci/run finds the local PostgreSQL), so this runs there.
if (TEST_DATABASE_URL) {
  describe('npm run operator on PostgreSQL', () => {
    it('adds an operator who signs in on the server, lists and removes it', async () => {
      const database = await createPostgresDatabase();
      const env = {
        DATABASE_URL: database.url,
        AUTH_SECRET: AUTH_SECRET_FOR_TESTS,
        DATA_DIR: makeDataDir(),
        TRUST_PROXY: 'true',
      };
      const server = await startServer({ env });
      try {
        const email = uniqueEmail('op-pg');
        const password = strongPassword();
        const added = await operatorCli(
          ['add', email, '--password-stdin'],
          { ...env, PUBLIC_URL: server.url },
          password,
        );
        expect(added.code).toBe(0);
        const signedIn = await signInOperator(sender(server), { userId: '', email, password });
        expect(signedIn.recoveryCodes).toHaveLength(10);
        const listed = await operatorCli(['list'], env);
        expect(listed.stdout).toMatch(new RegExp(`^${email}\\tauthenticator set up\\t`, 'm'));
        expect((await operatorCli(['remove', email], env)).code).toBe(0);
        expect((await passwordSignIn(server, email, password)).status).toBe(401);
      } finally {
        await server.stop();
        await database.drop();
        fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
      }
    }, 600_000);
  });
}
