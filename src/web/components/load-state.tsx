import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { sharedText } from '../i18n/shared-text';
import type { Loaded } from '../use-loader';
import { Alert } from './alert';
import { secondaryButtonClass } from './submit-button';

/**
 * What a screen part shows while its server data is on the way or failed to arrive: a polite
 * status line, or the error (after `failed`, when given) with Try again when it can `reload`.
 * Once the data is ready, what `children` makes of it (nothing without them): the data comes
 * typed, so a screen needs no check of its own that it is ready.
 */
export function LoadState<T>({
  state,
  reload,
  loading,
  failed,
  className = '',
  children,
}: {
  state: Loaded<T>;
  reload?: () => Promise<void> | void;
  /** e.g. "Loading your requests…" */
  loading: string;
  /** Said before the server's reason, e.g. "Could not load the reports." */
  failed?: string;
  className?: string;
  children?: (data: T) => ReactNode;
}) {
  const { i18n } = useLingui();
  if (state.status === 'loading') {
    return (
      // aria-busy: this part is still on its way (browser tests wait for none before acting, so a
      // part arriving above a button cannot move it under the pointer).
      <p role="status" aria-busy="true" className={`text-gray-700 ${className}`}>
        {loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={`space-y-3 ${className}`}>
        <Alert tone="error">
          {failed && `${failed} `}
          {sharedText(i18n, state.message)}
        </Alert>
        {reload && (
          <button type="button" onClick={() => void reload()} className={secondaryButtonClass}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    );
  }
  return children ? children(state.data) : null;
}
