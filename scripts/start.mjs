// `npm start`: build what is missing or older than its sources (the front end into dist/web,
// the server into dist/server), then become `node dist/server/main.js` with production's flags.
// DIST_DIR set means "serve that front end": it is not built here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, SERVER_ENTRY, serverIsStale } from './build-server.mjs';
import { isStale } from './freshness.mjs';
import { execNode, NODE_FLAGS, requirePinnedNode, serverEnv } from './server-runtime.mjs';

requirePinnedNode();

const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(ROOT, p),
);

function run(what, args) {
  console.log(`Building ${what}…`);
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.DIST_DIR && isStale(path.join(ROOT, 'dist', 'web', 'index.html'), WEB_SOURCES)) {
  run('the front end', [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build']);
}
if (serverIsStale()) run('the server', [path.join(ROOT, 'scripts', 'build-server.mjs')]);

await execNode([...NODE_FLAGS, SERVER_ENTRY], serverEnv());
