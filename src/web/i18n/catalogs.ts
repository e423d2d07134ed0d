// Which message catalogues are loaded. Each is its own small chunk, fetched with the screen that
// needs it, and only in the language being shown: Hindi texts reach Hindi readers only, and
// English ones English readers only. The layout's ("common") is preloaded beside the entry by
// index.html's route-preload script (vite.config.ts), so it costs no extra round trip.
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../shared/locales';
import { START_CATALOGS, type CatalogName } from './screen-catalogs';

export type { CatalogName };

// English shared* catalogues are never fetched: their keys are their English texts, which
// sharedText() shows as they are when no Hindi is loaded.
// Keys relative to the locales folder ("./hi/pages/faq.po"), and the module rather than its
// export: the map is in the entry, and each of its ~70 entries is shorter that way. The offline
// notices' come with their own chunk (features/offline/start.tsx), which no first load fetches.
const LOADERS = import.meta.glob<{ messages: Messages }>(
  ['./*/**/*.po', '!./en/shared*.po', '!./*/features/offline.po'],
  { base: '../locales' },
);

/** The texts of src/shared ("shared", "shared-faq", …): Hindi only (shared-text.ts). */
const isSharedTexts = (name: CatalogName) => /^shared(-|$)/.test(name);

const loads = new Map<string, Promise<void>>();

/** Loads one catalogue into i18n (once; a failed chunk may be tried again). */
export function loadCatalog(locale: Locale, name: CatalogName): Promise<void> {
  const key = `${locale}/${name}`;
  let load = loads.get(key);
  if (load) return load;
  if (locale === 'en' && isSharedTexts(name)) {
    load = Promise.resolve();
  } else {
    const loader = LOADERS[`./${key}.po`];
    if (!loader) {
      return Promise.reject(
        new Error(`No catalogue src/web/locales/${key}.po: run npm run i18n:extract`),
      );
    }
    load = loader().then((module) => i18n.load(locale, module.messages));
  }
  loads.set(key, load);
  load.catch(() => loads.delete(key));
  return load;
}

/** Names of the catalogues of every screen shown so far: a language switch loads them all. */
const needed = new Set<CatalogName>(START_CATALOGS);

/**
 * Loads every needed catalogue of `locale`, including those a screen asks for while this waits
 * (the set only grows, so an unchanged size means nothing was added).
 */
export async function loadNeededCatalogs(locale: Locale): Promise<void> {
  let size: number;
  do {
    size = needed.size;
    await Promise.all([...needed].map((name) => loadCatalog(locale, name)));
  } while (needed.size !== size);
}

/** Marks catalogues as needed by the screen about to show and loads them in `locale`. */
export function requireCatalogs(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  for (const name of names) needed.add(name);
  return loadNeededCatalogs(locale);
}
