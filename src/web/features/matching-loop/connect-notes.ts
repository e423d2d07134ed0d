// The optional note a volunteer writes to an NGO before pressing Connect, by listing: the same
// NGO can show on several cards of a screen (best matches, results, near-misses), and a Connect
// that first goes through the login comes back to the same note (the store outlives the screen).
import { useSyncExternalStore } from 'react';
import { MATCHING_LIMITS } from '../../../shared/form-rules';
import { textProblem, type TextProblem } from '../../../shared/text-rules';

let notes: ReadonlyMap<number, string> = new Map();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setConnectNote(listingId: number, note: string) {
  const next = new Map(notes);
  if (note) next.set(listingId, note);
  else next.delete(listingId);
  notes = next;
  for (const listener of listeners) listener();
}

export const connectNoteOf = (listingId: number) => notes.get(listingId) ?? '';

export function useConnectNote(listingId: number): string {
  return useSyncExternalStore(
    subscribe,
    () => connectNoteOf(listingId),
    () => '',
  );
}

/**
 * What the API would refuse in a note (the request schema's message in src/shared/schemas.ts: the
 * multi-line text rules, at most MATCHING_LIMITS.requestMessage characters once trimmed), checked
 * here without loading zod on the results page.
 */
export function connectNoteProblem(note: string): TextProblem | 'tooLong' | null {
  const trimmed = note.trim();
  if (trimmed.length > MATCHING_LIMITS.requestMessage) return 'tooLong';
  return textProblem(trimmed, 'multi-line');
}
