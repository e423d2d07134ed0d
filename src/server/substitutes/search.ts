// The search for cover (docs/decisions/0042-substitutes.md). A volunteer cancelled a session; the
// NGO asks once (or always, by its opt-in), and offers go out in waves of WAVE_SIZE to the
// volunteers who fit (candidates.ts). The next wave goes when the last is WAVE_GAP_MS old (the
// 'substitute-search' sweep) or everyone in it declined (answers.ts); the search ends when one
// accepts, when no one is left to ask, or STOP_BEFORE_MS before the start. The search's row lock
// orders everything that moves it, so one wave goes at a time and one volunteer wins.
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import {
  searchMayRun,
  STOP_BEFORE_MS,
  SUBSTITUTE_MESSAGES,
  WAVE_GAP_MS,
} from '../../shared/substitutes';
import { appUrl, PATHS } from '../../shared/paths';
import type { Db, Tx } from '../db/client';
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
import { apiError } from '../http/errors';
import { writeSmsOrMail } from '../sms/outbox';
import { placeColumns } from '../ngo-profile/listing-place';
import { partnershipFacts, running } from '../partnerships/contact-rule';
import { mailNgo, volunteerAddress } from '../teaching-sessions/parties';
import { findCandidates, type CoverTarget } from './candidates';
import { givenUpByVolunteer } from './given-up';
import { noneFoundEmail, offerEmail, type CoverSessionWords } from './emails';

export interface CoverDeps {
  /** Setu's address, for the emails' links. */
  publicUrl: string;
}

export const coverPages = (publicUrl: string) => ({
  volunteer: appUrl(publicUrl, PATHS.volunteerSessions),
  ngo: appUrl(publicUrl, PATHS.ngoDashboard),
});

/** A session as the search reads it: what to match, what to say, and who its sides are. */
export async function coverSession(db: Pick<Db, 'select'>, sessionId: number) {
  const [row] = await selectSessionsWithVolunteer(db, {
    sessionId: teachingSessions.id,
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
    status: teachingSessions.status,
    givenUp: givenUpByVolunteer,
    coveredBy: teachingSessions.coveredBy,
    topic: connectionRequests.topic,
    volunteerUid: connectionRequests.volunteerUid,
    volunteerName: volunteers.fullName,
    ownerUid: ngoListings.ownerUid,
    ngoName: ngoListings.name,
    mode: ngoListings.mode,
    city: ngoListings.location,
    languages: ngoListings.languages,
    requires: ngoListings.requiredChecks,
    place: placeColumns,
    facts: partnershipFacts,
  }).where(eq(teachingSessions.id, sessionId));
  return row;
}
export type CoverSession = NonNullable<Awaited<ReturnType<typeof coverSession>>>;

export const targetOf = (s: CoverSession): CoverTarget => s;
export const wordsOf = (s: CoverSession): CoverSessionWords => ({ ...s, topic: s.topic ?? '' });

/**
 * Why cover cannot be asked for this session now; null when it can. An offer is open to an answer
 * only while this holds (answers.ts), and a volunteer's list shows it closed otherwise (queries.ts).
 */
export function askRefusal(
  s: Pick<CoverSession, 'givenUp' | 'facts' | 'startsAt'>,
  now: Date,
): string | null {
  if (!s.givenUp) {
    return SUBSTITUTE_MESSAGES.notCancelledByVolunteer;
  }
  if (!running.holds(s.facts)) return SUBSTITUTE_MESSAGES.notCancelledByVolunteer;
  if (!searchMayRun(s.startsAt, now)) return SUBSTITUTE_MESSAGES.tooLate;
  return null;
}

/**
 * The session's partnership, share-locked: a search starts only after a change that takes the
 * partnership for update (a break ending early, which closes the session's search) has committed,
 * and then sees the session as it left it.
 */
export async function lockPartnershipOf(tx: Pick<Db, 'select'>, sessionId: number) {
  await tx
    .select({ id: connectionRequests.id })
    .from(teachingSessions)
    .innerJoin(connectionRequests, eq(connectionRequests.id, teachingSessions.requestId))
    .where(eq(teachingSessions.id, sessionId))
    .for('share', { of: connectionRequests });
}

/** The search's row, locked for the transaction: what orders waves, declines and acceptances. */
export async function lockSearch(tx: Pick<Db, 'select'>, sessionId: number) {
  const [row] = await tx
    .select()
    .from(substituteSearches)
    .where(eq(substituteSearches.sessionId, sessionId))
    .for('update');
  return row;
}

/**
 * Starts (or starts again, after no one was found or the substitute cancelled) the search for a
 * session the caller has checked with askRefusal; false when one is running already.
 */
export async function startSearch(
  tx: Tx,
  s: CoverSession,
  input: { requestedBy: string; now: Date } & CoverDeps,
): Promise<boolean> {
  const started = await tx
    .insert(substituteSearches)
    .values({ sessionId: s.sessionId, requestedBy: input.requestedBy, createdAt: input.now })
    .onConflictDoUpdate({
      target: substituteSearches.sessionId,
      set: { status: 'searching', requestedBy: input.requestedBy, endedAt: null },
      setWhere: sql`${substituteSearches.status} <> 'searching'`,
    })
    .returning({ sessionId: substituteSearches.sessionId });
  if (started.length === 0) return false;
  await sendWave(tx, s, input.now, { publicUrl: input.publicUrl });
  return true;
}

/**
 * In the transaction of a volunteer's cancellation: an NGO that opted in to "always look for
 * cover" has the search started for it, when the session is still more than 3 hours away.
 */
export async function coverIfAlways(
  tx: Tx,
  sessionId: number,
  now: Date,
  deps: CoverDeps,
): Promise<boolean> {
  const s = await coverSession(tx, sessionId);
  if (!s?.ownerUid || askRefusal(s, now)) return false;
  const [optIn] = await tx
    .select({ ngoUid: substituteOptIns.ngoUid })
    .from(substituteOptIns)
    .where(eq(substituteOptIns.ngoUid, s.ownerUid));
  if (!optIn) return false;
  return startSearch(tx, s, { requestedBy: 'always', now, publicUrl: deps.publicUrl });
}

/** Sends an offer to one volunteer: its row and its email (the one place an offer goes out). */
export async function sendOffer(
  tx: Pick<Db, 'select' | 'insert' | 'update' | 'delete'>,
  s: CoverSession,
  offer: { volunteerUid: string; wave: number; now: Date } & CoverDeps,
) {
  await tx.insert(substituteOffers).values({
    sessionId: s.sessionId,
    volunteerUid: offer.volunteerUid,
    wave: offer.wave,
    sentAt: offer.now,
  });
  const reader = await volunteerAddress(tx, offer.volunteerUid);
  if (!reader) return;
  // By SMS to a volunteer who chose it, the email kept as its fallback (docs/decisions/0044-sms.md).
  await writeSmsOrMail(
    tx,
    {
      kind: 'substitute-offer',
      userId: offer.volunteerUid,
      language: reader.language,
      words: { other: s.ngoName, startsAt: s.startsAt },
      sessionId: s.sessionId,
      mail: {
        kind: 'substitute-offer',
        ...offerEmail(reader, wordsOf(s), coverPages(offer.publicUrl).volunteer),
      },
    },
    offer.now,
  );
}

/**
 * The next wave: up to WAVE_SIZE volunteers who fit and were not asked. With no one left and no
 * offer still open, the search ends: no one found. The caller holds the search's row lock.
 */
export async function sendWave(tx: Tx, s: CoverSession, now: Date, deps: CoverDeps) {
  const candidates = await findCandidates(tx, targetOf(s), now);
  if (candidates.length === 0) {
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(substituteOffers)
      .where(and(eq(substituteOffers.sessionId, s.sessionId), eq(substituteOffers.status, 'open')));
    if (!open?.n) await endUnfound(tx, s, now, deps);
    return 0;
  }
  const [search] = await tx
    .update(substituteSearches)
    .set({ wave: sql`${substituteSearches.wave} + 1`, waveAt: now })
    .where(eq(substituteSearches.sessionId, s.sessionId))
    .returning({ wave: substituteSearches.wave });
  for (const volunteerUid of candidates) {
    await sendOffer(tx, s, { volunteerUid, wave: search!.wave, now, publicUrl: deps.publicUrl });
  }
  return candidates.length;
}

/** Ends these sessions' searches still running, and closes their open offers. */
async function endSearches(
  tx: Tx,
  sessionIds: readonly number[],
  status: 'none' | 'closed',
  now: Date,
) {
  if (sessionIds.length === 0) return;
  await tx
    .update(substituteSearches)
    .set({ status, endedAt: now })
    .where(
      and(
        inArray(substituteSearches.sessionId, [...sessionIds]),
        eq(substituteSearches.status, 'searching'),
      ),
    );
  await tx
    .update(substituteOffers)
    .set({ status: 'closed', answeredAt: now })
    .where(
      and(
        inArray(substituteOffers.sessionId, [...sessionIds]),
        eq(substituteOffers.status, 'open'),
      ),
    );
}

/**
 * In the transaction that gives these sessions back to their volunteer (a break ended early):
 * no one is needed to cover them, so their searches close and no one is told no one was found
 * (tests/api/substitutes.test.ts, "closes the search when the volunteer ends the break early").
 */
export function closeSearches(tx: Tx, sessionIds: readonly number[], now: Date) {
  return endSearches(tx, sessionIds, 'closed', now);
}

/** In the transaction that ends a partnership: its sessions need no cover any more. */
export async function closeSearchesOf(tx: Tx, requestId: number, now: Date) {
  const open = await tx
    .select({ sessionId: substituteSearches.sessionId })
    .from(substituteSearches)
    .innerJoin(teachingSessions, eq(teachingSessions.id, substituteSearches.sessionId))
    .where(
      and(eq(teachingSessions.requestId, requestId), eq(substituteSearches.status, 'searching')),
    );
  await closeSearches(
    tx,
    open.map((o) => o.sessionId),
    now,
  );
}

/** No one found (or the 3 hours before the start reached): open offers close, the NGO is told. */
async function endUnfound(tx: Tx, s: CoverSession, now: Date, deps: CoverDeps) {
  await endSearches(tx, [s.sessionId], 'none', now);
  await mailNgo(
    tx,
    s.ownerUid,
    'substitute-none',
    (ngo) => noneFoundEmail(ngo, wordsOf(s), coverPages(deps.publicUrl).ngo),
    now,
  );
}

/**
 * The sweep: each search whose wave is WAVE_GAP_MS old gets its next wave, and each whose session
 * is STOP_BEFORE_MS away or nearer ends, each in its own transaction under its row lock.
 */
export async function advanceSearches(db: Db, now: Date, deps: CoverDeps) {
  const due = await db
    .select({ sessionId: substituteSearches.sessionId })
    .from(substituteSearches)
    .innerJoin(teachingSessions, eq(teachingSessions.id, substituteSearches.sessionId))
    .where(
      and(
        eq(substituteSearches.status, 'searching'),
        or(
          lte(substituteSearches.waveAt, new Date(now.getTime() - WAVE_GAP_MS)),
          lte(teachingSessions.startsAt, new Date(now.getTime() + STOP_BEFORE_MS)),
        ),
      ),
    );
  let waves = 0;
  let ended = 0;
  for (const { sessionId } of due) {
    await db.transaction(async (tx) => {
      const search = await lockSearch(tx, sessionId);
      const s = await coverSession(tx, sessionId);
      if (search?.status !== 'searching' || !s) return;
      // A session given back to its volunteer, or of a partnership that ended, needs no cover:
      // its search closes without telling the NGO that no one was found.
      if (!s.givenUp || !running.holds(s.facts)) {
        await closeSearches(tx, [sessionId], now);
        ended += 1;
      } else if (!searchMayRun(s.startsAt, now)) {
        await endUnfound(tx, s, now, deps);
        ended += 1;
      } else if (search.waveAt && search.waveAt.getTime() <= now.getTime() - WAVE_GAP_MS) {
        if ((await sendWave(tx, s, now, deps)) > 0) waves += 1;
      }
    });
  }
  return { due: due.length, waves, ended };
}

export function refuse(message: string | null) {
  if (message) throw apiError(409, message);
}
