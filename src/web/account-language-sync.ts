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

/** Stores a language the person picked on their account (best effort: the browser keeps it). */
export async function storeChoice(language: Locale): Promise<void> {
  if (language === onAccount) return;
  const res = await api.accounts.me.language.$put({ json: { language } });
  if (res.ok) onAccount = language;
}
