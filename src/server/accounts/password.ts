// argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1): better-auth's default scrypt is below it.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

const ARGON2_OPTIONS = {
  // Algorithm.Argon2id: a const enum, which isolatedModules cannot read.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false;
  }
}

/**
 * How an app hashes and checks passwords. It is chosen once, when its auth is made (createAuth),
 * and every sign-up, sign-in and password check of the app reads it there (passwordHashing):
 * argon2id in the server, and in the API tests argon2id with its answers kept
 * (tests/support/kept-passwords.ts, docs/decisions/0022-test-suite-time.md).
 */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export const ARGON2ID: PasswordHashing = { hash: hashPassword, verify: verifyPassword };

// ~49,000 common passwords shipped as data by @zxcvbn-ts/language-common.
const COMMON = new Set(dictionary['passwords-common'].map((p: string) => p.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Choose one that is harder to guess.';

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
