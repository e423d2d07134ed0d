import { Alert } from '../../components/alert';
import type { ConnectNotice } from './use-connect';

/** Connect's message, floating at the bottom of the screen where it is seen on any scroll. */
export function ConnectNoticeBar({
  notice,
  onDismiss,
}: {
  notice: ConnectNotice | null;
  onDismiss: () => void;
}) {
  if (!notice) return null;
  return (
    <div className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-lg shadow-lg">
      <Alert tone={notice.tone} onDismiss={onDismiss}>
        {notice.text}
      </Alert>
    </div>
  );
}
