import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState } from 'react';
import { formatTime } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { Alert } from '../../components/alert';
import { smallButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { fetchCheckInCode, type CheckInCode } from './api-calls';

type State =
  | { status: 'closed' }
  | { status: 'loading'; shown: CheckInCode | null }
  | { status: 'ready'; code: CheckInCode }
  | { status: 'error'; message: string };

/**
 * The check-in code of one session time of an in-person class, for the coordinator to show on
 * their phone at the venue: the QR code, the same link as text for whoever cannot scan, when it
 * works, and who of the time's volunteers has checked in (Refresh asks again).
 */
export function CheckInCodePanel({
  classId,
  startsAt,
  when,
}: {
  classId: string;
  startsAt: string;
  /** The session time as its heading reads. */
  when: string;
}) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const panelId = useId();
  const [state, setState] = useState<State>({ status: 'closed' });
  const load = useCallback(
    (shown: CheckInCode | null) => {
      setState({ status: 'loading', shown });
      fetchCheckInCode(classId, startsAt).then(
        (code) => setState({ status: 'ready', code }),
        (error: unknown) => setState({ status: 'error', message: (error as Error).message }),
      );
    },
    [classId, startsAt],
  );
  const open = state.status !== 'closed';
  const code =
    state.status === 'ready' ? state.code : state.status === 'loading' ? state.shown : null;
  const time = (iso: string) => formatTime(new Date(iso), locale);
  const opens = code ? time(code.opensAt) : '';
  const closes = code ? time(code.closesAt) : '';
  return (
    <div className="mt-2" data-testid="check-in-code">
      <button
        type="button"
        className={smallButtonClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? setState({ status: 'closed' }) : load(null))}
      >
        {open ? (
          <Trans>
            Hide the check-in code<span className="sr-only"> of {when}</span>
          </Trans>
        ) : (
          <Trans>
            Show the check-in code<span className="sr-only"> of {when}</span>
          </Trans>
        )}
      </button>
      <div id={panelId} hidden={!open} className="mt-3 space-y-3">
        {state.status === 'loading' && !state.shown && (
          <p role="status" aria-busy="true">
            <Trans>Drawing the code…</Trans>
          </p>
        )}
        {state.status === 'error' && (
          <>
            <Alert tone="error">{sharedText(i18n, state.message)}</Alert>
            <button type="button" className={smallButtonClass} onClick={() => load(null)}>
              <Trans>Try again</Trans>
            </button>
          </>
        )}
        {code && (
          <>
            <img
              src={code.image}
              alt={t`Check-in code for the session of ${when}`}
              width={240}
              height={240}
              className="h-60 w-60 border border-gray-200 bg-white"
            />
            <p className="text-sm text-gray-800">
              <Trans>
                Volunteers scan it with their phone’s camera, from {opens} until {closes}. Whoever
                cannot scan it opens this link:
              </Trans>
            </p>
            <p className="text-sm break-all" data-testid="check-in-link">
              {code.link}
            </p>
            <h4 className="font-semibold text-gray-900">
              <Trans>Checked in</Trans>
            </h4>
            <ul className="text-sm" aria-busy={state.status === 'loading'}>
              {code.volunteers.map(({ sessionId, name, checkedInAt }) => {
                const at = checkedInAt ? time(checkedInAt) : '';
                return (
                  <li key={sessionId} data-testid="checked-in">
                    {checkedInAt ? (
                      <Trans>
                        {name}: checked in at {at}
                      </Trans>
                    ) : (
                      <Trans>{name}: not checked in yet</Trans>
                    )}
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className={smallButtonClass}
              disabled={state.status === 'loading'}
              onClick={() => load(code)}
            >
              <Trans>Refresh who checked in</Trans>
            </button>
          </>
        )}
      </div>
    </div>
  );
}
