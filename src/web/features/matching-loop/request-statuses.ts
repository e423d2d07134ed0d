// The signed-in volunteer's open requests, by listing: every Connect button on a screen (best
// matches, search results, near-misses) reads it, so a sent request says "Request sent" wherever
// that NGO shows, and still does after a reload (it comes from the volunteer's own requests).
import { useSyncExternalStore } from 'react';
import { fetchRequests } from './api-calls';

export type OpenRequestStatus = 'pending' | 'accepted';

let statuses: ReadonlyMap<number, OpenRequestStatus> = new Map();
const listeners = new Set<() => void>();
/** Listings changed here while a load was under way: its older answer must not undo them. */
let changedDuringLoad: Set<number> | null = null;

function publish(next: ReadonlyMap<number, OpenRequestStatus>) {
  statuses = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setRequestStatus(listingId: number, status: OpenRequestStatus | null) {
  changedDuringLoad?.add(listingId);
  const next = new Map(statuses);
  if (status) next.set(listingId, status);
  else next.delete(listingId);
  publish(next);
}

/** Forgets them (signed out, or not a volunteer): nobody else's requests show. */
export function clearRequestStatuses() {
  changedDuringLoad = null;
  if (statuses.size) publish(new Map());
}

/** Loads the volunteer's pending and accepted requests; on failure the buttons stay as they are. */
export async function loadRequestStatuses(): Promise<void> {
  const changed = new Set<number>();
  changedDuringLoad = changed;
  try {
    const answer = await fetchRequests();
    if (changedDuringLoad !== changed || answer.role !== 'volunteer') return;
    const next = new Map<number, OpenRequestStatus>();
    for (const r of answer.requests) {
      // One request per teaching time (docs/decisions/0035-one-request-per-slot.md): a partnership says more than a request.
      if (r.status === 'accepted' || (r.status === 'pending' && !next.has(r.listingId))) {
        next.set(r.listingId, r.status);
      }
    }
    for (const id of changed) {
      const local = statuses.get(id);
      if (local) next.set(id, local);
      else next.delete(id);
    }
    publish(next);
  } catch {
    // Connect itself says what is wrong (an ended session, a pending request).
  } finally {
    if (changedDuringLoad === changed) changedDuringLoad = null;
  }
}

export function useRequestStatus(listingId: number): OpenRequestStatus | null {
  return useSyncExternalStore(subscribe, () => statuses.get(listingId) ?? null);
}
