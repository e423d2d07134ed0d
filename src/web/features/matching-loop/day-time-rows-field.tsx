import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { WEEKDAYS } from '../../../shared/options';
import { controlClass, Field, FieldError, Options } from '../../components/field';
import { secondaryButtonClass } from '../../components/submit-button';
import { sharedError, sharedText } from '../../i18n/shared-text';
import { clockText, shownLocale, teachingRangeText } from './listing-words';

/** One row: a day, a start and an end (clock times as the options show them). */
export interface DayTimeRow {
  day: string;
  start: string;
  end: string;
}

export const EMPTY_DAY_TIME: DayTimeRow = { day: '', start: '', end: '' };

/** The part of a form a rows field fills: one list of rows under its name. */
export type DayTimeRows = Record<string, DayTimeRow[]>;

/**
 * A list of day-and-time rows, added and removed one at a time up to `max`: the NGO's teaching
 * times and the volunteer's exact hours. Each keeps its own words, steps and limit; the editing,
 * naming and focus are one. After Add, focus goes to the new row's day; after Remove, to Add.
 */
export function DayTimeRowsField(props: {
  name: string;
  // The form's other fields are none of this field's business: it reads and writes `name` only.
  control: Control<DayTimeRows, unknown, unknown>;
  register: UseFormRegister<DayTimeRows>;
  errors: FieldErrors<DayTimeRows>;
  max: number;
  clockTimes: readonly string[];
  legend: ReactNode;
  intro: ReactNode;
  startLabel: string;
  endLabel: string;
  /** What an unfinished row is called, by its number ("teaching time 2"). */
  numberedName: (number: number) => string;
  addText: ReactNode;
  /** Shown when `max` rows are there. */
  fullText: string;
  /** What a row shows under its controls, from its current value. */
  rowNote?: (row: DayTimeRow | undefined) => ReactNode;
  id?: string;
  rowTestId?: string;
}) {
  const { name, control, register, errors, max } = props;
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  // After a Remove, focus goes to Add once the row is gone (and Add is enabled again).
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed) addButton.current?.focus();
  }, [removed]);
  const { fields, append, remove } = useFieldArray({ control, name });
  const values = useWatch({ control, name }) ?? [];
  const shared = (message: string | undefined) => sharedError(i18n, message);
  const rowErrors = errors[name];
  const listError = shared(rowErrors?.root?.message ?? rowErrors?.message);
  const listErrorId = `${id}-error`;
  const full = fields.length >= max;

  /** The row as a person names it: "Wednesday 12:00 PM – 3:00 PM", or its number while empty. */
  const rowName = (index: number) => {
    const row = values[index];
    if (!row?.day || !row.start || !row.end) return props.numberedName(index + 1);
    return `${sharedText(i18n, row.day)} ${teachingRangeText(row, locale)}`;
  };

  // Each select starts from its row's value (defaultValue): in a field array, register alone
  // leaves a select on its prompt.
  const rowSelect = (
    index: number,
    initial: DayTimeRow,
    key: keyof DayTimeRow,
    label: string,
    choices: ComponentProps<typeof Options>,
  ) => (
    <Field label={label} error={shared(rowErrors?.[index]?.[key]?.message)}>
      {(c) => (
        <select
          {...c}
          defaultValue={initial[key]}
          {...register(`${name}.${index}.${key}`)}
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
    options: props.clockTimes,
    text: (time: string) => clockText(time, locale),
  };

  return (
    <fieldset
      id={props.id}
      className="space-y-3 sm:col-span-2"
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend className="mb-1 font-semibold">{props.legend}</legend>
      <p className="text-sm text-gray-700">{props.intro}</p>
      {fields.length > 0 && (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-brand-100 bg-brand-50/40 p-3">
              <fieldset
                className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
                data-testid={props.rowTestId}
              >
                <legend className="sr-only">{rowName(index)}</legend>
                {rowSelect(index, field, 'day', t`Day`, days)}
                {rowSelect(index, field, 'start', props.startLabel, times)}
                {rowSelect(index, field, 'end', props.endLabel, times)}
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
                {props.rowNote?.(values[index])}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <FieldError id={listErrorId} message={listError} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={addButton}
          type="button"
          disabled={full}
          aria-describedby={full ? `${id}-full` : undefined}
          onClick={() => append(EMPTY_DAY_TIME, { focusName: `${name}.${fields.length}.day` })}
          className={`${secondaryButtonClass} px-3 py-2 text-sm`}
        >
          {props.addText}
        </button>
        {full && (
          <p id={`${id}-full`} className="text-sm text-gray-700">
            {props.fullText}
          </p>
        )}
      </div>
    </fieldset>
  );
}
