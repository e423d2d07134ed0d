import { Trans, useLingui } from '@lingui/react/macro';
import { shownLocale, timeRangeText } from '../../features/matching-loop/listing-words';
import { sharedText } from '../../i18n/shared-text';
import type { VolunteerDashboard } from './use-volunteer-dashboard';

/**
 * The volunteer's weekly sessions: NGO, day, time slot, topic and city; a partnership a
 * suspension pauses says so (its sessions card and requests say why).
 */
export function ScheduleList({ entries }: { entries: VolunteerDashboard['schedule'] }) {
  const { i18n, t } = useLingui();
  const label = (text: string) => sharedText(i18n, text);
  return (
    <ul className="divide-y divide-brand-100">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4"
        >
          <span className="font-semibold">{entry.ngoName}</span>
          <span>
            {when(
              entry.day && label(entry.day),
              entry.timeSlot && timeRangeText(entry.timeSlot, shownLocale(i18n)),
            )}
          </span>
          {entry.topic && <span className="text-brand-800">{label(entry.topic)}</span>}
          <span className="text-gray-700">{label(entry.city)}</span>
          {(entry.paused || entry.waitingForChecks) && (
            <span className="self-start rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
              {entry.paused ? <Trans>Paused</Trans> : <Trans>Waiting for checks</Trans>}
            </span>
          )}
        </li>
      ))}
    </ul>
  );

  /** "Every Monday, 11:00 - 12:00", whole, so Hindi can order it its own way. */
  function when(day: string | null, slot: string | null) {
    if (day && slot) return t`Every ${day}, ${slot}`;
    if (day) return t`Every ${day}`;
    if (slot) return t`Day to be agreed, ${slot}`;
    return t`Day to be agreed`;
  }
}
