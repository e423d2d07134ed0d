// The form of one term or holiday: its name and its first and last day, checked with the shared
// schema and against the NGO's other terms before anything is sent. Saving asks the server first
// what the change would do; when it would cancel sessions, the form says how many and waits for
// a second yes.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import {
  CALENDAR_LIMITS,
  calendarEntrySchema,
  entryOf,
  overlappingTerm,
  TERMS_MESSAGES,
  type CalendarEntry,
  type CalendarKind,
} from '../../../shared/terms';
import { Alert } from '../../components/alert';
import { controlClass, Field, TextField } from '../../components/field';
import { issuesByField, serverFields } from '../../components/form-errors';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { saveEntry, type ChangeAnswer } from './api-calls';
import { ConfirmChange } from './confirm-change';

const FIELDS = ['startsOn', 'endsOn', 'name'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

export function EntryForm({
  kind,
  id,
  initial,
  entries,
  onSaved,
  onCancel,
}: {
  kind: CalendarKind;
  /** The entry being changed; null for a new one. */
  id: number | null;
  initial: Values;
  /** The NGO's entries as loaded, for the overlap check. */
  entries: readonly CalendarEntry[];
  onSaved: (answer: ChangeAnswer) => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<ChangeAnswer | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const body = { kind, ...values };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus(),
      );
    }
  };

  const send = async (preview: boolean) => {
    setFailure(null);
    setBusy(true);
    try {
      const answer = await saveEntry(id, body, preview);
      if (!preview) onSaved(answer);
      else if (answer.cancelled > 0) setPending(answer);
      else await send(false);
    } catch (error) {
      setPending(null);
      const fields = serverFields<Errors>(error);
      if (fields) showErrors(fields);
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = calendarEntrySchema.safeParse(body);
    const found: Errors = parsed.success ? {} : issuesByField(parsed.error);
    if (parsed.success && overlappingTerm(entryOf(parsed.data), entries, id)) {
      found.startsOn = TERMS_MESSAGES.overlap;
    }
    if (Object.keys(found).length) return showErrors(found);
    setErrors({});
    void send(true);
  };

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setPending(null);
      setValues((v) => ({ ...v, [name]: event.target.value }));
    },
  });
  const isTerm = kind === 'term';

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={isTerm ? t`Term dates` : t`Holiday dates`}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onCancel();
      }}
      className="mt-3 space-y-3 rounded-lg bg-brand-50 p-3"
    >
      <TextField
        label={isTerm ? t`Name of the term` : t`Name of the holiday`}
        optional
        hint={isTerm ? t`For example: Term 1` : t`For example: Diwali`}
        maxLength={CALENDAR_LIMITS.nameMax}
        autoComplete="off"
        {...field('name')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`First day`} error={errors.startsOn}>
          {(control) => (
            <input type="date" {...control} {...field('startsOn')} className={controlClass} />
          )}
        </Field>
        <Field
          label={t`Last day`}
          optional={!isTerm}
          hint={isTerm ? undefined : t`Leave it empty for a one-day holiday.`}
          error={errors.endsOn}
        >
          {(control) => (
            <input type="date" {...control} {...field('endsOn')} className={controlClass} />
          )}
        </Field>
      </div>
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      {pending ? (
        <ConfirmChange
          answer={pending}
          confirm={isTerm ? t`Save the term and cancel them` : t`Save the holiday and cancel them`}
          busy={busy}
          onConfirm={() => void send(false)}
          onBack={() => setPending(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? t`Saving…` : isTerm ? t`Save the term` : t`Save the holiday`}
          </button>
          <button type="button" disabled={busy} onClick={onCancel} className={secondaryButtonClass}>
            <Trans>Back</Trans>
          </button>
        </div>
      )}
    </form>
  );
}
