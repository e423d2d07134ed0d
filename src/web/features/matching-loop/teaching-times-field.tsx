import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useFieldArray, useWatch, type FieldValues } from 'react-hook-form';
import type { ProfileFieldsProps } from './ngo-matching-profile-form';
import { WEEKDAYS } from '../../../shared/options';
import { parseTimeRange } from '../../../shared/time';
import { listFormat } from '../../../shared/intl-format';
import {
  CLOCK_TIMES,
  dayPartsOf,
  MAX_TEACHING_TIMES,
  rangeOf,
} from '../../../shared/teaching-times';
import { controlClass, Field, FieldError, Options } from '../../components/field';
import { secondaryButtonClass } from '../../components/submit-button';
import { sharedError, sharedText } from '../../i18n/shared-text';
import { clockText, shownLocale, teachingRangeText } from './listing-words';

export interface TeachingTimeValue {
  day: string;
  start: string;
  end: string;
}

export const EMPTY_TIME: TeachingTimeValue = { day: '', start: '', end: '' };

/**
 * "Teaching times": one row per class (a day, when it starts, when it ends), added and removed
 * one at a time, up to MAX_TEACHING_TIMES. After Add, focus goes to the new row's day; after
 * Remove, to the Add button.
 */
export function TeachingTimesField<Saved extends FieldValues>({
  control,
  register,
  errors,
}: ProfileFieldsProps<Saved>) {
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  // After a Remove, focus goes to Add once the row is gone (and Add is enabled again).
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed) addButton.current?.focus();
  }, [removed]);
  const { fields, append, remove } = useFieldArray({ control, name: 'teachingTimes' });
  const values = useWatch({ control, name: 'teachingTimes' }) ?? [];
  const shared = (message: string | undefined) => sharedError(i18n, message);
  const listError = shared(errors.teachingTimes?.root?.message ?? errors.teachingTimes?.message);
  const listErrorId = `${id}-error`;
  const full = fields.length >= MAX_TEACHING_TIMES;

  /** The row as a person names it: "Wednesday 12:00 PM – 3:00 PM", or its number while empty. */
  const rowName = (index: number) => {
    const time = values[index];
    const number = index + 1;
    if (!time?.day || !time.start || !time.end) return t`teaching time ${number}`;
    return `${sharedText(i18n, time.day)} ${teachingRangeText(time, locale)}`;
  };

  // Each select starts from its row's value (defaultValue): in a field array, register alone
  // leaves a select on its prompt.
  const rowSelect = (
    index: number,
    initial: TeachingTimeValue,
    key: keyof TeachingTimeValue,
    label: string,
    choices: ComponentProps<typeof Options>,
  ) => (
    <Field label={label} error={shared(errors.teachingTimes?.[index]?.[key]?.message)}>
      {(c) => (
        <select
          {...c}
          defaultValue={initial[key]}
          {...register(`teachingTimes.${index}.${key}`)}
          className={controlClass}
        >
          <Options {...choices} />
        </select>
      )}
    </Field>
  );
  const days = { prompt: t`Choose a day`, options: WEEKDAYS };
  const times = {
    prompt: t`Choose a time`,
    options: CLOCK_TIMES,
    text: (time: string) => clockText(time, locale),
  };

  return (
    <fieldset
      className="space-y-3 sm:col-span-2"
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend className="mb-1 font-semibold">
        <Trans>Teaching times</Trans>
      </legend>
      <p className="text-sm text-gray-700">
        <Trans>Add each class you hold in a week: its day, when it starts and when it ends.</Trans>
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-xl border border-brand-100 bg-brand-50/40 p-3">
            <fieldset className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
              <legend className="sr-only">{rowName(index)}</legend>
              {rowSelect(index, field, 'day', t`Day`, days)}
              {rowSelect(index, field, 'start', t`Starts`, times)}
              {rowSelect(index, field, 'end', t`Ends`, times)}
              <button
                type="button"
                onClick={() => {
                  remove(index);
                  setRemoved((n) => n + 1);
                }}
                className={`${secondaryButtonClass} px-3 py-2 text-sm sm:mt-7`}
              >
                <Trans>
                  Remove<span className="sr-only"> {rowName(index)}</span>
                </Trans>
              </button>
              <NeededSlots time={values[index]} />
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldError id={listErrorId} message={listError} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={addButton}
          type="button"
          disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          onClick={() => append(EMPTY_TIME, { focusName: `teachingTimes.${fields.length}.day` })}
          className={`${secondaryButtonClass} px-3 py-2 text-sm`}
        >
          <Trans>Add a teaching time</Trans>
        </button>
        {full && (
          <p id={`${id}-full`} className="text-sm text-gray-700">
            {sharedText(i18n, `You can add at most ${MAX_TEACHING_TIMES} teaching times.`)}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/**
 * Which volunteers a time suits, by the rule of decision 0024 (Morning until 2 PM, Evening after):
 * the NGO sees how its real time meets the volunteers' Morning and Evening.
 */
function NeededSlots({ time }: { time: TeachingTimeValue | undefined }) {
  const { i18n } = useLingui();
  const range = time?.day && time.start && time.end ? parseTimeRange(rangeOf(time)) : null;
  if (!time || !range) return null;
  const slots = listFormat(i18n.locale, { type: 'conjunction' }).format(
    dayPartsOf(range).map((part) => sharedText(i18n, `${time.day} ${part}`)),
  );
  return (
    <p className="text-sm text-gray-700 sm:col-span-4" data-testid="needed-slots">
      <Trans>Suits volunteers free on {slots}.</Trans>
    </p>
  );
}
