// Whether this browser has an operator signed in, for the top bar. The server decides every
// request (requireOperator); this only remembers what the sign-in page and the operator layout
// last learned, so the top bar can offer the operator pages and sign-out.
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { PATHS } from '../../paths';

const KEY = 'setu.operator';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function storeOperatorSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the top bar just does not show the operator links
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useOperatorSignedIn(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

/** Ends the operator's session (also when offline: the marker goes, the cookie expires). */
export async function signOutOperator(): Promise<void> {
  try {
    await api.operator.auth['sign-out'].$post();
  } catch {
    // offline
  }
  storeOperatorSignedIn(false);
}

/** What a Sign out button does: end the session, then the sign-in page says so. */
export function useSignOutOperator(): () => void {
  const navigate = useNavigate();
  return () => {
    void signOutOperator().then(() =>
      navigate(PATHS.operatorSignIn, { state: { signedOut: true } }),
    );
  };
}
