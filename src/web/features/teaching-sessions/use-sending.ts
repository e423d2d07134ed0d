// How the sessions and certificates cards send a change: what is busy, and the server's refusal
// to show (in English here; the cards show it through sharedText).
import { useState } from 'react';

/**
 * A button's request (issue, issue again, confirm, cancel): `busy` names the one on the way, so
 * only its button waits; each new request clears the last refusal.
 */
export function useBusyAction<Key>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (key: Key, request: () => Promise<unknown>) => {
    setBusy(key);
    setError(null);
    try {
      await request();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run };
}

/**
 * An inline form's request: busy until it is done (the form then closes, so it stays busy), or
 * until the server refuses it, whose message the form then shows.
 */
export function useFormSending() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (request: () => Promise<void>) => {
    setBusy(true);
    try {
      await request();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return { busy, error, send };
}
