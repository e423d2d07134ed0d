import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from './api';
import { loginState } from './login-return';
import { PATHS } from './paths';
import { clearStoredLogin, loggedOutHere } from './storage';

/**
 * Returns a handler for errors of authenticated calls: a 401 or 403 means the stored userType
 * is stale or forged, so the stored keys go and the user is sent to /login, which brings them
 * back here afterwards. A 401 is an ended session and the login page says so; a 403 is a session
 * of the other role. Returns true when it handled the error.
 *
 * A page's other calls fail the same way a moment later. Only a page still shown sends the user
 * to /login: a second visit would remount the login form under someone already typing in it
 * (tests/e2e/suspension-operator.test.ts logs in right after such a redirect). Nor does a call
 * answered after the person's own Logout: the Logout button is taking them home, and a redirect
 * then would land them on /login saying their session ended.
 */
export function useSessionGuard() {
  const navigate = useNavigate();
  // Read when an error arrives, so the handler keeps its identity (useLoader reloads on a new one).
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(
    (error: unknown): boolean => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        clearStoredLogin();
        if (!shown.current || here.current.pathname === PATHS.login || loggedOutHere()) return true;
        navigate(PATHS.login, {
          replace: true,
          state: loginState(here.current, { sessionEnded: error.status === 401 }),
        });
        return true;
      }
      return false;
    },
    [navigate],
  );
}
