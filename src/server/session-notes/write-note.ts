// Writing a session's notes: its volunteer or its NGO, once it is over and was not cancelled,
// while no suspension touches the partnership (notesOpen, src/server/partnerships/contact-rule.ts).
// One note per session and side: writing again edits it, and the note keeps its author (the side)
// and the time it was first written (updated_at says when it was edited); written_by names who
// of the side wrote it last, the NGO's owner or a coordinator. The session's row is locked,
// so a cancel or a second write at the same moment waits for this one.
import { apiError } from '../http/errors';
import type { Db } from '../db/client';
import { sessionNotes } from '../db/schema';
import { sessionForSide, writeRefusal } from './access';
import { noteColumns, noteFor } from './queries';

export function writeSessionNote(
  db: Db,
  input: { id: string; uid: string; actorUid: string; now: Date; covered: string; next: string },
) {
  return db.transaction(async (tx) => {
    const s = await sessionForSide(tx, input.id, input.uid, { lock: true });
    const refusal = writeRefusal(s, input.now);
    if (refusal) throw apiError(409, refusal);
    const text = {
      covered: input.covered,
      next: input.next,
      writtenBy: input.actorUid,
      updatedAt: input.now,
    };
    const [row] = await tx
      .insert(sessionNotes)
      .values({
        sessionId: s.id,
        listingId: s.listingId,
        day: s.day,
        timeSlot: s.timeSlot,
        sessionStartsAt: s.startsAt,
        authorRole: s.side,
        authorUid: input.uid,
        createdAt: input.now,
        ...text,
      })
      .onConflictDoUpdate({ target: [sessionNotes.sessionId, sessionNotes.authorRole], set: text })
      .returning(noteColumns);
    return noteFor(row!, { uid: input.uid });
  });
}
