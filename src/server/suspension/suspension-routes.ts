// /api/operator/accounts: operators find volunteer and NGO accounts by email or name,
// see whether each is suspended, suspend one with a reason and reinstate it. Behind
// requireOperator (404 to everyone else); the work itself is in suspend.ts.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  accountSearchSchema,
  suspensionReasonSchema,
  type OperatorAccountRow,
} from '../../shared/suspension';
import type { Db } from '../db/client';
import { accountSuspensions, ngoMembers, ngos, operators, user, volunteers } from '../db/schema';
import type { AppDeps } from '../http/env';
import { jsonBody, queryParams } from '../http/validate';
import { writeMail } from '../mail/outbox';
import { requireOperator } from '../operators/require-operator';
import { codedError } from '../http/errors';
import { suspensionEmails } from './emails';
import { SuspensionError, type SuspensionInput, type SuspensionOutcome } from './account-change';
import { reinstate } from './reinstate';
import { suspend } from './suspend';

const SEARCH_LIMIT = 50;

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Volunteers and NGOs whose email or name holds `q` (an NGO's contact person too), operators
 * left out; with an empty `q`, the suspended accounts.
 */
export async function searchAccounts(db: Db, q: string): Promise<OperatorAccountRow[]> {
  const notOperator = (uid: typeof volunteers.userId | typeof ngos.uid) =>
    sql`not exists (select 1 from ${operators} where ${operators.userId} = ${uid})`;
  const suspendedOnly = (uid: typeof volunteers.userId | typeof ngos.uid) =>
    sql`exists (select 1 from ${accountSuspensions} where ${accountSuspensions.userId} = ${uid})`;
  const pattern = containing(q);
  const [vols, orgs] = await Promise.all([
    db
      .select({ uid: volunteers.userId, name: volunteers.fullName, email: volunteers.email })
      .from(volunteers)
      .where(
        and(
          notOperator(volunteers.userId),
          q
            ? or(ilike(volunteers.email, pattern), ilike(volunteers.fullName, pattern))
            : suspendedOnly(volunteers.userId),
        ),
      )
      .orderBy(asc(volunteers.fullName), asc(volunteers.userId))
      .limit(SEARCH_LIMIT),
    db
      .select({ uid: ngos.uid, name: ngos.ngoName, email: ngos.email })
      .from(ngos)
      .where(
        and(
          notOperator(ngos.uid),
          q
            ? or(
                ilike(ngos.email, pattern),
                ilike(ngos.ngoName, pattern),
                ilike(ngos.contactPerson, pattern),
              )
            : suspendedOnly(ngos.uid),
        ),
      )
      .orderBy(asc(ngos.ngoName), asc(ngos.uid))
      .limit(SEARCH_LIMIT),
  ]);
  return withState(
    db,
    [
      ...vols.map((r) => ({ ...r, kind: 'volunteer' as const })),
      ...orgs.map((r) => ({ ...r, kind: 'ngo' as const })),
    ].slice(0, SEARCH_LIMIT),
  );
}

type FoundAccount = Omit<OperatorAccountRow, 'suspended' | 'team'>;

/** The accounts as an operator sees them: each with its suspension and an NGO's team. */
async function withState(db: Db, rows: FoundAccount[]): Promise<OperatorAccountRow[]> {
  const uids = rows.map((r) => r.uid);
  const suspensions = uids.length
    ? await db
        .select({
          userId: accountSuspensions.userId,
          reason: accountSuspensions.reason,
          at: accountSuspensions.suspendedAt,
        })
        .from(accountSuspensions)
        .where(inArray(accountSuspensions.userId, uids))
    : [];
  const byUid = new Map(suspensions.map((s) => [s.userId, s]));
  const teams = await coordinatorsOf(
    db,
    rows.filter((r) => r.kind === 'ngo').map((r) => r.uid),
  );
  return rows.map((r) => {
    const s = byUid.get(r.uid);
    return {
      ...r,
      suspended: s ? { reason: s.reason, at: s.at.toISOString() } : null,
      team: teams.get(r.uid) ?? [],
    };
  });
}

/** The coordinators of these NGOs (decision 0036), by NGO, in the order they joined. */
async function coordinatorsOf(db: Db, ngoUids: string[]) {
  const teams = new Map<string, { name: string; email: string }[]>();
  if (ngoUids.length === 0) return teams;
  const rows = await db
    .select({ ngoUid: ngoMembers.ngoUid, name: user.name, email: user.email })
    .from(ngoMembers)
    .innerJoin(user, eq(user.id, ngoMembers.userId))
    .where(inArray(ngoMembers.ngoUid, ngoUids))
    .orderBy(asc(ngoMembers.joinedAt), asc(ngoMembers.userId));
  for (const r of rows) {
    teams.set(r.ngoUid, [...(teams.get(r.ngoUid) ?? []), { name: r.name, email: r.email }]);
  }
  return teams;
}

async function accountRow(db: Db, uid: string): Promise<OperatorAccountRow | null> {
  const [v] = await db
    .select({ uid: volunteers.userId, name: volunteers.fullName, email: volunteers.email })
    .from(volunteers)
    .where(eq(volunteers.userId, uid));
  const [n] = v
    ? []
    : await db
        .select({ uid: ngos.uid, name: ngos.ngoName, email: ngos.email })
        .from(ngos)
        .where(eq(ngos.uid, uid));
  const found = v
    ? { ...v, kind: 'volunteer' as const }
    : n
      ? { ...n, kind: 'ngo' as const }
      : null;
  if (!found) return null;
  const [row] = await withState(db, [found]);
  return row!;
}

const STATUS_OF: Record<SuspensionError['code'], 404 | 409> = {
  'account-not-found': 404,
  'operator-account': 409,
  'already-suspended': 409,
  'not-suspended': 409,
};

/** What a change reads of its request: the signed-in operator, the path's account, the reason. */
function changeOf(c: {
  get(key: 'operatorUid'): string;
  req: { param(key: 'uid'): string; valid(target: 'json'): { reason: string } };
}): SuspensionInput {
  return {
    operatorUid: c.get('operatorUid'),
    userId: c.req.param('uid'),
    reason: c.req.valid('json').reason,
  };
}

export function operatorAccountRoutes(deps: AppDeps) {
  const { database, config, publicReads, sessions } = deps;
  const { db } = database;
  const links = { link: (path: string) => `${config.publicUrl}/#${path}` };

  /** Suspends or reinstates (`change`) the account, with its emails, and answers it as it is now. */
  async function act(
    input: SuspensionInput,
    change: typeof suspend | typeof reinstate,
    state: 'suspended' | 'reinstated',
  ) {
    const uid = input.userId;
    let outcome: SuspensionOutcome;
    try {
      // The emails commit with the change (the outbox, decision 0030).
      outcome = await change(db, input, async (tx, done) => {
        for (const message of suspensionEmails(done, state, links)) {
          await writeMail(tx, {
            kind: state === 'suspended' ? 'suspension' : 'reinstatement',
            ...message,
          });
        }
      });
    } catch (error) {
      if (error instanceof SuspensionError) {
        throw codedError(STATUS_OF[error.code], error.message, error.code);
      }
      throw error;
    } finally {
      // Committed or not, nothing of this account's is served from this instance's memory.
      publicReads.invalidate();
      sessions.dropUser(uid);
    }
    return { account: await accountRow(db, uid), outcome };
  }

  return new Hono()
    .use(requireOperator(deps))
    .get('/', queryParams(accountSearchSchema), async (c) => {
      const { q } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json({ accounts: await searchAccounts(db, q) }, 200);
    })
    .post('/:uid/suspend', jsonBody(suspensionReasonSchema), async (c) => {
      const { account, outcome } = await act(changeOf(c), suspend, 'suspended');
      return c.json(
        {
          account,
          withdrawn: outcome.withdrawn.length,
          paused: outcome.paused.length,
          listingHidden: outcome.listingPublished,
        },
        200,
      );
    })
    .post('/:uid/reinstate', jsonBody(suspensionReasonSchema), async (c) => {
      const { account, outcome } = await act(changeOf(c), reinstate, 'reinstated');
      return c.json(
        {
          account,
          resumed: outcome.resumed.length,
          listingPublished: outcome.listingPublished,
        },
        200,
      );
    });
}
