// The weeks of each partnership that differ from its weekly rule, for the calendar file:
// cancelled ones (EXDATE) and moved ones (RECURRENCE-ID), by their original start.
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teachingSessions } from '../db/schema';
import type { SessionException } from '../partnerships/ics';

export async function sessionExceptions(
  db: Db,
  requestIds: number[],
): Promise<Map<number, SessionException[]>> {
  const byRequest = new Map<number, SessionException[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({
      requestId: teachingSessions.requestId,
      occurrence: teachingSessions.occurrence,
      status: teachingSessions.status,
      startsAt: teachingSessions.startsAt,
      endsAt: teachingSessions.endsAt,
    })
    .from(teachingSessions)
    .where(
      and(
        inArray(teachingSessions.requestId, requestIds),
        or(
          eq(teachingSessions.status, 'cancelled'),
          ne(teachingSessions.startsAt, teachingSessions.occurrence),
        ),
      ),
    );
  for (const r of rows) {
    const list = byRequest.get(r.requestId) ?? [];
    list.push({
      occurrence: r.occurrence,
      cancelled: r.status === 'cancelled',
      start: r.startsAt,
      end: r.endsAt,
    });
    byRequest.set(r.requestId, list);
  }
  return byRequest;
}
