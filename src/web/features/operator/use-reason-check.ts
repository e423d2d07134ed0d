import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';

/**
 * An operator's written reason for a refusal (an NGO's verification, a volunteer's document),
 * checked with its shared schema before the decision goes: the schema's message shows under the
 * text box, which takes the focus, until the reason passes; then `onSubmit` gets it trimmed.
 */
export function useReasonCheck(
  schema: z.ZodType<{ reason: string }, { reason: string }>,
  onSubmit: (reason: string) => void,
) {
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLTextAreaElement>(null);
  const submit = (event: FormEvent, reason: string) => {
    event.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      ref.current?.focus();
      return;
    }
    setError(undefined);
    onSubmit(parsed.data.reason);
  };
  return { error, ref, submit };
}
