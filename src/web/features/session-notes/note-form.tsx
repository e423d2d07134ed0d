import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import {
  SESSION_NOTE_LIMITS,
  sessionNoteSchema,
  type SessionNoteInput,
} from '../../../shared/session-notes';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { TextAreaField } from '../../components/field';
import { issuesByField } from '../../components/form-errors';
import { primaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { saveSessionNote, type SessionNote } from './api-calls';

type Fields = keyof SessionNoteInput;

/**
 * The side's own notes on a session that is over: what was covered and what comes next, checked
 * with the shared schema before they are sent. Nothing is cut: a text too long or holding a link
 * is refused under its field (no maxLength, which would cut a paste short without a word).
 */
export function NoteForm({
  sessionId,
  mine,
  onSaved,
}: {
  sessionId: number;
  /** The note this side wrote already, to edit. */
  mine: SessionNote | undefined;
  onSaved: (note: SessionNote) => void;
}) {
  const { t, i18n } = useLingui();
  const ruleId = useId();
  const [values, setValues] = useState<SessionNoteInput>({
    covered: mine?.covered ?? '',
    next: mine?.next ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setFailure(null);
    const parsed = sessionNoteSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesByField<typeof errors>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { note } = await saveSessionNote(sessionId, parsed.data);
      setSaved(true);
      onSaved(note);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (fields.covered || fields.next) setErrors({ covered: fields.covered, next: fields.next });
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const change = (field: Fields) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setSaved(false);
  };

  return (
    <form
      aria-label={mine ? t`Edit your notes` : t`Write your notes`}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-lg bg-brand-50 p-3"
    >
      <p id={ruleId} className="text-sm font-medium text-gray-900">
        <Trans>
          Don&apos;t write children&apos;s names or other personal details. Write plain text only,
          with no links, email addresses or phone numbers: the next volunteers of this class read
          these notes.
        </Trans>
      </p>
      <TextAreaField
        label={t`What was covered`}
        hint={t`Up to ${SESSION_NOTE_LIMITS.covered} characters.`}
        describedBy={ruleId}
        error={errors.covered}
        value={values.covered}
        rows={3}
        onChange={change('covered')}
      />
      <TextAreaField
        label={t`What comes next`}
        hint={t`Up to ${SESSION_NOTE_LIMITS.next} characters.`}
        optional
        error={errors.next}
        value={values.next}
        rows={2}
        onChange={change('next')}
      />
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      {saved && (
        <Alert tone="success" role="status">
          <Trans>Your notes are saved.</Trans>
        </Alert>
      )}
      <button type="submit" disabled={busy} className={`${primaryButtonClass} px-3 py-1.5 text-sm`}>
        {busy ? t`Saving…` : t`Save notes`}
      </button>
    </form>
  );
}
