// The forms' fixed rules that need no zod: limits, fixed messages and the website's completion.
// Pages that only show them (a maxLength, a count) import this module, so they do not load zod
// with the schemas; schemas.ts builds on it and re-exports it for the server.

export const LIMITS = {
  name: 100,
  freeText: 2000,
  email: 254,
  passwordMin: 8,
  passwordMax: 128,
  needLabel: 60,
  needsPerNgo: 30,
  feedbackMessage: 5000,
} as const;

export const MATCHING_LIMITS = {
  requestMessage: 500,
  volunteersNeeded: 100,
  pendingPerVolunteer: 20,
  /** New requests per volunteer in a day: each one emails an NGO. */
  requestsPerDay: 10,
  /** Withdrawn requests to one NGO in a day after which the volunteer must wait to ask again. */
  withdrawalsPerListingPerDay: 2,
} as const;

/**
 * The sign-up's location: a City select and a Location text bound to one value (spec §2; README → The specification).
 * Its missing message names both, so it fits whichever of the two the person looks at.
 */
export const LOCATION_MISSING = 'Choose a city or type your location.';

/** A need already listed (any letter case): the server answers 409, the form says it first. */
export const NEED_DUPLICATE_MESSAGE = 'This need is already on your list.';

/** The code of the 409 that asks the NGO to confirm accepting on a full listing. */
export const LISTING_FULL_CODE = 'LISTING_FULL';

/**
 * People type "www.example.org" or "example.org": add the https:// they left out,
 * so the form and the API store the same full address. A value with its own scheme
 * ("http:", "javascript:") is left as it is, for the check below to judge.
 */
export function normalizeWebsite(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
