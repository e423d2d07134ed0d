// Starts the real server (production build, real process) on a free port and a temporary
// DATA_DIR, as `npm start` would, for browser tests and reliability tests.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface E2EServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for exit. */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash. */
  kill(): Promise<void>;
}

/**
 * The demo accounts' password, read the way a person would: from the start-up output (first start)
 * or from the file that output names (later starts). The output may trail the first answer.
 */
export async function demoPasswordOf(server: E2EServer): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = /^Demo password: (in )?(.+)$/m.exec(server.output());
    if (line) return line[1] ? fs.readFileSync(line[2]!, 'utf8').trim() : line[2]!;
    if (server.process.exitCode !== null || Date.now() > deadline) {
      throw new Error(`Setu printed no demo password (is SEED_DEMO on?):\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function makeDataDir(prefix = 'setu-e2e-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; port?: number } = {},
): Promise<E2EServer> {
  const distDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  }
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? makeDataDir();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DIST_DIR: distDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Setu exited during start:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Setu did not answer within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
