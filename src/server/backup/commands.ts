// `npm run backup [FILE]` and `npm run restore FILE` on the embedded database (PGlite). Each
// refusal is a CommandError whose message tells the person what to do; nothing is changed then.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { createPglite, DataDirLockedError, lockDataDir, pgliteDirOf } from '../db/client';
import { AUTH_SECRET_FILE } from '../auth-sessions/auth-secret';
import { BackupFileError, checkBackup } from './archive';
import { NoServerError, requestBackup } from './control-socket';
import { CommandError, holdsDatabase, openWithoutServer } from './local-database';

export const POSTGRES_NOTICE = [
  'Setu is using PostgreSQL (DATABASE_URL is set), so npm run backup and npm run restore do not apply:',
  'they copy the embedded database only. Use PostgreSQL’s own tools, for example:',
  '  pg_dump --format=custom --file=setu.dump "$DATABASE_URL"',
  '  pg_restore --no-owner --dbname="$DATABASE_URL" setu.dump   (into a new, empty database)',
  'or the backups of your managed PostgreSQL service.',
].join('\n');

/** setu-backup-20261123T114900Z.tar.gz: sorts by time, no characters a shell or Windows minds. */
export function defaultBackupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `setu-backup-${stamp}.tar.gz`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Without a running server this process may open the database itself (taking the lock). */
async function snapshotWithoutServer(dataDir: string): Promise<Uint8Array> {
  const database = await openWithoutServer(
    dataDir,
    'It may have started before live backups existed: restart it, then run npm run backup again.',
  );
  try {
    return await database.snapshot!();
  } finally {
    await database.close();
  }
}

/** Writes beside the target and renames, so a backup file is never half written. */
function writeDurably(target: string, data: Uint8Array): void {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partial`);
  try {
    // A backup holds personal data and password hashes: owner only.
    const fd = fs.openSync(temp, 'w', 0o600);
    try {
      fs.writeSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, target);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  const dir = fs.openSync(path.dirname(target), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}

export async function backup(
  config: Config,
  file: string | undefined,
  now = new Date(),
): Promise<{ path: string; bytes: number }> {
  if (config.databaseUrl) throw new CommandError(POSTGRES_NOTICE);
  let target = path.resolve(file ?? defaultBackupName(now));
  // A folder (existing, or named with a trailing slash) gets the default name inside it.
  if (file?.endsWith('/') || (fs.existsSync(target) && fs.statSync(target).isDirectory())) {
    target = path.join(target, defaultBackupName(now));
  }
  if (!fs.existsSync(path.dirname(target))) {
    throw new CommandError(`The folder ${path.dirname(target)} does not exist.`);
  }
  if (!holdsDatabase(config.dataDir)) {
    throw new CommandError(
      `There is no database in ${config.dataDir} to back up. Is DATA_DIR set as when Setu runs?`,
    );
  }
  let data: Uint8Array;
  try {
    data = await requestBackup(config.dataDir);
  } catch (error) {
    if (!(error instanceof NoServerError)) throw error;
    data = await snapshotWithoutServer(config.dataDir);
  }
  checkBackup(data);
  writeDurably(target, data);
  return { path: target, bytes: data.length };
}

function readBackup(file: string): Uint8Array {
  try {
    const data = fs.readFileSync(file);
    checkBackup(data);
    return data;
  } catch (error) {
    if (error instanceof BackupFileError) {
      throw new CommandError(`${file} is not a Setu backup: ${error.message}.`);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CommandError(`There is no file ${file}.`);
    if (code === 'EISDIR') throw new CommandError(`${file} is a folder; name a backup file.`);
    throw new CommandError(`Could not read ${file}: ${(error as Error).message}`);
  }
}

/** Restores into an empty DATA_DIR; never over a database, never under a running server. */
export async function restore(
  config: Config,
  file: string | undefined,
): Promise<{ dataDir: string; keepsSessions: boolean }> {
  if (config.databaseUrl) throw new CommandError(POSTGRES_NOTICE);
  if (!file) {
    throw new CommandError('Name the backup to restore: npm run restore setu-backup-….tar.gz');
  }
  const source = path.resolve(file);
  const data = readBackup(source);
  const { dataDir } = config;
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new CommandError(
      `A Setu server (pid ${error.pid ?? 'unknown'}) is running on ${dataDir}. Restore never replaces a live database: ` +
        'stop the server, then restore into an empty DATA_DIR.',
    );
  }
  try {
    if (holdsDatabase(dataDir)) {
      throw new CommandError(
        `${dataDir} already holds a database, and restore never replaces one. ` +
          'Set DATA_DIR to a new, empty folder (or move this one aside), then run npm run restore again.',
      );
    }
    const dir = pgliteDirOf(dataDir);
    try {
      const client = await createPglite(dir, {
        loadDataDir: new Blob([data as Uint8Array<ArrayBuffer>]),
      });
      try {
        // Setu's migrations table: present in every database a Setu server has opened.
        await client.query('select 1 from drizzle.__drizzle_migrations limit 1');
      } catch {
        throw new CommandError(`${source} is not a Setu backup: it holds no Setu tables.`);
      } finally {
        await client.close();
      }
    } catch (error) {
      // Back to the empty DATA_DIR we started from.
      fs.rmSync(dir, { recursive: true, force: true });
      if (error instanceof CommandError) throw error;
      throw new CommandError(
        `Could not restore ${source}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  } finally {
    unlock();
  }
  const keepsSessions =
    config.authSecret !== undefined || fs.existsSync(path.join(dataDir, AUTH_SECRET_FILE));
  return { dataDir, keepsSessions };
}
