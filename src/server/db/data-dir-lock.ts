// PGlite has no lock of its own: a second process on the same directory would corrupt it, so
// Setu keeps a lock file in DATA_DIR. A pid alone is weak proof of life: after a reboot it may
// belong to anything, and a killed process stays a zombie until its parent reaps it. So, as
// PostgreSQL checks postmaster.pid, the lock names its holder by more than the pid (the data
// directory, and on Linux the boot and the process's start time), and a lock counts only while
// that very process lives (tests/reliability/single-data-dir.test.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'setu.lock';

export class DataDirLockedError extends Error {
  constructor(
    message: string,
    /** The live process holding the lock, when known. */
    readonly pid?: number,
  ) {
    super(message);
  }
}

/** What a lock file says about the process that wrote it. */
export interface LockHolder {
  pid: number;
  /** The locked directory, resolved; absent in locks written before it was recorded. */
  dataDir?: string;
  /** Linux: /proc/sys/kernel/random/boot_id when the lock was taken. */
  bootId?: string;
  /** Linux: the holder's start time, in clock ticks after boot (/proc/PID/stat, field 22). */
  startTime?: string;
}

interface ProcStat {
  /** R, S, D, Z (zombie), X (dead), … */
  state: string;
  startTime: string;
}

function readProcStat(pid: number): ProcStat | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, startTime: fields[19]! };
  } catch {
    return null;
  }
}

function currentBootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Whether /proc/PID/cmdline shows a Node.js program (Setu's server and commands all are). */
function runsNode(pid: number): boolean {
  try {
    const program = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node/i.test(path.basename(program));
  } catch {
    return false;
  }
}

function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process as a lock names it. */
function self(dataDir: string): LockHolder {
  return {
    pid: process.pid,
    dataDir,
    bootId: currentBootId(),
    startTime: readProcStat(process.pid)?.startTime,
  };
}

/** The lock file's holder; a bare pid is the older format. Null when there is none or it is unreadable. */
export function readLock(dataDir: string): LockHolder | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    return Number.isInteger(parsed.pid) && parsed.pid! > 0 ? (parsed as LockHolder) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process a lock names still holds it: the same directory, alive and no zombie, and
 * where /proc tells, the same boot, the same start time and a Node.js program. Anything else is
 * a leftover of a crash or a reboot, whatever now runs under that pid.
 */
export function holdsLock(holder: LockHolder, dataDir: string): boolean {
  if (holder.pid === process.pid) return false;
  if (holder.dataDir !== undefined && holder.dataDir !== dataDir) return false;
  if (!exists(holder.pid)) return false;
  const stat = readProcStat(holder.pid);
  // Without /proc (macOS), a live pid is all there is to go on.
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  const bootId = currentBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  if (holder.startTime && holder.startTime !== stat.startTime) return false;
  return runsNode(holder.pid);
}

/**
 * Takes DATA_DIR's lock, or throws DataDirLockedError while another live Setu process holds it.
 * A lock whose holder is gone (see holdsLock) is taken over. Returns the function that lets go.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const dir = fs.realpathSync(dataDir);
  const lockPath = path.join(dir, LOCK_FILE);
  const mine = self(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    // Written whole beside the lock, then linked into place: the link either creates the lock
    // with all its content or fails, so no reader ever sees a half-written lock.
    const temp = path.join(
      dir,
      `.${LOCK_FILE}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`,
    );
    fs.writeFileSync(temp, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, lockPath);
      return () => {
        if (readLock(dir)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const seen = fs.readFileSync(lockPath, 'utf8');
      const holder = readLock(dir);
      if (holder && holdsLock(holder, dir)) {
        throw new DataDirLockedError(
          `Another Setu server (pid ${holder.pid}) is using ${dataDir}. Stop it first, or start this one with another DATA_DIR.`,
          holder.pid,
        );
      }
      // Only the leftover just judged: not a lock another starting process took meanwhile.
      if (fs.readFileSync(lockPath, 'utf8') === seen) fs.rmSync(lockPath, { force: true });
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}.`);
}
