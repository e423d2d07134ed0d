import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportCategory } from '../../../shared/reports';

/** The categories' names, as the dialog and the operators' queue show them. */
export const CATEGORY_LABELS: Record<ReportCategory, MessageDescriptor> = {
  'child-safety': msg`Child safety`,
  harassment: msg`Harassment`,
  'misleading-listing': msg`Fake or misleading listing`,
  'no-show': msg`No-show`,
  other: msg`Other`,
};
