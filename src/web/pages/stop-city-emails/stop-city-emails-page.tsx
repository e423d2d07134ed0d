// /stop-city-emails?token=…: the stop link of the "an NGO joined your city" email. It works
// without signing in and stops at once (a mail program that fetches the link runs no script, so
// only a person opening it stops anything); doing it twice is harmless.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, ApiError, unwrap } from '../../api';
import { Alert } from '../../components/alert';
import { primaryButtonClass, secondaryButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { PATHS } from '../../paths';

type Outcome =
  | { name: 'stopping' }
  | { name: 'stopped' }
  | { name: 'invalid' }
  | { name: 'failed'; message: string };

/** The token: in the hash route's query, or moved before the '#' by a mail program's redirect. */
function readToken(routeSearch: URLSearchParams): string | null {
  const token =
    routeSearch.get('token') ?? new URLSearchParams(window.location.search).get('token');
  return token?.trim() || null;
}

export default function StopCityEmailsPage() {
  const { i18n } = useLingui();
  const [routeSearch] = useSearchParams();
  const token = readToken(routeSearch);
  const [outcome, setOutcome] = useState<Outcome>({ name: 'stopping' });
  const [attempt, setAttempt] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    setOutcome({ name: 'stopping' });
    unwrap(api['city-watch'].stop.$post({ json: { token } })).then(
      () => current && setOutcome({ name: 'stopped' }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 400) setOutcome({ name: 'invalid' });
        else setOutcome({ name: 'failed', message: (error as Error).message });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  // The result is what is read and seen first.
  useEffect(() => {
    if (outcome.name !== 'stopping') resultRef.current?.focus();
  }, [outcome.name]);

  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">
        <Trans>Emails about NGOs joining Setu</Trans>
      </h1>
      <div className="mt-6 space-y-6">
        {token && outcome.name === 'stopping' ? (
          <p role="status" className="text-gray-700">
            <Trans>Stopping the emails…</Trans>
          </p>
        ) : (
          <>
            <div
              ref={resultRef}
              tabIndex={-1}
              data-testid="stop-city-emails-result"
              className="outline-none"
            >
              {!token || outcome.name === 'invalid' ? (
                <Alert tone="error">
                  <Trans>
                    This link is not valid. Open the whole link from the email and try again.
                  </Trans>
                </Alert>
              ) : outcome.name === 'stopped' ? (
                <Alert tone="success">
                  <Trans>
                    Done: Setu will send you no more emails about NGOs joining Setu in your city.
                    Your account and your requests stay as they are.
                  </Trans>
                </Alert>
              ) : outcome.name === 'failed' ? (
                <Alert tone="error">{sharedText(i18n, outcome.message)}</Alert>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              {outcome.name === 'failed' && (
                <button
                  type="button"
                  onClick={() => setAttempt((n) => n + 1)}
                  className={secondaryButtonClass}
                >
                  <Trans>Try again</Trans>
                </button>
              )}
              <Link to={PATHS.volunteerMatching} className={primaryButtonClass}>
                <Trans>Find NGOs</Trans>
              </Link>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
