// The words of the volunteer's checklist: each check's name and what it asks, and each state.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CheckKind, CheckState, NgoOptionalCheck } from '../../../shared/vetting';

export const CHECK_NAMES: Record<CheckKind, MessageDescriptor> = {
  course: msg`Safeguarding course`,
  identity: msg`Identity check`,
  police_clearance: msg`Police clearance certificate`,
  references: msg`Two references`,
};

export const CHECK_ASKS: Record<CheckKind, MessageDescriptor> = {
  course: msg`Setu's short course on keeping children safe (India's POCSO Act, boundaries, what to do when a child tells you something), with a quiz. Valid for 2 years.`,
  identity: msg`A photo or scan of an ID, compared with your profile by a Setu operator. Setu never keeps an ID number.`,
  police_clearance: msg`A police clearance certificate issued in the last 12 months, reviewed by a Setu operator. Valid for 12 months from its issue date.`,
  references: msg`Two people who know you answer a few questions about you by email.`,
};

/** What the checklist's link to a check's own page says. */
export const CHECK_ACTIONS: Record<CheckKind, MessageDescriptor> = {
  course: msg`Take the safeguarding course`,
  identity: msg`Upload your ID`,
  police_clearance: msg`Upload your police clearance certificate`,
  references: msg`Name your two referees`,
};

/** Each state's word, and the colours of its badge (text on background at least 4.5:1). */
export const CHECK_STATE_BADGES: Record<
  CheckState,
  { label: MessageDescriptor; text: string; background: string }
> = {
  missing: { label: msg`Not started`, text: '#1f2937', background: '#e5e7eb' },
  pending: { label: msg`Waiting for review`, text: '#78350f', background: '#fef3c7' },
  valid: { label: msg`Done`, text: '#14532d', background: '#dcfce7' },
  rejected: { label: msg`Not accepted`, text: '#7f1d1d', background: '#fee2e2' },
  expired: { label: msg`Expired`, text: '#7f1d1d', background: '#fee2e2' },
};

/** What an NGO may ask for beyond Setu's minimum, as its listing form offers it. */
export const OPTIONAL_CHECK_CHOICES: Record<NgoOptionalCheck, MessageDescriptor> = {
  police_clearance: msg`A police clearance certificate, issued in the last 12 months`,
  references: msg`Two references, who answer Setu by email`,
};
