// Session notes' calls through the typed client; response types come from the server.
import type { Weekday } from '../../../shared/options';
import type { SessionNoteInput } from '../../../shared/session-notes';
import { api, unwrap } from '../../api';

const notes = api['session-notes'];
const param = (id: number) => ({ id: String(id) });

export const fetchSessionNotes = (id: number) =>
  unwrap(notes.sessions[':id'].$get({ param: param(id) }));
export const saveSessionNote = (id: number, json: SessionNoteInput) =>
  unwrap(notes.sessions[':id'].$put({ param: param(id), json }));
export const fetchLastNotes = (id: number) =>
  unwrap(notes.sessions[':id'].before.$get({ param: param(id) }));
export const fetchClassNotes = (day: Weekday, timeSlot: string, page: number) =>
  unwrap(notes.classes.$get({ query: { day, timeSlot, page: String(page) } }));

export type SessionNotesData = Awaited<ReturnType<typeof fetchSessionNotes>>;
export type SessionNote = SessionNotesData['notes'][number];
