import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api';
import { REFUSAL_CODES } from '../../../shared/messages';
import { loadScreenCatalogs } from '../../i18n/language';
import { sharedText } from '../../i18n/shared-text';
import { loginState, resumedConnect } from '../../login-return';
import { PATHS } from '../../paths';
import { clearStoredLogin, storedUserType } from '../../storage';
import { createRequest, fetchPreferences } from './api-calls';
import { connectNoteOf, connectNoteProblem, setConnectNote } from './connect-notes';
import { loadMatchingTexts } from './matching-texts';
import { clearRequestStatuses, loadRequestStatuses, setRequestStatus } from './request-statuses';

export interface Connectable {
  id: number;
  name: string;
  /** One of the spec's sample NGOs: no account behind it, so Connect shows the message only. */
  sample: boolean;
}

const RESUMED_KEY = 'resumedConnect';

/**
 * The code of conduct's dialog and texts (1.1 KB of code, 1.5 KB of Hindi) load when a volunteer
 * first presses Connect, not with the page: most visits never open the dialog (decisions 0018,
 * 0019). If the texts cannot load, the dialog shows the English text.
 */
const loadDialog = () => import('./code-of-conduct-dialog');
const CodeOfConductDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.CodeOfConductDialog })),
);
const loadConductTexts = () =>
  Promise.all([
    loadScreenCatalogs(['shared-conduct']).catch(() => {}),
    loadDialog().catch(() => {}),
  ]);

/** The Connect button of a listing's card; the last one, as the best matches come first. */
function connectButtonOf(listingId: number): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-connect-id="${listingId}"]`);
  return buttons[buttons.length - 1] ?? null;
}

export interface ConnectNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * Connect on a listing:
 * - a sample listing keeps the spec's behaviour: the message naming the NGO and its id, nothing
 *   else, and it says that no request was sent (nobody is behind it);
 * - signed out, the user goes to /login and comes back here afterwards, where the same Connect
 *   carries on (login-return.ts);
 * - a volunteer who has not accepted the current code of conduct reads it first;
 * - then a pending request is created with the volunteer's note, if they wrote one
 *   (connect-notes.ts), the message says it was sent, and every Connect button of that NGO says
 *   "Request sent" (request-statuses.ts). A note the API would refuse keeps the request unsent
 *   and takes the volunteer to it; its own error says why.
 */
export function useConnect(onRequested?: (listingId: number) => void) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<ConnectNotice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialogFor, setDialogFor] = useState<Connectable | null>(null);
  // The dialog is rendered from its first opening on (its chunk is loaded by then).
  const [dialogUsed, setDialogUsed] = useState(false);
  const codeAccepted = useRef<boolean | null>(null);
  // The Connect button that opened the code of conduct gets focus back when it closes, once
  // it is enabled again (after Accept it is busy sending first).
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    if (dialogFor !== null || busyId !== null || !returnFocus.current) return;
    const find = returnFocus.current;
    returnFocus.current = null;
    const focusButton = () => {
      const target = find();
      if (target?.isConnected) target.focus();
    };
    focusButton();
    // A Connect carried on after login can close before its card has loaded, or while the
    // lists around it still re-render (the results and best matches load beside it): for a few
    // seconds, focus that falls back to the page goes to the card's button again, until the
    // person clicks or types.
    const observer = new MutationObserver(() => {
      if (document.activeElement === null || document.activeElement === document.body) {
        focusButton();
      }
    });
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('pointerdown', stop, true);
      document.removeEventListener('keydown', stop, true);
    };
    const timer = setTimeout(stop, 5_000);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('pointerdown', stop, true);
    document.addEventListener('keydown', stop, true);
    return stop;
  }, [dialogFor, busyId]);
  const openDialog = useCallback((listing: Connectable) => {
    const button = opener.current;
    void loadConductTexts().then(() => {
      // Set as the dialog opens, not before: a render meanwhile (the Connect no longer busy)
      // would otherwise hand focus back before the dialog has even shown.
      // A Connect carried on after login had no button pressed on this page: its card's button.
      returnFocus.current = () => button ?? connectButtonOf(listing.id);
      setDialogUsed(true);
      setDialogFor(listing);
    });
  }, []);

  // Connect buttons say "Request sent" for the volunteer's open requests, also after a reload;
  // fresh on each screen, as requests change elsewhere (withdrawn on the dashboard, answered).
  useEffect(() => {
    clearRequestStatuses();
    if (storedUserType() === 'Volunteer') void loadRequestStatuses();
  }, []);

  const toLogin = useCallback(
    (listing: Connectable, sessionEnded = false) => {
      navigate(PATHS.login, {
        state: loginState(location, { sessionEnded, connect: listing }),
      });
    },
    [location, navigate],
  );

  const send = useCallback(
    async (listing: Connectable) => {
      const note = connectNoteOf(listing.id);
      if (connectNoteProblem(note) !== null) {
        const { name } = listing;
        setNotice({
          tone: 'error',
          text: t`Your note to ${name} needs a change before it can be sent. No request was sent.`,
        });
        // The note of the card whose Connect was pressed, else the first that shows it.
        const field =
          opener.current?.closest('article')?.querySelector<HTMLElement>('[data-connect-note]') ??
          document.querySelector<HTMLElement>(`[data-connect-note="${listing.id}"]`);
        field?.focus();
        return;
      }
      setBusyId(listing.id);
      try {
        const answer = await createRequest(listing.id, note.trim());
        // The spec's message (shared/messages.ts connectMessage, as the server words it) in the
        // reader's language.
        const { name, id } = listing;
        setNotice({
          tone: 'success',
          text: answer.sample
            ? t`${name} (NGO #${id}) is a sample listing and has no account on Setu yet, so no request was sent.`
            : t`Connection request sent to ${name}.`,
        });
        if (!answer.sample) {
          setConnectNote(listing.id, '');
          setRequestStatus(listing.id, 'pending');
          onRequested?.(listing.id);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearStoredLogin();
          toLogin(listing, true);
          return;
        }
        const text = (error as Error).message;
        // A refusal's words (shared-matching) load with the first one shown on this page.
        await loadMatchingTexts();
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === REFUSAL_CODES.codeOfConduct) {
          codeAccepted.current = false;
          openDialog(listing);
          return;
        }
        // Sent earlier (another tab, another device): the button catches up.
        if (code === REFUSAL_CODES.alreadyPending) setRequestStatus(listing.id, 'pending');
        if (code === REFUSAL_CODES.alreadyAccepted) setRequestStatus(listing.id, 'accepted');
        setNotice({
          tone: error instanceof ApiError && error.status === 409 ? 'info' : 'error',
          text: sharedText(i18n, text),
        });
      } finally {
        setBusyId(null);
      }
    },
    [i18n, onRequested, openDialog, t, toLogin],
  );

  const connect = useCallback(
    async (listing: Connectable, resumed = false) => {
      opener.current =
        !resumed && document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setNotice(null);
      if (listing.sample) {
        // The spec's alert with the NGO id; nobody is behind a sample listing, so nothing is sent.
        const { name, id } = listing;
        setNotice({
          tone: 'info',
          text: t`${name} (NGO #${id}) is a sample listing and has no account on Setu yet, so no request was sent.`,
        });
        return;
      }
      const userType = storedUserType();
      if (userType === null) {
        toLogin(listing);
        return;
      }
      if (userType !== 'Volunteer') {
        setNotice({
          tone: 'info',
          text: t`Only volunteers can connect with NGOs. Log in with a volunteer account to send a request.`,
        });
        return;
      }
      if (codeAccepted.current !== true) void loadConductTexts();
      if (codeAccepted.current === null) {
        setBusyId(listing.id);
        try {
          codeAccepted.current = (await fetchPreferences()).codeOfConduct.accepted;
        } catch {
          // The request itself will tell what is wrong (e.g. an expired session).
        } finally {
          setBusyId(null);
        }
      }
      if (codeAccepted.current === false) {
        openDialog(listing);
        return;
      }
      await send(listing);
    },
    [openDialog, send, t, toLogin],
  );

  // Back from the login a Connect asked for: carry on with that listing, once per history entry
  // (a reload keeps the entry's state, but must not ask again).
  useEffect(() => {
    const listing = resumedConnect(location.state);
    if (!listing || sessionStorage.getItem(RESUMED_KEY) === location.key) return;
    sessionStorage.setItem(RESUMED_KEY, location.key);
    void connect({ ...listing, sample: false }, true);
  }, [connect, location.key, location.state]);

  const dialog = dialogUsed && (
    <Suspense fallback={null}>
      <CodeOfConductDialog
        open={dialogFor !== null}
        onClose={() => setDialogFor(null)}
        onAccepted={() => {
          codeAccepted.current = true;
          const listing = dialogFor;
          setDialogFor(null);
          if (listing) void send(listing);
        }}
      />
    </Suspense>
  );

  return { connect, notice, dismiss: () => setNotice(null), busyId, dialog };
}
