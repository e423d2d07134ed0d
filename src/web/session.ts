// The signed-in state the screens show, and ending a session (spec §4 Logout; README → The specification).
import { useSyncExternalStore } from 'react';
import type { UserType } from '../shared/options';
import { api } from './api';
import { onLanguageChosen } from './i18n/language';
import { clearStoredLogin, noteLogout, storedUserType, subscribeStoredLogin } from './storage';

export async function logout(): Promise<void> {
  noteLogout();
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

// Only a signed-in person needs the account's language: its code loads then, not on first load.
const accountLanguage = () => import('./account-language-sync');
const quietly = () => undefined; // offline, or a new deployment: this browser's language stays

/**
 * The account's language follows the person: a language picked while signed in is
 * stored on the account, and the account's language is shown after login and when a visit
 * starts signed in. Called once at start (main.tsx), after the first render.
 */
export function startAccountLanguage(): void {
  let choices = 0;
  onLanguageChosen((language) => {
    choices += 1;
    if (storedUserType())
      void accountLanguage()
        .then((m) => m.storeChoice(language))
        .catch(quietly);
  });
  const show = () => {
    const before = choices;
    void accountLanguage()
      // Loading the module can take a moment: a person who logged out meanwhile is not asked for.
      .then((m) => storedUserType() && m.showAccountLanguage(() => choices !== before))
      .catch(quietly);
  };
  let signedIn = storedUserType() !== null;
  if (signedIn) show();
  subscribeStoredLogin(() => {
    const now = storedUserType() !== null;
    if (now && !signedIn) show();
    signedIn = now;
  });
}
