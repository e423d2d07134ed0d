import { useRef, useState, type ChangeEvent, type FormEvent, type FocusEvent } from 'react';
import type { z } from 'zod';
import { loadSchemas, type SchemaName, type Schemas } from './lazy-validation';

/** A field's problem: the schema's or the server's message, and where it came from. */
export interface FieldErrorState {
  type: string;
  message: string;
}

export type FormErrors<Values> = Partial<Record<keyof Values & string, FieldErrorState>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The form state of the public forms (contact and both sign-ups), in place of react-hook-form:
 * those pages have a first-load budget its 12 KB would break (decision 0018), and what they need
 * is small. Values are held in state; on submit the whole form is checked with the shared schema
 * `schema` (loaded then, see lazy-validation.ts), and after a refused submit each change checks
 * again and updates that field's message, as react-hook-form's revalidation did. The signed-in
 * forms keep react-hook-form.
 */
export function useFormState<Values extends object, Name extends SchemaName>(
  schema: Name,
  empty: Values,
) {
  type Field = keyof Values & string;
  type Output = z.output<Schemas[Name]>;
  const fields = Object.keys(empty) as Field[];
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The latest values, for a check started by a change before the next render.
  const latest = useRef(values);
  const submitted = useRef(false);
  // Only the newest check's answer is shown: an earlier one may arrive after it.
  const checks = useRef(0);

  /** Each field's first problem by the shared schema, and the parsed values when there is none. */
  const check = async (of: Values): Promise<{ errors: FormErrors<Values>; data?: Output }> => {
    const parsed = (await loadSchemas())[schema].safeParse(of);
    if (parsed.success) return { errors: {}, data: parsed.data as Output };
    const found: FormErrors<Values> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      if (fields.includes(field)) found[field] ??= { type: issue.code, message: issue.message };
    }
    return { errors: found };
  };

  const setValue = <F extends Field>(name: F, value: Values[F]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (!submitted.current) return;
    const id = ++checks.current;
    void check(next)
      .then(({ errors: found }) => {
        if (id !== checks.current) return;
        setErrors((shown) => {
          const updated = { ...shown };
          if (found[name]) updated[name] = found[name];
          else delete updated[name];
          return updated;
        });
      })
      // Offline: the next submit says Setu could not be reached.
      .catch(() => undefined);
  };

  /** Props for an input, select, textarea or checkbox bound to `name`. */
  const register = (name: Field, extra?: { onBlur?: (event: FocusEvent<Control>) => void }) => {
    const onChange = (event: ChangeEvent<Control>) => {
      const target = event.target;
      setValue(
        name,
        (target instanceof HTMLInputElement && target.type === 'checkbox'
          ? target.checked
          : target.value) as Values[typeof name],
      );
    };
    const shown = values[name];
    return {
      name,
      onChange,
      ...(extra?.onBlur ? { onBlur: extra.onBlur } : {}),
      ...(typeof shown === 'boolean' ? { checked: shown } : { value: String(shown ?? '') }),
    };
  };

  const setError = (name: Field, error: FieldErrorState) =>
    setErrors((shown) => ({ ...shown, [name]: error }));

  const reset = () => {
    submitted.current = false;
    checks.current++;
    latest.current = empty;
    setValues(empty);
    setErrors({});
  };

  /**
   * For the form's onSubmit: checks the whole form and calls `onValid` with the schema's output,
   * `onInvalid` with the problems, or `onUnavailable` when the schemas could not be loaded
   * (nothing is sent then).
   */
  const submit = async (
    handlers: {
      onValid: (data: Output) => Promise<void> | void;
      onInvalid: (found: FormErrors<Values>) => void;
      onUnavailable: () => void;
    },
    event?: FormEvent,
  ) => {
    event?.preventDefault();
    if (isSubmitting) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      let result;
      try {
        checks.current++;
        result = await check(latest.current);
      } catch {
        handlers.onUnavailable();
        return;
      }
      setErrors(result.errors);
      if (result.data === undefined) handlers.onInvalid(result.errors);
      else await handlers.onValid(result.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, isSubmitting, register, setValue, setError, reset, submit };
}
