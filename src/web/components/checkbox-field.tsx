import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/**
 * A checkbox a form needs ticked, with its label beside it and, after a failed submit, its inline
 * error under it (`error`, already in the shown language), which the box points at. `danger` for
 * a box that confirms something that cannot be undone.
 */
export function CheckboxField({
  label,
  error,
  danger = false,
  ...input
}: {
  label: ReactNode;
  error?: string;
  danger?: boolean;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'>) {
  const errorId = useId();
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          {...input}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`mt-1 size-5 shrink-0 ${danger ? 'accent-red-700' : 'accent-brand-700'}`}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
