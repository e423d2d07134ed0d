// When a build is out of date: missing, or older than the newest of its sources. Shared by
// `npm start`, `npm run backup`, the tests and the bench, so they agree on when to rebuild.
import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time under each path (files or folders); tests do not count. */
export function newestMtime(paths) {
  let newest = 0;
  for (const entry of paths) {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) continue;
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      continue;
    }
    for (const item of fs.readdirSync(entry, { withFileTypes: true })) {
      if (item.isFile() && /\.test\.tsx?$/.test(item.name)) continue;
      newest = Math.max(newest, newestMtime([path.join(entry, item.name)]));
    }
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  const stat = fs.statSync(output, { throwIfNoEntry: false });
  return !stat || stat.mtimeMs < newestMtime(sources);
}
