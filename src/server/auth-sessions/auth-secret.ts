import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The generated secret's file in DATA_DIR. */
export const AUTH_SECRET_FILE = 'auth-secret';

/** AUTH_SECRET, or one generated once into DATA_DIR (embedded database only). */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
