// The frame of an operator's change to an account (suspend.ts, reinstate.ts): the account locked
// and checked in one transaction, what the change did, and who must hear of it.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { asLocale } from '../accounts/account-language';
import { lockAccountRow } from '../accounts/hold-account';
import type { Locale } from '../../shared/locales';
import type { AccountRole } from '../../shared/roles';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../shared/suspension';
import type { Db, Tx } from '../db/client';
import { selectRequestsWithVolunteer } from '../db/joins';
import { withRetry } from '../db/retry-transaction';
import {
  accountSuspensions,
  connectionRequests,
  ngoListings,
  ngos,
  operators,
  user,
  volunteers,
} from '../db/schema';

export type SuspensionErrorCode =
  | typeof SUSPENSION_CODES.alreadySuspended
  | typeof SUSPENSION_CODES.notSuspended
  | typeof SUSPENSION_CODES.operator
  | typeof SUSPENSION_CODES.notFound;

export class SuspensionError extends Error {
  constructor(
    readonly code: SuspensionErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface SuspensionInput {
  operatorUid: string;
  userId: string;
  reason: string;
}

/** Someone to email: an address, a name to greet and the account's language. */
export interface Recipient {
  email: string;
  name: string;
  language: Locale;
}

/** The other side of a request the suspension (or reinstatement) changed. */
export interface OtherParty extends Recipient {
  /** The suspended account's name as the other party knows it (volunteer's or NGO's name). */
  counterpart: string;
  change: 'withdrawn' | 'paused' | 'resumed';
}

export interface SuspensionOutcome {
  account: Recipient & { kind: AccountRole };
  reason: string;
  others: OtherParty[];
  withdrawn: number[];
  paused: number[];
  resumed: number[];
  listingId: number | null;
  listingPublished: boolean;
}

/**
 * Locks the account's user row, first, and says what kind of account it is. The user row before
 * anything else of the account's, as the account's deletion takes it and every other change holds
 * it (src/server/accounts/hold-account.ts): a suspension and a deletion run one after the other.
 */
async function lockAccount(tx: Tx, userId: string) {
  const account = await lockAccountRow(tx, userId);
  if (!account) throw new SuspensionError(SUSPENSION_CODES.notFound, SUSPENSION_MESSAGES.notFound);
  const [operator] = await tx
    .select({ id: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId));
  if (operator) throw new SuspensionError(SUSPENSION_CODES.operator, SUSPENSION_MESSAGES.operator);
  const [volunteer] = await tx
    .select({ name: volunteers.fullName, email: volunteers.email })
    .from(volunteers)
    .where(eq(volunteers.userId, userId));
  const [ngo] = volunteer
    ? []
    : await tx
        .select({ name: ngos.ngoName, email: ngos.email })
        .from(ngos)
        .where(eq(ngos.uid, userId));
  const profile = volunteer ?? ngo;
  if (!profile) throw new SuspensionError(SUSPENSION_CODES.notFound, SUSPENSION_MESSAGES.notFound);
  const [suspension] = await tx
    .select({ reason: accountSuspensions.reason })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  return {
    kind: volunteer ? ('volunteer' as const) : ('ngo' as const),
    recipient: { email: profile.email, name: profile.name, language: asLocale(account.language) },
    suspended: Boolean(suspension),
  };
}

/**
 * An operator's change of an account's state, in one transaction (retried as withRetry says):
 * the account locked and refused unless it is in the state the change starts `from`, then the
 * change, then `alongWith` (the change's emails) in the same transaction.
 */
export function accountChange(
  from: 'active' | 'suspended',
  change: (
    tx: Tx,
    account: Awaited<ReturnType<typeof lockAccount>>,
    input: SuspensionInput,
  ) => Promise<SuspensionOutcome>,
) {
  return (
    db: Db,
    input: SuspensionInput,
    alongWith?: (tx: Tx, outcome: SuspensionOutcome) => Promise<void>,
  ): Promise<SuspensionOutcome> =>
    withRetry(db, async (tx) => {
      const account = await lockAccount(tx, input.userId);
      if (from === 'active' && account.suspended) {
        throw new SuspensionError(
          SUSPENSION_CODES.alreadySuspended,
          SUSPENSION_MESSAGES.alreadySuspended,
        );
      }
      if (from === 'suspended' && !account.suspended) {
        throw new SuspensionError(SUSPENSION_CODES.notSuspended, SUSPENSION_MESSAGES.notSuspended);
      }
      const outcome = await change(tx, account, input);
      await alongWith?.(tx, outcome);
      return outcome;
    });
}

/** The other side of each request: the volunteer's or the NGO's contact and language. */
export async function otherParties(
  tx: Tx,
  requestIds: number[],
  suspendedKind: AccountRole,
  change: (id: number) => OtherParty['change'],
): Promise<OtherParty[]> {
  if (requestIds.length === 0) return [];
  const rows = await selectRequestsWithVolunteer(tx, {
    id: connectionRequests.id,
    volunteerName: volunteers.fullName,
    volunteerEmail: volunteers.email,
    volunteerLanguage: sql<string>`(select ${user.language} from ${user} where ${user.id} = ${volunteers.userId})`,
    ngoName: ngoListings.name,
    ngoEmail: ngos.email,
    ngoLanguage: sql<string>`(select ${user.language} from ${user} where ${user.id} = ${ngos.uid})`,
  })
    .innerJoin(ngos, eq(ngos.uid, ngoListings.ownerUid))
    .where(inArray(connectionRequests.id, requestIds))
    .orderBy(asc(connectionRequests.id));
  return rows.map((r) =>
    suspendedKind === 'ngo'
      ? {
          email: r.volunteerEmail,
          name: r.volunteerName,
          language: asLocale(r.volunteerLanguage),
          counterpart: r.ngoName,
          change: change(r.id),
        }
      : {
          email: r.ngoEmail,
          name: r.ngoName,
          language: asLocale(r.ngoLanguage),
          counterpart: r.volunteerName,
          change: change(r.id),
        },
  );
}
