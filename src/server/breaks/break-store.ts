// Reading partnerships' breaks: the sessions sweep skips their weeks (teaching-sessions/keep-ahead.ts)
// and cancels what it made in one that was taken while it ran.
import { and, gte, inArray } from 'drizzle-orm';
import { inBreak, type BreakSpan } from '../../shared/breaks';
import type { Db } from '../db/client';
import { connectionRequests, partnershipBreaks, teachingSessions } from '../db/schema';

/**
 * The breaks of these partnerships that may still close a week: not over before the look-back
 * window (`sinceDate`, India's date). `afterTaking` first share-locks the partnerships, so a break
 * being taken (it locks its partnership for update) commits before they are read.
 */
export async function breaksOf(
  db: Pick<Db, 'select'>,
  requestIds: readonly number[],
  sinceDate: string,
  { afterTaking = false } = {},
): Promise<Map<number, BreakSpan[]>> {
  const out = new Map<number, BreakSpan[]>();
  const ids = [...new Set(requestIds)];
  if (ids.length === 0) return out;
  if (afterTaking) {
    await db
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(inArray(connectionRequests.id, ids))
      .for('share');
  }
  const rows = await db
    .select({
      requestId: partnershipBreaks.requestId,
      startsOn: partnershipBreaks.startsOn,
      endsOn: partnershipBreaks.endsOn,
      endedAt: partnershipBreaks.endedAt,
    })
    .from(partnershipBreaks)
    .where(
      and(inArray(partnershipBreaks.requestId, ids), gte(partnershipBreaks.endsOn, sinceDate)),
    );
  for (const { requestId, ...span } of rows) {
    out.set(requestId, [...(out.get(requestId) ?? []), span]);
  }
  return out;
}

/** Whether a session of this partnership starting at `start` falls in one of its breaks. */
export const onBreak = (breaks: Map<number, BreakSpan[]>, requestId: number, start: Date) =>
  (breaks.get(requestId) ?? []).some((b) => inBreak(start, b));

/**
 * Sessions the sweep just made in a break taken while it ran (which could not see them): cancelled
 * as the break would have, without mail (nobody has heard of them).
 */
export async function cancelMadeInBreaks(
  db: Pick<Db, 'select' | 'update'>,
  made: readonly { id: number; requestId: number; startsAt: Date }[],
  sinceDate: string,
  now: Date,
) {
  if (made.length === 0) return;
  const fresh = await breaksOf(
    db,
    made.map((m) => m.requestId),
    sinceDate,
    { afterTaking: true },
  );
  const late = made.filter((m) => onBreak(fresh, m.requestId, m.startsAt)).map((m) => m.id);
  if (late.length === 0) return;
  await db
    .update(teachingSessions)
    .set({ status: 'cancelled', cancelledBy: 'break', updatedAt: now })
    .where(inArray(teachingSessions.id, late));
}
