import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import type { SessionsData } from './api-calls';
import { HoursChart } from './hours-chart';

/** The counts above the sessions: the volunteer's hours and streak, the NGO's attendance. */
export function SessionStats({ data }: { data: SessionsData }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const n = (value: number) => formatNumber(value, locale);
  const { stats } = data;
  const items =
    'streakWeeks' in stats
      ? [
          [t`Total hours`, n(stats.hours)],
          [t`Sessions taught`, n(stats.sessions)],
          [t`Weekly streak`, t`${n(stats.streakWeeks)} weeks`],
        ]
      : [
          [t`Sessions held`, n(stats.sessions)],
          [t`Hours received`, n(stats.hours)],
          [t`Active volunteers`, n(stats.activeVolunteers)],
          [
            t`Attendance rate`,
            stats.attendanceRate === null ? t`Not marked yet` : `${n(stats.attendanceRate)}%`,
          ],
        ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-brand-50 p-3">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-xl font-bold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
      <HoursChart months={stats.months} />
    </>
  );
}
