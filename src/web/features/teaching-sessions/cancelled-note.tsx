// Why a session was cancelled, as both sides read it: a person's reason, the partnership's end,
// or the NGO's calendar (a holiday, or a day outside its terms: src/shared/terms.ts).
import { useLingui } from '@lingui/react/macro';
import type { SessionsData } from './api-calls';

type Session = SessionsData['sessions'][number];

export function CancelledNote({ session: s }: { session: Session }) {
  const { t } = useLingui();
  const reason = s.cancelReason ?? '';
  let text: string;
  if (s.cancelledBy === 'ended') text = t`Cancelled: the partnership ended.`;
  else if (s.cancelledBy === 'term') text = t`Cancelled: outside the NGO’s term dates.`;
  else if (s.cancelledBy === 'holiday') {
    text = reason ? t`Cancelled for a holiday: ${reason}.` : t`Cancelled for a holiday.`;
  } else if (s.cancelledBy === 'break') text = t`Cancelled for a break: ${reason}`;
  else text = t`Cancelled: ${reason}`;
  return <p className="text-sm text-red-800">{text}</p>;
}
