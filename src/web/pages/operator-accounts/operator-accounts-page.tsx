import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { api, unwrap, type InferResponseType } from '../../api';
import { controlClass, labelClass } from '../../components/field';
import { primaryButtonClass } from '../../components/submit-button';
import {
  AccountActionForm,
  useAccountAction,
  type AccountAction,
} from '../../features/operator/account-action-form';
import { operatorPage } from '../../features/operator/operator-layout';
import {
  loadForOperator,
  OperatorResults,
  type OperatorLoaded,
} from '../../features/operator/operator-results';
import { OperatorNoticeAlert, type OperatorNotice } from '../../features/operator/operator-notice';
import { operatorReferencesPath, PATHS } from '../../paths';
import { Link } from '../../components/link';

type SearchAnswer = Extract<
  InferResponseType<(typeof api.operator.accounts)['$get']>,
  { accounts: unknown }
>;
type Account = SearchAnswer['accounts'][number];
/** The accounts found, and the search they answer ('' for the suspended ones). */
type Found = { query: string; accounts: Account[] };

/**
 * The operators' accounts screen: find a volunteer or NGO by email or name, see
 * whether it is suspended, suspend it with a reason (emailed to the account, kept in the audit
 * log) or reinstate it. With no search it lists the suspended accounts. Inside the operator
 * layout (its guard, navigation and h1).
 */
export default operatorPage(msg`Accounts`, AccountsScreen);

function AccountsScreen() {
  const { t } = useLingui();
  // A report links here with the account it concerns already searched for (?q=).
  const [routeSearch] = useSearchParams();
  const initialQuery = routeSearch.get('q')?.trim() ?? '';
  const [query, setQuery] = useState(initialQuery);
  const [state, setState] = useState<OperatorLoaded<Found>>({ status: 'loading' });
  const [notice, setNotice] = useState<OperatorNotice | null>(null);
  const changeAccount = useAccountAction();
  const searchId = useId();

  const load = useCallback(async (q: string) => {
    const answer = api.operator.accounts.$get({ query: { q } });
    setState(
      await loadForOperator(unwrap(answer).then(({ accounts }) => ({ query: q, accounts }))),
    );
  }, []);

  useEffect(() => {
    void load(initialQuery);
  }, [load, initialQuery]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setState({ status: 'loading' });
    void load(query.trim());
  };

  const act = async (account: Account, action: AccountAction, reason: string) => {
    setNotice(null);
    setNotice(await changeAccount(account, action, reason));
    await load(state.status === 'ready' ? state.data.query : '');
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
      <OperatorNoticeAlert notice={notice} onDismiss={() => setNotice(null)} />
      <OperatorResults
        state={state}
        loading={t`Loading accounts…`}
        failed={t`Could not load the accounts.`}
        signedOut={
          <Trans>
            Please <Link to={PATHS.operatorSignIn}>sign in as an operator</Link> to see the
            accounts.
          </Trans>
        }
      >
        {({ query: searched, accounts }) => (
          <section aria-labelledby={`${searchId}-results`}>
            <h2 id={`${searchId}-results`} className="text-xl font-bold text-brand-800">
              {searched ? <Trans>Search results</Trans> : <Trans>Suspended accounts</Trans>}
            </h2>
            {accounts.length === 0 ? (
              <p className="mt-2">
                {searched ? (
                  <Trans>No volunteer or NGO account matches.</Trans>
                ) : (
                  <Trans>No account is suspended.</Trans>
                )}
              </p>
            ) : (
              <ul className="mt-3 space-y-4">
                {accounts.map((account) => (
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
      </OperatorResults>
    </div>
  );
}

function AccountCard({
  account,
  onAct,
}: {
  account: Account;
  onAct: (action: AccountAction, reason: string) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const id = useId();
  const suspended = account.suspended;
  const action = suspended ? 'reinstate' : 'suspend';

  return (
    <article
      aria-labelledby={`${id}-name`}
      className={`rounded-xl border p-4 ${suspended ? 'border-red-300 bg-red-50/40' : 'border-brand-100'}`}
    >
      <h3 id={`${id}-name`} className="flex flex-wrap items-center gap-2 text-lg font-bold">
        <span className="break-words">{account.name}</span>
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
      {account.team.length > 0 && (
        <>
          <h4 className="mt-2 font-semibold">
            <Trans>Coordinators</Trans>
          </h4>
          <ul className="list-disc ps-5 text-gray-800">
            {account.team.map((member) => (
              <li key={member.email} className="break-words">
                {member.name} ({member.email})
              </li>
            ))}
          </ul>
        </>
      )}
      {suspended && <SuspendedSince at={suspended.at} reason={suspended.reason} locale={locale} />}
      {account.kind === 'volunteer' && <ReferencesLink uid={account.uid} name={account.name} />}
      <AccountActionForm
        action={action}
        name={account.name}
        opener={suspended ? <Trans>Reinstate…</Trans> : <Trans>Suspend…</Trans>}
        openerClassName="mt-3"
        onConfirm={(reason) => onAct(action, reason)}
      />
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

/** A volunteer's references and their answers (pages/operator-references). */
function ReferencesLink({ uid, name }: { uid: string; name: string }) {
  return (
    <p className="mt-2">
      <Link
        to={operatorReferencesPath(uid)}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        <Trans>References of {name}</Trans>
      </Link>
    </p>
  );
}
