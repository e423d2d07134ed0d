import { useLingui } from '@lingui/react/macro';
import type { CheckKind, CheckState } from '../../../shared/vetting';
import { CHECK_NAMES, CHECK_STATE_BADGES } from './check-words';

/**
 * A volunteer's checks as the NGO sees them: each required check's name and state in words,
 * never a document (docs/decisions/0037-vetting-checks.md).
 */
export function ChecksSummary({ checks }: { checks: { kind: CheckKind; state: CheckState }[] }) {
  const { i18n } = useLingui();
  return (
    <ul data-testid="volunteer-checks" className="space-y-0.5">
      {checks.map(({ kind, state }) => (
        <li key={kind} data-check={kind} data-state={state}>
          {i18n._(CHECK_NAMES[kind])}: {i18n._(CHECK_STATE_BADGES[state].label)}
        </li>
      ))}
    </ul>
  );
}
