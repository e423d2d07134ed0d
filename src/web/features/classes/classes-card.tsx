import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../components/link';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { DashboardCard } from '../../components/dashboard-card';
import { LoadState } from '../../components/load-state';
import { ngoClassPath } from '../../paths';
import type { Loaded } from '../../use-loader';
import { sessionDay } from '../teaching-sessions/session-words';
import type { ClassesAnswer, ClassSummary } from './api-calls';
import { className } from './class-words';

/**
 * "Your classes" on the NGO dashboard: each teaching time with its volunteers, its next session
 * and what it waits for, linking to the class's page, where its sessions are.
 */
export function ClassesCard({
  state,
  reload,
  className: extra = '',
}: {
  state: Loaded<ClassesAnswer>;
  reload: () => Promise<void> | void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <DashboardCard title={t`Your classes`} className={extra}>
      <LoadState state={state} reload={reload} loading={t`Loading your classes…`} />
      {state.status === 'ready' &&
        (state.data.classes.length === 0 ? (
          <p className="text-gray-700">
            <Trans>Your classes appear here once your matching profile has teaching times.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-brand-100" data-testid="classes">
            {state.data.classes.map((c) => (
              <ClassRow key={c.id} c={c} />
            ))}
          </ul>
        ))}
    </DashboardCard>
  );
}

function ClassRow({ c }: { c: ClassSummary }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const count = (n: number) => formatNumber(n, locale);
  const volunteers = count(c.volunteers);
  const next = c.nextStartsAt;
  return (
    <li className="py-3" data-testid="class">
      <Link
        to={ngoClassPath(c.id)}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {className(i18n, c)}
      </Link>
      <p className="text-sm text-gray-700">
        {t({
          message: plural(c.volunteers, {
            one: `${volunteers} volunteer`,
            other: `${volunteers} volunteers`,
          }),
        })}
        {!c.listed && (
          <>
            {' · '}
            <Trans>no longer in your teaching times</Trans>
          </>
        )}
      </p>
      {next && (
        <p className="text-sm text-gray-700">{t`Next session: ${sessionDay(next, locale)}`}</p>
      )}
      <ClassNeeds c={c} />
    </li>
  );
}

/** What a class waits for: attendance to mark, disagreements to talk over. */
export function ClassNeeds({ c }: { c: Pick<ClassSummary, 'toMark' | 'disputes'> }) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale as Locale;
  const times = formatNumber(c.toMark.times, locale);
  const disputes = formatNumber(c.disputes, locale);
  if (c.toMark.times === 0 && c.disputes === 0) return null;
  return (
    <p className="text-sm font-semibold text-amber-900" data-testid="class-needs">
      {c.toMark.times > 0 &&
        t({
          message: plural(c.toMark.times, {
            one: `Attendance to mark: ${times} session`,
            other: `Attendance to mark: ${times} sessions`,
          }),
        })}
      {c.toMark.times > 0 && c.disputes > 0 && ' · '}
      {c.disputes > 0 &&
        t({
          message: plural(c.disputes, {
            one: `${disputes} disagreement`,
            other: `${disputes} disagreements`,
          }),
        })}
    </p>
  );
}
