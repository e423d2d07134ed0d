// argon2id with its answers kept, for the API tests' apps (docs/decisions/0022-test-suite-time.md,
// "Measured again (2026-11-29)"). The API files sign up and sign in about 5,200 times with a
// handful of passwords, and each argon2id run costs 20–40 ms of CPU: a third of the project's CPU.
// The first hash of a password and the first check of a (hash, password) pair run argon2id; later
// ones reuse its answer. A check is deterministic, so a kept one is what argon2id answers again;
// a kept hash is one argon2id made for that password (a new one would differ only in its salt).
// The browser and reliability tests' servers hash every time, as production does.
import { ARGON2ID, type PasswordHashing } from '../../src/server/accounts/password';

const hashes = new Map<string, Promise<string>>();
const checks = new Map<string, Promise<boolean>>();

function kept<T>(cache: Map<string, Promise<T>>, key: string, run: () => Promise<T>) {
  let answer = cache.get(key);
  if (!answer) {
    answer = run();
    cache.set(key, answer);
    // A failed run is not an answer: the next call runs argon2id again.
    answer.catch(() => cache.delete(key));
  }
  return answer;
}

export const KEPT_ARGON2ID: PasswordHashing = {
  hash: (password) => kept(hashes, password, () => ARGON2ID.hash(password)),
  verify: (data) => kept(checks, `${data.hash}\u0000${data.password}`, () => ARGON2ID.verify(data)),
};
