import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { formatTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { indiaIsoDate } from '../../../shared/time';
import {
  CANCEL_REASON_MAX,
  cancelSessionSchema,
  moveSessionSchema,
  SESSION_MESSAGES,
  teachingStarts,
} from '../../../shared/teaching-sessions';
import { Alert } from '../../components/alert';
import { controlClass, Field, TextAreaField } from '../../components/field';
import { issuesByField } from '../../components/form-errors';
import { primaryButtonClass, smallButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { cancelSession, moveSession, type TeachingSession } from './api-calls';
import { indiaDate, indiaTime } from './session-words';
import { useFormSending } from './use-sending';

/** A short form under a session or certificate: its own error, busy state, and a way back (Escape too). */
export function InlineForm({
  label,
  submit,
  onSubmit,
  onClose,
  error,
  busy,
  children,
}: {
  label: string;
  submit: string;
  onSubmit: () => void;
  onClose: () => void;
  error: string | null;
  busy: boolean;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onClose();
      }}
      className="mt-2 space-y-3 rounded-lg bg-brand-50 p-3"
    >
      {children}
      {error && <Alert tone="error">{sharedText(i18n, error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className={`${primaryButtonClass} px-3 py-1.5 text-sm`}
        >
          {submit}
        </button>
        <button type="button" disabled={busy} onClick={onClose} className={smallButtonClass}>
          <Trans>Back</Trans>
        </button>
      </div>
    </form>
  );
}

/**
 * A short form asking why (cancelling a session, revoking a certificate): the reason is checked
 * with the shared schema before `send` goes to the server.
 */
export function ReasonForm({
  label,
  submit,
  question,
  hint,
  maxLength,
  schema,
  send,
  onDone,
  onClose,
}: {
  label: string;
  submit: string;
  question: string;
  hint: string;
  maxLength: number;
  schema: ZodType<{ reason: string }>;
  send: (input: { reason: string }) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const { busy, error, send: sending } = useFormSending();
  const submitReason = async () => {
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]!.message);
    setFieldError(undefined);
    await sending(async () => {
      await send(parsed.data);
      onDone();
    });
  };
  return (
    <InlineForm
      label={label}
      submit={submit}
      onSubmit={() => void submitReason()}
      onClose={onClose}
      error={error}
      busy={busy}
    >
      <TextAreaField
        label={question}
        hint={hint}
        error={fieldError}
        value={reason}
        maxLength={maxLength}
        rows={2}
        autoFocus
        onChange={(event) => setReason(event.target.value)}
      />
    </InlineForm>
  );
}

export function CancelForm({
  session,
  onDone,
  onClose,
}: {
  session: TeachingSession;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <ReasonForm
      label={t`Cancel this session`}
      submit={t`Cancel session`}
      question={t`Why are you cancelling?`}
      hint={t`The other side gets an email with your reason.`}
      maxLength={CANCEL_REASON_MAX}
      schema={cancelSessionSchema}
      send={(input) => cancelSession(session.id, input)}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

/**
 * The first date a session can move to: tomorrow on India's calendar, as the server counts it
 * (moveSession in src/server/teaching-sessions/changes.ts).
 */
export function firstMoveDate(now = new Date()): string {
  return indiaIsoDate(new Date(now.getTime() + 24 * 3600_000));
}

export function MoveForm({
  session,
  onDone,
  onClose,
}: {
  session: TeachingSession;
  onDone: (moved: { startsAt: string; endsAt: string }) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [firstDate] = useState(() => firstMoveDate());
  const [date, setDate] = useState(indiaDate(session.startsAt));
  const [time, setTime] = useState(indiaTime(session.startsAt));
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const { busy, error, send: sending } = useFormSending();
  const send = async () => {
    const parsed = moveSessionSchema.safeParse({ date, time });
    const found: typeof errors = parsed.success ? {} : issuesByField(parsed.error);
    // YYYY-MM-DD dates compare as text; a date typed past the picker's min is refused here too.
    if (!found.date && date < firstDate) found.date = SESSION_MESSAGES.moveWhen;
    if (!parsed.success || found.date) return setErrors(found);
    setErrors({});
    await sending(async () => onDone(await moveSession(session.id, parsed.data)));
  };
  return (
    <InlineForm
      label={t`Move this session`}
      submit={t`Move session`}
      onSubmit={() => void send()}
      onClose={onClose}
      error={error}
      busy={busy}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`New date`} error={errors.date}>
          {(control) => (
            <input
              type="date"
              {...control}
              min={firstDate}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <Field label={t`New start time`} error={errors.time}>
          {(control) => (
            <select
              {...control}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              className={controlClass}
            >
              {teachingStarts().map((start) => (
                <option key={start} value={start}>
                  {formatTime(start, locale)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </InlineForm>
  );
}
