import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/**
 * A request's or partnership's status as a badge. Each status has its own colour AND its word,
 * so nobody needs to tell the colours apart; text and background keep at least 4.5:1 contrast
 * (WCAG 1.4.3), checked in status-badge.test.tsx.
 */
export const REQUEST_STATUSES = {
  pending: { label: msg`Pending`, text: '#78350f', background: '#fef3c7' },
  accepted: { label: msg`Accepted`, text: '#14532d', background: '#dcfce7' },
  declined: { label: msg`Declined`, text: '#7f1d1d', background: '#fee2e2' },
  ended: { label: msg`Ended`, text: '#1f2937', background: '#e5e7eb' },
  withdrawn: { label: msg`Withdrawn`, text: '#312e81', background: '#e0e7ff' },
} as const;
export type RequestStatus = keyof typeof REQUEST_STATUSES;

export function StatusBadge({ status }: { status: RequestStatus }) {
  return <ColourBadge {...REQUEST_STATUSES[status]} name="status-badge" value={status} />;
}

/** A word in its own colours (at least 4.5:1, as above); `name` and `value` label it for tests. */
export function ColourBadge({
  label,
  text,
  background,
  name,
  value,
}: {
  label: MessageDescriptor;
  text: string;
  background: string;
  name: string;
  value: string;
}) {
  const { i18n } = useLingui();
  return (
    <span
      data-testid={name}
      data-status={value}
      style={{ color: text, backgroundColor: background, borderColor: text }}
      className="inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold"
    >
      {i18n._(label)}
    </span>
  );
}
