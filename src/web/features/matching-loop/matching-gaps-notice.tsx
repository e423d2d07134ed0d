import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { matchingGapMessage } from '../../../shared/messages';
import type { MatchingGap } from '../../../shared/ranking';
import { sharedText } from '../../i18n/shared-text';

/**
 * The call to add what matching needs (availability, languages). Not an alert: it is part of the
 * page as loaded, and the spec's alerts keep that role to themselves. `children` is the way
 * there: a button to the preferences form on the dashboard, a link to the dashboard elsewhere.
 */
export function MatchingGapsNotice({
  gaps,
  className = '',
  children,
}: {
  gaps: readonly MatchingGap[];
  className?: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  if (gaps.length === 0) return null;
  return (
    <div
      data-testid="matching-gaps"
      className={`rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-800 ${className}`}
    >
      <p className="font-semibold">{sharedText(i18n, matchingGapMessage(gaps))}</p>
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
