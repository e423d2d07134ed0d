// The best matches (a signed-in volunteer's) and the near misses (an empty search's) load with
// their texts when first shown, not with /volunteer-matching: a visitor's first load carries
// neither (decision 0018). If the texts cannot load, they show in English.
import { lazy } from 'react';
import { loadScreenCatalogs } from '../../i18n/language';

const withTexts = <T,>(load: Promise<T>) =>
  Promise.all([load, loadScreenCatalogs(['features/matching-suggestions']).catch(() => {})]).then(
    ([module]) => module,
  );

export const BestMatches = lazy(() =>
  withTexts(import('./best-matches')).then((module) => ({ default: module.BestMatches })),
);

export const NearMisses = lazy(() =>
  withTexts(import('./near-misses')).then((module) => ({ default: module.NearMisses })),
);
