import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BackupFileError, checkBackup } from './archive';
import { defaultBackupName } from './commands';

describe('checkBackup', () => {
  const reason = (file: Uint8Array) => {
    try {
      checkBackup(file);
    } catch (error) {
      if (error instanceof BackupFileError) return error.message;
      throw error;
    }
    return 'accepted';
  };

  it('says why a file is not a backup', () => {
    expect(reason(new Uint8Array())).toBe('it is empty');
    expect(reason(Buffer.from('PG_VERSION global/pg_control'))).toBe(
      'it is not a gzip file, or it is cut short',
    );
    const gzipped = zlib.gzipSync(Buffer.alloc(2048, 'x'));
    expect(reason(gzipped.subarray(0, gzipped.length - 8))).toBe(
      'it is not a gzip file, or it is cut short',
    );
    expect(reason(gzipped)).toBe('its archive is damaged');
    expect(reason(zlib.gzipSync(Buffer.alloc(1024)))).toBe(
      'it holds no PGlite database (no PG_VERSION or global/pg_control)',
    );
  });
});

describe('defaultBackupName', () => {
  it('names the backup by its UTC time, without characters shells or other systems mind', () => {
    expect(defaultBackupName(new Date('2026-11-23T11:49:00.123Z'))).toBe(
      'setu-backup-20261123T114900Z.tar.gz',
    );
  });
});
