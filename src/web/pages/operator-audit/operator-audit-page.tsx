// #/operator/audit: the operators' audit log, newest first, as a person reads it: who did what to
// whom (names resolved by the server when read, "deleted account" once gone), a report's move and
// outcome in words, and the reason as written. One card per entry, so it reads at 390 px too.
// Filter by action and target id, and load older entries 50 at a time (?before=…).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { api, unwrap, type InferResponseType } from '../../api';
import { LoadState } from '../../components/load-state';
import { controlClass, labelClass } from '../../components/field';
import { SubmitButton } from '../../components/submit-button';
import { operatorPage } from '../../features/operator/operator-layout';
import { LoadMore, usePagedList } from '../../components/paged-list';
import { REPORT_OUTCOME_LABELS, REPORT_STATUS_LABELS } from '../../features/operator/report-labels';
import { LogDetail } from '../../components/detail';

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
  'references-decision': msg`References decided`,
  'document-verify': msg`Volunteer’s document verified`,
  'document-reject': msg`Volunteer’s document rejected`,
  'document-view': msg`Volunteer’s document viewed`,
};

const TARGET_KINDS: Record<string, MessageDescriptor> = {
  account: msg`Account`,
  ngo: msg`NGO`,
  listing: msg`Listing`,
  report: msg`Report`,
  operator: msg`Operator`,
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

export default operatorPage(msg`Audit log`, AuditLog);

function AuditLog() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [draft, setDraft] = useState<Filter>({ action: '', target: '' });
  const [filter, setFilter] = useState<Filter>({ action: '', target: '' });
  const loadPage = useCallback((before?: number) => load(filter, before), [filter]);
  const { state, reload, more, loadMore } = usePagedList(loadPage, (shown, older) => ({
    entries: [...shown.entries, ...older.entries],
    next: older.next,
  }));
  const firstNewRow = useRef<HTMLLIElement>(null);
  const [focusRow, setFocusRow] = useState<number | null>(null);

  useEffect(() => {
    if (focusRow !== null) firstNewRow.current?.focus();
  }, [focusRow]);

  const showMore = async () => {
    const shown = await loadMore();
    if (shown) setFocusRow(shown.entries.length);
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
    const before = label(REPORT_STATUS_LABELS, from);
    const after = label(REPORT_STATUS_LABELS, to);
    const moved = t`${before} → ${after}`;
    if (!outcome) return moved;
    const result = label(REPORT_OUTCOME_LABELS, outcome);
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
                  <LogDetail term={<Trans>When</Trans>}>
                    {formatDateTime(entry.at, locale)}
                  </LogDetail>
                  <LogDetail
                    term={<Trans>Done by</Trans>}
                    className="break-words"
                    data-field="actor"
                  >
                    {who(entry.actor)}
                  </LogDetail>
                  <LogDetail
                    term={<Trans>Target</Trans>}
                    className="break-words"
                    data-field="target"
                  >
                    {targetText(entry)}
                  </LogDetail>
                  {change(entry) && (
                    <LogDetail term={<Trans>Change</Trans>} data-field="change">
                      {change(entry)}
                    </LogDetail>
                  )}
                  {entry.reason && (
                    <LogDetail term={<Trans>Reason</Trans>} written data-field="reason">
                      {entry.reason}
                    </LogDetail>
                  )}
                </dl>
              </li>
            ))}
          </ol>
          <LoadMore more={more} next={state.data.next} onLoad={showMore} />
        </>
      )}
    </div>
  );
}
