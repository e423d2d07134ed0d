import { useEffect, useRef } from 'react';
import { Alert } from '../../components/alert';

/** What an operator page says after an action. */
export interface OperatorNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The notice at the top of an operator page's list: focused when it appears, so the operator
 * hears what their action did, and dismissable when given `onDismiss`. A page that spaces its
 * column itself (a review page) gives its own `className`.
 */
export function OperatorNoticeAlert({
  notice,
  onDismiss,
  className = 'mt-4 focus:outline-none',
}: {
  notice: OperatorNotice | null;
  onDismiss?: () => void;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={ref} tabIndex={-1} className={className || undefined}>
      <Alert tone={notice.tone} onDismiss={onDismiss}>
        {notice.text}
      </Alert>
    </div>
  );
}
