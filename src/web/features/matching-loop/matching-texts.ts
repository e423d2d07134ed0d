// The matching loop's shared texts (reasons, differences, refusals: the shared-matching
// catalogue, 1.8 KB in Hindi) load when something on /volunteer-matching shows them, not with the
// page: a first visit, signed out and before any search, shows none (decision 0018). The
// dashboards load them with their screen (screen-catalogs.ts).
import { loadScreenCatalogs } from '../../i18n/language';

/** Loads shared-matching in the shown language; if it cannot load, the texts stay English. */
export const loadMatchingTexts = () => loadScreenCatalogs(['shared-matching']).catch(() => {});

/** The data of `load` once the texts that describe it are there too (a loader's ready state). */
export async function withMatchingTexts<T>(load: Promise<T>): Promise<T> {
  const [data] = await Promise.all([load, loadMatchingTexts()]);
  return data;
}
