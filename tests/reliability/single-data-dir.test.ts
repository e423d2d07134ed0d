// PGlite has no lock of its own: a second server on the same DATA_DIR must refuse to start with
// a clear message and a non-zero exit, and the first must keep serving.
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { freePort, ROOT, serverCommand, startServer } from '../support/e2e-server';
import { post, volunteerSignup } from './support';

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
      const res = await post(first.url, '/api/accounts/volunteers', volunteerSignup());
      expect(res.status).toBe(201);
    } finally {
      expect(await first.stop()).toBe(0);
    }
  });
});
