// PGlite has no lock of its own: a second server on the same DATA_DIR must refuse to start with
// a clear message and a non-zero exit, and the first must keep serving. A lock left by a crash or
// a reboot never blocks a start, whatever now runs under its pid.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE,
  lockDataDir,
  readLock,
  type LockHolder,
} from '../../src/server/db/data-dir-lock';
import { freePort, makeDataDir, ROOT, serverCommand, startServer } from '../support/e2e-server';
import {
  bootId,
  foreignProcess,
  otherNodeProcess,
  procStat,
  zombieProcess,
  type Spawned,
} from '../support/processes';
import { post } from './support';
import { volunteerInput } from '../support/factories';

const spawned: Spawned[] = [];
afterEach(() => {
  for (const p of spawned.splice(0)) p.stop();
});

/** Writes DATA_DIR's lock file as a holder (or, in the older format, a bare pid) left it. */
function writeLock(dir: string, content: LockHolder | string): void {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  fs.writeFileSync(path.join(dir, LOCK_FILE), text);
}

const newDataDir = () => fs.realpathSync(makeDataDir('setu-lock-'));

/** Everything a lock records about `pid`, as if that process had taken the lock on `dir`. */
const identity = (pid: number, dataDir?: string): LockHolder => ({
  pid,
  dataDir,
  bootId: bootId(),
  startTime: procStat(pid).startTime,
});

/** Takes the lock in this process (and lets go), or says who holds it. */
function tryLock(dir: string): 'taken' | number {
  try {
    const unlock = lockDataDir(dir);
    expect(readLock(dir)).toEqual(identity(process.pid, dir));
    unlock();
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    return 'taken';
  } catch (error) {
    if (error instanceof DataDirLockedError) return error.pid!;
    throw error;
  }
}

function runSecondServer(dataDir: string, port: number) {
  const command = serverCommand();
  const child = spawn(process.execPath, command.args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...command.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout.on('data', () => {});
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
}

describe('one server per DATA_DIR', () => {
  it('refuses a second server with a clear message while the first keeps serving', async () => {
    const first = await startServer();
    try {
      const second = await runSecondServer(first.dataDir, await freePort());
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(`Another Setu server (pid ${first.process.pid}) is using`);
      expect(second.stderr).toContain('Stop it first, or start this one with another DATA_DIR.');

      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      const res = await post(first.url, '/api/accounts/volunteers', volunteerInput());
      expect(res.status).toBe(201);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });
});

describe('a lock whose holder is gone', () => {
  it('is held by the live Node.js process that took it, on that directory in this boot', async () => {
    const holder = otherNodeProcess();
    spawned.push(holder);
    const dir = newDataDir();
    writeLock(dir, identity(holder.pid, dir));
    expect(tryLock(dir)).toBe(holder.pid);
    // A lock in the older format (a bare pid) naming a live Node.js program is respected too.
    const older = newDataDir();
    writeLock(older, String(holder.pid));
    expect(tryLock(older)).toBe(holder.pid);
  });

  it('is taken over when its pid now belongs to anything else', async () => {
    const sleeper = foreignProcess();
    const node = otherNodeProcess();
    const zombie = await zombieProcess();
    spawned.push(sleeper, node, zombie);
    const other = { ...identity(node.pid), bootId: '00000000-0000-4000-8000-000000000000' };
    const cases: [string, (dir: string) => LockHolder | string][] = [
      ['a bare pid, now a sleep', () => String(sleeper.pid)],
      ['this boot and start time, but a sleep', (dir) => identity(sleeper.pid, dir)],
      ['a Node.js program, but another boot', (dir) => ({ ...other, dataDir: dir })],
      [
        'a Node.js program started after the lock was taken',
        (dir) => ({ ...identity(node.pid, dir), startTime: '1' }),
      ],
      ['another directory (a copy)', () => identity(node.pid, '/srv/setu/data')],
      ['a zombie', (dir) => identity(zombie.pid, dir)],
      ['a bare pid, now a zombie', () => String(zombie.pid)],
      ['no process at all', (dir) => ({ ...identity(process.pid, dir), pid: 2 ** 22 + 1 })],
    ];
    for (const [what, content] of cases) {
      const dir = newDataDir();
      writeLock(dir, content(dir));
      expect(tryLock(dir), what).toBe('taken');
    }
  });

  it('does not stop a real server from starting: a live foreign process, or a zombie, under its pid', async () => {
    const sleeper = foreignProcess();
    const zombie = await zombieProcess();
    spawned.push(sleeper, zombie);
    // As an older Setu left it before a reboot, and as a crashed Setu whose pid is now a zombie.
    for (const content of [String(sleeper.pid), (dir: string) => identity(zombie.pid, dir)]) {
      const dataDir = newDataDir();
      writeLock(dataDir, typeof content === 'string' ? content : content(dataDir));
      const server = await startServer({ dataDir });
      try {
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        expect(readLock(dataDir)).toMatchObject({ pid: server.process.pid, dataDir });
      } finally {
        expect(await server.stop()).toBe(0);
      }
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    }
  });
});
