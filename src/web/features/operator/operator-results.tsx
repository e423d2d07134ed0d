import type { ReactNode } from 'react';
import { ApiError } from '../../api';
import { Alert } from '../../components/alert';
import { LoadState } from '../../components/load-state';
import type { Loaded } from '../../use-loader';

/**
 * An operator screen's data: loading, failed, ready, or refused because the operator's session
 * ended (or went idle) after the layout's check.
 */
export type OperatorLoaded<T> = Loaded<T> | { status: 'signed-out' };

/** The server's answer for an operator screen, with a 401, 403 or 404 read as signed out. */
export async function loadForOperator<T>(answer: Promise<T>): Promise<OperatorLoaded<T>> {
  try {
    return { status: 'ready', data: await answer };
  } catch (error) {
    if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
      return { status: 'signed-out' };
    }
    return { status: 'error', message: (error as Error).message };
  }
}

/**
 * An operator page's results: LoadState's loading and error states, `signedOut` (the way back to
 * the sign-in) when the server no longer sees an operator, and `children` with the data once
 * ready. One polite region, busy while loading, so a new list is announced when it is in.
 */
export function OperatorResults<T>({
  state,
  signedOut,
  children,
  ...shown
}: Omit<Parameters<typeof LoadState>[0], 'state' | 'className' | 'children'> & {
  state: OperatorLoaded<T>;
  signedOut: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="mt-6" aria-live="polite" aria-busy={state.status === 'loading'}>
      {state.status === 'signed-out' ? (
        <Alert tone="info">{signedOut}</Alert>
      ) : (
        <LoadState state={state} {...shown}>
          {children}
        </LoadState>
      )}
    </div>
  );
}
