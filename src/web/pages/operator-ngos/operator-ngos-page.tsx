// The operators' NGO checks: the NGOs waiting for a check, oldest first, with what
// they sent beside their name, place and website; Verify, Reject with a reason, and for verified
// NGOs Revoke with a reason. Each decision is emailed to the NGO and kept in the audit log.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import {
  REGISTRATION_TYPE_LABELS,
  verificationReasonSchema,
  VERIFICATION_LIMITS,
  type RegistrationType,
} from '../../../shared/ngo-verification';
import { api, unwrap, type InferResponseType } from '../../api';
import { controlClass, describedBy, labelClass } from '../../components/field';
import { LoadState } from '../../components/load-state';
import {
  CancelButton,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/submit-button';
import { operatorPage } from '../../features/operator/operator-layout';
import { OperatorNoticeAlert, type OperatorNotice } from '../../features/operator/operator-notice';
import { useReasonCheck } from '../../features/operator/use-reason-check';
import { sharedText } from '../../i18n/shared-text';
import type { Loaded } from '../../use-loader';
import { Detail } from '../../components/detail';
import { ShowFilter } from '../../features/operator/show-filter';

const STATUSES = ['pending', 'verified', 'rejected', 'revoked'] as const;
type Status = (typeof STATUSES)[number];
type Queue = Extract<InferResponseType<typeof api.operator.ngos.$get>, { ngos: unknown }>;
type Check = Queue['ngos'][number];

export default operatorPage(msg`NGO checks`, NgoChecks);

function NgoChecks() {
  const { i18n, t } = useLingui();
  const [filter, setFilter] = useState<Status>('pending');
  const [state, setState] = useState<Loaded<Check[]>>({ status: 'loading' });
  const [notice, setNotice] = useState<OperatorNotice | null>(null);

  const load = useCallback(async (status: Status) => {
    setState({ status: 'loading' });
    try {
      const answer = await unwrap(api.operator.ngos.$get({ query: { status } }));
      setState({ status: 'ready', data: answer.ngos });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    void load(filter);
  }, [load, filter]);

  const decide = async (check: Check, decision: 'verify' | 'reject' | 'revoke', reason = '') => {
    setNotice(null);
    const name = check.ngoName;
    try {
      const param = { uid: check.ngoUid };
      if (decision === 'verify') {
        await unwrap(api.operator.ngos[':uid'].verify.$post({ param }));
        setNotice({ tone: 'success', text: t`${name} is verified and was emailed.` });
      } else if (decision === 'reject') {
        await unwrap(api.operator.ngos[':uid'].reject.$post({ param, json: { reason } }));
        setNotice({ tone: 'success', text: t`${name} was rejected and emailed the reason.` });
      } else {
        await unwrap(api.operator.ngos[':uid'].revoke.$post({ param, json: { reason } }));
        setNotice({
          tone: 'success',
          text: t`The verification of ${name} is revoked; the NGO was emailed the reason.`,
        });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: sharedText(i18n, (error as Error).message) });
    }
    await load(filter);
  };

  const statusLabel: Record<Status, string> = {
    pending: t`Waiting for a check`,
    verified: t`Verified`,
    rejected: t`Rejected`,
    revoked: t`Revoked`,
  };

  return (
    <div className="space-y-4">
      <p className="text-gray-700">
        <Trans>
          Check each NGO’s registration (for example on NGO Darpan) before verifying it. Only a
          verified NGO can accept volunteers’ requests and see their contact details.
        </Trans>
      </p>
      <ShowFilter
        value={filter}
        values={STATUSES}
        labelOf={(status) => statusLabel[status]}
        onChange={(status) => {
          setNotice(null);
          setFilter(status);
        }}
        selectClassName={`${controlClass} max-w-xs`}
      />
      <OperatorNoticeAlert notice={notice} className="" />
      <LoadState
        state={state}
        loading={t`Loading the NGO checks…`}
        failed={t`Could not load the NGO checks.`}
      />
      {state.status === 'ready' && state.data.length === 0 && (
        <p data-testid="no-checks">
          {filter === 'pending' ? (
            <Trans>No NGO is waiting for a check.</Trans>
          ) : (
            <Trans>No NGOs here.</Trans>
          )}
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="space-y-4" aria-label={statusLabel[filter]}>
          {state.data.map((check) => (
            <CheckCard key={check.ngoUid} check={check} onDecide={decide} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CheckCard({
  check,
  onDecide,
}: {
  check: Check;
  onDecide: (
    check: Check,
    decision: 'verify' | 'reject' | 'revoke',
    reason?: string,
  ) => Promise<void>;
}) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const locale = i18n.locale as Locale;
  const [asking, setAsking] = useState<'reject' | 'revoke' | null>(null);
  const [busy, setBusy] = useState(false);
  const type = REGISTRATION_TYPE_LABELS[check.registrationType as RegistrationType];
  const submitted = formatDate(new Date(check.submittedAt), locale);
  const place = sharedText(i18n, check.location);
  const run = async (decision: 'verify' | 'reject' | 'revoke', reason?: string) => {
    setBusy(true);
    try {
      await onDecide(check, decision, reason);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="break-words text-xl font-bold text-brand-800">
        {check.ngoName}
      </h2>
      <p className="text-sm text-gray-700">
        <Trans>
          {place} · sent on {submitted}
        </Trans>
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <Detail term={<Trans>Website</Trans>} className="break-all">
          {check.website ? (
            <a
              href={check.website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-800 underline"
            >
              {check.website}
            </a>
          ) : (
            '—'
          )}
        </Detail>
        <Detail term={<Trans>Registration</Trans>} className="break-words">
          {type ? sharedText(i18n, type) : check.registrationType}, {check.registrationNumber}
        </Detail>
        <Detail term={<Trans>NGO Darpan ID</Trans>}>{check.darpanId || '—'}</Detail>
        <Detail term={<Trans>Contact</Trans>} className="break-words">
          {check.contactName}, <a href={`mailto:${check.contactEmail}`}>{check.contactEmail}</a>,{' '}
          <a href={`tel:${check.contactPhone.replace(/[^\d+]/g, '')}`}>{check.contactPhone}</a>
        </Detail>
        <Detail term={<Trans>Account email</Trans>} className="break-all">
          {check.email}
        </Detail>
        {check.reason && (
          <Detail term={<Trans>Reason</Trans>} className="break-words">
            {check.reason}
          </Detail>
        )}
      </dl>
      {asking ? (
        <ReasonForm
          decision={asking}
          ngoName={check.ngoName}
          busy={busy}
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => void run(asking, reason)}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {check.status === 'pending' && (
            <>
              <button
                type="button"
                className={primaryButtonClass}
                disabled={busy}
                onClick={() => void run('verify')}
              >
                {t`Verify`}
                <span className="sr-only"> {check.ngoName}</span>
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy}
                onClick={() => setAsking('reject')}
              >
                {t`Reject`}
                <span className="sr-only"> {check.ngoName}</span>
              </button>
            </>
          )}
          {check.status === 'verified' && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={busy}
              onClick={() => setAsking('revoke')}
            >
              {t`Revoke`}
              <span className="sr-only"> {check.ngoName}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function ReasonForm({
  decision,
  ngoName,
  busy,
  onCancel,
  onSubmit,
}: {
  decision: 'reject' | 'revoke';
  ngoName: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const { error, ref, submit } = useReasonCheck(verificationReasonSchema, onSubmit);
  useEffect(() => ref.current?.focus(), [ref]);
  return (
    <form noValidate onSubmit={(e) => submit(e, reason)} className="mt-4 space-y-2">
      <label htmlFor={id} className={labelClass}>
        {decision === 'reject'
          ? t`Why can ${ngoName} not be verified?`
          : t`Why is the verification of ${ngoName} revoked?`}
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-700">
        <Trans>The NGO reads this in the email.</Trans>
      </p>
      <textarea
        ref={ref}
        id={id}
        name="reason"
        rows={3}
        maxLength={VERIFICATION_LIMITS.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
        className={controlClass}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {sharedText(i18n, error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {decision === 'reject' ? t`Confirm rejection` : t`Confirm revocation`}
        </button>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}
