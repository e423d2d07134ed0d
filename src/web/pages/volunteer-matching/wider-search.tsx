import { EMPTY_FILTERS, type Filters } from './filters';

/** The filters that narrow the search; date and time range never do (SPEC.md §5). */
const NARROWING = ['topic', 'day', 'location'] as const;

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
  const active = NARROWING.filter((key) => filters[key]);
  if (active.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="font-medium">Try a wider search:</p>
      <ul aria-label="Wider searches" className="mt-2 flex flex-wrap gap-2">
        {active.map((key) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => onSearch({ ...filters, [key]: '' })}
              className={chipClass}
            >
              Remove {key}: {filters[key]}
            </button>
          </li>
        ))}
        {active.length > 1 && (
          <li>
            <button type="button" onClick={() => onSearch(EMPTY_FILTERS)} className={chipClass}>
              Clear all filters
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
