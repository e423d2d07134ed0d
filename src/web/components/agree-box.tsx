import type { ComponentPropsWithRef } from 'react';

/**
 * The forms' agree checkbox. Its message is the spec's alert, shown by the form's status, so the
 * box points at that alert (describedBy) instead of repeating the text under itself.
 */
export function AgreeBox({
  label,
  invalid,
  describedBy,
  ...input
}: {
  label: string;
  invalid: boolean;
  describedBy?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'>) {
  return (
    <label className="flex items-start gap-3 sm:col-span-2">
      <input
        {...input}
        type="checkbox"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <span>{label}</span>
    </label>
  );
}
