// Ending a partnership honestly (docs/decisions/0046-honest-endings.md): End opens, in place, the
// question why (a short list) and an optional note for Setu's operators; Cancel or Escape gives
// focus back to End. The reasons' words are here; the list and its rules are src/shared/endings.ts.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  END_REASONS,
  ENDING_MESSAGES,
  FEEDBACK_MAX,
  partnershipFeedbackSchema,
  type EndReason,
} from '../../../shared/endings';
import { TextAreaField } from '../../components/field';
import { useOpenInPlace } from '../../components/use-open-in-place';
import { RadioGroup } from '../../components/radio-group';
import { smallButtonClass } from '../../components/submit-button';

export const END_REASON_LABELS: Record<EndReason, MessageDescriptor> = {
  moved: msg`Moved away`,
  'no-time': msg`No time any more`,
  mismatch: msg`Not a good fit`,
  'class-ended': msg`The class ended`,
  concern: msg`A concern`,
};

export interface Ending {
  reason: EndReason;
  feedback: string;
}

/**
 * "End partnership" and, once pressed, its form. `onEnd` resolves once the answer is shown; a
 * concern goes on to the report form (the caller opens it).
 */
export function EndPartnership({
  name,
  onEnd,
}: {
  name: string;
  onEnd: (ending: Ending) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const { open, openerProps, inside: form, cancel: close } = useOpenInPlace<HTMLFormElement>();
  const [reason, setReason] = useState<EndReason | ''>('');
  const [feedback, setFeedback] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const cancel = () => {
    close();
    setError(undefined);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(ENDING_MESSAGES.chooseReason);
      form.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    if (feedback.trim().length > FEEDBACK_MAX) return;
    setBusy(true);
    try {
      await onEnd({ reason, feedback });
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button {...openerProps} className={`${smallButtonClass} mt-2`}>
        <Trans>
          End partnership<span className="sr-only"> with {name}</span>
        </Trans>
      </button>
    );
  }
  const tooLong =
    feedback.trim().length > FEEDBACK_MAX ? ENDING_MESSAGES.feedbackTooLong : undefined;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-label={t`End the partnership with ${name}`}
      data-testid="end-partnership-form"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) cancel();
      }}
      className="mt-2 space-y-3 rounded-lg bg-brand-50 p-3"
    >
      <RadioGroup
        legend={<Trans>Why does the partnership end?</Trans>}
        name="end-reason"
        options={END_REASONS.map((r) => [r, i18n._(END_REASON_LABELS[r])] as const)}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        error={error}
      />
      {reason === 'concern' && (
        <p className="text-sm text-gray-800">
          <Trans>After ending, the report form opens so you can tell Setu what happened.</Trans>
        </p>
      )}
      <TextAreaField
        label={t`Feedback for Setu`}
        optional
        hint={<Trans>Only Setu’s operators read this, never {name}.</Trans>}
        rows={3}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
        error={tooLong}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={smallButtonClass}>
          {busy ? <Trans>Ending…</Trans> : <Trans>End partnership</Trans>}
        </button>
        <button type="button" disabled={busy} onClick={cancel} className={smallButtonClass}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/**
 * On an ended partnership: either side's private feedback for Setu's operators, written (or
 * rewritten) in place. `send` resolves when saved.
 */
export function FeedbackForSetu({
  name,
  send,
}: {
  name: string;
  send: (feedback: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const area = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (open) area.current?.querySelector('textarea')?.focus();
  }, [open]);

  if (state === 'sent') {
    return (
      <p role="status" className="mt-2 text-sm font-medium text-green-800">
        <Trans>Thank you. Your feedback went to Setu’s operators only.</Trans>
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={`${smallButtonClass} mt-2`}>
        <Trans>
          Feedback for Setu<span className="sr-only"> about the partnership with {name}</span>
        </Trans>
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = partnershipFeedbackSchema.safeParse({ feedback: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setState('busy');
    try {
      await send(checked.data.feedback);
      setState('sent');
    } catch (failure) {
      setError((failure as Error).message);
      setState('idle');
    }
  };
  return (
    <form
      ref={area}
      noValidate
      onSubmit={submit}
      aria-label={t`Feedback for Setu about ${name}`}
      className="mt-2 space-y-2 rounded-lg bg-brand-50 p-3"
    >
      <TextAreaField
        label={t`Feedback for Setu`}
        hint={<Trans>Only Setu’s operators read this, never {name}.</Trans>}
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={state === 'busy'} className={smallButtonClass}>
          {state === 'busy' ? <Trans>Sending…</Trans> : <Trans>Send feedback</Trans>}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={smallButtonClass}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
