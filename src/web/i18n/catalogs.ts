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
// export: the map is in the entry, and each of its entries is shorter that way. It holds the
// catalogues of the public screens only (the start catalogues, the budgeted routes' and those
// their dialogs load: PUBLIC_CATALOGS_TEST in catalogs.test.ts keeps it complete); the signed-in
// and operators' screens' loaders come in their own chunk, app-catalogs.ts, fetched with the
// first of those screens (and preloaded beside the entry on a direct load), so the public first
// loads do not carry about 120 loaders they never call (docs/decisions/0029-lean-first-loads.md).
const PUBLIC_LOADERS = import.meta.glob<{ messages: Messages }>(
  [
    './*/common.po',
    './hi/shared.po',
    './hi/shared-{forms,faq}.po',
    './*/{stories,signup-outcome}.po',
    './*/components/carousel.po',
    './*/features/{matching-loop,report-concern}.po',
    './*/pages/{home,join-us,signup-volunteer,signup-ngo,ngo-list,login,contact,success-stories,faq,volunteer-matching,not-found}.po',
  ],
  { base: '../locales' },
);

let appLoaders: Promise<Record<string, () => Promise<{ messages: Messages }>>> | undefined;

/** The loader of a catalogue: the public ones from the entry, the others from their chunk. */
async function loaderOf(path: string) {
  const loader = PUBLIC_LOADERS[path];
  if (loader) return loader;
  appLoaders ??= import('./app-catalogs').then((module) => module.APP_LOADERS);
  appLoaders.catch(() => (appLoaders = undefined));
  return (await appLoaders)[path];
}

/** Whether the entry itself can load this catalogue (catalogs.test.ts). */
export const hasPublicLoader = (locale: Locale, name: CatalogName) =>
  `./${locale}/${name}.po` in PUBLIC_LOADERS;

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
    load = loaderOf(`./${key}.po`).then(async (loader) => {
      if (!loader)
        throw new Error(`No catalogue src/web/locales/${key}.po: run npm run i18n:extract`);
      i18n.load(locale, (await loader()).messages);
    });
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
