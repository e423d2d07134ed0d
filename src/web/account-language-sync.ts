// The account's language on this device, loaded only for a signed-in person: shows
// the account's language after login, and stores a language picked while signed in on the
// account, so it follows the person to another device.
import { isLocale, type Locale } from '../shared/locales';
import { api } from './api';
import { chooseLanguage, shownLanguage } from './i18n/language';

/** The account's language as last read or stored: a choice equal to it is not stored again. */
let onAccount: Locale | null = null;

/**
 * Shows the account's language when it differs from the one shown, unless the person picked a
 * language while it was being read: their choice is newer than the answer.
 */
export async function showAccountLanguage(chosenSince: () => boolean): Promise<void> {
  const res = await api.accounts.me.$get();
  if (!res.ok) return; // the session has ended: the screens that need it say so
  const { language } = await res.json();
  if (!isLocale(language) || chosenSince()) return;
  onAccount = language;
  if (language !== shownLanguage()) await chooseLanguage(language);
}

/** The person's last choice, and the stores of it under way: one at a time, in order. */
let wanted: Locale | null = null;
let storing: Promise<void> | null = null;

/**
 * Stores a language the person picked on their account (best effort: the browser keeps it). A
 * choice made while an earlier one is being stored waits for it, then is stored in its turn, so
 * the account ends with the last choice: skipped, or sent beside the earlier one, it could end
 * with the choice the person undid (tests/e2e/hindi-account-language.test.ts).
 */
export function storeChoice(language: Locale): Promise<void> {
  wanted = language;
  storing ??= (async () => {
    try {
      while (wanted !== null && wanted !== onAccount) {
        const next: Locale = wanted;
        const res = await api.accounts.me.language.$put({ json: { language: next } });
        if (!res.ok) return;
        onAccount = next;
      }
    } finally {
      storing = null;
    }
  })();
  return storing;
}
