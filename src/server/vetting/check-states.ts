// The one place a vetting check's outcome is written and read (docs/decisions/0037-vetting-checks.md).
// Each check (the course, the identity and police clearance reviews, the references) records its
// outcome here; the gate, the volunteer's checklist, the NGO's view and the substitute search
// read the states from here, never from the checks' own tables.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { volunteerChecks } from '../db/schema';
import { settleGate } from '../vetting-gate/settle';
import {
  CHECK_KINDS,
  type CheckKind,
  type CheckOutcome,
  type CheckState,
  type CheckStatus,
} from '../../shared/vetting';

export interface CheckOutcomeChange {
  volunteerUid: string;
  kind: CheckKind;
  outcome: CheckOutcome;
  validUntil?: Date | null;
  /** An operator's user id, or 'setu' for what Setu decides itself (the quiz, referees). */
  decidedBy?: string | null;
  now: Date;
  /** Setu's address, for the links in the gate's emails. */
  publicUrl: string;
}

/**
 * Records a check's outcome, replacing the earlier one of the same kind, and settles the gate of
 * the volunteer's partnerships in the same transaction: a check that completes them lets their
 * sessions go ahead, one that fails holds them.
 */
export async function recordCheckOutcome(tx: Tx | Db, change: CheckOutcomeChange): Promise<void> {
  const decided = change.outcome === 'pending' ? null : change.now;
  const values = {
    outcome: change.outcome,
    validUntil: change.outcome === 'valid' ? (change.validUntil ?? null) : null,
    decidedBy: decided ? (change.decidedBy ?? null) : null,
    decidedAt: decided,
    updatedAt: change.now,
  };
  await tx
    .insert(volunteerChecks)
    .values({ volunteerUid: change.volunteerUid, kind: change.kind, ...values })
    .onConflictDoUpdate({
      target: [volunteerChecks.volunteerUid, volunteerChecks.kind],
      set: values,
    });
  await settleGate(
    tx,
    { now: change.now, publicUrl: change.publicUrl },
    { volunteerUid: change.volunteerUid },
  );
}

/** A stored outcome as the volunteer, the NGO and the gate see it at `now`. */
export function stateOf(
  row: { outcome: CheckOutcome; validUntil: Date | null } | undefined,
  now: Date,
): CheckStatus {
  if (!row) return { state: 'missing', validUntil: null };
  const validUntil = row.validUntil ? row.validUntil.toISOString() : null;
  if (row.outcome !== 'valid') return { state: row.outcome, validUntil: null };
  const state: CheckState = row.validUntil && row.validUntil <= now ? 'expired' : 'valid';
  return { state, validUntil };
}

export type CheckStatuses = Record<CheckKind, CheckStatus>;

/** Every check's state for each of these volunteers (a volunteer with none has all missing). */
export async function checkStatesOf(
  db: Pick<Db, 'select'>,
  volunteerUids: readonly string[],
  now: Date,
): Promise<Map<string, CheckStatuses>> {
  const uids = [...new Set(volunteerUids)];
  const rows = uids.length
    ? await db
        .select({
          volunteerUid: volunteerChecks.volunteerUid,
          kind: volunteerChecks.kind,
          outcome: volunteerChecks.outcome,
          validUntil: volunteerChecks.validUntil,
        })
        .from(volunteerChecks)
        .where(inArray(volunteerChecks.volunteerUid, uids))
    : [];
  const out = new Map<string, CheckStatuses>();
  for (const uid of uids) {
    const own = rows.filter((row) => row.volunteerUid === uid);
    out.set(
      uid,
      Object.fromEntries(
        CHECK_KINDS.map((kind) => [
          kind,
          stateOf(
            own.find((row) => row.kind === kind),
            now,
          ),
        ]),
      ) as CheckStatuses,
    );
  }
  return out;
}

/**
 * A condition for queries over many volunteers (the substitute search): the volunteer in
 * `volunteerUid` holds every one of `kinds` valid at `now`.
 */
export function holdsValidChecks(
  volunteerUid: SQL | unknown,
  kinds: readonly CheckKind[],
  now: Date,
): SQL {
  if (kinds.length === 0) return sql`true`;
  return sql`(select count(*) from ${volunteerChecks}
    where ${volunteerChecks.volunteerUid} = ${volunteerUid}
      and ${and(inArray(volunteerChecks.kind, [...kinds]), eq(volunteerChecks.outcome, 'valid'))}
      and (${volunteerChecks.validUntil} is null or ${volunteerChecks.validUntil} > ${now})) = ${kinds.length}`;
}
