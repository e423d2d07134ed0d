import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The one in-page alert: the spec's "alert" messages appear here word for word, announced by
 * screen readers (role="alert"). What a person's own action did is a status (role="status"):
 * said politely, after what they are hearing.
 */
export function Alert({
  tone = 'info',
  role = 'alert',
  children,
  onDismiss,
}: {
  tone?: 'success' | 'error' | 'info';
  role?: 'alert' | 'status';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  const { t } = useLingui();
  const colours = {
    success: 'border-green-700 bg-green-50 text-green-900',
    error: 'border-red-700 bg-red-50 text-red-900',
    info: 'border-brand-700 bg-brand-50 text-brand-800',
  }[tone];
  // The live region holds the message alone: the dismiss button beside it is not announced as
  // part of what happened, and the message's text is exactly what the person reads.
  return (
    <div className={`flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 ${colours}`}>
      <div role={role} className="flex-1">
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="rounded px-2 font-semibold"
          aria-label={t`Dismiss message`}
        >
          ×
        </button>
      )}
    </div>
  );
}
