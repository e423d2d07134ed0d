import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { sharedText } from '../i18n/shared-text';

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
  const { i18n } = useLingui();
  if (!message) return null;
  // Validation messages come from src/shared's schemas or the server, in English.
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {sharedText(i18n, message)}
    </p>
  );
}

/** A control's label, with "(optional)" after it when it may stay empty. */
export function LabelText({ label, optional = false }: { label: string; optional?: boolean }) {
  return (
    <>
      {label}
      {optional && (
        <span className="font-normal text-gray-700">
          {' '}
          <Trans>(optional)</Trans>
        </span>
      )}
    </>
  );
}

/** The hint between a label and its control; its id goes into the control's aria-describedby. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="mb-1 text-sm text-gray-700">
      {hint}
    </p>
  );
}

/**
 * A select's options: an empty first choice that prompts for one, then each option as the
 * shown language names it (`text`, by default the shared catalogue's label).
 */
export function Options({
  prompt,
  options,
  text,
}: {
  prompt: string;
  options: readonly string[];
  text?: (option: string) => string;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <option value="">{prompt}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {text ? text(option) : sharedText(i18n, option)}
        </option>
      ))}
    </>
  );
}

/** What a field shows about its problem, if any. */
export interface FieldProblem {
  /** The inline error under the control. */
  error?: string;
  /** Flags the control although its message stands elsewhere (see `describedBy`). */
  invalid?: boolean;
  /** The id of a message elsewhere on the page that explains this control's problem. */
  describedBy?: string;
}

/** Where a field's label, hint and error stand, and what they say. */
type FieldLayout = FieldProblem & {
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
};

/**
 * A labelled form control with an optional hint and an inline error. The control itself comes
 * from the render prop, so registered inputs, selects and textareas all share one layout.
 */
export function Field({
  label,
  error,
  invalid = false,
  describedBy: explainedBy,
  hint,
  optional = false,
  className = '',
  children,
}: FieldLayout & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        <LabelText label={label} optional={optional} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children({
        id,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': describedBy(hint ? hintId : undefined, error && errorId, explainedBy),
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Separates what Field lays out from the props that go to the control itself. */
function splitLayout<Props extends FieldLayout>({
  label,
  error,
  invalid,
  describedBy: explainedBy,
  hint,
  optional,
  className,
  ...control
}: Props): [FieldLayout, Omit<Props, keyof FieldLayout>] {
  return [{ label, error, invalid, describedBy: explainedBy, hint, optional, className }, control];
}

/** A labelled text input; the rest of the props (register's name, ref, …) go to the input. */
export function TextField(
  props: FieldLayout & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>,
) {
  const [layout, input] = splitLayout(props);
  return (
    <Field {...layout}>
      {(control) => <input type="text" {...input} {...control} className={controlClass} />}
    </Field>
  );
}

/** A labelled textarea. */
export function TextAreaField(
  props: FieldLayout & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'>,
) {
  const [layout, textarea] = splitLayout(props);
  return (
    <Field {...layout}>
      {(control) => <textarea {...textarea} {...control} className={controlClass} />}
    </Field>
  );
}

/** A labelled select of fixed options, with an empty first choice that prompts for one. */
export function SelectField(
  props: FieldLayout & {
    /** The empty first option, e.g. "Choose a skill". */
    prompt: string;
    options: readonly string[];
  } & Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'>,
) {
  const [layout, { prompt, options, ...select }] = splitLayout(props);
  return (
    <Field {...layout}>
      {(control) => (
        <select {...select} {...control} className={controlClass}>
          <Options prompt={prompt} options={options} />
        </select>
      )}
    </Field>
  );
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
