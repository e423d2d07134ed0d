import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { connectMessage } from '../../../shared/messages';
import { ApiError } from '../../api';
import { PATHS } from '../../paths';
import { clearStoredLogin, storedUserType, storeReturnPath } from '../../storage';
import { createRequest, fetchPreferences } from './api-calls';
import { CodeOfConductDialog } from './code-of-conduct-dialog';

export interface Connectable {
  id: number;
  name: string;
  /** One of the spec's sample NGOs: no account behind it, so Connect shows the message only. */
  sample: boolean;
}

export interface ConnectNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * Connect on a listing:
 * - a sample listing keeps the spec's behaviour: the message naming the NGO and its id, nothing else;
 * - signed out, the user goes to /login and comes back here afterwards;
 * - a volunteer who has not accepted the current code of conduct reads it first;
 * - then a pending request is created and the same message is shown; a second Connect says the
 *   request is already pending.
 */
export function useConnect(onRequested?: (listingId: number) => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<ConnectNotice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialogFor, setDialogFor] = useState<Connectable | null>(null);
  const codeAccepted = useRef<boolean | null>(null);
  // The Connect button that opened the code of conduct gets focus back when it closes, once
  // it is enabled again (after Accept it is busy sending first).
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (dialogFor !== null || busyId !== null || !returnFocus.current) return;
    if (returnFocus.current.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  }, [dialogFor, busyId]);
  const openDialog = useCallback((listing: Connectable) => {
    returnFocus.current = opener.current;
    setDialogFor(listing);
  }, []);

  const toLogin = useCallback(() => {
    storeReturnPath(`${location.pathname}${location.search}`);
    navigate(PATHS.login);
  }, [location.pathname, location.search, navigate]);

  const send = useCallback(
    async (listing: Connectable) => {
      setBusyId(listing.id);
      try {
        const answer = await createRequest(listing.id);
        setNotice({
          tone: 'success',
          text: answer.message ?? connectMessage(listing.name, listing.id),
        });
        if (!answer.sample) onRequested?.(listing.id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearStoredLogin();
          toLogin();
          return;
        }
        const text = (error as Error).message;
        if (error instanceof ApiError && error.status === 409 && /code of conduct/i.test(text)) {
          codeAccepted.current = false;
          openDialog(listing);
          return;
        }
        setNotice({
          tone: error instanceof ApiError && error.status === 409 ? 'info' : 'error',
          text,
        });
      } finally {
        setBusyId(null);
      }
    },
    [onRequested, openDialog, toLogin],
  );

  const connect = useCallback(
    async (listing: Connectable) => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setNotice(null);
      if (listing.sample) {
        setNotice({ tone: 'success', text: connectMessage(listing.name, listing.id) });
        return;
      }
      const userType = storedUserType();
      if (userType === null) {
        toLogin();
        return;
      }
      if (userType !== 'Volunteer') {
        setNotice({
          tone: 'info',
          text: 'Only volunteers can connect with NGOs. Log in with a volunteer account to send a request.',
        });
        return;
      }
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
    [openDialog, send, toLogin],
  );

  const dialog = (
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
  );

  return { connect, notice, dismiss: () => setNotice(null), busyId, dialog };
}
