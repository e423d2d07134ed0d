import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { CITIES } from '../../shared/options';
import { controlClass, describedBy, FieldError, labelClass, Options } from './field';

const OTHER = '__other';

/** The listed city a typed location names (any case, surrounding spaces ignored), if any. */
export function cityOf(location: string): string | undefined {
  const wanted = location.trim().toLowerCase();
  return CITIES.find((city) => city.toLowerCase() === wanted);
}

/**
 * The spec's location: a city select and a text input bound to one value (spec §2; README → The specification).
 * Choosing a city writes it into the text; typing a listed city selects it; any other text
 * shows "Other city". Only the text input carries the form field's name. Both show one value,
 * so an error flags both and stands under both: neither looks fine while the other is wrong.
 */
export function CityInput({
  name,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  selectLabel,
  inputLabel,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** A callback ref, e.g. react-hook-form's field.ref (focus on error). */
  inputRef?: (node: HTMLInputElement | null) => void;
  selectLabel?: string;
  inputLabel?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const selectId = `${id}-city`;
  const inputId = `${id}-text`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const text = useRef<HTMLInputElement | null>(null);
  const selected = value.trim() === '' ? '' : (cityOf(value) ?? OTHER);

  return (
    <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
      <div>
        <label htmlFor={selectId} className={labelClass}>
          {selectLabel ?? t`City`}
        </label>
        <select
          id={selectId}
          value={selected}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          onChange={(event) => {
            const choice = event.target.value;
            if (choice === OTHER) {
              // Keep a typed town; clear a listed city so the user can type another.
              if (cityOf(value)) onChange('');
              text.current?.focus();
            } else {
              onChange(choice);
            }
          }}
          onBlur={onBlur}
          className={controlClass}
        >
          <Options prompt={t`Choose a city`} options={CITIES} />
          <option value={OTHER}>{t`Other city`}</option>
        </select>
      </div>
      <div>
        <label htmlFor={inputId} className={labelClass}>
          {inputLabel ?? t`Location`}
        </label>
        <input
          ref={(node) => {
            text.current = node;
            inputRef?.(node);
          }}
          id={inputId}
          name={name}
          type="text"
          autoComplete="address-level2"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && errorId)}
          className={controlClass}
        />
      </div>
      <p id={hintId} className="text-sm text-gray-700 sm:col-span-2">
        <Trans>Pick your city from the list or type it; both show the same place.</Trans>
      </p>
      {error && (
        <div className="-mt-3 sm:col-span-2">
          <FieldError id={errorId} message={error} />
        </div>
      )}
    </div>
  );
}
