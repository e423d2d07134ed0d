import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { SUSPENSION_REASON_MAX, suspensionReasonSchema } from '../../../shared/suspension';
import { api, ApiError, unwrap, type InferResponseType } from '../../api';
import { Alert } from '../../components/alert';
import { controlClass, describedBy, labelClass } from '../../components/field';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { OperatorLayout } from '../../features/operator/operator-layout';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';

type SearchAnswer = Extract<
  InferResponseType<(typeof api.operator.accounts)['$get']>,
  { accounts: unknown }
>;
type Account = SearchAnswer['accounts'][number];

type State =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | { status: 'ready'; query: string; accounts: Account[] };

/**
 * The operators' accounts screen: find a volunteer or NGO by email or name, see
 * whether it is suspended, suspend it with a reason (emailed to the account, kept in the audit
 * log) or reinstate it. With no search it lists the suspended accounts. Inside the operator
 * layout (its guard, navigation and h1).
 */
export default function OperatorAccountsPage() {
  const { t } = useLingui();
  return (
    <OperatorLayout title={t`Accounts`}>
      <AccountsScreen />
    </OperatorLayout>
  );
}

function AccountsScreen() {
  const { i18n, t } = useLingui();
  // A report links here with the account it concerns already searched for (?q=).
  const [routeSearch] = useSearchParams();
  const initialQuery = routeSearch.get('q')?.trim() ?? '';
  const [query, setQuery] = useState(initialQuery);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const searchId = useId();

  const load = useCallback(async (q: string) => {
    try {
      const answer = await unwrap(api.operator.accounts.$get({ query: { q } }));
      setState({ status: 'ready', query: q, accounts: answer.accounts });
    } catch (error) {
      if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
        setState({ status: 'signed-out' });
      } else setState({ status: 'error', message: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    void load(initialQuery);
  }, [load, initialQuery]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setState({ status: 'loading' });
    void load(query.trim());
  };

  const act = async (account: Account, action: 'suspend' | 'reinstate', reason: string) => {
    setNotice(null);
    const name = account.name;
    try {
      const param = { param: { uid: account.uid }, json: { reason } };
      if (action === 'suspend') {
        await unwrap(api.operator.accounts[':uid'].suspend.$post(param));
        setNotice({
          tone: 'success',
          text: t`${name} is suspended. Their sessions ended and they were emailed the reason.`,
        });
      } else {
        await unwrap(api.operator.accounts[':uid'].reinstate.$post(param));
        setNotice({ tone: 'success', text: t`${name} is reinstated and was emailed.` });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: sharedText(i18n, (error as Error).message) });
    }
    await load(state.status === 'ready' ? state.query : '');
  };

  return (
    <div>
      <p className="max-w-3xl text-gray-700">
        <Trans>
          Find a volunteer or NGO by email or name. Suspending an account ends its sessions,
          withdraws its pending requests, pauses its partnerships and hides an NGO&apos;s listing.
        </Trans>
      </p>
      <form role="search" onSubmit={onSearch} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor={searchId} className={labelClass}>
            <Trans>Email or name</Trans>
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={254}
            className={controlClass}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          <Trans>Search</Trans>
        </button>
      </form>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className="mt-4 focus:outline-none">
          <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        </div>
      )}
      <div className="mt-6" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <p>
            <Trans>Loading accounts…</Trans>
          </p>
        )}
        {state.status === 'signed-out' && (
          <Alert tone="info">
            <Trans>
              Please <Link to={PATHS.operatorSignIn}>sign in as an operator</Link> to see the
              accounts.
            </Trans>
          </Alert>
        )}
        {state.status === 'error' && (
          <Alert tone="error">
            <Trans>Could not load the accounts.</Trans> {sharedText(i18n, state.message)}
          </Alert>
        )}
        {state.status === 'ready' && (
          <section aria-labelledby={`${searchId}-results`}>
            <h2 id={`${searchId}-results`} className="text-xl font-bold text-brand-800">
              {state.query ? <Trans>Search results</Trans> : <Trans>Suspended accounts</Trans>}
            </h2>
            {state.accounts.length === 0 ? (
              <p className="mt-2">
                {state.query ? (
                  <Trans>No volunteer or NGO account matches.</Trans>
                ) : (
                  <Trans>No account is suspended.</Trans>
                )}
              </p>
            ) : (
              <ul className="mt-3 space-y-4">
                {state.accounts.map((account) => (
                  <li key={account.uid}>
                    <AccountCard
                      account={account}
                      onAct={(action, reason) => act(account, action, reason)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

function AccountCard({
  account,
  onAct,
}: {
  account: Account;
  onAct: (action: 'suspend' | 'reinstate', reason: string) => Promise<void>;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const suspended = account.suspended;
  const action = suspended ? 'reinstate' : 'suspend';
  const name = account.name;

  useEffect(() => {
    if (open) reasonRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setReason('');
    setError(null);
    // Back to the button that opened the form.
    setTimeout(() => toggleRef.current?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!suspensionReasonSchema.safeParse({ reason }).success) {
      setError(t`Please give a reason.`);
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    await onAct(action, reason.trim());
    setBusy(false);
    // The page's notice says what happened and takes the focus.
    setOpen(false);
    setReason('');
    setError(null);
  };

  return (
    <article
      aria-labelledby={`${id}-name`}
      className={`rounded-xl border p-4 ${suspended ? 'border-red-300 bg-red-50/40' : 'border-brand-100'}`}
    >
      <h3 id={`${id}-name`} className="flex flex-wrap items-center gap-2 text-lg font-bold">
        <span className="break-words">{name}</span>
        <span className="text-sm font-normal text-gray-700">
          {account.kind === 'ngo' ? <Trans>NGO</Trans> : <Trans>Volunteer</Trans>}
        </span>
        {suspended ? (
          <span className="rounded-full border border-red-800 bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
            <Trans>Suspended</Trans>
          </span>
        ) : (
          <span className="rounded-full border border-green-900 bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
            <Trans>Active</Trans>
          </span>
        )}
      </h3>
      <p className="break-words text-gray-800">{account.email}</p>
      {suspended && <SuspendedSince at={suspended.at} reason={suspended.reason} locale={locale} />}
      {!open ? (
        <button
          ref={toggleRef}
          type="button"
          className={`mt-3 ${secondaryButtonClass}`}
          onClick={() => setOpen(true)}
        >
          {suspended ? <Trans>Reinstate…</Trans> : <Trans>Suspend…</Trans>}
        </button>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <label htmlFor={`${id}-reason`} className={labelClass}>
            {suspended ? (
              <Trans>Why reinstate {name}? (required)</Trans>
            ) : (
              <Trans>Why suspend {name}? (required)</Trans>
            )}
          </label>
          <p id={`${id}-hint`} className="text-sm text-gray-700">
            {suspended ? (
              <Trans>
                The account is emailed this note. Paused partnerships continue; withdrawn requests
                stay withdrawn.
              </Trans>
            ) : (
              <Trans>
                The account is emailed this reason. The other side of each request is told only that
                the account is suspended.
              </Trans>
            )}
          </p>
          <textarea
            ref={reasonRef}
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={SUSPENSION_REASON_MAX}
            rows={3}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
            className={controlClass}
          />
          {error && (
            <p id={`${id}-error`} className="text-sm font-medium text-red-800">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {suspended ? <Trans>Reinstate account</Trans> : <Trans>Suspend account</Trans>}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={close}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

function SuspendedSince({ at, reason, locale }: { at: string; reason: string; locale: Locale }) {
  const date = formatDate(new Date(at), locale);
  return (
    <p className="mt-1 break-words text-gray-800">
      <Trans>
        Suspended on {date}. Reason: {reason}
      </Trans>
    </p>
  );
}
