// Starts the real Setu server as its own process for the benchmarks: scripts/start.mjs, which
// becomes plain `node dist/server/main.js` with production's flags, exactly as `npm start` runs
// it. Logs go to /dev/null at the production level (info), so their cost is counted but not kept.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../../tests/support/e2e-server';
import { benchServerBuild } from './dist';
import { sleep } from './proc';

export interface BenchServer {
  url: string;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  startMs: number;
  stop(): Promise<number | null>;
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startBenchServer(options: {
  distDir: string;
  dataDir?: string;
  env?: Record<string, string>;
  /** `node dist/server/main.js` alone, without start.mjs's flags: what they buy, measured. */
  plain?: boolean;
}): Promise<BenchServer> {
  benchServerBuild();
  const port = await freePort();
  const dataDir = options.dataDir ?? tempDir('setu-bench-');
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, options.plain ? 'dist/server/main.js' : 'scripts/start.mjs')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
        DIST_DIR: options.distDir,
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Setu exited during start:\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Setu did not answer within 120 s:\n${stderr}`);
    }
    await sleep(20);
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    child,
    startMs: performance.now() - started,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A bare Hono route in its own process: the ceiling the API routes are compared with. */
export async function startBareServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
