import { useEffect, useRef } from 'react';
import { Alert } from '../../components/alert';

/** What an operator page says after an action. */
export interface OperatorNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The notice at the top of an operator page's list: focused when it appears, so the operator
 * hears what their action did, and dismissable.
 */
export function OperatorNoticeAlert({
  notice,
  onDismiss,
}: {
  notice: OperatorNotice | null;
  onDismiss: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={ref} tabIndex={-1} className="mt-4 focus:outline-none">
      <Alert tone={notice.tone} onDismiss={onDismiss}>
        {notice.text}
      </Alert>
    </div>
  );
}
