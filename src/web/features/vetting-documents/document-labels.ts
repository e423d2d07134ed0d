// How the two document checks and their states are named on the volunteer's and the operators'
// screens.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DocumentKind } from '../../../shared/vetting-documents';
import type { CheckState } from '../../../shared/vetting';

export const KIND_LABELS: Record<DocumentKind, MessageDescriptor> = {
  identity: msg`Identity document`,
  police_clearance: msg`Police clearance certificate`,
};

export const STATE_LABELS: Record<CheckState, MessageDescriptor> = {
  missing: msg`Not sent yet`,
  pending: msg`Waiting for review`,
  valid: msg`Verified`,
  rejected: msg`Rejected`,
  expired: msg`Expired`,
};
