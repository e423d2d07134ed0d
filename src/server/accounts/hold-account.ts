// One lock order for everything an account owns: every transaction that changes one account's
// rows takes that account's `user` row first. The account's deletion and an operator's suspension
// take it FOR UPDATE (lockAccountRow); every other change takes it FOR KEY SHARE (holdAccount),
// which conflicts with FOR UPDATE alone, so it waits for a deletion in flight or holds one off
// until it commits, and never waits for another writer. A write that finds the row gone answers
// 401 with the log-in message: the account was deleted while the request was on its way. A write
// that skips it inserts rows whose foreign key then waits for the deletion and fails, or
// deadlocks against the deletion's cascade (tests/api/account-deletion-race.test.ts,
// docs/decisions/0004-request-state-machine.md).
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { user } from '../db/schema';
import { apiError } from '../http/errors';
import { LOG_IN_MESSAGE } from '../http/session';

/** The account's row, locked FOR UPDATE: for the deletion and the suspension only. */
export async function lockAccountRow(tx: Tx, uid: string) {
  const [row] = await tx
    .select({ id: user.id, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, uid))
    .for('update');
  return row;
}

/** Takes the account's row FOR KEY SHARE; false when the account is gone. */
export async function accountHeld(tx: Tx, uid: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, uid))
    .for('key share');
  return Boolean(row);
}

/** Takes the account's row FOR KEY SHARE, first in a change of its rows; 401 when it is gone. */
export async function holdAccount(tx: Tx, uid: string): Promise<void> {
  if (!(await accountHeld(tx, uid))) throw apiError(401, LOG_IN_MESSAGE);
}

/**
 * Which of these accounts' rows this transaction holds FOR KEY SHARE, taken without waiting: one
 * that a deletion or a suspension holds FOR UPDATE is left out. For a sweep that already holds
 * partnerships those two wait for: waiting on the account then would deadlock with them, so the
 * sweep leaves that account's work to its next run (tests/api/reminders-race.test.ts).
 */
export async function accountsHeldNow(tx: Tx, uids: readonly string[]): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.id, [...new Set(uids)]))
    .for('key share', { skipLocked: true });
  return new Set(rows.map((r) => r.id));
}
