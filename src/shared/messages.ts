// Every user-facing text the spec quotes (spec §2, §5, §8; README → The specification), word for word.
// The UI and the tests both import from here.
import type { UserType } from './options';
import type { MatchingGap } from './ranking';

export const MESSAGES = {
  agreeVolunteer: 'Please agree to the terms.',
  agreeNgo: 'Please confirm the information is accurate.',
  loginMissing: 'Please select user type and enter email and password.',
  resetMissingEmail: 'Please enter your email to reset password.',
  invalidCredentials: 'Invalid email or password.',
  somethingWrong: 'Something went wrong. Please try again later.',
  noProfile: 'No profile found. Please enter correct credentials.',
  resetFailed: 'Error sending reset email. Make sure the email is correct.',
  resetSent: 'Password reset email sent! Check your inbox.',
  volunteerRegistered: 'Volunteer registered successfully!',
  volunteerSignupFailedPrefix: 'Signup failed: ',
  ngoRegistered: 'NGO registered successfully!',
  ngoSignupFailedPrefix: 'Error: ',
  feedbackThanks: "Thank you for your feedback! We'll get back to you soon.",
  noSchedule: 'You currently have no volunteering activities scheduled.',
  noMatches: 'No matching NGOs found.',
  emailTaken: 'An account with this email already exists.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  requestTooLarge: 'The request is too large.',
  /** A body that is not the JSON or the form it claims to be: cut short on a weak signal, say. */
  requestUnreadable: 'Setu could not read what was sent. Please try again.',
} as const;

/**
 * Stable codes of the Connect refusals the client acts on ({ error, code }): it tells them by code,
 * never by their English text, which the reader may see in Hindi.
 */
export const REFUSAL_CODES = {
  codeOfConduct: 'CODE_OF_CONDUCT',
  alreadyPending: 'ALREADY_PENDING',
  alreadyAccepted: 'ALREADY_ACCEPTED',
  /** The NGO accepts a request into a teaching time the volunteer already has with it. */
  slotTaken: 'SLOT_TAKEN',
} as const;

export const SUPPORT_EMAIL = 'support@setu.org.in';
export const SUPPORT_HOURS = 'Mon-Fri 9:00am-5:00pm';

/** What the login page says about why it is shown, and after a wrong role. */
export const LOGIN_MESSAGES = {
  sessionEnded: 'Your session ended. Please log in again.',
  connect: (ngoName: string) => `Log in as a volunteer to connect with ${ngoName}.`,
  /** Shown after the spec's noProfile message, only when the password was right. */
  accountType: (userType: UserType) =>
    userType === 'Volunteer'
      ? 'This email has a volunteer account: log in as a Volunteer.'
      : 'This email has an NGO account: log in as an NGO.',
} as const;

/** A reset link that was used, replaced or left too long (the reset page says so at once). */
export const INVALID_RESET_LINK = 'This reset link has expired or has already been used.';

/** A listing of Setu's demo accounts: labelled so nobody takes it for a real NGO. */
export const DEMO_LABEL = 'Demo';
export const DEMO_DESCRIPTION = 'A demo account for trying Setu, not a real NGO.';

/**
 * The call to add what matching needs: availability and languages are optional at
 * sign-up (spec §5; README → The specification), so the dashboard and the best matches say what is missing.
 */
export function matchingGapMessage(gaps: readonly MatchingGap[]): string {
  const hasTime = gaps.includes('availability');
  const hasLanguages = gaps.includes('languages');
  if (hasTime && hasLanguages)
    return 'Add your availability and languages to see which NGOs need you when you are free, in a language you speak.';
  if (hasTime) return 'Add your availability to see which NGOs need you when you are free.';
  if (hasLanguages) return 'Add your languages to see which NGOs teach in a language you speak.';
  return '';
}

/**
 * Connect's message on a matching result: the NGO by its name, never by an internal number (the
 * sample listing's alert below keeps the spec's NGO id).
 */
export function connectMessage(name: string): string {
  return `Connection request sent to ${name}.`;
}

/**
 * Connect on a sample listing: the spec's alert with the NGO id (spec §4; README → The specification), in words that are
 * true, since nobody is behind a sample listing to receive a request.
 */
export function sampleConnectMessage(name: string, id: number): string {
  return `${name} (NGO #${id}) is a sample listing and has no account on Setu yet, so no request was sent.`;
}

/** Field messages for characters a text field refuses (src/shared/text-rules.ts). */
export const TEXT_RULE_MESSAGES = {
  control: (label: string) =>
    `${label} contains an invisible control character. Remove it and try again.`,
  lineBreak: (label: string) => `${label} must be on one line.`,
  bidi: (label: string) =>
    `${label} contains a hidden text-direction character. Remove it and try again.`,
  brokenCharacter: (label: string) =>
    `${label} contains a broken character. Remove it and try again.`,
} as const;

/** How long until a limit lifts, in words: "in 5 minutes", "in about 3 hours". */
export function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

// Each new request emails the NGO, so requests are limited: these refusals say which
// limit was reached and when it lifts.
export function dailyRequestLimitMessage(limit: number, retryAfterSeconds: number): string {
  return `You can send at most ${limit} requests a day. You can send the next one ${waitWords(retryAfterSeconds)}.`;
}

export function listingRequestLimitMessage(
  ngoName: string,
  withdrawals: number,
  retryAfterSeconds: number,
): string {
  return `You withdrew ${withdrawals} requests to ${ngoName} in the last day. You can send them a new request ${waitWords(retryAfterSeconds)}.`;
}

// One open request per volunteer, NGO and teaching time (docs/decisions/0035-one-request-per-slot.md): the refusals name the
// time, so the volunteer sees which one they already have.
export function slotPendingMessage(ngoName: string, day: string, range: string): string {
  return `Your request to ${ngoName} for ${day} ${range} is already pending.`;
}

export function slotAcceptedMessage(ngoName: string, day: string, range: string): string {
  return `You already teach ${day} ${range} with ${ngoName}.`;
}

/** A time the listing does not offer (any more): the volunteer chooses again. */
export function notATeachingTimeMessage(ngoName: string): string {
  return `${ngoName} does not teach at that time. Choose one of its teaching times.`;
}

/** The NGO accepting a volunteer's open request into a time that volunteer already has. */
export function slotTakenMessage(day: string, range: string): string {
  return `This volunteer already has ${day} ${range} with you. Choose another time.`;
}

/** A request for one time accepted into another. */
export function askedForMessage(day: string, range: string): string {
  return `The volunteer asked for ${day} ${range}.`;
}

/** A listing whose accepted partners reach its "volunteers needed". */
export const FULL_LABEL = 'Full';
export const FULL_DESCRIPTION = 'This NGO has all the volunteers it asked for.';

export function listingFullMessage(needed: number, partners: number): string {
  return `Your listing is full: you asked for ${needed} volunteer${needed === 1 ? '' : 's'} and already work with ${partners}.`;
}

/** The volunteer's sign-up answer to "Why do you want to volunteer?", as the NGO sees it. */
export const REASON_LABEL = 'Why they want to volunteer';
