import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import type { CheckKind } from '../../../shared/vetting';
import { api, unwrap, type InferResponseType } from '../../api';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { Link } from '../../components/link';
import { ColourBadge } from '../../components/status-badge';
import { PATHS } from '../../paths';
import { volunteerSection } from '../../features/volunteer-dashboard/volunteer-sections';
import { useLoader } from '../../use-loader';
import {
  CHECK_ACTIONS,
  CHECK_ASKS,
  CHECK_NAMES,
  CHECK_STATE_BADGES,
} from '../../features/vetting/check-words';

const fetchChecklist = () => unwrap(api.vetting.checklist.$get());
type Checklist = InferResponseType<typeof api.vetting.checklist.$get, 200>;

/** Where each check is done. */
const CHECK_PAGES: Record<CheckKind, string> = {
  course: PATHS.safeguardingCourse,
  identity: PATHS.checksDocuments,
  police_clearance: PATHS.checksDocuments,
  references: PATHS.checksReferences,
};

/**
 * The volunteer's checks before teaching children (docs/decisions/0037-vetting-checks.md): each
 * one they need, its state, and who asks for it. A list, not a table: each check is read whole.
 */
function ChecksContent() {
  const { t } = useLingui();
  const { state, reload } = useLoader(fetchChecklist);
  return (
    <DashboardCard title={t`Checks before you teach`} className="mt-6">
      <p className="text-gray-800">
        <Trans>
          Setu asks every volunteer to pass its safeguarding course and an identity check before
          meeting children. Some NGOs also ask for a police clearance certificate or two references:
          they say so on their listing.
        </Trans>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading your checks…`}
        failed={t`Could not load your checks.`}
        className="mt-4"
      >
        {(checklist) => <CheckList checklist={checklist} />}
      </LoadState>
    </DashboardCard>
  );
}

function CheckList({ checklist }: { checklist: Checklist }) {
  const { t } = useLingui();
  const left = checklist.stillNeeded.length;
  return (
    <>
      <p role="status" className="mt-4 font-semibold text-brand-800">
        {left === 0
          ? t`All your checks are done.`
          : t`${left} of ${checklist.required.length} checks still to do.`}
      </p>
      <ul className="mt-4 space-y-4">
        {checklist.required.map((kind) => (
          <CheckItem key={kind} kind={kind} checklist={checklist} />
        ))}
      </ul>
    </>
  );
}

function CheckItem({ kind, checklist }: { kind: CheckKind; checklist: Checklist }) {
  const { t, i18n } = useLingui();
  const status = checklist.checks[kind];
  const askedBy =
    kind === 'police_clearance' || kind === 'references' ? checklist.askedBy[kind] : [];
  const page = CHECK_PAGES[kind];
  const until = status.validUntil && formatDate(new Date(status.validUntil), i18n.locale as Locale);
  return (
    <li className="rounded-xl border border-gray-200 p-4" data-check={kind}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-gray-900">{i18n._(CHECK_NAMES[kind])}</h3>
        <ColourBadge
          {...CHECK_STATE_BADGES[status.state]}
          name="check-state"
          value={status.state}
        />
      </div>
      <p className="mt-2 text-gray-800">{i18n._(CHECK_ASKS[kind])}</p>
      {until && status.state === 'valid' && (
        <p className="mt-1 text-gray-800">{t`Valid until ${until}.`}</p>
      )}
      {page && status.state !== 'valid' && status.state !== 'pending' && (
        <p className="mt-2">
          <Link to={page} className="font-semibold text-brand-700 underline underline-offset-4">
            {i18n._(CHECK_ACTIONS[kind])}
          </Link>
        </p>
      )}
      {askedBy.length > 0 && (
        <p className="mt-1 text-gray-800">{t`Asked for by: ${askedBy.join(', ')}`}</p>
      )}
    </li>
  );
}

export default volunteerSection('volunteerChecks', ChecksContent);
