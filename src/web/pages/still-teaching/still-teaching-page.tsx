// #/still-teaching/:checkInId?choice=…: the gentle check-in's four answers (docs/decisions/0048-breaks-and-health.md).
// The email's link names the choice; the page records it once the signed-in volunteer opens it
// (a mail program fetching the link runs no script) and does the obvious next thing: thanks for
// a yes, the way to the NGO's contact for a new time, the break form, or the end of the
// partnership on the requests page. The four answers stay on the page to change one's mind.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { CHECK_IN_CHOICES, type CheckInChoice } from '../../../shared/partnership-health';
import { Alert } from '../../components/alert';
import { Link } from '../../components/link';
import { LoadState } from '../../components/load-state';
import { screenFor } from '../../components/require-role';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { BreaksCard } from '../../features/breaks/breaks-card';
import { answerCheckIn, fetchCheckIn } from '../../features/partnership-health/api-calls';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';
import { useLoader } from '../../use-loader';

const isChoice = (value: string | null): value is CheckInChoice =>
  (CHECK_IN_CHOICES as readonly (string | null)[]).includes(value);

function StillTeaching() {
  const { i18n, t } = useLingui();
  const id = useParams().checkInId ?? '';
  const linked = new URLSearchParams(useLocation().search).get('choice');
  const { state, set } = useLoader(() => fetchCheckIn(id), id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (choice: CheckInChoice) => {
    setBusy(true);
    setFailure(null);
    try {
      set(await answerCheckIn(id, choice));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  // The email's link records its answer once the check-in has loaded.
  const loadedAnswer = state.status === 'ready' ? state.data.answer : undefined;
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready && isChoice(linked) && loadedAnswer !== linked) void choose(linked);
    // Only when it has loaded, or the link changes: a later choice on the page stands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, linked]);

  const labels: Record<CheckInChoice, string> = {
    yes: t`Yes, I can still teach`,
    time: t`I need to change the time`,
    break: t`I would like to take a break`,
    end: t`I would like to end the partnership`,
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold text-brand-800">{t`Still able to teach?`}</h1>
      <LoadState
        state={state}
        loading={t`Loading your check-in…`}
        failed={t`Could not load your check-in.`}
        className="mt-4"
      >
        {(c) => {
          const day = c.day ? sharedText(i18n, c.day) : '';
          return (
            <>
              <p className="mt-4">
                {t`The last two sessions with ${c.ngoName} did not take place. Are you still able to teach on ${day}?`}
              </p>
              <div role="group" aria-label={t`Your answer`} className="mt-4 flex flex-wrap gap-2">
                {CHECK_IN_CHOICES.map((choice) => (
                  <button
                    key={choice}
                    type="button"
                    disabled={busy}
                    aria-pressed={c.answer === choice}
                    className={c.answer === choice ? primaryButtonClass : secondaryButtonClass}
                    onClick={() => void choose(choice)}
                  >
                    {labels[choice]}
                  </button>
                ))}
              </div>
              {failure && (
                <div className="mt-3">
                  <Alert tone="error">{sharedText(i18n, failure)}</Alert>
                </div>
              )}
              <div role="status" className="mt-4">
                {c.answer === 'yes' && (
                  <p>
                    <Trans>Thank you: we have noted that you can still teach.</Trans>{' '}
                    <Link to={PATHS.volunteerSessions} className="underline">
                      {t`Your sessions`}
                    </Link>
                  </p>
                )}
                {c.answer === 'time' && (
                  <p>
                    <Trans>
                      Agree a new time with the NGO: their contact details are on your requests
                      page.
                    </Trans>{' '}
                    <Link to={PATHS.volunteerRequests} className="underline">
                      {t`Your requests`}
                    </Link>
                  </p>
                )}
                {c.answer === 'end' && (
                  <p>
                    <Trans>
                      You can end the partnership with “End partnership” on your requests page.
                    </Trans>{' '}
                    <Link to={PATHS.volunteerRequests} className="underline">
                      {t`Your requests`}
                    </Link>
                  </p>
                )}
              </div>
              {c.answer === 'break' && c.status === 'accepted' && (
                <BreaksCard className="mt-4" side="volunteer" initialRequestId={c.requestId} />
              )}
            </>
          );
        }}
      </LoadState>
    </div>
  );
}

export default screenFor('Volunteer', StillTeaching);
