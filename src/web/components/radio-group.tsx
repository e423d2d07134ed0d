import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy, FieldError } from './field';

// Not in field.tsx: the public forms load field.tsx with every first load (the "ui" chunk,
// vite.config.ts), and none of them has a radio group.

/**
 * One option of an inline radio group (the group's fieldset and legend stay with the form); the
 * rest of the props (name, value, checked and onChange, or register's) go to the input.
 */
export function RadioOption({
  label,
  invalid,
  ...input
}: { label: string; invalid: boolean } & Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'className' | 'aria-invalid'
>) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        {...input}
        aria-invalid={invalid ? true : undefined}
        className="size-5 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  );
}

/** A question answered by one of a few inline radios: its legend, the options, its error. */
export function RadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: ReactNode;
  name: string;
  /** Each option's value and label, in order. */
  options: readonly (readonly [Value, string])[];
  value: string;
  onChange: (value: Value) => void;
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={describedBy(error && errorId)}>
      <legend className="mb-1 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map(([option, label]) => (
          <RadioOption
            key={option}
            label={label}
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            invalid={!!error}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
