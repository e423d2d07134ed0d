// What the screens read of the substitute search: the NGO's cancelled sessions with their cover
// (and its "always look for cover" choice), and a volunteer's offers.
import { givenUpByVolunteer } from './given-up';
import { holdAccount } from '../accounts/hold-account';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { searchMayRun } from '../../shared/substitutes';
import type { Db } from '../db/client';
import { selectSessionsWithVolunteer } from '../db/joins';
import {
  connectionRequests,
  ngoListings,
  substituteOffers,
  substituteOptIns,
  substituteSearches,
  teachingSessions,
  volunteers,
} from '../db/schema';
import { WEEK_MS, WEEKS_AHEAD } from '../teaching-sessions/occurrences';
import { running, partnershipFacts } from '../partnerships/contact-rule';
import { askRefusal } from './search';

/** Whether the NGO asked Setu to look for cover whenever a volunteer cancels. */
export async function alwaysCovers(db: Pick<Db, 'select'>, ngoUid: string): Promise<boolean> {
  const [row] = await db
    .select({ ngoUid: substituteOptIns.ngoUid })
    .from(substituteOptIns)
    .where(eq(substituteOptIns.ngoUid, ngoUid));
  return !!row;
}

/**
 * The NGO's choice, with its account held first (src/server/accounts/hold-account.ts): the opt-in
 * would otherwise wait for a deletion in flight and fail its foreign key; 401 once it is gone.
 */
export async function setAlwaysCovers(db: Db, ngoUid: string, always: boolean, now: Date) {
  await db.transaction(async (tx) => {
    await holdAccount(tx, ngoUid);
    if (always) {
      await tx.insert(substituteOptIns).values({ ngoUid, createdAt: now }).onConflictDoNothing();
    } else {
      await tx.delete(substituteOptIns).where(eq(substituteOptIns.ngoUid, ngoUid));
    }
  });
}

/**
 * The NGO's coming sessions a volunteer cancelled or a substitute covers (8 weeks ahead), each
 * with its search: none yet, searching, covered (by whom) or no one found.
 */
export async function ngoCover(db: Db, ngoUid: string, now: Date) {
  const rows = await selectSessionsWithVolunteer(db, {
    id: teachingSessions.id,
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
    status: teachingSessions.status,
    topic: connectionRequests.topic,
    volunteerName: volunteers.fullName,
    search: sql<
      string | null
    >`(select ${substituteSearches.status} from ${substituteSearches} where ${substituteSearches.sessionId} = ${teachingSessions.id})`,
    wave: sql<
      number | null
    >`(select ${substituteSearches.wave} from ${substituteSearches} where ${substituteSearches.sessionId} = ${teachingSessions.id})`,
    coveredByName: sql<
      string | null
    >`(select cover.full_name from volunteers cover where cover.user_id = ${teachingSessions.coveredBy})`,
    facts: partnershipFacts,
  })
    .where(
      and(
        eq(ngoListings.ownerUid, ngoUid),
        gt(teachingSessions.startsAt, now),
        sql`${teachingSessions.startsAt} <= ${new Date(now.getTime() + WEEKS_AHEAD * WEEK_MS).toISOString()}::timestamptz`,
        or(givenUpByVolunteer, sql`${teachingSessions.coveredBy} is not null`),
      ),
    )
    .orderBy(asc(teachingSessions.startsAt), asc(teachingSessions.id));
  return rows.map(({ facts, search, ...s }) => {
    const covered = s.status === 'scheduled' && !!s.coveredByName;
    const cover = covered
      ? 'covered'
      : search === 'searching'
        ? 'searching'
        : search === 'none'
          ? 'none'
          : 'not-asked';
    return {
      ...s,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      cover: cover as 'covered' | 'searching' | 'none' | 'not-asked',
      coveredByName: covered ? s.coveredByName : null,
      canAsk:
        s.status === 'cancelled' &&
        search !== 'searching' &&
        running.holds(facts) &&
        searchMayRun(s.startsAt, now),
    };
  });
}

/**
 * A volunteer's offers for sessions still to come, the open ones first. An offer the sweep has not
 * closed yet, though it can no longer be accepted (its partnership suspended or ended, its session
 * given back or 3 hours away), shows as closed: the list offers only what an answer can take.
 */
export async function offersOf(db: Db, volunteerUid: string, now: Date) {
  const rows = await selectSessionsWithVolunteer(db, {
    sessionId: substituteOffers.sessionId,
    status: substituteOffers.status,
    givenUp: givenUpByVolunteer,
    facts: partnershipFacts,
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
    topic: connectionRequests.topic,
    ngoName: ngoListings.name,
    city: ngoListings.location,
    mode: ngoListings.mode,
  })
    .innerJoin(substituteOffers, eq(substituteOffers.sessionId, teachingSessions.id))
    .where(and(eq(substituteOffers.volunteerUid, volunteerUid), gt(teachingSessions.startsAt, now)))
    .orderBy(asc(teachingSessions.startsAt), asc(teachingSessions.id));
  const offers = rows.map(({ givenUp, facts, ...r }) => ({
    ...r,
    status:
      r.status === 'open' && askRefusal({ givenUp, facts, startsAt: r.startsAt }, now)
        ? ('closed' as const)
        : r.status,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
  }));
  // Array.prototype.sort is stable: each group keeps the sessions' order.
  return offers.sort((a, b) => Number(a.status !== 'open') - Number(b.status !== 'open'));
}
