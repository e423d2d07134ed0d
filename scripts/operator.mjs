// `npm run operator -- add EMAIL [--password-stdin] | list | remove EMAIL`: the built operator
// command (dist/server/operator.js), built first when missing or older than its sources, as
// `npm run backup` does.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { OPERATOR_ENTRY, ROOT, serverIsStale } from './build-server.mjs';
import { execNode, requirePinnedNode } from './server-runtime.mjs';

requirePinnedNode();

if (serverIsStale() || !fs.existsSync(OPERATOR_ENTRY)) {
  // On stderr: stdout is the command's own answer (the link to set the password).
  console.error('Building the server…');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await execNode([OPERATOR_ENTRY, ...process.argv.slice(2)], process.env);
