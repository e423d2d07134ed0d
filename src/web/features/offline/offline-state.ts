// What the offline notices show: whether the network is there, when the answers read from the
// worker's cache were stored, and the reload a waiting new version offers.
import { useSyncExternalStore } from 'react';

export interface OfflineState {
  online: boolean;
  /** The oldest kept answer this page shows (its Date header), while offline. */
  asOf: string | null;
  /** Set when a new version is installed and waits: activates it and reloads. */
  reload: (() => void) | null;
}

let state: OfflineState = { online: navigator.onLine, asOf: null, reload: null };
const listeners = new Set<() => void>();

export function setOfflineState(change: Partial<OfflineState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

/** Keeps the oldest time: the page is only as current as its oldest part. */
export function answeredFromCache(date: string | null): void {
  const at = date ? new Date(date) : null;
  if (!at || Number.isNaN(at.getTime())) return;
  if (state.asOf && new Date(state.asOf) <= at) return;
  setOfflineState({ asOf: at.toISOString() });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOfflineState = () => useSyncExternalStore(subscribe, () => state);
