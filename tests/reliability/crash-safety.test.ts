// Crash safety: concurrent sign-ups against the real server process, SIGKILL in the middle of the
// stream, restart on the same data. Every sign-up that was answered 2xx must be complete (user,
// credential account, volunteer profile, registration record) and nothing may be half-written.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLock } from '../../src/server/db/data-dir-lock';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { makeDataDir, startServer, type E2EServer } from '../support/e2e-server';
import {
  AUTH_SECRET_FOR_TESTS,
  inspectPglite,
  inspectPostgres,
  post,
  type AccountState,
} from './support';
import { clientAddress, volunteerInput } from '../support/factories';

const ROUNDS = 5;
const SIGN_UPS_PER_ROUND = 24;
const CONCURRENCY = 6;

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Looks into the database while no server runs. */
  inspect(dataDir: string): Promise<AccountState>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  return { kind: 'pglite', env: {}, inspect: inspectPglite, cleanup: async () => {} };
}

async function postgresTarget(): Promise<Target> {
  const created = await createPostgresDatabase();
  return {
    kind: 'postgres',
    env: { DATABASE_URL: created.url, AUTH_SECRET: AUTH_SECRET_FOR_TESTS },
    inspect: () => inspectPostgres(created.url),
    cleanup: created.drop,
  };
}

/**
 * Streams sign-ups with a few workers and SIGKILLs the server as soon as `killAfter` of them
 * have been answered 2xx, so others are certainly in flight. Returns the emails answered 2xx
 * and how many requests were still open at the moment of the kill.
 */
async function signUpThenCrash(server: E2EServer, round: number, killAfter: number) {
  const answered: { email: string; password: string }[] = [];
  let started = 0;
  let open = 0;
  let openAtKill = -1;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (started < SIGN_UPS_PER_ROUND && !killing) {
      const n = round * SIGN_UPS_PER_ROUND + started++;
      const body = volunteerInput();
      open++;
      try {
        const res = await post(server.url, '/api/accounts/volunteers', body, {
          'x-forwarded-for': clientAddress(n),
        });
        await res.text();
        if (res.ok) answered.push({ email: body.email.toLowerCase(), password: body.password });
        else if (!killing) throw new Error(`sign-up answered ${res.status}`);
      } catch (error) {
        // A request cut off by the crash is expected; anything before the kill is not.
        if (!killing) throw error;
        return;
      } finally {
        open--;
      }
      if (answered.length >= killAfter && !killing) {
        openAtKill = open;
        killing = server.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await (killing ?? server.kill());
  return { answered, openAtKill };
}

const targets: [string, () => Promise<Target>][] = [['PGlite', pgliteTarget]];
// CI sets TEST_DATABASE_URL (.ci/run finds the local PostgreSQL), so both run there.
if (TEST_DATABASE_URL) targets.push(['PostgreSQL', postgresTarget]);

describe.each(targets)('crash safety on %s', (_name, makeTarget) => {
  let target: Target | undefined;
  afterAll(async () => {
    await target?.cleanup();
  });

  // Generous: six real server starts, which take long on a busy 2-core machine.
  it(
    `keeps every acknowledged sign-up whole across ${ROUNDS} SIGKILLs`,
    { timeout: 300_000 },
    async () => {
      target = await makeTarget();
      const dataDir = makeDataDir('setu-crash-');
      const env = { TRUST_PROXY: 'true', ...target.env };
      const acknowledged = new Map<string, string>();
      let inFlightKills = 0;

      for (let round = 0; round < ROUNDS; round++) {
        const lockPath = path.join(dataDir, 'setu.lock');
        const staleLock = fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : undefined;
        const server = await startServer({ dataDir, env });
        if (target.kind === 'pglite' && round > 0) {
          // The crashed process left its lock behind; the new server must have taken it over.
          expect(staleLock).toBeDefined();
          expect(readLock(dataDir)?.pid).toBe(server.process.pid);
        }
        const { answered, openAtKill } = await signUpThenCrash(server, round, 2 + round);
        expect(answered.length).toBeGreaterThanOrEqual(2 + round);
        if (openAtKill > 0) inFlightKills++;
        for (const { email, password } of answered) acknowledged.set(email, password);

        if (target.kind === 'postgres') {
          const state = await target.inspect(dataDir);
          expect(state.halfWritten).toEqual([]);
          expect([...acknowledged.keys()].filter((email) => !state.complete.has(email))).toEqual(
            [],
          );
        }
      }
      // Most crashes must really have cut requests off, or the test proves nothing.
      expect(inFlightKills).toBeGreaterThanOrEqual(ROUNDS - 1);

      // A last restart on the crashed data: it starts, serves, signs an acknowledged user in, stops cleanly.
      const server = await startServer({ dataDir, env });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const [email, password] = [...acknowledged][0]!;
      const login = await post(server.url, '/api/accounts/login', {
        userType: 'Volunteer',
        email,
        password,
      });
      expect(login.status).toBe(200);
      expect(await server.stop()).toBe(0);

      const state = await target.inspect(dataDir);
      expect(state.halfWritten).toEqual([]);
      expect([...acknowledged.keys()].filter((e) => !state.complete.has(e))).toEqual([]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  );
});
