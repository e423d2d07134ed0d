// What the command lines on DATA_DIR (npm run backup, restore and operator) share: a refusal that
// tells the person what to do, and the embedded database opened by the command itself when no
// server answers on the control socket.
import fs from 'node:fs';
import { DataDirLockedError, openPglite, pgliteDirOf, type Database } from '../db/client';
import { controlSocketPath } from './control-socket';

/** A refusal whose message tells the person what to do; nothing is changed then. */
export class CommandError extends Error {}

export function holdsDatabase(dataDir: string): boolean {
  const dir = pgliteDirOf(dataDir);
  return fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
}

/**
 * Opens DATA_DIR's database, taking its lock. A server that holds the lock but did not answer
 * may predate the command: `advice` says so, and what to do.
 */
export async function openWithoutServer(dataDir: string, advice: string): Promise<Database> {
  try {
    return await openPglite(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new CommandError(
      `A Setu server (pid ${error.pid ?? 'unknown'}) is using ${dataDir} but does not answer on ${controlSocketPath(dataDir)}. ` +
        advice,
    );
  }
}
