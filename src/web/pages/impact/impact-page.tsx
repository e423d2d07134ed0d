// #/impact: Setu's public impact figures, from the hourly snapshot GET /api/impact answers, for
// all of Setu or one city (docs/decisions/0045-public-impact.md). Its own chunk, like every
// screen: the charts' d3 loads here and on the operators' metrics only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatDate, formatTime } from '../../../shared/intl-format';
import { isLocale, type Locale } from '../../../shared/locales';
import type { Impact } from '../../../shared/impact';
import { api, unwrap } from '../../api';
import { LoadState } from '../../components/load-state';
import { PageHeader } from '../../components/page-header';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { ScopeFigures } from './scope-figures';

const fetchImpact = () => unwrap(api.impact.$get());

export default function ImpactPage() {
  const { t, i18n } = useLingui();
  const { state, reload } = useLoader(fetchImpact);
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <>
      <PageHeader title={t`Setu's impact`}>
        <p>
          <Trans>
            Whether matches last, counted from Setu&rsquo;s own records and updated every hour: for
            all of Setu and for each city. Demo accounts and sample listings are left out, and no
            person is named.
          </Trans>
        </p>
      </PageHeader>
      {/* A screen's height while the figures load: the footer below does not jump (layout shift). */}
      <div className="mx-auto min-h-screen max-w-5xl px-4 pb-16">
        <LoadState
          state={state}
          reload={reload}
          loading={t`Loading the figures…`}
          failed={t`Could not load the figures.`}
        >
          {(impact) => <ImpactView impact={impact} locale={locale} />}
        </LoadState>
      </div>
    </>
  );
}

function ImpactView({ impact, locale }: { impact: Impact; locale: Locale }) {
  const { t, i18n } = useLingui();
  const selectId = useId();
  const [city, setCity] = useState('');
  const scope = impact.cities.find((c) => c.city === city) ?? impact.total;
  const computed = new Date(impact.computedAt);
  const day = formatDate(computed, locale, 'medium');
  const time = formatTime(computed, locale);
  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-gray-700">
          <Trans>
            Last updated on {day} at {time} (India&rsquo;s time).
          </Trans>
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-semibold text-gray-800">
            <Trans>Show the figures for</Trans>
          </label>
          <select
            id={selectId}
            value={scope.city ?? ''}
            onChange={(event) => setCity(event.target.value)}
            className="min-h-11 rounded-lg border border-gray-400 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <option value="">{t`All of Setu`}</option>
            {impact.cities.map((c) => (
              <option key={c.city} value={c.city!}>
                {sharedText(i18n, c.city!)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ScopeFigures
        key={scope.city ?? ''}
        scope={scope}
        place={scope.city === null ? null : sharedText(i18n, scope.city)}
        locale={locale}
      />
    </div>
  );
}
