// Starts the real server (a real process on the production front-end build) on a free port and a
// temporary DATA_DIR, for browser tests and reliability tests: from the sources through tsx, or
// built and run by scripts/start.mjs exactly as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { indiaIsoDate } from '../../src/shared/time';

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
  /** Stops, then deletes DATA_DIR: for a browser file's server, whose data nothing reads after. */
  discard(): Promise<void>;
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

/**
 * 'source': src/server/main.ts through tsx. 'built': scripts/start.mjs, which builds dist/server
 * when it is missing or older than its sources (once per run: later starts find it fresh) and
 * then becomes plain `node dist/server/main.js` with production's flags, keeping the pid.
 */
export type ServerKind = 'source' | 'built';

/** SETU_TEST_SERVER=built (the reliability project sets it) makes the built server the default. */
export function defaultServerKind(): ServerKind {
  return process.env.SETU_TEST_SERVER === 'built' ? 'built' : 'source';
}

/** The front end the servers serve: DIST_DIR, or dist/web of `npm run build`. */
export function testDistDir(): string {
  const distDir = process.env.DIST_DIR
    ? path.resolve(process.env.DIST_DIR)
    : path.join(ROOT, 'dist', 'web');
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir} holds no front-end build: run \`npm run build\` before these tests (npm test does), or set DIST_DIR.`,
    );
  }
  return distDir;
}

/** Node's arguments that start Setu, and the settings they need besides the caller's own. */
export function serverCommand(kind: ServerKind = defaultServerKind()): {
  args: string[];
  env: Record<string, string>;
} {
  // DIST_DIR also keeps start.mjs from building the front end into the checkout.
  const env = { DIST_DIR: testDistDir() };
  return kind === 'built'
    ? { args: [path.join(ROOT, 'scripts/start.mjs')], env }
    : { args: ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], env };
}

/** What decides the contents of a new embedded database: its migrations, seed and engine. */
/** Names a database template: it changes with the schema, the seeds, PGlite and Node. */
export function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const add = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
    }
  };
  add(path.join(ROOT, 'src/server/db'));
  add(path.join(ROOT, 'src/server/demo'));
  add(path.join(ROOT, 'src/shared')); // option lists and matching keys the seeds write
  hash.update(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(process.versions.node);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A new DATA_DIR already through initdb, migrations and seed (and the demo data when `demo`): a
 * copy of one made once per machine and schema (PGlite's first start costs 4–10 s, and a busy
 * machine's demo seeding more than the minute a start may take; every test server paid it). Each
 * copy is a database of its own, as a fresh DATA_DIR would be. The demo data holds sessions
 * around today, so its template is made again each day. A test that writes its own rows before
 * the server starts opens a copy too: ~0.5 s of CPU, where initdb and the migrations of a new
 * directory cost 3–4.5 s.
 */
export async function templatedDataDir(demo = false): Promise<string> {
  const name = demo
    ? `setu-test-template-demo-${templateKey()}-${indiaIsoDate(new Date())}`
    : `setu-test-template-${templateKey()}`;
  const template = path.join(os.tmpdir(), name);
  if (!fs.existsSync(template)) {
    const server = await launch({
      dataDir: makeDataDir('setu-template-'),
      env: { SEED_DEMO: String(demo) },
    });
    if ((await server.stop()) !== 0)
      throw new Error(`template server failed:
${server.output()}`);
    try {
      fs.renameSync(server.dataDir, template);
    } catch {
      // another test file made it at the same moment: theirs serves as well
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  const dataDir = makeDataDir();
  fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

export async function startServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    port?: number;
    server?: ServerKind;
  } = {},
): Promise<E2EServer> {
  // Only a new embedded database has a template: a given DATA_DIR and PostgreSQL start as they would.
  const seedDemo = options.env?.SEED_DEMO ?? 'false';
  const templated =
    !options.dataDir && !options.env?.DATABASE_URL && ['true', 'false'].includes(seedDemo);
  return launch({
    ...options,
    dataDir: templated ? await templatedDataDir(seedDemo === 'true') : options.dataDir,
  });
}

interface LaunchOptions {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
  server?: ServerKind;
}

/**
 * Starts the server, on another free port when the one found was taken before Setu could listen
 * on it (freePort closes its probe, and another process may bind the port in between).
 */
async function launch(options: LaunchOptions = {}): Promise<E2EServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchOnce(options);
    } catch (error) {
      const portTaken = error instanceof Error && error.message.includes('EADDRINUSE');
      if (!portTaken || options.port !== undefined || attempt === 3) throw error;
    }
  }
}

const START_BOUND_MS = 100_000;

async function launchOnce(options: LaunchOptions): Promise<E2EServer> {
  const command = serverCommand(options.server);
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? makeDataDir();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, command.args, {
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
      ...command.env,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  // A start takes 5–8 s of CPU; on a shared host at load 15 that passed 60 s (four reliability
  // tests failed so, each server healthy). The bound only catches a server that never answers,
  // so it stays inside the tests' 120 s and still leaves room to report the server's output.
  const deadline = Date.now() + START_BOUND_MS;
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
      throw new Error(`Setu did not answer within ${START_BOUND_MS / 1000} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // A server that dies on its own leaves a test with "connection refused" and nothing else: its
  // last words go to the test's output.
  let stopping = false;
  void exited.then((code) => {
    if (!stopping) {
      console.error(
        `Setu on ${url} exited by itself (${code ?? child.signalCode}):\n${out.slice(-4000)}`,
      );
    }
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) child.kill('SIGTERM');
    return exited;
  };
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => out,
    stop,
    async discard() {
      await stop();
      // Each server's DATA_DIR is a 40 MB copy of the template; a CI run starts ~80 of them.
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      stopping = true;
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
