// "Exact hours" on the volunteer's preferences (docs/decisions/0043-exact-availability.md): rows
// of a day, a start and an end, several a day, in 15-minute steps. A day with rows is matched by
// them; the others by the Morning/Evening slots above. The teaching-times field of the NGO's
// profile is the same shape with its own rules (30-minute steps, the slots each time needs).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { EXACT_CLOCK_TIMES, MAX_EXACT_HOURS } from '../../../shared/availability';
import { WEEKDAYS } from '../../../shared/options';
import { controlClass, Field, FieldError, Options } from '../../components/field';
import { secondaryButtonClass } from '../../components/submit-button';
import { sharedError, sharedText } from '../../i18n/shared-text';
import { clockText, shownLocale, teachingRangeText } from '../matching-loop/listing-words';

export interface ExactHoursValue {
  day: string;
  start: string;
  end: string;
}

/** The part of the preferences form this field fills. */
export interface ExactHoursValues {
  exactHours: ExactHoursValue[];
}

const EMPTY_HOURS: ExactHoursValue = { day: '', start: '', end: '' };

export function ExactHoursField<Values extends ExactHoursValues>(props: {
  control: Control<Values, unknown, unknown>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}) {
  // The form's other fields are none of this field's business: it reads and writes exactHours only.
  const control = props.control as unknown as Control<ExactHoursValues, unknown, unknown>;
  const register = props.register as unknown as UseFormRegister<ExactHoursValues>;
  const errors = props.errors as FieldErrors<ExactHoursValues>;
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);
  useEffect(() => {
    if (removed) addButton.current?.focus();
  }, [removed]);
  const { fields, append, remove } = useFieldArray({ control, name: 'exactHours' });
  const values = useWatch({ control, name: 'exactHours' }) ?? [];
  const shared = (message: string | undefined) => sharedError(i18n, message);
  const listError = shared(errors.exactHours?.root?.message ?? errors.exactHours?.message);
  const listErrorId = `${id}-error`;
  const full = fields.length >= MAX_EXACT_HOURS;

  const rowName = (index: number) => {
    const hours = values[index];
    const number = index + 1;
    if (!hours?.day || !hours.start || !hours.end) return t`hours ${number}`;
    return `${sharedText(i18n, hours.day)} ${teachingRangeText(hours, locale)}`;
  };
  const rowSelect = (
    index: number,
    initial: ExactHoursValue,
    key: keyof ExactHoursValue,
    label: string,
    choices: ComponentProps<typeof Options>,
  ) => (
    <Field label={label} error={shared(errors.exactHours?.[index]?.[key]?.message)}>
      {(c) => (
        <select
          {...c}
          defaultValue={initial[key]}
          {...register(`exactHours.${index}.${key}`)}
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
    options: EXACT_CLOCK_TIMES,
    text: (time: string) => clockText(time, locale),
  };

  return (
    <fieldset
      id="preferences-exact-hours"
      className="space-y-3 sm:col-span-2"
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend className="mb-1 font-semibold">
        <Trans>Exact hours</Trans>{' '}
        <span className="font-normal text-gray-700">
          <Trans>(optional)</Trans>
        </span>
      </legend>
      <p className="text-sm text-gray-700">
        <Trans>
          If Morning and Evening are too rough, add the hours you are free, in India’s time, in
          15-minute steps. A day with hours here is matched by them; other days by Morning and
          Evening.
        </Trans>
      </p>
      {fields.length > 0 && (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="rounded-xl border border-brand-100 bg-brand-50/40 p-3">
              <fieldset
                className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
                data-testid="exact-hours-row"
              >
                <legend className="sr-only">{rowName(index)}</legend>
                {rowSelect(index, field, 'day', t`Day`, days)}
                {rowSelect(index, field, 'start', t`From`, times)}
                {rowSelect(index, field, 'end', t`Until`, times)}
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
          onClick={() => append(EMPTY_HOURS, { focusName: `exactHours.${fields.length}.day` })}
          className={`${secondaryButtonClass} px-3 py-2 text-sm`}
        >
          <Trans>Add hours</Trans>
        </button>
        {full && (
          <p id={`${id}-full`} className="text-sm text-gray-700">
            {sharedText(i18n, `You can add at most ${MAX_EXACT_HOURS} ranges of hours.`)}
          </p>
        )}
      </div>
    </fieldset>
  );
}
