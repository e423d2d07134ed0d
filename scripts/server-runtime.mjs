// How production runs the built server: the Node flags and the allocator setting that keep an
// idle Setu on PGlite well under 250 MB on Node 24 (decision 0017). `npm start` uses them, and so
// do the tests and the bench that start the built server.
import fs from 'node:fs';

/**
 * Node 24's V8 lets the young generation grow to 2 × 64 MB when start-up allocates fast, and does
 * not give it back while idle; 16 MB semi-spaces are what Node 20 used.
 */
export const NODE_FLAGS = ['--max-semi-space-size=16'];

/**
 * glibc raises its mmap threshold (up to 32 MB) after large blocks are freed, so later large
 * blocks come from its arenas and stay resident once freed. V8 needs ~600 MB of such blocks for
 * a few seconds while it optimises one large function of PGlite's WebAssembly; holding the
 * threshold at glibc's own default (128 KB) returns that memory to the system afterwards.
 * Other C libraries ignore the variable.
 */
export const MALLOC_TUNABLE = 'glibc.malloc.mmap_threshold=131072';

/** The environment the server runs with: production unless told otherwise, and the tunable. */
export function serverEnv(env = process.env) {
  const tunables = env.GLIBC_TUNABLES ?? '';
  return {
    ...env,
    NODE_ENV: env.NODE_ENV || 'production',
    GLIBC_TUNABLES: tunables.includes('glibc.malloc.mmap_threshold=')
      ? tunables
      : [tunables, MALLOC_TUNABLE].filter(Boolean).join(':'),
  };
}

/**
 * Replaces this process with `node <args>` (same pid, so signals reach the server directly and
 * nothing of the caller stays in memory). Where there is no execve (Windows), runs a child and
 * passes SIGINT and SIGTERM on.
 */
export async function execNode(args, env) {
  if (typeof process.execve === 'function') {
    process.execve(process.execPath, [process.execPath, ...args], env);
  }
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, args, { env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}

/**
 * The Node.js that runs Setu: package.json's `node` dependency, which `npm ci` puts in
 * node_modules/.bin, where npm scripts find it before the machine's own Node
 * (docs/decisions/0027-node-pinned-by-the-project.md).
 */
export const PINNED_NODE = JSON.parse(
  fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
).dependencies.node;

/** Stops with a one-line explanation when started by an older Node than the pinned one. */
export function requirePinnedNode() {
  const major = (version) => Number(version.split('.')[0]);
  if (major(process.versions.node) >= major(PINNED_NODE)) return;
  console.error(
    `Setu runs on Node.js ${PINNED_NODE}, not ${process.version}. Use npm (npm start, npm run …), ` +
      'which runs the Node that npm ci installed, or node_modules/.bin/node directly.',
  );
  process.exit(1);
}
