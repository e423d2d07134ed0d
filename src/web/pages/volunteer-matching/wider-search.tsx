import { Trans, useLingui } from '@lingui/react/macro';
import { sharedText } from '../../i18n/shared-text';
import { EMPTY_FILTERS, type Filters } from './filters';

/**
 * The filters that narrow the search; date and time range never do (spec §5; README → The
 * specification). After 5 PM does (decision 0043).
 */
const NARROWING = ['topic', 'day', 'location', 'afterFive'] as const;

const chipClass =
  'rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/**
 * The next step after "No matching NGOs found.": search again without one of the filters in use,
 * or without all of them.
 */
export function WiderSearch({
  filters,
  onSearch,
}: {
  filters: Filters;
  onSearch: (filters: Filters) => void;
}) {
  const { t, i18n } = useLingui();
  const active = NARROWING.filter((key) => filters[key]);
  // Whole sentences per filter, so each language words them its own way.
  const removeText = (key: (typeof NARROWING)[number]) => {
    const value = sharedText(i18n, filters[key]);
    if (key === 'topic') return t`Remove topic: ${value}`;
    if (key === 'day') return t`Remove day: ${value}`;
    if (key === 'afterFive') return t`Remove: classes after 5 PM`;
    return t`Remove location: ${value}`;
  };
  if (active.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="font-medium">
        <Trans>Try a wider search:</Trans>
      </p>
      <ul aria-label={t`Wider searches`} className="mt-2 flex flex-wrap gap-2">
        {active.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onSearch({ ...filters, [key]: '' })}
              className={chipClass}
            >
              {removeText(key)}
            </button>
          </li>
        ))}
        {active.length > 1 && (
          <li>
            <button type="button" onClick={() => onSearch(EMPTY_FILTERS)} className={chipClass}>
              <Trans>Clear all filters</Trans>
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
