import type { ReactNode } from 'react';
import { Alert } from './alert';

/**
 * What the last action on a card did, above the card's content: a status when it went well, an
 * alert when it failed (the caller translates the server's reason), with × when `onDismiss` is
 * given. Nothing when there is no message. Its own module, not alert.tsx's: only the dashboards
 * use it, and alert.tsx loads on every first load (docs/decisions/0029-lean-first-loads.md).
 */
export function ActionOutcome({
  message,
  tone = 'success',
  onDismiss,
}: {
  message: ReactNode;
  tone?: 'success' | 'error';
  onDismiss?: () => void;
}) {
  if (!message) return null;
  return (
    <div className="mb-3">
      <Alert tone={tone} role={tone === 'success' ? 'status' : 'alert'} onDismiss={onDismiss}>
        {message}
      </Alert>
    </div>
  );
}
