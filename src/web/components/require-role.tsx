import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { UserType } from '../../shared/options';
import { loginState } from '../login-return';
import { PATHS } from '../paths';
import { storedUserType } from '../storage';

/**
 * The spec's client-side guard: the page shows only if the stored userType matches, else the
 * login page, which comes back here afterwards. The server is the authority: every dashboard
 * call needs a live session of that role, and a 401/403 there clears the stored keys (see
 * useSessionGuard).
 */
export function RequireRole({ role, children }: { role: UserType; children: ReactNode }) {
  const location = useLocation();
  if (storedUserType() !== role) {
    return <Navigate to={PATHS.login} replace state={loginState(location)} />;
  }
  return <>{children}</>;
}

/** A screen only `role` sees: `Screen` inside RequireRole, so nothing of it runs for others. */
export function screenFor(role: UserType, Screen: ComponentType) {
  return function RoleScreen() {
    return (
      <RequireRole role={role}>
        <Screen />
      </RequireRole>
    );
  };
}
