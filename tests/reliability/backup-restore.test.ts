// Backups of the embedded database: `npm run backup` while the real server runs, `npm run restore`
// into a fresh DATA_DIR, and every refusal (live or non-empty DATA_DIR, garbage, PostgreSQL).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/shared/messages';
import { makeDataDir, ROOT, startServer } from '../support/e2e-server';
import { AUTH_SECRET_FOR_TESTS, inspectPglite, post } from './support';
import { clientAddress, volunteerInput } from '../support/factories';

const scratch = makeDataDir('setu-backups-');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs `npm run <script> -- ...args` as a person would, with only the given settings. */
function npmRun(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

async function login(url: string, account: { email: string; password: string }) {
  return post(url, '/api/accounts/login', { userType: 'Volunteer', ...account });
}

/** Every file under `dir` with its size and modification time: equal means untouched. */
function filesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const stat = fs.statSync(path.join(dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('npm run backup and npm run restore (PGlite)', () => {
  it('backs up while the server runs; the restore has what was there then and nothing later', async () => {
    const first = volunteerInput();
    const second = volunteerInput();
    const backupFile = path.join(scratch, 'live.tar.gz');
    const server = await startServer({ env: { TRUST_PROXY: 'true' } });
    let session: string;
    try {
      expect((await post(server.url, '/api/accounts/volunteers', first)).status).toBe(201);
      const signedIn = await login(server.url, first);
      expect(signedIn.status).toBe(200);
      session = cookieOf(signedIn);

      // Only Setu's own user may ask the server for a copy of everyone's data.
      const socket = fs.statSync(path.join(server.dataDir, 'control.sock'));
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);

      // Sign-ups keep arriving while the snapshot is taken: none may be caught half-written.
      let backingUp = true;
      const during = (async () => {
        for (let n = 0; backingUp && n < 5; n++) {
          // Each from its own address, so the sign-up limit per address never answers 429.
          await post(server.url, '/api/accounts/volunteers', volunteerInput(), {
            'x-forwarded-for': clientAddress(n),
          });
        }
      })();
      const backedUp = await npmRun('backup', [backupFile], { DATA_DIR: server.dataDir });
      backingUp = false;
      await during;
      expect(backedUp.stderr).not.toMatch(/error|fail/i);
      expect(backedUp.code).toBe(0);
      expect(backedUp.stdout).toMatch(
        new RegExp(`^Backup written: ${backupFile} \\(\\d+\\.\\d MB\\)\\.$`, 'm'),
      );
      expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(scratch)).toEqual(['live.tar.gz']);

      const overLive = await npmRun('restore', [backupFile], { DATA_DIR: server.dataDir });
      expect(overLive.code).toBe(1);
      expect(overLive.stderr).toContain(
        `A Setu server (pid ${server.process.pid}) is running on ${server.dataDir}. Restore never replaces a live database: stop the server, then restore into an empty DATA_DIR.`,
      );

      // The server kept serving through the backup and the refused restore.
      expect((await post(server.url, '/api/accounts/volunteers', second)).status).toBe(201);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(fs.existsSync(path.join(server.dataDir, 'control.sock'))).toBe(false);

    const before = filesOf(server.dataDir);
    const overData = await npmRun('restore', [backupFile], { DATA_DIR: server.dataDir });
    expect(overData.code).toBe(1);
    expect(overData.stderr).toContain(
      `${server.dataDir} already holds a database, and restore never replaces one.`,
    );
    expect(filesOf(server.dataDir)).toEqual(before);

    // A fresh DATA_DIR with the old auth-secret beside the restored database keeps sessions.
    const fresh = makeDataDir();
    fs.copyFileSync(path.join(server.dataDir, 'auth-secret'), path.join(fresh, 'auth-secret'));
    const restored = await npmRun('restore', [backupFile], { DATA_DIR: fresh });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${backupFile} into ${fresh}.`);
    expect(restored.stdout).not.toContain('everyone signs in again');
    const state = await inspectPglite(fresh);
    expect(state.halfWritten).toEqual([]);
    expect(state.complete.has(first.email)).toBe(true);
    expect(state.complete.has(second.email)).toBe(false);

    const again = await startServer({ dataDir: fresh });
    try {
      expect((await login(again.url, first)).status).toBe(200);
      const later = await login(again.url, second);
      expect(later.status).toBe(401);
      expect(await later.json()).toEqual({ error: MESSAGES.invalidCredentials });
      const me = await fetch(`${again.url}/api/accounts/me`, { headers: { cookie: session } });
      expect(me.status).toBe(200);
    } finally {
      expect(await again.stop()).toBe(0);
    }
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    fs.rmSync(fresh, { recursive: true, force: true });
    // Two server starts, four commands and a look into the restored files: on 2 busy cores this
    // has taken close to the project's 120 s default.
  }, 300_000);

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const dataDir = makeDataDir();
    const garbage = path.join(scratch, 'garbage.tar.gz');
    fs.writeFileSync(garbage, 'this is not a backup\n');
    const absent = path.join(scratch, 'nothing-here.tar.gz');
    const [result, missing] = await Promise.all([
      npmRun('restore', [garbage], { DATA_DIR: dataDir }),
      npmRun('restore', [absent], { DATA_DIR: dataDir }),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${garbage} is not a Setu backup: it is not a gzip file, or it is cut short.`,
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`There is no file ${absent}.`);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('with DATABASE_URL set, both commands point to pg_dump and pg_restore', async () => {
    const env = {
      DATABASE_URL: 'postgres://setu@127.0.0.1:5432/setu',
      AUTH_SECRET: AUTH_SECRET_FOR_TESTS,
      DATA_DIR: makeDataDir(),
    };
    const results = await Promise.all([
      npmRun('backup', [path.join(scratch, 'pg.tar.gz')], env),
      npmRun('restore', [path.join(scratch, 'pg.tar.gz')], env),
    ]);
    for (const result of results) {
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Setu is using PostgreSQL (DATABASE_URL is set)');
      expect(result.stderr).toContain('pg_dump --format=custom --file=setu.dump "$DATABASE_URL"');
      expect(result.stderr).toContain('pg_restore --no-owner --dbname="$DATABASE_URL" setu.dump');
    }
    expect(fs.existsSync(path.join(scratch, 'pg.tar.gz'))).toBe(false);
    expect(fs.readdirSync(env.DATA_DIR)).toEqual([]);
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });
});
