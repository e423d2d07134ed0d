// #/operator/audit: the operators' audit log, newest first, as a person reads it: who did what to
// whom (names resolved by the server when read, "deleted account" once gone), a report's move and
// outcome in words, and the reason as written. One card per entry, so it reads at 390 px too.
// Filter by action and target id, and load older entries 50 at a time (?before=…).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDate, formatTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { api, unwrap, type InferResponseType } from '../../api';
import { LoadState } from '../../components/load-state';
import { controlClass, labelClass } from '../../components/field';
import { secondaryButtonClass, SubmitButton } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { OperatorLayout } from '../../features/operator/operator-layout';
import type { Loaded } from '../../use-loader';

type Answer = InferResponseType<typeof api.operator.audit.$get, 200>;
type Entry = Answer['entries'][number];
type Action = Entry['action'];

const PAGE = 50;

/** Every action the log holds, by name; the Record keeps the list complete. */
const ACTIONS: Record<Action, MessageDescriptor> = {
  verify: msg`NGO verified`,
  reject: msg`NGO check refused`,
  revoke: msg`NGO verification revoked`,
  'report-status': msg`Report status changed`,
  suspend: msg`Account suspended`,
  reinstate: msg`Account reinstated`,
  'operator-added': msg`Operator added`,
  'operator-removed': msg`Operator removed`,
  'mail-retry': msg`Undelivered mail sent again`,
};

const TARGET_KINDS: Record<string, MessageDescriptor> = {
  account: msg`Account`,
  ngo: msg`NGO`,
  listing: msg`Listing`,
  report: msg`Report`,
  operator: msg`Operator`,
};

const STATUSES: Record<string, MessageDescriptor> = {
  open: msg`Open`,
  investigating: msg`Investigating`,
  resolved: msg`Resolved`,
};

const OUTCOMES: Record<string, MessageDescriptor> = {
  'action-taken': msg`Action taken`,
  'no-breach-found': msg`No breach found`,
  'not-enough-information': msg`Not enough information`,
};

interface Filter {
  action: Action | '';
  target: string;
}

function load(filter: Filter, before?: number) {
  return unwrap(
    api.operator.audit.$get({
      query: {
        limit: PAGE,
        ...(filter.action && { action: filter.action }),
        ...(filter.target.trim() && { target: filter.target.trim() }),
        ...(before !== undefined && { before }),
      },
    }),
  );
}

export default function OperatorAuditPage() {
  const { t } = useLingui();
  return (
    <OperatorLayout title={t`Audit log`}>
      <AuditLog />
    </OperatorLayout>
  );
}

function AuditLog() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [draft, setDraft] = useState<Filter>({ action: '', target: '' });
  const [filter, setFilter] = useState<Filter>({ action: '', target: '' });
  const [state, setState] = useState<Loaded<Answer>>({ status: 'loading' });
  const [more, setMore] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const latest = useRef(0);
  const firstNewRow = useRef<HTMLLIElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);

  const reload = useCallback(async () => {
    const id = ++latest.current;
    setState({ status: 'loading' });
    try {
      const answer = await load(filter);
      if (id === latest.current) setState({ status: 'ready', data: answer });
    } catch (error) {
      if (id === latest.current) setState({ status: 'error', message: (error as Error).message });
    }
  }, [filter]);

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (focusRow !== null) firstNewRow.current?.focus();
  }, [focusRow]);

  const loadMore = async () => {
    if (state.status !== 'ready' || state.data.next === null) return;
    const id = latest.current;
    setMore({ busy: true });
    try {
      const answer = await load(filter, state.data.next);
      if (id !== latest.current) return;
      setFocusRow(state.data.entries.length);
      setState({
        status: 'ready',
        data: { entries: [...state.data.entries, ...answer.entries], next: answer.next },
      });
      setMore({ busy: false });
    } catch (error) {
      setMore({ busy: false, error: (error as Error).message });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFocusRow(null);
    setFilter({ ...draft });
  };

  const label = (table: Record<string, MessageDescriptor>, code: string) =>
    table[code] ? i18n._(table[code]) : code;
  const who = (named: Entry['actor'] | Entry['target']) =>
    named.kind === 'named'
      ? named.name
      : named.kind === 'cli'
        ? t`Command line`
        : named.kind === 'deleted'
          ? t`deleted account`
          : '';
  const targetText = (entry: Entry) => {
    const number = entry.targetId;
    if (entry.target.kind === 'report') return t`Report #${number}`;
    if (entry.target.kind === 'mail') return t`Mail #${number}`;
    return `${label(TARGET_KINDS, entry.targetKind)}: ${who(entry.target)}`;
  };
  const change = (entry: Entry) => {
    const { from, to, outcome } = entry.detail;
    if (!from || !to) return null;
    const before = label(STATUSES, from);
    const after = label(STATUSES, to);
    const moved = t`${before} → ${after}`;
    if (!outcome) return moved;
    const result = label(OUTCOMES, outcome);
    return `${moved}. ${t`Outcome: ${result}`}`;
  };

  return (
    <div className="space-y-6">
      <form
        onSubmit={submit}
        aria-label={t`Filter the log`}
        className="flex flex-wrap items-end gap-4 rounded-lg border border-brand-100 bg-brand-50 p-4"
      >
        <div>
          <label htmlFor="audit-action" className={labelClass}>
            <Trans>Action</Trans>
          </label>
          <select
            id="audit-action"
            value={draft.action}
            onChange={(e) => setDraft((d) => ({ ...d, action: e.target.value as Action | '' }))}
            className={controlClass}
          >
            <option value="">{t`All actions`}</option>
            {(Object.keys(ACTIONS) as Action[]).map((action) => (
              <option key={action} value={action}>
                {i18n._(ACTIONS[action])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-target" className={labelClass}>
            <Trans>Target id</Trans>
          </label>
          <input
            id="audit-target"
            type="text"
            value={draft.target}
            maxLength={100}
            spellCheck={false}
            onChange={(e) => setDraft((d) => ({ ...d, target: e.target.value }))}
            className={`${controlClass} font-mono`}
          />
        </div>
        <SubmitButton busy={state.status === 'loading'} busyText={t`Loading…`}>
          <Trans>Show</Trans>
        </SubmitButton>
      </form>

      {state.status !== 'ready' ? (
        <LoadState state={state} reload={reload} loading={t`Loading the audit log…`} />
      ) : state.data.entries.length === 0 ? (
        <p role="status">
          <Trans>No entries match.</Trans>
        </p>
      ) : (
        <>
          <h2 id="audit-caption" className="text-lg font-semibold">
            <Trans>Audit log entries, newest first</Trans>
          </h2>
          <ol aria-labelledby="audit-caption" className="space-y-3">
            {state.data.entries.map((entry: Entry, index) => (
              <li
                key={entry.id}
                ref={index === focusRow ? firstNewRow : undefined}
                tabIndex={index === focusRow ? -1 : undefined}
                data-action={entry.action}
                className="rounded-lg border border-gray-300 bg-white p-4 outline-offset-2"
              >
                <p className="font-semibold text-brand-800">
                  {ACTIONS[entry.action] ? i18n._(ACTIONS[entry.action]) : entry.action}
                </p>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="font-medium text-gray-700">
                    <Trans>When</Trans>
                  </dt>
                  <dd>
                    {formatDate(new Date(entry.at), locale, 'medium')},{' '}
                    {formatTime(new Date(entry.at), locale)}
                  </dd>
                  <dt className="font-medium text-gray-700">
                    <Trans>Done by</Trans>
                  </dt>
                  <dd className="break-words" data-field="actor">
                    {who(entry.actor)}
                  </dd>
                  <dt className="font-medium text-gray-700">
                    <Trans>Target</Trans>
                  </dt>
                  <dd className="break-words" data-field="target">
                    {targetText(entry)}
                  </dd>
                  {change(entry) && (
                    <>
                      <dt className="font-medium text-gray-700">
                        <Trans>Change</Trans>
                      </dt>
                      <dd data-field="change">{change(entry)}</dd>
                    </>
                  )}
                  {entry.reason && (
                    <>
                      <dt className="font-medium text-gray-700">
                        <Trans>Reason</Trans>
                      </dt>
                      <dd className="break-words whitespace-pre-line" data-field="reason">
                        {entry.reason}
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
          {more.error && (
            <p role="alert" className="text-red-800">
              {sharedText(i18n, more.error)}
            </p>
          )}
          {state.data.next !== null && (
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={more.busy}
              aria-busy={more.busy || undefined}
              className={secondaryButtonClass}
            >
              {more.busy ? t`Loading…` : t`Load more`}
            </button>
          )}
        </>
      )}
    </div>
  );
}
