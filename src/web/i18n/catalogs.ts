// Which message catalogues are loaded. English "common" (the layout) is in the main bundle, so an
// English first visit costs no extra request; every other catalogue is its own small chunk,
// fetched with the screen that needs it, and only in the language being shown: Hindi texts
// reach Hindi readers only.
import { i18n, type Messages } from '@lingui/core';
import { messages as englishCommon } from '../locales/en/common.po';
import type { Locale } from '../../shared/locales';
import { START_CATALOGS, type CatalogName } from './screen-catalogs';

export type { CatalogName };

// English shared* catalogues are never fetched: their keys are their English texts, which
// sharedText() shows as they are when no Hindi is loaded.
const LOADERS = import.meta.glob<Messages>(
  ['../locales/*/**/*.po', '!../locales/en/common.po', '!../locales/en/shared*.po'],
  { import: 'messages' },
);

/** The texts of src/shared ("shared", "shared-faq", …): Hindi only (shared-text.ts). */
const isSharedTexts = (name: CatalogName) => /^shared(-|$)/.test(name);

const loads = new Map<string, Promise<void>>();

/** Loads one catalogue into i18n (once; a failed chunk may be tried again). */
export function loadCatalog(locale: Locale, name: CatalogName): Promise<void> {
  const key = `${locale}/${name}`;
  let load = loads.get(key);
  if (load) return load;
  if (key === 'en/common') {
    load = Promise.resolve(i18n.load('en', englishCommon));
  } else if (locale === 'en' && isSharedTexts(name)) {
    load = Promise.resolve();
  } else {
    const loader = LOADERS[`../locales/${key}.po`];
    if (!loader) {
      return Promise.reject(
        new Error(`No catalogue src/web/locales/${key}.po: run npm run i18n:extract`),
      );
    }
    load = loader().then((messages) => i18n.load(locale, messages));
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
