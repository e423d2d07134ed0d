// What a Setu backup is: the gzipped tarball PGlite's dumpDataDir writes. Checked before a
// backup is kept and before a restore touches DATA_DIR, so garbage is refused with a reason.
import zlib from 'node:zlib';

export class BackupFileError extends Error {}

const BLOCK = 512;
/** Files every PostgreSQL data directory holds; their absence means this is not one. */
const REQUIRED = ['PG_VERSION', 'global/pg_control'];

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return Buffer.from(end === -1 ? bytes : bytes.subarray(0, end)).toString('utf8');
}

function checksumOk(header: Uint8Array): boolean {
  const stored = parseInt(field(header, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return stored === sum;
}

/** The member names of a tar archive, without leading "/" or "./"; throws on a broken archive. */
function tarEntries(tar: Uint8Array): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) return names;
    if (!checksumOk(header)) throw new BackupFileError('its archive is damaged');
    const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    names.push(name.replace(/^(\.?\/)+/, ''));
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  if (offset > tar.length) throw new BackupFileError('it is cut short');
  return names;
}

/** Throws BackupFileError, saying why, unless `file` is a gzipped PGlite data directory. */
export function checkBackup(file: Uint8Array): void {
  let tar: Buffer;
  try {
    tar = zlib.gunzipSync(file);
  } catch {
    throw new BackupFileError(
      file.length === 0 ? 'it is empty' : 'it is not a gzip file, or it is cut short',
    );
  }
  const names = new Set(tarEntries(tar));
  const missing = REQUIRED.filter((name) => !names.has(name));
  if (missing.length > 0) {
    throw new BackupFileError(`it holds no PGlite database (no ${missing.join(' or ')})`);
  }
}
