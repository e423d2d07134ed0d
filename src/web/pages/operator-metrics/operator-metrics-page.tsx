// The operators' metrics: sign-ups and requests per week, the acceptance rate, the
// median time to answer, active partnerships by city and open reports, from
// GET /api/operator/metrics. Its own chunk: d3 loads on this operator page only.
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { dateTimeFormat, formatDate, formatNumber } from '../../../shared/intl-format';
import { INTL_LOCALES, isLocale, type Locale } from '../../../shared/locales';
import { METRICS_WEEKS, type Metrics } from '../../../shared/metrics';
import { INDIA_TIME_ZONE, instantInIndia } from '../../../shared/time';
import { api, unwrap } from '../../api';
import { GroupedBarChart, HorizontalBarChart, LineChart } from '../../components/charts/charts';
import { LoadState } from '../../components/load-state';
import { operatorPage } from '../../features/operator/operator-layout';
import type { Loaded } from '../../use-loader';

/** A week's Monday ('YYYY-MM-DD', India's calendar) as an instant inside that day: its noon. */
const mondayOf = (week: string) => instantInIndia(week, 12 * 60) ?? new Date(Number.NaN);

/** "17 Nov": a week's short name on a chart's axis. */
function shortDay(week: string, locale: Locale): string {
  return dateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'short',
    timeZone: INDIA_TIME_ZONE,
  }).format(mondayOf(week));
}

export default operatorPage(msg`Metrics`, MetricsScreen);

/** Shown once the layout has found a signed-in operator: only then are the metrics asked for. */
function MetricsScreen() {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<Loaded<Metrics>>({ status: 'loading' });

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const metrics = await unwrap(api.operator.metrics.$get());
      setState({ status: 'ready', data: metrics });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <p className="text-gray-700">
        <Trans>
          The last {METRICS_WEEKS} weeks. A week runs from Monday to Sunday, in India&rsquo;s time.
        </Trans>
      </p>
      <LoadState
        state={state}
        reload={load}
        loading={t`Loading the metrics…`}
        failed={t`Could not load the metrics.`}
      >
        {(metrics) => (
          <MetricsView metrics={metrics} locale={isLocale(i18n.locale) ? i18n.locale : 'en'} />
        )}
      </LoadState>
    </>
  );
}

function MetricsView({ metrics, locale }: { metrics: Metrics; locale: Locale }) {
  const { t } = useLingui();
  const number = (value: number) => formatNumber(value, locale);
  const weeks = metrics.signups.map((w) => w.week);
  const axis = weeks.map((week) => shortDay(week, locale));
  const weekRow = (week: string) => {
    const monday = formatDate(mondayOf(week), locale, 'medium');
    return t`Week of ${monday}`;
  };
  const week = t`Week`;

  const volunteers = t`Volunteers`;
  const ngos = t`NGOs`;
  const signupCount = number(metrics.signups.reduce((sum, w) => sum + w.volunteers + w.ngos, 0));

  const sent = t`Sent`;
  const accepted = t`Accepted`;
  const declined = t`Declined`;
  const sentCount = number(metrics.requests.reduce((sum, w) => sum + w.sent, 0));

  const cityRows = metrics.partnershipsByCity.map((c) => ({
    label: c.city,
    value: c.partnerships,
    formatted: number(c.partnerships),
  }));
  if (metrics.otherCities > 0) {
    cityRows.push({
      label: t`Other cities`,
      value: metrics.otherCities,
      formatted: number(metrics.otherCities),
    });
  }
  const partnershipCount = number(cityRows.reduce((sum, c) => sum + c.value, 0));

  return (
    <div className="space-y-8">
      <Numbers metrics={metrics} locale={locale} />
      <GroupedBarChart
        title={t`Sign-ups per week`}
        summary={t`Bars for volunteers and NGOs who signed up each week: ${signupCount} in all.`}
        categories={axis}
        seriesLabels={[volunteers, ngos]}
        values={metrics.signups.map((w) => [w.volunteers, w.ngos])}
        formatValue={number}
        valueAxis={t`People who signed up`}
        table={{
          caption: t`Sign-ups per week, by role`,
          rowHeader: week,
          columns: [volunteers, ngos],
          rows: metrics.signups.map((w) => ({
            label: weekRow(w.week),
            values: [number(w.volunteers), number(w.ngos)],
          })),
        }}
      />
      <LineChart
        title={t`Requests per week`}
        summary={t`Lines for requests sent, accepted and declined each week: ${sentCount} sent in all.`}
        categories={axis}
        seriesLabels={[sent, accepted, declined]}
        values={metrics.requests.map((w) => [w.sent, w.accepted, w.declined])}
        formatValue={number}
        valueAxis={t`Requests`}
        table={{
          caption: t`Requests sent, accepted and declined per week`,
          rowHeader: week,
          columns: [sent, accepted, declined],
          rows: metrics.requests.map((w) => ({
            label: weekRow(w.week),
            values: [number(w.sent), number(w.accepted), number(w.declined)],
          })),
        }}
      />
      {cityRows.length === 0 ? (
        <section className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
          <h2 className="text-xl font-bold text-brand-800">
            <Trans>Active partnerships by city</Trans>
          </h2>
          <p className="mt-1 text-gray-700">
            <Trans>No active partnerships yet.</Trans>
          </p>
        </section>
      ) : (
        <HorizontalBarChart
          title={t`Active partnerships by city`}
          summary={t`A bar for each city, longest first. Active partnerships in all: ${partnershipCount}.`}
          rows={cityRows}
          table={{
            caption: t`Active partnerships by city`,
            rowHeader: t`City`,
            columns: [t`Active partnerships`],
            rows: cityRows.map((c) => ({ label: c.label, values: [c.formatted] })),
          }}
        />
      )}
    </div>
  );
}

function NoAnswers() {
  return (
    <span className="text-xl font-bold">
      <Trans>No answers yet</Trans>
    </span>
  );
}

/** Median seconds as minutes, hours or days, whichever reads best. */
function Duration({ seconds, locale }: { seconds: number; locale: Locale }) {
  const oneDecimal = (value: number) => Math.round(value * 10) / 10;
  if (seconds < 3600) {
    const minutes = Math.max(1, Math.round(seconds / 60));
    const shown = formatNumber(minutes, locale);
    return <Plural value={minutes} one={`${shown} minute`} other={`${shown} minutes`} />;
  }
  if (seconds < 48 * 3600) {
    const hours = oneDecimal(seconds / 3600);
    const shown = formatNumber(hours, locale);
    return <Plural value={hours} one={`${shown} hour`} other={`${shown} hours`} />;
  }
  const days = oneDecimal(seconds / 86400);
  const shown = formatNumber(days, locale);
  return <Plural value={days} one={`${shown} day`} other={`${shown} days`} />;
}

function Numbers({ metrics, locale }: { metrics: Metrics; locale: Locale }) {
  const { t } = useLingui();
  const { acceptance, medianAnswerSeconds, openReports } = metrics;
  const answered = acceptance.accepted + acceptance.declined;
  const answeredCount = formatNumber(answered, locale);
  const percent =
    acceptance.rate === null ? null : formatNumber(Math.round(acceptance.rate * 1000) / 10, locale);
  const acceptedCount = formatNumber(acceptance.accepted, locale);
  const declinedCount = formatNumber(acceptance.declined, locale);
  const categoryNames: Record<string, string> = {
    'child-safety': t`Child safety`,
    harassment: t`Harassment`,
    'misleading-listing': t`Fake or misleading listing`,
    'no-show': t`No-show`,
    other: t`Other`,
  };
  const card = 'rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6';
  return (
    <section aria-labelledby="metrics-numbers">
      <h2 id="metrics-numbers" className="sr-only">
        <Trans>Key numbers</Trans>
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className={card}>
          <dt className="font-semibold text-gray-800">
            <Trans>Acceptance rate</Trans>
          </dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-800" data-testid="acceptance-rate">
            {percent === null ? <NoAnswers /> : t`${percent}%`}
          </dd>
          <dd className="mt-1 text-sm text-gray-700">
            <Trans>
              {acceptedCount} accepted, {declinedCount} declined
            </Trans>
          </dd>
        </div>
        <div className={card}>
          <dt className="font-semibold text-gray-800">
            <Trans>Median time to answer a request</Trans>
          </dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-800" data-testid="median-answer">
            {medianAnswerSeconds === null ? (
              <NoAnswers />
            ) : (
              <Duration seconds={medianAnswerSeconds} locale={locale} />
            )}
          </dd>
          <dd className="mt-1 text-sm text-gray-700">
            <Plural
              value={answered}
              one={`over ${answeredCount} answered request`}
              other={`over ${answeredCount} answered requests`}
            />
          </dd>
        </div>
        <div className={card}>
          <dt className="font-semibold text-gray-800">
            <Trans>Open reports</Trans>
          </dt>
          <dd className="mt-1 text-3xl font-extrabold text-brand-800" data-testid="open-reports">
            {formatNumber(openReports.total, locale)}
          </dd>
          {openReports.byCategory.length > 0 && (
            <dd className="mt-1 text-sm text-gray-700">
              <ul>
                {openReports.byCategory.map((c) => (
                  <li key={c.category}>
                    {categoryNames[c.category] ?? c.category}: {formatNumber(c.count, locale)}
                  </li>
                ))}
              </ul>
            </dd>
          )}
        </div>
      </dl>
    </section>
  );
}
