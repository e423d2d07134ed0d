// The NGO dashboard's "Terms and holidays" card: the NGO's terms and holidays, each with Change
// and Remove, and forms to add them. Sessions are made only inside its terms (when it has any)
// and never on a holiday; a change that cancels sessions already planned says how many first
// (src/shared/terms.ts, docs/features.md).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Locale } from '../../../shared/locales';
import { byDates, type CalendarKind } from '../../../shared/terms';
import { Alert } from '../../components/alert';
import { ActionOutcome } from '../../components/action-outcome';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { secondaryButtonClass, smallButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import {
  fetchTerms,
  removeEntry,
  type ChangeAnswer,
  type StoredEntry,
  type TermsData,
} from './api-calls';
import { doneText, rangeText } from './change-words';
import { ConfirmChange } from './confirm-change';
import { EntryForm } from './entry-form';

/** What is open: a form to add (id null) or change an entry, or a removal waiting for its yes. */
type Open =
  | { form: CalendarKind; id: number | null }
  | { removing: StoredEntry; answer: ChangeAnswer }
  | null;

export function TermsCard({
  className = '',
  onChange,
}: {
  className?: string;
  /** After a change that cancelled or restored sessions: the sessions list reloads. */
  onChange?: () => void;
}) {
  const { t } = useLingui();
  const { state, reload } = useLoader(fetchTerms);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ done: ChangeAnswer } | null>(null);

  const done = async (answer: ChangeAnswer) => {
    setOpen(null);
    setNotice({ done: answer });
    await reload();
    if (answer.cancelled > 0 || answer.restored > 0) onChange?.();
  };

  return (
    <DashboardCard title={t`Terms and holidays`} className={className}>
      <p className="mb-3 text-gray-700">
        <Trans>
          Sessions are planned only inside your terms, and never on a holiday. Without terms,
          sessions run every week.
        </Trans>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading your terms and holidays…`}
        failed={t`Could not load your terms and holidays.`}
      />
      {notice && <DoneNotice answer={notice.done} onDismiss={() => setNotice(null)} />}
      {state.status === 'ready' && (
        <div className="grid gap-5 md:grid-cols-2">
          {(['term', 'holiday'] as const).map((kind) => (
            <EntryList
              key={kind}
              kind={kind}
              data={state.data}
              open={open}
              setOpen={(next) => {
                setNotice(null);
                setOpen(next);
              }}
              onDone={done}
            />
          ))}
        </div>
      )}
    </DashboardCard>
  );
}

function DoneNotice({ answer, onDismiss }: { answer: ChangeAnswer; onDismiss: () => void }) {
  const { i18n } = useLingui();
  return (
    <ActionOutcome
      message={doneText(i18n, answer.cancelled, answer.restored)}
      onDismiss={onDismiss}
    />
  );
}

function EntryList({
  kind,
  data,
  open,
  setOpen,
  onDone,
}: {
  kind: CalendarKind;
  data: TermsData;
  open: Open;
  setOpen: (open: Open) => void;
  onDone: (answer: ChangeAnswer) => Promise<void>;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const entries = data.entries.filter((e) => e.kind === kind).sort(byDates);
  const isTerm = kind === 'term';
  const headingId = useId();
  const formOpen = (id: number | null) =>
    open && 'form' in open && open.form === kind && open.id === id;

  const remove = async (entry: StoredEntry, confirmed: boolean) => {
    setFailure(null);
    setBusy(entry.id);
    try {
      if (confirmed) return await onDone(await removeEntry(entry.id, false));
      const answer = await removeEntry(entry.id, true);
      if (answer.cancelled > 0) setOpen({ removing: entry, answer });
      else await onDone(await removeEntry(entry.id, false));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  const form = (entry: StoredEntry | null) => (
    <EntryForm
      kind={kind}
      id={entry?.id ?? null}
      initial={{
        startsOn: entry?.startsOn ?? '',
        endsOn: entry && (isTerm || entry.endsOn !== entry.startsOn) ? entry.endsOn : '',
        name: entry?.name ?? '',
      }}
      entries={data.entries}
      onSaved={(answer) => void onDone(answer)}
      onCancel={() => setOpen(null)}
    />
  );

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-bold text-brand-800">
        {isTerm ? <Trans>Terms</Trans> : <Trans>Holidays</Trans>}
      </h3>
      {entries.length === 0 && (
        <p className="text-gray-700">
          {isTerm ? (
            <Trans>No terms set: sessions run every week.</Trans>
          ) : (
            <Trans>No holidays set.</Trans>
          )}
        </p>
      )}
      <ul className="divide-y divide-brand-100">
        {entries.map((entry) => {
          const dates = rangeText(entry.startsOn, entry.endsOn, locale);
          const label = entry.name ? `${entry.name}, ${dates}` : dates;
          const removing = open && 'removing' in open && open.removing.id === entry.id;
          return (
            <li key={entry.id} className="py-2" data-testid={`calendar-${kind}`}>
              <p className="break-words">
                <span className="font-semibold">{dates}</span>
                {entry.name && <span className="text-gray-700"> · {entry.name}</span>}
              </p>
              {formOpen(entry.id) ? (
                form(entry)
              ) : removing ? (
                <ConfirmChange
                  answer={open.answer}
                  confirm={
                    isTerm
                      ? t`Remove the term and cancel them`
                      : t`Remove the holiday and cancel them`
                  }
                  busy={busy === entry.id}
                  onConfirm={() => void remove(entry, true)}
                  onBack={() => setOpen(null)}
                />
              ) : (
                <div className="mt-1 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButtonClass}
                    aria-label={
                      isTerm ? t`Change the term ${label}` : t`Change the holiday ${label}`
                    }
                    onClick={() => setOpen({ form: kind, id: entry.id })}
                  >
                    <Trans>Change</Trans>
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={busy === entry.id}
                    aria-label={
                      isTerm ? t`Remove the term ${label}` : t`Remove the holiday ${label}`
                    }
                    onClick={() => void remove(entry, false)}
                  >
                    <Trans>Remove</Trans>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      {formOpen(null) ? (
        form(null)
      ) : (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-2`}
          onClick={() => setOpen({ form: kind, id: null })}
        >
          {isTerm ? <Trans>Add a term</Trans> : <Trans>Add a holiday</Trans>}
        </button>
      )}
    </section>
  );
}
