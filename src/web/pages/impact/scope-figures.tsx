// The figures of one place (all of Setu or a city): activity, speed, reliability and how long
// partnerships last. Rates are shown only where there are IMPACT_MIN_PARTNERSHIPS partnerships.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import {
  IMPACT_MIN_PARTNERSHIPS,
  LASTING_WEEKS,
  type ImpactRates,
  type ImpactScope,
} from '../../../shared/impact';
import { monthName, oneDecimal, percentNumber, percentOf } from './impact-format';
import { GroupedBarChart, HorizontalBarChart, WhenNear } from './when-near';

const card = 'rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className={card}>
      <dt className="font-semibold text-gray-800">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-brand-800" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function ScopeFigures({
  scope,
  place,
  locale,
}: {
  scope: ImpactScope;
  /** The city's name as shown, or null for all of Setu. */
  place: string | null;
  locale: Locale;
}) {
  const { t } = useLingui();
  const number = (value: number) => formatNumber(value, locale);
  const { activity } = scope;
  const partnerships = number(scope.partnerships);
  return (
    <div className="space-y-10">
      <Section id="impact-activity" title={place ? t`Activity in ${place}` : t`Activity`}>
        <p className="text-gray-700">
          <Plural
            value={scope.partnerships}
            one={`${partnerships} partnership so far.`}
            other={`${partnerships} partnerships so far.`}
          />
        </p>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Figure
            label={t`Active volunteers`}
            value={number(activity.volunteers)}
            testId="impact-volunteers"
          />
          <Figure label={t`Active NGOs`} value={number(activity.ngos)} testId="impact-ngos" />
          <Figure
            label={t`Sessions held`}
            value={number(activity.sessionsHeld)}
            testId="impact-sessions"
          />
          <Figure
            label={t`Hours taught`}
            value={number(activity.hoursTaught)}
            testId="impact-hours"
          />
        </dl>
      </Section>
      {scope.rates ? (
        <Rates rates={scope.rates} locale={locale} />
      ) : (
        <p className={`${card} text-gray-800`} data-testid="impact-too-few">
          <Trans>
            Fewer than {IMPACT_MIN_PARTNERSHIPS} partnerships here so far: Setu shows no shares or
            medians until there are {IMPACT_MIN_PARTNERSHIPS}, so that no one partnership can be
            told apart.
          </Trans>
        </p>
      )}
    </div>
  );
}

function NotYet() {
  return <Trans>Not yet known</Trans>;
}

function Rates({ rates, locale }: { rates: ImpactRates; locale: Locale }) {
  const { t } = useLingui();
  const number = (value: number) => formatNumber(value, locale);
  const percent = (share: number | null) =>
    share === null ? t`Not yet known` : t`${percentNumber(share, locale)}%`;
  const { sessions } = rates;
  const hours = rates.medianAnswerHours === null ? null : oneDecimal(rates.medianAnswerHours);
  const days =
    rates.medianDaysToFirstSession === null ? null : oneDecimal(rates.medianDaysToFirstSession);
  const hoursShown = hours === null ? '' : number(hours);
  const daysShown = days === null ? '' : number(days);

  const byVolunteer = sessions.held - sessions.bySubstitutes;
  const notHeld = sessions.scheduled - sessions.held;
  const shareRow = (label: string, count: number) => {
    const share = sessions.scheduled === 0 ? 0 : count / sessions.scheduled;
    return { label, value: percentOf(share), formatted: t`${percentNumber(share, locale)}%` };
  };
  const scheduledCount = number(sessions.scheduled);

  const weeksLabels = LASTING_WEEKS.map((weeks) => t`After ${weeks} weeks`);
  const cohort = t`Month of acceptance`;

  return (
    <>
      <Section id="impact-speed" title={t`Speed`}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Figure
            label={t`Median time from a request to the NGO's answer`}
            testId="impact-answer"
            value={
              hours === null ? (
                <NotYet />
              ) : (
                <Plural value={hours} one={`${hoursShown} hour`} other={`${hoursShown} hours`} />
              )
            }
          />
          <Figure
            label={t`Median time from acceptance to the first session held`}
            testId="impact-first-session"
            value={
              days === null ? (
                <NotYet />
              ) : (
                <Plural value={days} one={`${daysShown} day`} other={`${daysShown} days`} />
              )
            }
          />
        </dl>
        <p className="text-sm text-gray-700">
          <Trans>Over the last twelve months.</Trans>
        </p>
      </Section>

      <Section id="impact-reliability" title={t`Reliability`}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Figure
            label={t`Sessions held, of those scheduled`}
            testId="impact-held-share"
            value={percent(sessions.heldShare)}
          />
          <Figure
            label={t`Held by a substitute`}
            testId="impact-substitute-share"
            value={percent(sessions.substituteShare)}
          />
        </dl>
        {sessions.scheduled > 0 && (
          <WhenNear minHeight={230} testId="impact-chart-reliability">
            <HorizontalBarChart
              title={t`What became of scheduled sessions`}
              summary={t`Of ${scheduledCount} sessions scheduled in the last twelve months: held by the partnership's volunteer, held by a substitute, or not held.`}
              rows={[
                // Short: the bars' labels have a third of a phone's width.
                shareRow(t`Volunteer`, byVolunteer),
                shareRow(t`Substitute`, sessions.bySubstitutes),
                shareRow(t`Not held`, notHeld),
              ]}
              table={{
                caption: t`Scheduled sessions of the last twelve months`,
                rowHeader: t`Outcome`,
                columns: [t`Sessions`, t`Share`],
                rows: [
                  [t`Held by the volunteer`, byVolunteer],
                  [t`Held by a substitute`, sessions.bySubstitutes],
                  [t`Not held`, notHeld],
                ].map(([label, count]) => ({
                  label: label as string,
                  values: [
                    number(count as number),
                    t`${percentNumber((count as number) / sessions.scheduled, locale)}%`,
                  ],
                })),
              }}
            />
          </WhenNear>
        )}
        <p className="text-sm text-gray-700">
          <Trans>
            A session counts once its NGO has marked it or one side has cancelled it; sessions
            cancelled for a holiday or the end of a term are not counted.
          </Trans>
        </p>
      </Section>

      <Section id="impact-lasting" title={t`Partnerships that last`}>
        {rates.cohorts.length === 0 ? (
          <p className="text-gray-700">
            <Trans>No partnership began in the last twelve months.</Trans>
          </p>
        ) : (
          <WhenNear minHeight={520} testId="impact-chart-lasting">
            <GroupedBarChart
              title={t`Still active after 4, 8 and 12 weeks`}
              summary={t`For the partnerships accepted each month, the share still active 4, 8 and 12 weeks later; a month too recent to tell has no bar.`}
              categories={rates.cohorts.map((c) => monthName(c.month, locale, true))}
              seriesLabels={weeksLabels}
              values={rates.cohorts.map((c) =>
                c.lasting.map((s) => (s === null ? 0 : percentOf(s))),
              )}
              // The axis says "percent" once: "100%" on each tick is wider than its margin.
              formatValue={number}
              valueAxis={t`Share still active, in percent`}
              table={{
                caption: t`Partnerships still active, by month of acceptance`,
                rowHeader: cohort,
                columns: [t`Partnerships`, ...weeksLabels],
                rows: rates.cohorts.map((c) => ({
                  label: monthName(c.month, locale),
                  values: [number(c.partnerships), ...c.lasting.map(percent)],
                })),
              }}
            />
          </WhenNear>
        )}
      </Section>
    </>
  );
}
