// `npm run backup [FILE]` and `npm run restore FILE`: the built backup command (dist/server/
// backup.js), built first when missing or older than its sources, as `npm start` does.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BACKUP_ENTRY, ROOT, serverIsStale } from './build-server.mjs';
import { execNode, requirePinnedNode } from './server-runtime.mjs';

requirePinnedNode();

if (serverIsStale()) {
  // On stderr: stdout is the command's own answer.
  console.error('Building the server…');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await execNode([BACKUP_ENTRY, ...process.argv.slice(2)], process.env);
