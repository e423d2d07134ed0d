// The production builds the benchmarks run. Front end: DIST_DIR when given, else a fresh build of
// the current sources into a temporary folder (dist/web may be stale or absent on a fresh clone).
// Server: dist/server, built first when missing or stale, as `npm start` would (so a start's
// timing never includes a build).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../tests/support/e2e-server';

let built: string | undefined;

export function benchDist(): string {
  if (process.env.DIST_DIR) return path.resolve(process.env.DIST_DIR);
  if (built) return built;
  const outDir = path.join(os.tmpdir(), `setu-bench-dist-${process.pid}`);
  console.log('Building the front end for the benchmarks…');
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0 || !fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('vite build failed');
  }
  built = outDir;
  process.once('exit', () => fs.rmSync(outDir, { recursive: true, force: true }));
  return outDir;
}

let serverChecked = false;

/** Makes sure dist/server is built from the current sources; `npm start` then only runs it. */
export function benchServerBuild(): void {
  if (serverChecked) return;
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/build-server.mjs'), '--if-stale'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the server build failed');
  serverChecked = true;
}
