// Attendance for a whole class at once: every volunteer's session of one start time marked held,
// except those set apart (not held). One transaction over the sessions locked together, with the
// per-session rules of src/server/teaching-sessions/changes.ts: the NGO's own sessions only, and
// only once they are over. Marking again with the same choice changes nothing.
import { and, eq, inArray } from 'drizzle-orm';
import { CLASS_MESSAGES } from '../../shared/classes';
import { SESSION_MESSAGES } from '../../shared/teaching-sessions';
import type { Db } from '../db/client';
import { teachingSessions, user } from '../db/schema';
import { apiError } from '../http/errors';
import { lockSessions, requireOver } from '../teaching-sessions/changes';
import { classRequestIds } from './queries';

export async function markClassAttendance(
  db: Db,
  input: {
    uid: string;
    /** Who of the NGO's team marked it (decision 0036). */
    actorUid: string;
    classId: string;
    startsAt: Date;
    notHeld: number[];
    now: Date;
  },
) {
  const { all } = await classRequestIds(db, input.uid, input.classId);
  if (all.length === 0) throw apiError(404, CLASS_MESSAGES.noSessions);
  return db.transaction(async (tx) => {
    const locked = await lockSessions(
      tx,
      and(inArray(teachingSessions.requestId, all), eq(teachingSessions.startsAt, input.startsAt))!,
      input.uid,
    );
    if (locked.length === 0 || locked.some((s) => s.side !== 'ngo')) {
      throw apiError(404, CLASS_MESSAGES.noSessions);
    }
    // A volunteer's session cancelled that week has no attendance; the rest is marked.
    const open = locked.filter((s) => s.status !== 'cancelled');
    if (open.length === 0) throw apiError(409, SESSION_MESSAGES.cancelled);
    for (const s of open) requireOver(s, input.now);
    const apart = new Set(input.notHeld);
    const ids = new Set(open.map((s) => s.id));
    if ([...apart].some((id) => !ids.has(id))) {
      throw apiError(400, CLASS_MESSAGES.notInSession, { notHeld: CLASS_MESSAGES.notInSession });
    }
    // Named in the answer as the class page names every mark (teaching-sessions/queries.ts).
    const [actor] = await tx
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, input.actorUid));
    const marks = open.map((s) => ({
      id: s.id,
      attendance: apart.has(s.id) ? ('not_held' as const) : ('held' as const),
      markedBy: actor?.name ?? null,
    }));
    for (const mark of ['held', 'not_held'] as const) {
      const these = marks.filter((m) => m.attendance === mark).map((m) => m.id);
      if (these.length === 0) continue;
      await tx
        .update(teachingSessions)
        .set({ attendance: mark, attendanceBy: input.actorUid, updatedAt: input.now })
        .where(inArray(teachingSessions.id, these));
    }
    return marks;
  });
}
