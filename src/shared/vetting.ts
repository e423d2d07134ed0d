// The checks a volunteer passes before meeting children (docs/decisions/0037-vetting-checks.md):
// what they are, which Setu always asks for, which an NGO may add, and how long each stays valid.
// The forms, the API and the gate read these lists; each check's own rules live beside its
// screen and its server folder.

export const CHECK_KINDS = ['course', 'identity', 'police_clearance', 'references'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** Setu's minimum for any session with children. */
export const SETU_MINIMUM_CHECKS: readonly CheckKind[] = ['course', 'identity'];
/** What an NGO may add to its listing's requirements. */
export const NGO_OPTIONAL_CHECKS = ['police_clearance', 'references'] as const;
export type NgoOptionalCheck = (typeof NGO_OPTIONAL_CHECKS)[number];

/**
 * A check's outcome as stored: waiting for someone (an operator's review, a referee's answer),
 * valid (until validUntil, when it expires), or rejected.
 */
export const CHECK_OUTCOMES = ['pending', 'valid', 'rejected'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** What a volunteer, an NGO and the gate see: the outcome, with "missing" and "expired" added. */
export const CHECK_STATES = ['missing', 'pending', 'valid', 'rejected', 'expired'] as const;
export type CheckState = (typeof CHECK_STATES)[number];

/** How long a valid check lasts, in months; references do not expire. */
export const CHECK_VALID_MONTHS: Record<CheckKind, number | null> = {
  course: 24,
  identity: null,
  police_clearance: 12,
  references: null,
};

/** The checks a listing's volunteers need: Setu's minimum and what the NGO added, once each. */
export function requiredChecks(listingRequires: readonly string[]): CheckKind[] {
  const added = NGO_OPTIONAL_CHECKS.filter((kind) => listingRequires.includes(kind));
  return [...SETU_MINIMUM_CHECKS, ...added];
}

export interface CheckStatus {
  state: CheckState;
  /** ISO instant, or null when the check does not expire or is not valid. */
  validUntil: string | null;
}

/** The required checks that are not valid now, in CHECK_KINDS order. */
export function checksStillNeeded(
  statuses: Partial<Record<CheckKind, CheckStatus>>,
  required: readonly CheckKind[],
): CheckKind[] {
  return CHECK_KINDS.filter((kind) => required.includes(kind) && statuses[kind]?.state !== 'valid');
}

/**
 * How a listing's card names the checks its NGO adds, before a volunteer connects: the English
 * is the key of the Hindi (src/web/i18n/shared-matching-messages.ts).
 */
export const LISTING_CHECKS_INTRO = 'Also asks its volunteers for:';
export const LISTING_CHECK_WORDS: Record<NgoOptionalCheck, string> = {
  police_clearance: 'a police clearance certificate',
  references: 'two references',
};
