// The demo accounts' password: made at random on the first start and kept in DATA_DIR, so it is
// never a public one. Whoever can read DATA_DIR can already read the whole database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LIMITS } from '../../shared/schemas';
import { isCommonPassword } from '../accounts/password';

export const DEMO_PASSWORD_FILE = 'demo-password';

export interface DemoPassword {
  password: string;
  file: string;
  /** True when this start made the password (and so prints it). */
  created: boolean;
}

/** The password in DATA_DIR/demo-password, made (mode 0600) when the file is missing. */
export function resolveDemoPassword(dataDir: string): DemoPassword {
  const file = path.join(dataDir, DEMO_PASSWORD_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  // 144 random bits, 24 characters that survive copying from a terminal.
  const fresh = crypto.randomBytes(18).toString('base64url');
  try {
    fs.writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    return { password: fresh, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // An operator may write a password of their own into the file (the next start re-keys the
  // accounts to it); it must still be one Setu would accept at sign-up.
  const password = fs.readFileSync(file, 'utf8').trim();
  const fits = password.length >= LIMITS.passwordMin && password.length <= LIMITS.passwordMax;
  if (!fits || isCommonPassword(password)) {
    throw new Error(
      `${file} must hold an uncommon password of ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters; delete it to make a new one.`,
    );
  }
  return { password, file, created: false };
}
