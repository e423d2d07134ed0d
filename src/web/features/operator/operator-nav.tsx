import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PATHS } from '../../paths';
import { useSignOutOperator } from './operator-session';
import { NavLink } from '../../components/link';

const LINKS = [
  { to: PATHS.operator, label: msg`Home`, end: true },
  { to: PATHS.operatorNgos, label: msg`NGO checks`, end: false },
  { to: PATHS.operatorDocuments, label: msg`Vetting queue`, end: false },
  { to: PATHS.operatorReports, label: msg`Reports`, end: false },
  { to: PATHS.operatorAccounts, label: msg`Accounts`, end: false },
  { to: PATHS.operatorAudit, label: msg`Audit log`, end: false },
  { to: PATHS.operatorMetrics, label: msg`Metrics`, end: false },
  { to: PATHS.operatorMail, label: msg`Undelivered mail`, end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 font-medium whitespace-nowrap hover:bg-brand-50 ${
    isActive ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4' : 'text-ink'
  }`;

/** The operator pages' own navigation, and signing out. */
export function OperatorNav() {
  const { t, i18n } = useLingui();
  const signOut = useSignOutOperator();
  return (
    <nav
      aria-label={t({ message: 'Operator', comment: 'Name of the operator pages’ navigation' })}
      className="flex flex-wrap items-center justify-between gap-2 border-b border-brand-100 pb-3"
    >
      <ul className="flex flex-wrap gap-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={linkClass}>
              {i18n._(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={signOut}
        className="rounded-md border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <Trans>Sign out</Trans>
      </button>
    </nav>
  );
}
