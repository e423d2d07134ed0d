// /operator/accounts/:uid/references: a volunteer's referees with their answers (the one place
// the answers are shown), reached from the accounts screen. With an answer that raised a concern
// in front of them, an operator marks the references check valid or rejected; the volunteer is
// emailed the reason in general words, and the note stays in the audit log (decision 0039).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import {
  REJECTION_REASONS,
  referencesDecisionSchema,
  type RejectionReason,
} from '../../../shared/references';
import { Alert } from '../../components/alert';
import { SelectField, TextAreaField } from '../../components/field';
import { RadioGroup } from '../../components/radio-group';
import { Link } from '../../components/link';
import { LoadState } from '../../components/load-state';
import { SubmitButton } from '../../components/submit-button';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import { operatorPage } from '../../features/operator/operator-layout';
import {
  decideReferences,
  fetchOperatorReferences,
  type OperatorReferences,
} from '../../features/vetting-references/api-calls';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { useLoader } from '../../use-loader';

export default operatorPage(msg`A volunteer's references`, OperatorReferencesScreen);

type Referee = OperatorReferences['referees'][number];

function OperatorReferencesScreen() {
  const { t } = useLingui();
  const { uid = '' } = useParams();
  const { state, reload } = useLoader(() => fetchOperatorReferences(uid), uid);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <p>
        <Link
          to={PATHS.operatorAccounts}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          <Trans>Back to accounts</Trans>
        </Link>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading the references…`}
        failed={t`Could not load the references.`}
      />
      {notice && (
        <Alert tone="success" role="status" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {state.status === 'ready' && (
        <References
          data={state.data}
          onDecided={async (said) => {
            setNotice(said);
            await reload();
          }}
        />
      )}
    </div>
  );
}

function CheckLine({ state }: { state: OperatorReferences['check']['state'] }) {
  switch (state) {
    case 'valid':
      return <Trans>The references check is valid.</Trans>;
    case 'rejected':
      return <Trans>The references check was rejected.</Trans>;
    case 'pending':
      return <Trans>The references check is pending.</Trans>;
    default:
      return <Trans>No referees named yet.</Trans>;
  }
}

function References({
  data,
  onDecided,
}: {
  data: OperatorReferences;
  onDecided: (notice: string) => Promise<void>;
}) {
  const name = data.volunteer.name;
  return (
    <>
      <section aria-labelledby="volunteer-heading" className="space-y-1">
        <h2 id="volunteer-heading" className="text-2xl font-bold text-brand-800 break-words">
          {name}
        </h2>
        <p className="break-words text-gray-800">{data.volunteer.email}</p>
        <p data-testid="references-check">
          <CheckLine state={data.check.state} />
        </p>
      </section>
      {data.referees.length > 0 && (
        <ul className="space-y-4">
          {data.referees.map((referee) => (
            <li key={referee.id}>
              <RefereeAnswer referee={referee} />
            </li>
          ))}
        </ul>
      )}
      {data.canDecide && (
        <DecisionForm uid={data.volunteer.uid} name={name} onDecided={onDecided} />
      )}
    </>
  );
}

function RefereeAnswer({ referee }: { referee: Referee }) {
  const { i18n } = useLingui();
  const id = useId();
  const date = (iso: string) => formatDate(new Date(iso), i18n.locale as Locale, 'medium');
  const answer = referee.answer;
  const sent = date(referee.sentAt);
  return (
    <article
      aria-labelledby={`${id}-name`}
      className={`rounded-xl border p-4 ${answer?.concern ? 'border-red-300 bg-red-50/40' : 'border-brand-100'}`}
    >
      <h3 id={`${id}-name`} className="text-lg font-bold break-words">
        {referee.name} <span className="font-normal text-gray-700">({referee.email})</span>
      </h3>
      <p className="text-gray-800">
        {referee.replacedAt ? (
          <Trans>Asked on {sent}; replaced by the volunteer.</Trans>
        ) : (
          <Trans>Asked on {sent}.</Trans>
        )}
      </p>
      {answer ? (
        <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">
            <Trans>How they know them</Trans>
          </dt>
          <dd className="break-words whitespace-pre-line">{answer.knownHow}</dd>
          <dt className="font-semibold">
            <Trans>For how long</Trans>
          </dt>
          <dd>{sharedText(i18n, answer.knownFor)}</dd>
          <dt className="font-semibold">
            <Trans>Role</Trans>
          </dt>
          <dd>{sharedText(i18n, answer.role)}</dd>
          <dt className="font-semibold">
            <Trans>Concern about working with children</Trans>
          </dt>
          <dd className="break-words whitespace-pre-line">
            {answer.concern ? (
              <>
                <strong className="text-red-900">
                  <Trans>Yes:</Trans>
                </strong>{' '}
                {answer.concernText}
              </>
            ) : (
              <Trans>No</Trans>
            )}
          </dd>
          <dt className="font-semibold">
            <Trans>Answered on</Trans>
          </dt>
          <dd>{date(answer.answeredAt)}</dd>
        </dl>
      ) : (
        !referee.replacedAt && (
          <p className="mt-2">
            <Trans>No answer yet.</Trans>
          </p>
        )
      )}
    </article>
  );
}

function DecisionForm({
  uid,
  name,
  onDecided,
}: {
  uid: string;
  name: string;
  onDecided: (notice: string) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [decision, setDecision] = useState<'' | 'valid' | 'rejected'>('');
  const [reason, setReason] = useState<'' | RejectionReason>('');
  const [note, setNote] = useState('');
  const { errors, failure, busy, formRef, submit } = useCheckedSubmit();

  const decide = (event: FormEvent) =>
    submit(
      event,
      referencesDecisionSchema,
      {
        decision: decision || undefined,
        reason: decision === 'rejected' && reason ? reason : undefined,
        note,
      },
      async (decided) => {
        const done = await decideReferences(uid, decided);
        await onDecided(
          done.outcome === 'valid'
            ? t`You marked the references of ${name} valid. They were emailed.`
            : t`You rejected the references of ${name}. They were emailed.`,
        );
      },
    );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void decide(e)}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-brand-100 p-6 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-800">
        <Trans>Decide on these references</Trans>
      </h2>
      <RadioGroup
        legend={<Trans>Decision</Trans>}
        name="decision"
        options={[
          ['valid', t`Mark valid`],
          ['rejected', t`Reject`],
        ]}
        value={decision}
        onChange={setDecision}
        error={errors.decision}
      />
      {decision === 'rejected' && (
        <SelectField
          label={t`Reason told to the volunteer`}
          hint={t`The volunteer reads these general words, never the referee’s answer.`}
          name="reason"
          prompt={t`Choose a reason`}
          options={Object.values(REJECTION_REASONS)}
          value={reason ? REJECTION_REASONS[reason] : ''}
          error={errors.reason}
          onChange={(e) => {
            const key = (Object.keys(REJECTION_REASONS) as RejectionReason[]).find(
              (k) => REJECTION_REASONS[k] === e.target.value,
            );
            setReason(key ?? '');
          }}
        />
      )}
      <TextAreaField
        label={t`Note for the audit log`}
        hint={t`What you checked and why you decided so. The volunteer does not see it.`}
        name="note"
        rows={3}
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      <SubmitButton busy={busy} busyText={t`Saving…`}>
        <Trans>Save the decision</Trans>
      </SubmitButton>
    </form>
  );
}
