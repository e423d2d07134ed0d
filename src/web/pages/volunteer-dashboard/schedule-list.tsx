import type { VolunteerDashboard } from './use-volunteer-dashboard';

/** The volunteer's weekly sessions: NGO, day, time slot, topic and city. */
export function ScheduleList({ entries }: { entries: VolunteerDashboard['schedule'] }) {
  return (
    <ul className="divide-y divide-brand-100">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4"
        >
          <span className="font-semibold">{entry.ngoName}</span>
          <span>
            {entry.day ? `Every ${entry.day}` : 'Day to be agreed'}
            {entry.timeSlot ? `, ${entry.timeSlot}` : ''}
          </span>
          {entry.topic && <span className="text-brand-800">{entry.topic}</span>}
          <span className="text-gray-700">{entry.city}</span>
        </li>
      ))}
    </ul>
  );
}
