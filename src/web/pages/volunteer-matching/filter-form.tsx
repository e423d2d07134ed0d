import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { CITIES, TIME_RANGES, TOPICS, WEEKDAYS } from '../../../shared/options';
import { LIMITS } from '../../../shared/form-rules';
import { controlClass, labelClass } from '../../components/field';
import { primaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import type { FilterKey, Filters } from './filters';

/**
 * Topic, Day, Date, Location and Time Range (spec §2; README → The specification), each with a visible label. `collapsed`
 * hides it below 640 px only, where it would fill the first screen; wider screens always show it.
 */
export function FilterForm({
  id: formId,
  initial,
  collapsed,
  onSearch,
}: {
  id: string;
  initial: Filters;
  collapsed: boolean;
  onSearch: (filters: Filters) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [filters, setFilters] = useState(initial);
  const set = (key: FilterKey) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFilters((f) => ({ ...f, [key]: value }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filters);
  };
  // min-w-0: two columns fit a 390 px phone only if the controls may shrink.
  const field = 'flex min-w-0 flex-col';
  return (
    <form
      id={formId}
      role="search"
      aria-label={t`Search NGOs`}
      onSubmit={onSubmit}
      className={`grid grid-cols-2 gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:gap-4 sm:p-5 lg:grid-cols-5 ${collapsed ? 'max-sm:hidden' : ''}`}
    >
      <div className={field}>
        <label htmlFor={`${id}-topic`} className={labelClass}>
          <Trans>Topic</Trans>
        </label>
        <select
          id={`${id}-topic`}
          name="topic"
          value={filters.topic}
          onChange={set('topic')}
          className={controlClass}
        >
          <option value="">{t`Any topic`}</option>
          {TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {sharedText(i18n, topic)}
            </option>
          ))}
          {/* A topic from a shared link that is not in the list still shows what is searched. */}
          {filters.topic && !(TOPICS as readonly string[]).includes(filters.topic) && (
            <option value={filters.topic}>{filters.topic}</option>
          )}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-day`} className={labelClass}>
          <Trans>Day</Trans>
        </label>
        <select
          id={`${id}-day`}
          name="day"
          value={filters.day}
          onChange={set('day')}
          className={controlClass}
        >
          <option value="">{t`Any day`}</option>
          {WEEKDAYS.map((d) => (
            <option key={d} value={d}>
              {sharedText(i18n, d)}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-date`} className={labelClass}>
          <Trans>Date</Trans>
        </label>
        <input
          id={`${id}-date`}
          type="date"
          name="date"
          value={filters.date}
          onChange={set('date')}
          className={controlClass}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-location`} className={labelClass}>
          <Trans>Location</Trans>
        </label>
        <input
          id={`${id}-location`}
          type="text"
          name="location"
          list={`${id}-cities`}
          autoComplete="off"
          maxLength={LIMITS.name}
          value={filters.location}
          onChange={set('location')}
          placeholder={t`Any city`}
          className={controlClass}
        />
        <datalist id={`${id}-cities`}>
          {CITIES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <div className={field}>
        <label htmlFor={`${id}-time`} className={labelClass}>
          <Trans>Time Range</Trans>
        </label>
        <select
          id={`${id}-time`}
          name="timeRange"
          value={filters.timeRange}
          onChange={set('timeRange')}
          className={controlClass}
        >
          <option value="">{t`Any time`}</option>
          {TIME_RANGES.map((range) => (
            <option key={range} value={range}>
              {sharedText(i18n, range)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 lg:col-span-5">
        <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
          <Trans>Search NGOs</Trans>
        </button>
      </div>
    </form>
  );
}
