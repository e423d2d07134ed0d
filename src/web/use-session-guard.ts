import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from './api';
import { PATHS } from './paths';
import { clearStoredLogin } from './storage';

/**
 * Returns a handler for errors of authenticated calls: a 401 or 403 means the stored userType
 * is stale or forged, so the stored keys go and the user is sent to /login. Returns true when it
 * handled the error.
 */
export function useSessionGuard() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown): boolean => {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        clearStoredLogin();
        navigate(PATHS.login, { replace: true });
        return true;
      }
      return false;
    },
    [navigate],
  );
}
