import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { sharedText } from '../i18n/shared-text';
import { Alert } from './alert';

export interface Status {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * Where a form's spec "alert" appears: next to its submit button, so it is in view where the
 * user just pressed. The alert holds the message alone (word for word); follow-up links go after
 * it. The id lets a control point at it with aria-describedby.
 */
export function FormStatus({
  id,
  status,
  children,
}: {
  id?: string;
  status: Status | null;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  if (!status) return null;
  return (
    <div id={id} className="space-y-2">
      <Alert tone={status.tone}>{sharedText(i18n, status.text)}</Alert>
      {children}
    </div>
  );
}
