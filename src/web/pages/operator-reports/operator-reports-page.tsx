import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState } from 'react';
import { formatDate, formatTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import {
  REPORT_LIMITS,
  REPORT_OUTCOMES,
  REPORT_QUEUE_FILTERS,
  type ReportOutcome,
  type ReportQueueFilter,
} from '../../../shared/reports';
import { api, unwrap, type InferResponseType } from '../../api';
import { controlClass, labelClass } from '../../components/field';
import { REQUEST_STATUSES } from '../../components/status-badge';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { AccountActionForm, useAccountAction } from '../../features/operator/account-action-form';
import { OperatorLayout } from '../../features/operator/operator-layout';
import { REPORT_OUTCOME_LABELS, REPORT_STATUS_LABELS } from '../../features/operator/report-labels';
import {
  loadForOperator,
  OperatorResults,
  type OperatorLoaded,
} from '../../features/operator/operator-results';
import { OperatorNoticeAlert, type OperatorNotice } from '../../features/operator/operator-notice';
import { CATEGORY_LABELS } from '../../features/report-concern/labels';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { Link } from '../../components/link';
import { Detail } from '../../components/detail';
import { ShowFilter } from '../../features/operator/show-filter';

type QueueAnswer = Extract<
  InferResponseType<(typeof api.operator.reports)['$get']>,
  { reports: unknown }
>;
type Report = QueueAnswer['reports'][number];

const FILTER_LABELS: Record<ReportQueueFilter, MessageDescriptor> = {
  active: msg`Open and investigating`,
  open: msg`Open`,
  investigating: msg`Investigating`,
  resolved: msg`Resolved`,
  all: msg`All`,
};

const REPORTER_LABELS: Record<Report['reporterKind'], MessageDescriptor> = {
  visitor: msg`A visitor (not signed in)`,
  volunteer: msg`A volunteer`,
  ngo: msg`An NGO`,
  account: msg`An account`,
};

/**
 * The operators' queue of reports: child-safety reports first, then the oldest
 * first. Each report says what it is about, who the concern is about (linked to the accounts
 * screen, where it can be suspended from the report too), who sent it and when; an
 * operator starts investigating, then resolves it with an outcome and a note (the reporter is
 * emailed the outcome in general words, never the note).
 */
export default function OperatorReportsPage() {
  const { i18n, t } = useLingui();
  const [filter, setFilter] = useState<ReportQueueFilter>('active');
  const [state, setState] = useState<OperatorLoaded<Report[]>>({ status: 'loading' });
  const [notice, setNotice] = useState<OperatorNotice | null>(null);
  const changeAccount = useAccountAction();

  const load = useCallback(async (status: ReportQueueFilter) => {
    const answer = unwrap(api.operator.reports.$get({ query: { status } }));
    setState(await loadForOperator(answer.then(({ reports }) => reports)));
  }, []);

  useEffect(() => {
    setState({ status: 'loading' });
    void load(filter);
  }, [filter, load]);

  const change = async (
    report: Report,
    body: { status: 'investigating' | 'resolved'; outcome?: ReportOutcome; note: string },
  ) => {
    setNotice(null);
    const id = report.id;
    try {
      const answer = await unwrap(
        api.operator.reports[':id'].status.$post({ param: { id: String(id) }, json: body }),
      );
      setNotice({
        tone: 'success',
        text:
          body.status === 'investigating'
            ? t`Report ${id}: investigating.`
            : answer.report.reporterTold
              ? t`Report ${id} resolved. The reporter was emailed the outcome.`
              : t`Report ${id} resolved. The reporter left no way to tell them.`,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: sharedText(i18n, (error as Error).message) });
    }
    await load(filter);
  };

  // The accounts screen's suspension (same API, same emails and audit row), started from a report.
  const suspend = async (subject: NonNullable<Report['subject']>, reason: string) => {
    setNotice(null);
    setNotice(await changeAccount(subject, 'suspend', reason));
    await load(filter);
  };

  return (
    <OperatorLayout title={t`Reports`}>
      <p className="text-gray-700">
        <Trans>Child-safety reports come first, then the oldest.</Trans>
      </p>
      <ShowFilter
        value={filter}
        values={REPORT_QUEUE_FILTERS}
        labelOf={(f) => i18n._(FILTER_LABELS[f])}
        onChange={setFilter}
        className="mt-4 max-w-xs"
      />
      <OperatorNoticeAlert notice={notice} onDismiss={() => setNotice(null)} />
      <OperatorResults
        state={state}
        loading={t`Loading reports…`}
        failed={t`Could not load the reports.`}
        signedOut={
          <Trans>
            Please <Link to={PATHS.operatorSignIn}>sign in as an operator</Link> to see the reports.
          </Trans>
        }
      >
        {(reports) =>
          reports.length === 0 ? (
            <p>
              <Trans>No reports here.</Trans>
            </p>
          ) : (
            <ol className="space-y-4" aria-label={t`Reports`}>
              {reports.map((report) => (
                <li key={report.id}>
                  <ReportCard
                    report={report}
                    onChange={(body) => change(report, body)}
                    onSuspend={(subject, reason) => suspend(subject, reason)}
                  />
                </li>
              ))}
            </ol>
          )
        }
      </OperatorResults>
    </OperatorLayout>
  );
}

function TargetSummary({ report }: { report: Report }) {
  const { i18n } = useLingui();
  const target = report.target;
  if ('gone' in target) {
    const what = `${report.targetKind} ${report.targetId}`;
    return <Trans>It is no longer on Setu ({what}).</Trans>;
  }
  if ('listingName' in target) {
    const name = target.listingName;
    const city = sharedText(i18n, target.city);
    return target.partner ? (
      <Trans>
        The listing of {name}, {city} (one of the sample partner NGOs on the NGO list)
      </Trans>
    ) : (
      <Trans>
        The listing of {name}, {city}
      </Trans>
    );
  }
  const requestId = target.requestId;
  const volunteer = target.volunteerName ?? '—';
  const ngo = target.ngoName;
  const status = i18n._(REQUEST_STATUSES[target.requestStatus].label);
  return report.targetKind === 'volunteer' ? (
    <Trans>
      The profile of {volunteer}, as {ngo} saw it on request {requestId} ({status})
    </Trans>
  ) : (
    <Trans>
      Request {requestId} from {volunteer} to {ngo} ({status})
    </Trans>
  );
}

function ReportCard({
  report,
  onChange,
  onSuspend,
}: {
  report: Report;
  onSuspend: (subject: NonNullable<Report['subject']>, reason: string) => Promise<void>;
  onChange: (body: {
    status: 'investigating' | 'resolved';
    outcome?: ReportOutcome;
    note: string;
  }) => Promise<void>;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const locale = i18n.locale as Locale;
  const urgent = report.category === 'child-safety' && report.status !== 'resolved';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReportOutcome | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reportId = report.id;
  const category = i18n._(CATEGORY_LABELS[report.category]);
  const run = async (body: Parameters<typeof onChange>[0]) => {
    setBusy(true);
    try {
      await onChange(body);
    } finally {
      setBusy(false);
    }
  };
  const subject = report.subject;
  const name = subject?.name;
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={`rounded-xl border p-4 ${urgent ? 'border-red-700 bg-red-50' : 'border-brand-100 bg-white'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-800">
          <Trans>
            Report {reportId}: {category}
          </Trans>
        </h2>
        {urgent && (
          <span className="rounded-full bg-red-800 px-2 py-0.5 text-sm font-semibold text-white">
            <Trans>Urgent</Trans>
          </span>
        )}
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-800">
          {i18n._(REPORT_STATUS_LABELS[report.status])}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Detail term={<Trans>What it is about</Trans>}>
          <TargetSummary report={report} />
        </Detail>
        <Detail term={<Trans>Concerns</Trans>} className="break-words">
          {subject ? (
            <>
              <Link
                to={`${PATHS.operatorAccounts}?q=${encodeURIComponent(subject.email)}`}
                className="font-medium text-brand-800 underline"
              >
                {subject.name} ({subject.email})
              </Link>
              {subject.role === 'ngo'
                ? t`, NGO`
                : subject.role === 'volunteer'
                  ? t`, volunteer`
                  : ''}
              {subject.suspended && (
                <span className="ml-2 rounded-full border border-red-800 bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
                  <Trans>Suspended</Trans>
                </span>
              )}
            </>
          ) : (
            <Trans>No account</Trans>
          )}
        </Detail>
        <Detail term={<Trans>Sent by</Trans>}>
          {i18n._(REPORTER_LABELS[report.reporterKind])}
          {report.reporterWantsAnswer ? '' : t`, who left no way to answer`}
        </Detail>
        <Detail term={<Trans>Received</Trans>}>
          {formatDate(new Date(report.createdAt), locale, 'medium')},{' '}
          {formatTime(new Date(report.createdAt), locale)}
        </Detail>
        <Detail term={<Trans>What happened</Trans>} written>
          {report.details || '—'}
        </Detail>
        {report.outcome && (
          <Detail term={<Trans>Outcome</Trans>}>
            {i18n._(REPORT_OUTCOME_LABELS[report.outcome])}
          </Detail>
        )}
        {report.note && (
          <Detail term={<Trans>Note</Trans>} written>
            {report.note}
          </Detail>
        )}
      </dl>
      {subject && !subject.suspended && subject.role && (
        // The accounts screen's "Suspend…" and its reason form, for the account a report concerns.
        <AccountActionForm
          action="suspend"
          name={subject.name}
          opener={<Trans>Suspend {name}…</Trans>}
          openerClassName="mt-3 mr-3"
          onConfirm={(reason) => onSuspend(subject, reason)}
        />
      )}
      {report.status === 'open' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run({ status: 'investigating', note: '' })}
          className={`${secondaryButtonClass} mt-3`}
        >
          <Trans>
            Start investigating<span className="sr-only"> report {reportId}</span>
          </Trans>
        </button>
      )}
      {report.status === 'investigating' && (
        <form
          aria-label={t`Resolve report ${reportId}`}
          noValidate
          className="mt-3 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!outcome || !note.trim()) {
              setProblem(!outcome ? t`Choose an outcome.` : t`Write a note on what you found.`);
              return;
            }
            setProblem(null);
            void run({ status: 'resolved', outcome, note });
          }}
        >
          <fieldset>
            <legend className={labelClass}>
              <Trans>Outcome</Trans>
            </legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {REPORT_OUTCOMES.map((value) => (
                <label key={value} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-outcome`}
                    value={value}
                    checked={outcome === value}
                    onChange={() => setOutcome(value)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {i18n._(REPORT_OUTCOME_LABELS[value])}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-note`} className={labelClass}>
              <Trans>Note (for operators; the reporter is not shown it)</Trans>
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={REPORT_LIMITS.note}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={controlClass}
            />
          </div>
          {problem && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            <Trans>
              Resolve<span className="sr-only"> report {reportId}</span>
            </Trans>
          </button>
        </form>
      )}
    </article>
  );
}
