// The partnerships at risk or lapsing, and why: the NGO dashboard shows its own, the operator
// console every NGO's (docs/features.md → Breaks and partnership health).
import { Trans, useLingui } from '@lingui/react/macro';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { fetchAtRisk, fetchAtRiskForOperators, type AtRisk } from './api-calls';
import { signalTexts, stateText } from './signal-words';

export function AtRiskCard({
  className = '',
  operators = false,
}: {
  className?: string;
  /** The operator console: every NGO's, with the NGO named. */
  operators?: boolean;
}) {
  const { t } = useLingui();
  const { state, reload } = useLoader(operators ? fetchAtRiskForOperators : fetchAtRisk);
  return (
    <DashboardCard title={t`Partnerships at risk`} className={className}>
      <p className="mb-3 text-gray-700">
        <Trans>
          From the last 4 weeks: sessions cancelled or not held, and sessions nobody recorded.
        </Trans>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading partnerships at risk…`}
        failed={t`Could not load the partnerships at risk.`}
      >
        {(data) =>
          data.partnerships.length === 0 ? (
            <p>{t`Every partnership is going well.`}</p>
          ) : (
            <ul aria-label={t`Partnerships at risk`} className="space-y-3">
              {data.partnerships.map((p) => (
                <Item key={p.requestId} p={p} operators={operators} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </DashboardCard>
  );
}

function Item({ p, operators }: { p: AtRisk; operators: boolean }) {
  const { i18n } = useLingui();
  const badge = p.state === 'lapsing' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900';
  return (
    <li className="rounded-lg border border-brand-100 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words">{p.volunteerName}</span>
        {operators && <span className="break-words text-gray-700">· {p.ngoName}</span>}
        {p.day && <span className="text-gray-700">· {sharedText(i18n, p.day)}</span>}
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${badge}`}>
          {stateText(i18n, p.state)}
        </span>
      </p>
      <ul className="mt-1 list-disc ps-5 text-gray-800">
        {signalTexts(i18n, p.signals).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </li>
  );
}
