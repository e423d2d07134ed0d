import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { issuesByField, serverFields } from './form-errors';

/**
 * The submit of a form that checks its values with the shared schema before sending (the
 * references' forms, accepting a team invitation): each field's problem shows beside it (the
 * first one focused when the form holds `formRef`); the server's refusal shows inline when it
 * names fields, else in an alert (`failure`), unless `refused` answers it itself (true).
 */
export function useCheckedSubmit() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async <S extends z.ZodType>(
    event: FormEvent,
    schema: S,
    values: unknown,
    send: (data: z.output<S>) => Promise<void>,
    refused?: (error: unknown) => boolean,
  ) => {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      showErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (error) {
      const fields = serverFields(error);
      if (fields) showErrors(fields);
      else if (!refused?.(error)) setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return { errors, failure, busy, formRef, submit };
}
