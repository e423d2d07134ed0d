// The frame of every operator page: the guard (GET /api/operator/auth/me), the operator
// navigation and the page's heading. Someone not signed in as an operator goes to the sign-in
// page, which also takes an operator half-way through signing in to the code step.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { OPERATOR_CODES } from '../../../shared/operators';
import { api, ApiError, unwrap } from '../../api';
import { PATHS } from '../../paths';
import { OperatorNav } from './operator-nav';
import { storeOperatorSignedIn } from './operator-session';

/** What the sign-in page reads from the router state. */
export interface OperatorSignInState {
  idle?: boolean;
  signedOut?: boolean;
}

type Check =
  | { status: 'checking' }
  | { status: 'signed-in'; email: string }
  | { status: 'away'; state: OperatorSignInState }
  | { status: 'error' };

/** Asks the server whether this browser has a signed-in operator. */
export async function checkOperator(): Promise<Check> {
  try {
    const me = await unwrap(api.operator.auth.me.$get());
    if (me.stage === 'signed-in') return { status: 'signed-in', email: me.email };
    return { status: 'away', state: {} };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
      return { status: 'away', state: { idle: error.code === OPERATOR_CODES.idle } };
    }
    return { status: 'error' };
  }
}

/**
 * An operator page: `title` is its h1, `children` show once the server says an operator is
 * signed in. Use it in every page under /operator/ (not the sign-in page).
 */
export function OperatorLayout({ title, children }: { title: string; children: ReactNode }) {
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  useEffect(() => {
    let current = true;
    void checkOperator().then((found) => {
      if (!current) return;
      if (found.status === 'signed-in') storeOperatorSignedIn(true);
      if (found.status === 'away') storeOperatorSignedIn(false);
      setCheck(found);
    });
    return () => {
      current = false;
    };
  }, []);

  if (check.status === 'away') {
    return <Navigate to={PATHS.operatorSignIn} replace state={check.state} />;
  }
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      {check.status === 'signed-in' && <OperatorNav />}
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      {check.status === 'checking' && (
        <p role="status" className="text-gray-700">
          <Trans>Checking your sign-in…</Trans>
        </p>
      )}
      {check.status === 'error' && (
        <p role="alert" className="text-red-800">
          <Trans>Could not reach Setu. Check your connection and reload the page.</Trans>
        </p>
      )}
      {check.status === 'signed-in' && children}
    </div>
  );
}

/** A route's page made of one operator screen inside the layout, `title` its h1. */
export function operatorPage(title: MessageDescriptor, Screen: ComponentType): ComponentType {
  return function OperatorPage() {
    const { i18n } = useLingui();
    return (
      <OperatorLayout title={i18n._(title)}>
        <Screen />
      </OperatorLayout>
    );
  };
}
