// The spec's local browser storage keys (spec §3; README → The specification).
import type { UserType } from '../shared/options';

export const STORAGE_KEYS = {
  user: 'user',
  userType: 'userType',
  profilePic: 'profilePic',
} as const;

/**
 * The language the person chose. Not one of the spec's keys: logging out keeps it.
 */
export const LANGUAGE_KEY = 'language';

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage blocked: the browser's preference decides
  }
}

export function storeLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage blocked or full: the choice holds until the page is closed
  }
}

export function storedUserType(): UserType | null {
  const value = localStorage.getItem(STORAGE_KEYS.userType);
  return value === 'Volunteer' || value === 'NGO' ? value : null;
}

// The person logged out in this tab, and no one has logged in since (the subscription at the end
// of this file). A signed-in read still in flight then answers 401: no ended session to tell them
// about, as they are on their way home (use-session-guard.ts; tests/e2e/matching-page.test.ts
// logs out with such a read in flight).
let loggedOut = false;

/** Called as the person's own Logout starts (session.ts), before its request is answered. */
export function noteLogout(): void {
  loggedOut = true;
}

export function loggedOutHere(): boolean {
  return loggedOut;
}

export function storeLogin(user: string, userType: UserType): void {
  localStorage.setItem(STORAGE_KEYS.user, user);
  localStorage.setItem(STORAGE_KEYS.userType, userType);
  notifyLoginChange();
}

export function clearStoredLogin(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  notifyLoginChange();
}

// localStorage fires no event in the tab that writes it, so the two writers above tell the
// screens that show who is signed in (the top bar) themselves.
const loginListeners = new Set<() => void>();

function notifyLoginChange(): void {
  for (const listener of loginListeners) listener();
}

/** Calls `listener` when the stored login changes, in this tab or in another one. */
export function subscribeStoredLogin(listener: () => void): () => void {
  loginListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    loginListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

// A login ends the Logout mark (loggedOut), in this tab or in another: its cookie is this tab's.
// Browser tests import this module's keys in Node, where there is no window to listen on.
if (typeof window !== 'undefined') {
  subscribeStoredLogin(() => {
    if (storedUserType() !== null) loggedOut = false;
  });
}
