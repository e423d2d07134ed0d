import { useId, type ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** Props a control needs so its label, hint and inline error are announced with it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export const controlClass =
  'block w-full rounded-lg border border-gray-400 bg-white px-3 py-2 text-base text-ink shadow-sm ' +
  'aria-invalid:border-red-700 aria-invalid:bg-red-50 disabled:bg-gray-100';

export const labelClass = 'mb-1 block font-semibold';

export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** The inline error under a control; its id goes into the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

/**
 * A labelled form control with an optional hint and an inline error. The control itself comes
 * from the render prop, so registered inputs, selects and textareas all share one layout.
 */
export function Field({
  label,
  error,
  hint,
  optional = false,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="font-normal text-gray-700"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : undefined, error && errorId),
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * zodResolver for a form whose values are looser than the schema's input (an empty select is
 * '' and an unticked box is false, which the schema then rejects with its own message).
 */
export function schemaResolver<Values extends FieldValues, S extends z.ZodType>(
  schema: S,
): Resolver<Values, unknown, z.output<S>> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, z.output<S>>;
}

/** Copies the server's per-field messages onto the form's inline errors. */
export function applyServerFieldErrors<Name extends string>(
  fields: Record<string, string>,
  known: readonly Name[],
  setError: (name: Name, error: { type: string; message: string }) => void,
): void {
  for (const [name, message] of Object.entries(fields)) {
    if ((known as readonly string[]).includes(name))
      setError(name as Name, { type: 'server', message });
  }
}
