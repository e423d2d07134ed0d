// The team's history under the owner's team card: who invited, joined, removed or left, and when.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import type { TeamEventRow } from '../../../shared/ngo-team';

export function TeamHistoryList({
  refreshKey,
  load,
}: {
  refreshKey: number;
  load: () => Promise<{ events: TeamEventRow[] }>;
}) {
  const { t } = useLingui();
  const [events, setEvents] = useState<TeamEventRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    load().then(
      (answer) => current && (setEvents(answer.events), setFailed(false)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, refreshKey]);
  return (
    <details className="mt-5">
      <summary className="cursor-pointer font-semibold">
        <Trans>Team history</Trans>
      </summary>
      {failed && (
        <p className="mt-2 text-red-800">
          <Trans>Could not load the team history.</Trans>
        </p>
      )}
      {events && events.length === 0 && (
        <p className="mt-2 text-gray-700">
          <Trans>No changes to your team yet.</Trans>
        </p>
      )}
      {events && events.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label={t`Team history`}>
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="break-words">
              <EventText event={event} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function EventText({ event }: { event: TeamEventRow }) {
  const { t, i18n } = useLingui();
  const date = formatDate(new Date(event.at), i18n.locale as Locale);
  const who = event.actorName ?? t`A former member`;
  const whom = event.subjectEmail || t`a former coordinator`;
  switch (event.event) {
    case 'invited':
      return (
        <Trans>
          {date}: {who} invited {whom}.
        </Trans>
      );
    case 'joined':
      return (
        <Trans>
          {date}: {whom} joined the team.
        </Trans>
      );
    case 'removed':
      return (
        <Trans>
          {date}: {who} removed {whom}.
        </Trans>
      );
    case 'left':
      return <Trans>{date}: a coordinator deleted their account.</Trans>;
  }
}
