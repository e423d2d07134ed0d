import { useEffect, useState } from 'react';
import { ApiError } from './api';

/**
 * What the server answered to the link this page was opened from (confirm an address, stop the
 * city emails, an NGO's team invitation): `pending` while it is asked, again on `retry`. An
 * answer that comes after the token changed or the page closed is dropped. `ask` turns every
 * failure into an answer, and it and `pending` are the page's constants (module level), so the
 * link is asked once per token and retry.
 */
export function useLinkAnswer<Answer>(
  token: string | null,
  pending: Answer,
  ask: (token: string) => Promise<Answer>,
) {
  const [answer, setAnswer] = useState<Answer>(pending);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    setAnswer(pending);
    void ask(token).then((next) => {
      if (current) setAnswer(next);
    });
    return () => {
      current = false;
    };
  }, [token, attempt, pending, ask]);

  return { answer, setAnswer, retry: () => setAttempt((n) => n + 1) };
}

/**
 * What a link's failed ask shows: `refused` when the server said no (a 4xx: the link is used,
 * expired or not valid, with its status and code), `failed` when Setu could not be reached or
 * failed itself (Try again may help then).
 */
export function linkFailure(error: unknown) {
  return error instanceof ApiError && error.status !== 0 && error.status < 500
    ? {
        name: 'refused' as const,
        message: error.message,
        status: error.status,
        code: error.code ?? '',
      }
    : { name: 'failed' as const, message: (error as Error).message };
}
