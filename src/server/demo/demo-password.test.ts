import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { passwordSchema } from '../../shared/schemas';
import { isCommonPassword } from '../accounts/password';
import { DEMO_PASSWORD_FILE, resolveDemoPassword } from './demo-password';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-demo-password-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the demo password', () => {
  it('is made at random on the first start and kept in DATA_DIR, readable by its owner only', () => {
    const dir = dataDir();
    const first = resolveDemoPassword(dir);
    expect(first.created).toBe(true);
    expect(first.file).toBe(path.join(dir, DEMO_PASSWORD_FILE));
    expect(fs.readFileSync(first.file, 'utf8').trim()).toBe(first.password);
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    // It passes the sign-up rules, like any password a person could choose.
    expect(passwordSchema.safeParse(first.password).success).toBe(true);
    expect(isCommonPassword(first.password)).toBe(false);
    expect(first.password.length).toBeGreaterThanOrEqual(20);
  });

  it('is reused by later starts, and differs between installations', () => {
    const dir = dataDir();
    const first = resolveDemoPassword(dir);
    const again = resolveDemoPassword(dir);
    expect(again).toEqual({ ...first, created: false });
    expect(resolveDemoPassword(dataDir()).password).not.toBe(first.password);
  });

  it("takes the operator's own password from the file, but refuses a weak one", () => {
    const dir = dataDir();
    const file = path.join(dir, DEMO_PASSWORD_FILE);
    fs.writeFileSync(file, 'Lantern-Kite-Monsoon-42\n');
    expect(resolveDemoPassword(dir)).toMatchObject({
      password: 'Lantern-Kite-Monsoon-42',
      created: false,
    });
    fs.writeFileSync(file, 'password1');
    expect(() => resolveDemoPassword(dir)).toThrow(/demo-password must hold an uncommon password/);
    fs.writeFileSync(file, '');
    expect(() => resolveDemoPassword(dir)).toThrow(/delete it to make a new one/);
  });
});
