// The two upload forms: an ID's type and its file, a police clearance's issue date and its file.
// Checked here first with the shared rules (the server checks again, by the file's content), the
// errors shown under their fields; what the volunteer chose stays on an error.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  ID_TYPES,
  ID_TYPE_LABELS,
  idTypeSchema,
  issueDateSchema,
} from '../../../shared/vetting-documents';
import { indiaIsoDate } from '../../../shared/time';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { controlClass, Field, Options, TextField } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import {
  uploadIdentity,
  uploadPoliceClearance,
  type MyDocuments,
} from '../../features/vetting-documents/api-calls';
import { sharedText } from '../../i18n/shared-text';

type Errors = Record<string, string>;
const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

function fileProblem(file: File | undefined): string | null {
  if (!file) return DOCUMENT_MESSAGES.fileMissing;
  if (file.size > DOCUMENT_LIMITS.maxBytes) return DOCUMENT_MESSAGES.fileTooLarge;
  return null;
}

/** Runs an upload: the answer on success, else the server's errors by field. */
function useUpload(onUploaded: (answer: MyDocuments) => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const run = async (send: () => Promise<MyDocuments>, done: string, form: HTMLFormElement) => {
    setBusy(true);
    setNotice(null);
    try {
      onUploaded(await send());
      form.reset();
      setErrors({});
      setNotice({ tone: 'success', text: done });
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      focusFirst(form, fields);
      if (Object.keys(fields).length === 0) {
        setNotice({ tone: 'error', text: (error as Error).message });
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  /**
   * For the form's submit: checks `field`'s parsed value and the file, showing what is missing
   * or wrong under each field (the first one focused) and sending nothing then; else uploads
   * them, saying `done` and clearing the form's own state (`clear`) once stored.
   */
  const send = <T,>(
    event: FormEvent<HTMLFormElement>,
    {
      field,
      parsed,
      message = parsed.error?.issues[0]!.message,
      upload,
      done,
      clear,
    }: {
      field: string;
      parsed: z.ZodSafeParseResult<T>;
      /** Said in place of the schema's message. */
      message?: string;
      upload: (value: T, file: File) => Promise<MyDocuments>;
      done: string;
      clear: () => void;
    },
  ) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem('file') as HTMLInputElement).files?.[0];
    const found: Errors = {};
    if (!parsed.success) found[field] = message!;
    const problem = fileProblem(file);
    if (problem) found.file = problem;
    setErrors(found);
    if (!parsed.success || !file || Object.keys(found).length) return focusFirst(form, found);
    void run(() => upload(parsed.data, file), done, form).then((sent) => sent && clear());
  };
  return { busy, errors, notice, send };
}

/** Focuses the first field with an error, so the reader hears it. */
function focusFirst(form: HTMLFormElement, errors: Errors) {
  const name = Object.keys(errors)[0];
  if (name) (form.elements.namedItem(name) as HTMLElement | null)?.focus();
}

function FileField({ error }: { error?: string }) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Photo, scan or PDF`}
      hint={
        <Trans>JPEG, PNG or PDF, at most 5 MB. Photo details such as the place are removed.</Trans>
      }
      name="file"
      type="file"
      accept={ACCEPT}
      error={error}
    />
  );
}

function UploadFrame({
  onSubmit,
  busy,
  notice,
  children,
  submit,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  notice: { tone: 'success' | 'error'; text: string } | null;
  children: ReactNode;
  submit: string;
}) {
  const { t, i18n } = useLingui();
  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      {children}
      <SubmitButton busy={busy} busyText={t`Uploading…`}>
        {submit}
      </SubmitButton>
      {notice && (
        <Alert tone={notice.tone} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {sharedText(i18n, notice.text)}
        </Alert>
      )}
    </form>
  );
}

export function IdentityForm({ onUploaded }: { onUploaded: (answer: MyDocuments) => void }) {
  const { t, i18n } = useLingui();
  const { busy, errors, notice, send } = useUpload(onUploaded);
  const [idType, setIdType] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) =>
    send(event, {
      field: 'idType',
      parsed: idTypeSchema.safeParse(idType),
      message: DOCUMENT_MESSAGES.idTypeMissing,
      upload: uploadIdentity,
      done: t`Your ID was sent for review.`,
      clear: () => setIdType(''),
    });
  return (
    <UploadFrame onSubmit={submit} busy={busy} notice={notice} submit={t`Upload ID`}>
      <Field
        label={t`Type of ID`}
        hint={
          <Trans>
            An Aadhaar only as the masked Aadhaar from UIDAI, with the first 8 digits hidden: a full
            Aadhaar number is rejected.
          </Trans>
        }
        error={errors.idType}
      >
        {(control) => (
          <select
            name="idType"
            value={idType}
            onChange={(e) => setIdType(e.target.value)}
            {...control}
            className={controlClass}
          >
            <Options
              prompt={t`Choose the type of ID`}
              options={ID_TYPES}
              text={(type) => sharedText(i18n, ID_TYPE_LABELS[type as keyof typeof ID_TYPE_LABELS])}
            />
          </select>
        )}
      </Field>
      <FileField error={errors.file} />
    </UploadFrame>
  );
}

export function PoliceClearanceForm({ onUploaded }: { onUploaded: (answer: MyDocuments) => void }) {
  const { t } = useLingui();
  const { busy, errors, notice, send } = useUpload(onUploaded);
  const [issueDate, setIssueDate] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) =>
    send(event, {
      field: 'issueDate',
      parsed: issueDateSchema(new Date()).safeParse(issueDate),
      upload: uploadPoliceClearance,
      done: t`Your certificate was sent for review.`,
      clear: () => setIssueDate(''),
    });
  return (
    <UploadFrame onSubmit={submit} busy={busy} notice={notice} submit={t`Upload certificate`}>
      <TextField
        label={t`Issue date`}
        hint={
          <Trans>As printed on the certificate. It is valid for 12 months from this date.</Trans>
        }
        name="issueDate"
        type="date"
        max={indiaIsoDate(new Date())}
        value={issueDate}
        onChange={(e) => setIssueDate(e.target.value)}
        error={errors.issueDate}
      />
      <FileField error={errors.file} />
    </UploadFrame>
  );
}
