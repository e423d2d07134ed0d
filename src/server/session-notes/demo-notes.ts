// The demo partnership's notes (src/server/db/seed/demo.ts): the NGO's on the second-to-last
// past session and the demo volunteer's on the last, so the next session of the class shows
// them. Added once, while the class has no notes; two instances seeding at once add each note
// once (the unique session and side).
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, sessionNotes, teachingSessions } from '../db/schema';
import { selectSessions } from '../db/joins';

export const DEMO_NOTES = {
  volunteer: {
    covered:
      'Fractions with paper strips: halves and quarters. Most of the class could fold and name them by the end.',
    next: 'Thirds, and comparing two fractions. Bring paper strips again.',
  },
  ngo: {
    covered: 'Money word problems, with a pretend shop. Adding and giving change up to 100 rupees.',
    next: 'Fractions with paper strips.',
  },
} as const;

export async function ensureDemoNotes(
  db: Db,
  volunteerUid: string,
  ngoUid: string,
  now = new Date(),
) {
  const past = await selectSessions(db, {
    id: teachingSessions.id,
    startsAt: teachingSessions.startsAt,
    listingId: connectionRequests.listingId,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
  })
    .where(
      and(
        eq(connectionRequests.volunteerUid, volunteerUid),
        eq(ngoListings.ownerUid, ngoUid),
        eq(teachingSessions.status, 'scheduled'),
        lt(teachingSessions.endsAt, now),
      ),
    )
    .orderBy(desc(teachingSessions.startsAt))
    .limit(2);
  const [last, before] = past;
  if (!last?.day || !last.timeSlot) return;
  const [noted] = await db
    .select({ id: sessionNotes.id })
    .from(sessionNotes)
    .where(eq(sessionNotes.listingId, last.listingId))
    .limit(1);
  if (noted) return;
  const note = (
    s: NonNullable<typeof last>,
    authorRole: 'volunteer' | 'ngo',
    authorUid: string,
  ) => ({
    sessionId: s.id,
    listingId: s.listingId,
    day: last.day!,
    timeSlot: last.timeSlot!,
    sessionStartsAt: s.startsAt,
    authorRole,
    authorUid,
    writtenBy: authorUid,
    ...DEMO_NOTES[authorRole],
  });
  const rows = [note(last, 'volunteer', volunteerUid)];
  if (before) rows.push(note(before, 'ngo', ngoUid));
  await db
    .insert(sessionNotes)
    .values(rows)
    .onConflictDoNothing({ target: [sessionNotes.sessionId, sessionNotes.authorRole] });
}
