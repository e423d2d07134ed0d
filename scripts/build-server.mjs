// Builds the server into dist/server with esbuild (decision 0017): main.js (the server) and
// backup.js (`npm run backup` / `npm run restore`), operator.js (`npm run operator`),
// certificate-pdf-worker.js (the worker thread main.js starts for certificate PDFs, found beside
// it: src/server/certificates/pdf-renderer.ts), plain JavaScript, plus the SQL migrations.
//   node scripts/build-server.mjs             build
//   node scripts/build-server.mjs --if-stale  build only when dist/server is missing or older
//                                             than its sources (what `npm start` does)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './freshness.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_DIR = path.join(ROOT, 'dist', 'server');
export const SERVER_ENTRY = path.join(SERVER_DIR, 'main.js');
export const BACKUP_ENTRY = path.join(SERVER_DIR, 'backup.js');
export const OPERATOR_ENTRY = path.join(SERVER_DIR, 'operator.js');

/** What the server build is made from: a change to any of these makes it stale. */
export const SERVER_SOURCES = [
  path.join(ROOT, 'src', 'server'),
  path.join(ROOT, 'src', 'shared'),
  path.join(ROOT, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

/**
 * Left in node_modules and loaded at run time: PGlite finds its .wasm and .data files next to
 * its own modules, @node-rs/argon2 is a native addon, pg requires the optional pg-native, and
 * pdfkit reads its font metrics from files beside its own module, sharp loads its platform's
 * native addon, and pdf.js loads its worker module from beside its own. Everything else is
 * bundled: one file loads faster and holds less memory than hundreds.
 */
export const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'pg',
  'pdfkit',
  'sharp',
  'pdfjs-dist',
];

// Bundled CommonJS packages call require() for Node's own modules; an ES module has none.
const BANNER = [
  "import { createRequire as __setuCreateRequire } from 'node:module';",
  'const require = __setuCreateRequire(import.meta.url);',
].join('\n');

export function serverIsStale(outDir = SERVER_DIR) {
  return isStale(path.join(outDir, 'main.js'), SERVER_SOURCES);
}

/**
 * Builds into a fresh folder beside `outDir`, then swaps it in, so a server starting meanwhile
 * sees the old build or the new one, never half of one.
 */
export async function buildServer(outDir = SERVER_DIR) {
  const { build } = await import('esbuild');
  const started = new Date();
  const staging = path.join(path.dirname(outDir), `.${path.basename(outDir)}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: 'src/server/main.ts',
      backup: 'src/server/backup/cli.ts',
      operator: 'src/server/operators/cli.ts',
      'certificate-pdf-worker': 'src/server/certificates/certificate-pdf-worker.ts',
    },
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL,
    banner: { js: BANNER },
    // Readable stack traces in production logs: names and layout kept, nothing minified.
    minify: false,
    logLevel: 'warning',
  });
  // Migrations are read at run time from beside the bundle (MIGRATIONS_DIR in db/client.ts).
  fs.cpSync(
    path.join(ROOT, 'src', 'server', 'db', 'migrations'),
    path.join(staging, 'migrations'),
    {
      recursive: true,
    },
  );
  // Dated to when the sources were read: an edit made during the build still counts as newer.
  for (const file of ['main.js', 'backup.js', 'operator.js', 'certificate-pdf-worker.js']) {
    fs.utimesSync(path.join(staging, file), started, started);
  }
  replaceDir(staging, outDir);
}

function replaceDir(staging, target) {
  const old = `${staging}-old`;
  try {
    fs.renameSync(target, old);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    // Another build finished first and took the place: its output is as new as ours.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    fs.rmSync(staging, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--if-stale') || serverIsStale()) {
    if (process.argv.includes('--if-stale')) console.log('Building the server…');
    await buildServer();
  }
}
