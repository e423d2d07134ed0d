import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { CITIES, TIME_RANGES, TOPICS, WEEKDAYS } from '../../../shared/options';
import { LIMITS } from '../../../shared/form-rules';
import { AFTER_FIVE } from '../../../shared/day-parts';
import { controlClass, Field, Options, TextField } from '../../components/field';
import { primaryButtonClass } from '../../components/submit-button';
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
  const { t } = useLingui();
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
  const select = (
    key: 'topic' | 'day' | 'timeRange',
    label: string,
    choices: ComponentProps<typeof Options>,
    extra?: ReactNode,
  ) => (
    <Field label={label} className={field}>
      {(c) => (
        <select {...c} name={key} value={filters[key]} onChange={set(key)} className={controlClass}>
          <Options {...choices} />
          {extra}
        </select>
      )}
    </Field>
  );
  // A topic from a shared link that is not in the list still shows what is searched.
  const otherTopic = filters.topic && !(TOPICS as readonly string[]).includes(filters.topic) && (
    <option value={filters.topic}>{filters.topic}</option>
  );
  return (
    <form
      id={formId}
      role="search"
      aria-label={t`Search NGOs`}
      onSubmit={onSubmit}
      className={`grid grid-cols-2 gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:gap-4 sm:p-5 lg:grid-cols-5 ${collapsed ? 'max-sm:hidden' : ''}`}
    >
      {select('topic', t`Topic`, { prompt: t`Any topic`, options: TOPICS }, otherTopic)}
      {select('day', t`Day`, { prompt: t`Any day`, options: WEEKDAYS })}
      <TextField
        label={t`Date`}
        className={field}
        type="date"
        name="date"
        value={filters.date}
        onChange={set('date')}
      />
      <TextField
        label={t`Location`}
        className={field}
        name="location"
        list={`${id}-cities`}
        autoComplete="off"
        maxLength={LIMITS.name}
        value={filters.location}
        onChange={set('location')}
        placeholder={t`Any city`}
      />
      <datalist id={`${id}-cities`}>
        {CITIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      {select('timeRange', t`Time Range`, { prompt: t`Any time`, options: TIME_RANGES })}
      {/* Beside the spec's Time Range, which keeps its options (decision 0043). */}
      <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-3 lg:col-span-5">
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input
            type="checkbox"
            name="afterFive"
            checked={filters.afterFive === AFTER_FIVE}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setFilters((f) => ({ ...f, afterFive: checked ? AFTER_FIVE : '' }));
            }}
            className="size-5 accent-brand-700"
          />
          <Trans>Classes after 5 PM</Trans>
        </label>
        <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto`}>
          <Trans>Search NGOs</Trans>
        </button>
      </div>
    </form>
  );
}
