// The language shown: chosen at start, switched in place (no reload, so form input survives),
// remembered in browser storage, and reflected in <html lang>.
import { i18n } from '@lingui/core';
import { storedLanguage, storeLanguage } from '../storage';
import { loadCatalog, loadNeededCatalogs, requireCatalogs, type CatalogName } from './catalogs';
import { chooseLocale } from './choose-locale';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../../shared/locales';

/**
 * The language shown, and the one being switched to while its catalogues load. The first target
 * is known before anything renders, so the router's first screen loads its texts in it at once.
 */
let shown: Locale | null = null;
let target: Locale =
  typeof navigator === 'undefined'
    ? DEFAULT_LOCALE
    : chooseLocale(storedLanguage(), navigator.languages);

// A message with no translation in a loaded catalogue shows its id: say so loudly (the browser
// tests fail on console errors), since it means a screen forgot to require its catalogue.
i18n.on('missing', ({ locale, id }) => {
  console.error(`Message ${id} has no ${locale} text: is its catalogue required?`);
});

/** Shows `locale` once its catalogues have loaded, unless another switch came after it. */
export async function showLanguage(locale: Locale): Promise<void> {
  target = locale;
  await loadNeededCatalogs(locale);
  if (target === locale) activate(locale);
}

function activate(locale: Locale): void {
  target = locale;
  i18n.activate(locale, [INTL_LOCALES[locale]]);
  shown = locale;
  document.documentElement.lang = locale;
}

/**
 * Shows the language of this visit: the stored choice, else the browser's preference. When its
 * catalogue cannot load (offline, or a new deployment replaced the chunks), English shows
 * instead, as far as its texts could load; the screen's own loading error then asks for a reload.
 */
export async function startLanguage(): Promise<void> {
  try {
    await showLanguage(target);
  } catch {
    await loadCatalog(DEFAULT_LOCALE, 'common').catch(() => {});
    activate(DEFAULT_LOCALE);
  }
}

/**
 * Loads a screen's catalogues (router.tsx, lazy sections) in the language shown and, during a
 * switch, in the one coming, so the screen has its texts on either side of the switch.
 */
export async function loadScreenCatalogs(names: readonly CatalogName[]): Promise<void> {
  const locales = new Set([shown ?? target, target]);
  await Promise.all([...locales].map((locale) => requireCatalogs(locale, names)));
}

/** The language shown (English until startLanguage has run). */
export function shownLanguage(): Locale {
  return shown ?? DEFAULT_LOCALE;
}

type ChoiceListener = (locale: Locale) => void;
const choiceListeners = new Set<ChoiceListener>();

/**
 * Calls `listener` each time the person picks a language in the switch. The hook for storing
 * the choice on a signed-in account, so it follows them to another device.
 */
export function onLanguageChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/**
 * The person picked a language: show it at once and remember it. If its catalogues cannot load,
 * the page stays as it is and nothing is remembered; the answer says whether it worked.
 */
export async function chooseLanguage(locale: Locale): Promise<boolean> {
  try {
    await showLanguage(locale);
  } catch {
    target = shownLanguage();
    return false;
  }
  if (shown !== locale) return false; // a later choice won
  storeLanguage(locale);
  for (const listener of choiceListeners) listener(locale);
  return true;
}
