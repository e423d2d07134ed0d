import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportOutcome, ReportStatus } from '../../../shared/reports';

/** A report's status, as the reports queue and the audit log name it. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, MessageDescriptor> = {
  open: msg`Open`,
  investigating: msg`Investigating`,
  resolved: msg`Resolved`,
};

/** How a resolved report ended, as the reports queue and the audit log name it. */
export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, MessageDescriptor> = {
  'action-taken': msg`Action taken`,
  'no-breach-found': msg`No breach found`,
  'not-enough-information': msg`Not enough information`,
};
