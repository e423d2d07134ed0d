// /reference?token=…: the referee's form, from the link Setu mailed them (no account). It names
// the volunteer, then asks how the referee knows them, for how long, in what role, and whether
// they have any concern about the volunteer working with children (why, when yes). A link used,
// expired or replaced says so (decision 0039).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  KNOWN_FOR_OPTIONS,
  REFEREE_ROLES,
  REFERENCE_CODES,
  referenceAnswerSchema,
} from '../../../shared/references';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { SelectField, TextAreaField } from '../../components/field';
import { RadioGroup } from '../../components/radio-group';
import { LinkFailed, LinkPage } from '../../components/link-page';
import { SubmitButton } from '../../components/submit-button';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import {
  answerReferenceRequest,
  lookUpReferenceRequest,
} from '../../features/vetting-references/api-calls';
import { sharedText } from '../../i18n/shared-text';
import { linkFailure, useLinkAnswer } from '../../link-answer';
import { useLinkToken } from '../../link-token';

type Request = Awaited<ReturnType<typeof lookUpReferenceRequest>>;

type View =
  | { name: 'checking' }
  | { name: 'open'; request: Request }
  | { name: 'answered' }
  | { name: 'refused'; message: string; code: string }
  | { name: 'failed'; message: string };

const CHECKING: View = { name: 'checking' };

function lookUp(token: string): Promise<View> {
  return lookUpReferenceRequest(token).then(
    (request): View => ({ name: 'open', request }),
    linkFailure,
  );
}

export default function ReferencePage() {
  const { t, i18n } = useLingui();
  const token = useLinkToken();
  const { answer: view, setAnswer: setView, retry } = useLinkAnswer(token, CHECKING, lookUp);
  const done = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (view.name === 'answered') done.current?.focus();
  }, [view.name]);

  return (
    <LinkPage title={t`Give a reference`}>
      {!token && (
        <Alert tone="error">
          {sharedText(
            i18n,
            'This reference link is not valid. The volunteer may have asked someone else.',
          )}
        </Alert>
      )}
      {token && view.name === 'checking' && (
        <p role="status">
          <Trans>Opening the form…</Trans>
        </p>
      )}
      {view.name === 'refused' && (
        <Alert tone={view.code === REFERENCE_CODES.usedLink ? 'success' : 'error'}>
          {sharedText(i18n, view.message)}
        </Alert>
      )}
      {view.name === 'failed' && (
        <LinkFailed message={view.message} onRetry={retry} retryLabel={t`Try again`} />
      )}
      {view.name === 'open' && token && (
        <AnswerForm
          token={token}
          request={view.request}
          onAnswered={() => setView({ name: 'answered' })}
          onRefused={(message, code) => setView({ name: 'refused', message, code })}
        />
      )}
      {view.name === 'answered' && (
        <div ref={done} tabIndex={-1} className="outline-none">
          <Alert tone="success" role="status">
            <Trans>
              Thank you. Your answer has been sent to Setu’s team. You can close this page.
            </Trans>
          </Alert>
        </div>
      )}
    </LinkPage>
  );
}

interface Values {
  knownHow: string;
  knownFor: string;
  role: string;
  concern: '' | 'yes' | 'no';
  concernText: string;
}

function AnswerForm({
  token,
  request,
  onAnswered,
  onRefused,
}: {
  token: string;
  request: Request;
  onAnswered: () => void;
  onRefused: (message: string, code: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Values>({
    knownHow: '',
    knownFor: '',
    role: '',
    concern: '',
    concernText: '',
  });
  const { errors, failure, busy, formRef, submit } = useCheckedSubmit();
  const volunteer = request.volunteerName;
  const referee = request.refereeName;
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const answer = (event: FormEvent) =>
    submit(
      event,
      referenceAnswerSchema,
      { token, ...values },
      async (answered) => {
        await answerReferenceRequest(answered);
        onAnswered();
      },
      // A link used or run out meanwhile: the page says so in place of the form.
      (error) => {
        if (!(error instanceof ApiError && error.status === 410)) return false;
        onRefused(error.message, error.code ?? '');
        return true;
      },
    );

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void answer(e)} className="space-y-5">
      <p>
        <Trans>
          Hello {referee}. {volunteer} named you as someone who knows them. They want to teach
          children with an NGO through Setu. Your answers go to Setu’s team only, never to{' '}
          {volunteer}.
        </Trans>
      </p>
      <TextAreaField
        label={t`How do you know ${volunteer}?`}
        name="knownHow"
        rows={3}
        value={values.knownHow}
        error={errors.knownHow}
        onChange={set('knownHow')}
      />
      <SelectField
        label={t`For how long?`}
        name="knownFor"
        prompt={t`Choose how long`}
        options={KNOWN_FOR_OPTIONS}
        value={values.knownFor}
        error={errors.knownFor}
        onChange={set('knownFor')}
      />
      <SelectField
        label={t`In what role do you know them?`}
        name="role"
        prompt={t`Choose a role`}
        options={REFEREE_ROLES}
        value={values.role}
        error={errors.role}
        onChange={set('role')}
      />
      <RadioGroup
        legend={<Trans>Do you have any concern about {volunteer} working with children?</Trans>}
        name="concern"
        options={[
          ['no', t`No`],
          ['yes', t`Yes`],
        ]}
        value={values.concern}
        onChange={(concern) => setValues((v) => ({ ...v, concern }))}
        error={errors.concern}
      />
      {values.concern === 'yes' && (
        <TextAreaField
          label={t`What concerns you?`}
          hint={t`Only Setu’s team reads this.`}
          name="concernText"
          rows={4}
          value={values.concernText}
          error={errors.concernText}
          onChange={set('concernText')}
        />
      )}
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      <SubmitButton busy={busy} busyText={t`Sending…`}>
        <Trans>Send my answer</Trans>
      </SubmitButton>
    </form>
  );
}
