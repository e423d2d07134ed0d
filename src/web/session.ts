// The signed-in state the screens show, and ending a session (SPEC.md §4 Logout).
import { useSyncExternalStore } from 'react';
import type { UserType } from '../shared/options';
import { api } from './api';
import { clearStoredLogin, storedUserType, subscribeStoredLogin } from './storage';

export async function logout(): Promise<void> {
  try {
    await api.accounts.logout.$post();
  } catch {
    // Offline: the stored keys still go, and the session cookie expires on its own.
  }
  clearStoredLogin();
}

/**
 * The stored user type, kept current: login, logout and a session found ended (a 401 on a
 * dashboard) all go through storeLogin/clearStoredLogin, which notify this hook.
 */
export function useSignedInAs(): UserType | null {
  return useSyncExternalStore(subscribeStoredLogin, storedUserType, () => null);
}
