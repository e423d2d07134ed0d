// What a sign-up form shows after the server answers (the success panel, the help when the
// email is taken) is needed only then: it loads with its catalogue in a chunk of its own,
// fetched when the form first takes focus, like validation (lazy-validation.ts), so the sign-up
// pages' first load stays within budget in both languages.
import { useCallback, useEffect, useState } from 'react';
import { loadScreenCatalogs } from '../i18n/language';

type Outcome = typeof import('./signup-outcome');

let loading: Promise<Outcome> | undefined;

function loadOutcome(): Promise<Outcome> {
  loading ??= Promise.all([import('./signup-outcome'), loadScreenCatalogs(['signup-outcome'])])
    .then(([module]) => module)
    .catch((error: unknown) => {
      // A failed chunk (offline, a new deploy) may be tried again on the next focus.
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The outcome components once loaded (null before), whether loading failed, and `prefetch` for
 * the form's onFocus. `needed`: the form has an outcome to show, so load it now if not yet.
 * Loading re-renders the form, so its focus request finds the panel.
 */
export function useSignupOutcome(needed: boolean) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failed, setFailed] = useState(false);
  const prefetch = useCallback(() => {
    loadOutcome().then(
      (module) => {
        setOutcome(() => module);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    if (needed && !outcome) prefetch();
  }, [needed, outcome, prefetch]);
  return { outcome, failed: failed && !outcome, prefetch };
}
