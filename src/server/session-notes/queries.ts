// Reading session notes: a session's own notes (its two sides), the last notes of its class
// before it (what the next volunteer reads before teaching), a class's notes page by page (the
// NGO), and the notes one person wrote (their own-data export). Notes name their author by role
// only ("a volunteer", "the NGO", "you"): they reach other volunteers of the class, who are not
// the author's partners. Only the NGO's class pages name its own volunteers, as its dashboard
// does. A suspended author's notes are hidden from everyone while the suspension lasts.
import { and, asc, desc, eq, lt, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ngoListings, sessionNotes, volunteers } from '../db/schema';
import { apiError } from '../http/errors';
import { accountSuspended, notesOpen } from '../partnerships/contact-rule';
import {
  CLASS_NOTES_PAGE_SIZE,
  LAST_NOTES_SHOWN,
  SESSION_NOTE_MESSAGES,
} from '../../shared/session-notes';
import { sessionForSide, writeRefusal } from './access';

export const noteColumns = {
  id: sessionNotes.id,
  sessionId: sessionNotes.sessionId,
  sessionStartsAt: sessionNotes.sessionStartsAt,
  authorRole: sessionNotes.authorRole,
  authorUid: sessionNotes.authorUid,
  covered: sessionNotes.covered,
  next: sessionNotes.next,
  createdAt: sessionNotes.createdAt,
  updatedAt: sessionNotes.updatedAt,
};

interface NoteRow {
  id: number;
  sessionId: number | null;
  sessionStartsAt: Date;
  authorRole: 'volunteer' | 'ngo';
  authorUid: string;
  covered: string;
  next: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A note as the reader `uid` sees it: never the author's id, and a name only where given. */
export function noteFor(row: NoteRow, reader: { uid: string }, authorName: string | null = null) {
  return {
    id: row.id,
    sessionId: row.sessionId,
    sessionStartsAt: row.sessionStartsAt.toISOString(),
    authorRole: row.authorRole,
    byYou: row.authorUid === reader.uid,
    authorName,
    covered: row.covered,
    next: row.next,
    writtenAt: row.createdAt.toISOString(),
    editedAt:
      row.updatedAt.getTime() > row.createdAt.getTime() ? row.updatedAt.toISOString() : null,
  };
}

export type SessionNote = ReturnType<typeof noteFor>;

const authorShown = not(accountSuspended(sessionNotes.authorUid));

/** The notes of one session, for either of its sides, and whether that side may write now. */
export async function notesOfSession(db: Db, rawId: string, uid: string, now: Date) {
  const s = await sessionForSide(db, rawId, uid);
  const rows = await db
    .select(noteColumns)
    .from(sessionNotes)
    .where(and(eq(sessionNotes.sessionId, s.id), authorShown))
    .orderBy(asc(sessionNotes.createdAt), asc(sessionNotes.id));
  const refusal = writeRefusal(s, now);
  return {
    side: s.side,
    canWrite: refusal === null,
    refusal,
    notes: rows.map((row) => noteFor(row, { uid })),
  };
}

/**
 * The class's last notes before the session: written for an earlier session of the same class
 * (the same listing, day and time, any volunteer's or the NGO's), the latest first.
 */
export async function lastNotesBefore(db: Db, rawId: string, uid: string) {
  const s = await sessionForSide(db, rawId, uid);
  if (!notesOpen.holds(s.facts)) throw apiError(409, SESSION_NOTE_MESSAGES.paused);
  const rows = await db
    .select(noteColumns)
    .from(sessionNotes)
    .where(
      and(
        eq(sessionNotes.listingId, s.listingId),
        eq(sessionNotes.day, s.day),
        eq(sessionNotes.timeSlot, s.timeSlot),
        lt(sessionNotes.sessionStartsAt, s.startsAt),
        authorShown,
      ),
    )
    .orderBy(
      desc(sessionNotes.sessionStartsAt),
      desc(sessionNotes.updatedAt),
      desc(sessionNotes.id),
    )
    .limit(LAST_NOTES_SHOWN);
  return { notes: rows.map((row) => noteFor(row, { uid })) };
}

/**
 * One class of the NGO's (its listing's teaching time `day`, `timeSlot`), its notes the latest
 * first, a page at a time. For the NGO's class page; volunteers are named, as on its dashboard.
 */
export async function classNotes(
  db: Db,
  ownerUid: string,
  query: { day: string; timeSlot: string; page: number },
) {
  const size = CLASS_NOTES_PAGE_SIZE;
  const rows = await db
    .select({ ...noteColumns, volunteerName: volunteers.fullName })
    .from(sessionNotes)
    .innerJoin(ngoListings, eq(ngoListings.id, sessionNotes.listingId))
    .leftJoin(volunteers, eq(volunteers.userId, sessionNotes.authorUid))
    .where(
      and(
        eq(ngoListings.ownerUid, ownerUid),
        eq(sessionNotes.day, query.day),
        eq(sessionNotes.timeSlot, query.timeSlot),
        authorShown,
      ),
    )
    .orderBy(desc(sessionNotes.sessionStartsAt), desc(sessionNotes.id))
    .limit(size + 1)
    .offset((query.page - 1) * size);
  return {
    page: query.page,
    hasMore: rows.length > size,
    notes: rows
      .slice(0, size)
      .map(({ volunteerName, ...row }) => noteFor(row, { uid: ownerUid }, volunteerName)),
  };
}

/** Every note `uid` wrote, for their own-data export: the class by its NGO, day and time. */
export async function notesWrittenBy(db: Db, uid: string) {
  const rows = await db
    .select({
      ngoName: ngoListings.name,
      day: sessionNotes.day,
      timeSlot: sessionNotes.timeSlot,
      sessionStartsAt: sessionNotes.sessionStartsAt,
      writtenAs: sessionNotes.authorRole,
      covered: sessionNotes.covered,
      next: sessionNotes.next,
      writtenAt: sessionNotes.createdAt,
      editedAt: sessionNotes.updatedAt,
    })
    .from(sessionNotes)
    .innerJoin(ngoListings, eq(ngoListings.id, sessionNotes.listingId))
    .where(eq(sessionNotes.authorUid, uid))
    .orderBy(asc(sessionNotes.sessionStartsAt), asc(sessionNotes.id));
  return rows.map((r) => ({
    ...r,
    sessionStartsAt: r.sessionStartsAt.toISOString(),
    writtenAt: r.writtenAt.toISOString(),
    editedAt: r.editedAt.toISOString(),
  }));
}
