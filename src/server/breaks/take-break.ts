// Taking a break and ending it early (docs/decisions/0048-breaks-and-health.md). One transaction
// each, with the partnership locked for update: its sessions in the break are cancelled (or, on
// an early end, those still to come restored), the break row written and the other side's mail
// written to the outbox together; bad input changes nothing. The sessions sweep skips a break's
// weeks, so the partnership goes on by itself after it.
import { and, eq, gt, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import {
  BREAK_MESSAGES,
  breakEndsOn,
  breakInstants,
  resumesOn,
  type BreakSpan,
  type BreakTaker,
} from '../../shared/breaks';
import { indiaIsoDate } from '../../shared/time';
import type { Db, Tx } from '../db/client';
import { selectRequests } from '../db/joins';
import { connectionRequests, ngoListings, partnershipBreaks, teachingSessions } from '../db/schema';
import { apiError } from '../http/errors';
import { accountHeld } from '../accounts/hold-account';
import { partnershipFacts, running } from '../partnerships/contact-rule';
import { closeSearches } from '../substitutes/search';
import { keepSessionsAhead } from '../teaching-sessions/keep-ahead';
import { calendarIn, holdCalendars } from '../terms/calendar-store';
import { cancelForCalendar } from '../terms/reconcile';
import { closureOn } from '../../shared/terms';

interface InBreak {
  requestId: number;
  span: BreakSpan;
  now: Date;
}

/**
 * The partnership's sessions in this state still to come within the break. The same condition
 * picks them and, in the update, holds them: a session cancelled or moved out of the break while
 * the update waited for its row is left as that change left it (tests/api/breaks-race.test.ts).
 */
function inBreakWhere(at: InBreak, state: SQL | undefined) {
  const { from, until } = breakInstants(at.span);
  return and(
    eq(teachingSessions.requestId, at.requestId),
    state,
    gt(teachingSessions.startsAt, at.now),
    gte(teachingSessions.startsAt, from),
    lt(teachingSessions.startsAt, until),
  );
}

/** Sets the state of the break's sessions that are still in `state`; those changed, soonest first. */
async function changeInBreak(
  tx: Tx,
  at: InBreak,
  state: SQL | undefined,
  set: Partial<typeof teachingSessions.$inferInsert>,
) {
  const changed = await tx
    .update(teachingSessions)
    .set(set)
    .where(inBreakWhere(at, state))
    .returning({ id: teachingSessions.id, startsAt: teachingSessions.startsAt });
  return changed.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

export interface BreakRequest {
  startsOn: string;
  weeks: number;
  reason: string;
}

export interface TakenBreak {
  id: number;
  requestId: number;
  startsOn: string;
  endsOn: string;
  resumesOn: string;
  reason: string;
  takenBy: BreakTaker;
  volunteerUid: string;
  ownerUid: string | null;
  listingName: string;
  /** The starts of the sessions it cancelled. */
  cancelled: { id: number; startsAt: Date }[];
}

/** What a break writes with itself: the other side's mail. */
export type BreakMail = (tx: Tx, taken: TakenBreak) => Promise<void>;

/**
 * The partnerships locked for update, then their NGOs' calendars share-locked and read: a change
 * of the calendar locks its row before the sessions it closes, so a break takes the same row
 * before its sessions too. It waits for a holiday being added and then sees it, and the two
 * never hold each other's sessions (tests/api/breaks-race.test.ts).
 */
async function lockPartnerships(tx: Tx, requestIds: readonly number[]) {
  // Both sides' accounts first, the order every change of an account's rows keeps
  // (src/server/accounts/hold-account.ts): the NGO's deletion takes its account, its profile and
  // then its partnerships, and the calendar row made below would otherwise wait for the profile
  // while holding a partnership the deletion waits for.
  const sides = await selectRequests(tx, {
    volunteerUid: connectionRequests.volunteerUid,
    ownerUid: ngoListings.ownerUid,
  }).where(inArray(connectionRequests.id, [...requestIds]));
  const accounts = new Set(
    sides.flatMap((r) => (r.ownerUid ? [r.volunteerUid, r.ownerUid] : [r.volunteerUid])),
  );
  for (const uid of [...accounts].sort()) await accountHeld(tx, uid);
  const rows = await selectRequests(tx, {
    id: connectionRequests.id,
    volunteerUid: connectionRequests.volunteerUid,
    ownerUid: ngoListings.ownerUid,
    listingName: ngoListings.name,
    facts: partnershipFacts,
  })
    .where(inArray(connectionRequests.id, [...requestIds]))
    .orderBy(connectionRequests.id)
    .for('update', { of: connectionRequests });
  const calendars = await holdCalendars(
    tx,
    rows.flatMap((r) => (r.ownerUid ? [r.ownerUid] : [])),
  );
  return rows.map((r) => ({ ...r, calendar: calendarIn(calendars, r.ownerUid).entries }));
}

type Locked = Awaited<ReturnType<typeof lockPartnerships>>[number];

function requireFuture(input: BreakRequest, now: Date) {
  if (input.startsOn < indiaIsoDate(now)) {
    throw apiError(400, BREAK_MESSAGES.past, { startsOn: BREAK_MESSAGES.past });
  }
}

/** Writes one break on a locked, running partnership and cancels its sessions in it. */
async function writeBreak(
  tx: Tx,
  p: Locked,
  input: BreakRequest & { takenBy: BreakTaker; actorUid: string; now: Date },
): Promise<TakenBreak> {
  const endsOn = breakEndsOn(input.startsOn, input.weeks);
  const overlapping = await tx
    .select({ id: partnershipBreaks.id })
    .from(partnershipBreaks)
    .where(
      and(
        eq(partnershipBreaks.requestId, p.id),
        isNull(partnershipBreaks.endedAt),
        lte(partnershipBreaks.startsOn, endsOn),
        gte(partnershipBreaks.endsOn, input.startsOn),
      ),
    );
  if (overlapping.length > 0) throw apiError(409, BREAK_MESSAGES.overlap);
  const [row] = await tx
    .insert(partnershipBreaks)
    .values({
      requestId: p.id,
      takenBy: input.takenBy,
      actorUid: input.actorUid,
      startsOn: input.startsOn,
      endsOn,
      reason: input.reason,
      createdAt: input.now,
    })
    .returning({ id: partnershipBreaks.id });
  const span = { startsOn: input.startsOn, endsOn, endedAt: null };
  const cancelled = await changeInBreak(
    tx,
    { requestId: p.id, span, now: input.now },
    eq(teachingSessions.status, 'scheduled'),
    {
      status: 'cancelled',
      cancelledBy: 'break',
      cancelReason: input.reason,
      changedBy: input.actorUid,
      updatedAt: input.now,
    },
  );
  // Cover for `cancelled` is offered by the caller, in this transaction, when the volunteer took
  // the break (breaks-routes.ts; src/server/substitutes/given-up.ts).
  return {
    id: row!.id,
    requestId: p.id,
    startsOn: input.startsOn,
    endsOn,
    resumesOn: resumesOn(endsOn),
    reason: input.reason,
    takenBy: input.takenBy,
    volunteerUid: p.volunteerUid,
    ownerUid: p.ownerUid,
    listingName: p.listingName,
    cancelled,
  };
}

/** The volunteer's break on one of their running partnerships; another's is answered as missing. */
export function takeBreak(
  db: Db,
  input: BreakRequest & { volunteerUid: string; requestId: number; now: Date },
  mail: BreakMail,
) {
  requireFuture(input, input.now);
  return db.transaction(async (tx) => {
    const [p] = await lockPartnerships(tx, [input.requestId]);
    if (!p || p.volunteerUid !== input.volunteerUid) throw apiError(404, BREAK_MESSAGES.notFound);
    if (!running.holds(p.facts)) throw apiError(409, BREAK_MESSAGES.notRunning);
    const taken = await writeBreak(tx, p, {
      ...input,
      takenBy: 'volunteer',
      actorUid: input.volunteerUid,
    });
    await mail(tx, taken);
    return taken;
  });
}

/**
 * The NGO pauses a class: one break on each of its running partnerships, in one transaction, so
 * the class pauses whole or not at all.
 */
export function pauseClass(
  db: Db,
  input: BreakRequest & { requestIds: readonly number[]; actorUid: string; now: Date },
  mail: BreakMail,
) {
  requireFuture(input, input.now);
  if (input.requestIds.length === 0) throw apiError(409, BREAK_MESSAGES.classEmpty);
  return db.transaction(async (tx) => {
    const locked = (await lockPartnerships(tx, input.requestIds)).filter((p) =>
      running.holds(p.facts),
    );
    if (locked.length === 0) throw apiError(409, BREAK_MESSAGES.classEmpty);
    const taken: TakenBreak[] = [];
    for (const p of locked) {
      const one = await writeBreak(tx, p, { ...input, takenBy: 'ngo' });
      await mail(tx, one);
      taken.push(one);
    }
    return taken;
  });
}

/**
 * Ends a break early, by the side that took it: its sessions still to come go ahead again and the
 * weeks it closed from now on are made. A break already over (or ended) cannot be ended.
 */
export async function endBreak(
  db: Db,
  input: { breakId: number; uid: string; side: BreakTaker; now: Date },
  mail: BreakMail,
) {
  const ended = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ requestId: partnershipBreaks.requestId })
      .from(partnershipBreaks)
      .where(eq(partnershipBreaks.id, input.breakId));
    if (!found) throw apiError(404, BREAK_MESSAGES.notFound);
    const [p] = await lockPartnerships(tx, [found.requestId]);
    const mine =
      input.side === 'volunteer' ? p?.volunteerUid === input.uid : p?.ownerUid === input.uid;
    const [b] = await tx
      .select()
      .from(partnershipBreaks)
      .where(eq(partnershipBreaks.id, input.breakId));
    if (!p || !b || !mine || b.takenBy !== input.side) {
      throw apiError(404, BREAK_MESSAGES.notFound);
    }
    if (b.endedAt || b.endsOn < indiaIsoDate(input.now)) throw apiError(409, BREAK_MESSAGES.over);
    await tx
      .update(partnershipBreaks)
      .set({ endedAt: input.now })
      .where(eq(partnershipBreaks.id, b.id));
    // Only this break's sessions: another break of the partnership keeps its own.
    const at = {
      requestId: p.id,
      span: { startsOn: b.startsOn, endsOn: b.endsOn, endedAt: null },
      now: input.now,
    };
    const byBreak = and(
      eq(teachingSessions.status, 'cancelled'),
      eq(teachingSessions.cancelledBy, 'break'),
    );
    // The volunteer teaches them again: cover asked for them is no longer wanted. The searches'
    // rows are taken before the sessions', in the order a substitute's acceptance takes them.
    const given = await tx
      .select({ id: teachingSessions.id })
      .from(teachingSessions)
      .where(inBreakWhere(at, byBreak));
    await closeSearches(
      tx,
      given.map((s) => s.id),
      input.now,
    );
    const back = await changeInBreak(tx, at, byBreak, {
      status: 'scheduled',
      cancelledBy: null,
      cancelReason: null,
      updatedAt: input.now,
    });
    // A day the NGO's calendar closed meanwhile stays closed, as the calendar would have left it
    // had the session not been on a break.
    const closed = back.flatMap((s) => {
      const closure = closureOn(indiaIsoDate(s.startsAt), p.calendar);
      return closure ? [{ id: s.id, closure }] : [];
    });
    await cancelForCalendar(tx, closed, input.now);
    const restored = back.length - closed.length;
    const taken: TakenBreak = {
      id: b.id,
      requestId: p.id,
      startsOn: b.startsOn,
      endsOn: b.endsOn,
      resumesOn: indiaIsoDate(input.now),
      reason: b.reason,
      takenBy: b.takenBy,
      volunteerUid: p.volunteerUid,
      ownerUid: p.ownerUid,
      listingName: p.listingName,
      cancelled: [],
    };
    await mail(tx, taken);
    return { ...taken, restored };
  });
  // The weeks of the break that were never made are made now, from this moment on.
  await keepSessionsAhead(db, input.now, { requestIds: [ended.requestId] });
  return ended;
}
