// #/operator: what waits for the operators (NGO checks pending, open reports, urgent child-safety
// reports, volunteers' documents to review, mail given up), each with the way to its queue, and
// the sessions whose two sides disagree.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { formatNumber, formatTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { api, unwrap } from '../../api';
import { LoadState } from '../../components/load-state';
import { sharedText } from '../../i18n/shared-text';
import { sessionDay } from '../../features/teaching-sessions/session-words';
import { useLoader } from '../../use-loader';
import { operatorPage } from '../../features/operator/operator-layout';
import { PATHS } from '../../paths';
import type { Loaded } from '../../use-loader';
import { Link } from '../../components/link';
import { EndingsList } from '../../features/endings/endings-list';
import { OverviewList } from '../../features/operator/overview-list';
import { AtRiskCard } from '../../features/partnership-health/at-risk-card';

type Overview = Awaited<ReturnType<typeof loadOverview>>;

function loadOverview() {
  return unwrap(api.operator.overview.$get());
}

const CARDS: {
  key: Exclude<keyof Overview, 'sessionDisagreements'>;
  title: MessageDescriptor;
  link: MessageDescriptor;
  to: string;
  urgent?: boolean;
}[] = [
  {
    key: 'urgentReports',
    title: msg`Urgent reports (child safety)`,
    link: msg`Open the reports`,
    to: PATHS.operatorReports,
    urgent: true,
  },
  {
    key: 'openReports',
    title: msg`Reports not resolved`,
    link: msg`Open the reports`,
    to: PATHS.operatorReports,
  },
  {
    key: 'pendingNgoChecks',
    title: msg`NGO checks waiting`,
    link: msg`Open the NGO checks`,
    to: PATHS.operatorNgos,
  },
  {
    key: 'waitingDocuments',
    title: msg`Volunteers’ documents waiting`,
    link: msg`Open the vetting queue`,
    to: PATHS.operatorDocuments,
  },
  {
    key: 'undeliveredMail',
    title: msg`Mail given up`,
    link: msg`Open the undelivered mail`,
    to: PATHS.operatorMail,
  },
];

export default operatorPage(msg`Operator home`, OperatorHome);

function OperatorHome() {
  return (
    <>
      <WhatWaits />
      <AtRiskCard className="mt-10" operators />
      <Disagreements />
      <Endings />
    </>
  );
}

function WhatWaits() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<Loaded<Overview>>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', data: await loadOverview() });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (state.status !== 'ready') {
    return <LoadState state={state} reload={load} loading={t`Loading what waits…`} />;
  }
  const locale = i18n.locale as Locale;
  return (
    <section aria-labelledby="operator-waits" className="space-y-4">
      <h2 id="operator-waits" className="text-xl font-bold text-brand-800">
        <Trans>What waits</Trans>
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((card) => {
          const count = state.data[card.key];
          const alarm = card.urgent && count > 0;
          return (
            <li
              key={card.key}
              className={`rounded-2xl border p-5 shadow-sm ${
                alarm ? 'border-red-700 bg-red-50' : 'border-brand-100 bg-white'
              }`}
            >
              <p className="font-semibold">{i18n._(card.title)}</p>
              <p
                className={`mt-2 text-4xl font-extrabold ${alarm ? 'text-red-800' : 'text-brand-800'}`}
              >
                {formatNumber(count, locale)}
              </p>
              <Link
                to={card.to}
                className="mt-3 inline-block font-semibold text-brand-800 underline"
              >
                {i18n._(card.link)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const loadDisagreements = () => unwrap(api.operator.overview.disagreements.$get());

/**
 * Sessions the volunteer says they taught and the NGO marked not held: each with both
 * sides' addresses, so an operator can ask them.
 */
function Disagreements() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { state, reload } = useLoader(loadDisagreements);
  return (
    <OverviewList
      id="operator-disputes"
      title={<Trans>Sessions in dispute</Trans>}
      intro={
        <Trans>
          The volunteer says they taught these sessions; the NGO marked them not held. Their hours
          stay as the NGO marked them.
        </Trans>
      }
      state={state}
      reload={reload}
      loading={t`Loading the sessions in dispute…`}
      items={(data) => data.sessions}
      empty={<Trans>No session is in dispute.</Trans>}
    >
      {({ volunteerName, ngoName, ...s }) => (
        <li key={s.id} className="p-4" data-testid="disputed-session">
          <p className="font-semibold">
            {`${sessionDay(s.startsAt, locale)}, ${formatTime(new Date(s.startsAt), locale)}`}
            {s.topic ? ` · ${sharedText(i18n, s.topic)}` : ''}
          </p>
          <p className="break-words text-sm">
            {t`Volunteer: ${volunteerName}`} ·{' '}
            <a href={`mailto:${s.volunteerEmail}`} className="underline">
              {s.volunteerEmail}
            </a>
          </p>
          <p className="break-words text-sm">
            {t`NGO: ${ngoName}`}
            {s.ngoEmail && (
              <>
                {' '}
                ·{' '}
                <a href={`mailto:${s.ngoEmail}`} className="underline">
                  {s.ngoEmail}
                </a>
              </>
            )}
          </p>
        </li>
      )}
    </OverviewList>
  );
}

/** The latest ended partnerships, why, and each side's private feedback (decision 0046). */
function Endings() {
  return <EndingsList />;
}
