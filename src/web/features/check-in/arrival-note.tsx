import { Trans, useLingui } from '@lingui/react/macro';
import type { ArrivalKind } from '../../../shared/check-in';
import { formatTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';

/**
 * When the volunteer arrived through Setu, under a session on either side's list: checked in
 * with the venue's code, or joined the online class by Setu's link.
 */
export function ArrivalNote({
  arrival,
  heldByArrival,
  role,
}: {
  arrival: { at: string; how: ArrivalKind } | null;
  /** The NGO's attendance is the arrival's prefill, not a mark of its team. */
  heldByArrival: boolean;
  role: 'volunteer' | 'ngo';
}) {
  const { i18n } = useLingui();
  if (!arrival) return null;
  const time = formatTime(new Date(arrival.at), i18n.locale as Locale);
  return (
    <p className="text-sm text-gray-700" data-testid="arrival">
      {arrival.how === 'venue' ? (
        <Trans>Checked in at the venue at {time}.</Trans>
      ) : (
        <Trans>Joined the online class at {time}.</Trans>
      )}
      {heldByArrival && (
        <>
          {' '}
          {role === 'ngo' ? (
            <Trans>Attendance prefilled as held: you can change it once the session is over.</Trans>
          ) : (
            <Trans>
              Attendance prefilled as held: the NGO can change it once the session is over.
            </Trans>
          )}
        </>
      )}
    </p>
  );
}
