// Email ownership: Setu sends a confirmation link to every new address, and until it
// is confirmed a volunteer cannot Connect and an NGO cannot publish or accept. The server and the
// client both read these texts; the client shows them in Hindi through the
// features/email-confirmation catalogue (sharedText), so every text here has an entry there.
import { waitWords } from './messages';

/** The `code` of a 403 refused because the account's email address is not confirmed yet. */
export const EMAIL_UNCONFIRMED_CODE = 'email-unconfirmed';

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48;

/** What the email-confirmation gate guards. */
export type GatedAction = 'connect' | 'publish' | 'accept';

/** The refusal of each gated action, naming what to do about it. */
export const EMAIL_UNCONFIRMED_MESSAGES: Record<GatedAction, string> = {
  connect:
    'Confirm your email address before you connect with NGOs: open the link we emailed you, or ask for a new one on your dashboard.',
  publish:
    'Confirm your email address before you publish your profile: open the link we emailed you, or ask for a new one on your dashboard.',
  accept:
    'Confirm your email address before you accept a request: open the link we emailed you, or ask for a new one on your dashboard.',
};

/** The codes of POST /api/accounts/confirm-email's refusals, and their messages. */
export const CONFIRM_LINK_CODES = { expired: 'expired-link', invalid: 'invalid-link' } as const;
export const CONFIRM_LINK_MESSAGES = {
  expired: 'This confirmation link has expired. Log in and ask for a new one on your dashboard.',
  invalid:
    'This confirmation link is not valid: it may have been used already or copied incompletely.',
} as const;

/** A new link that could not be sent (the mail server failed). */
export const CONFIRM_MAIL_FAILED = 'The email could not be sent. Please try again later.';

/** New links asked for per account (POST /api/accounts/confirm-email/resend). */
export const RESEND_LIMIT = { limit: 3, windowSeconds: 60 * 60 } as const;

/** The refusal of one more link than RESEND_LIMIT allows. */
export function resendLimitMessage(retryAfterSeconds: number): string {
  return `You have asked for ${RESEND_LIMIT.limit} links in the last hour. You can ask for another one ${waitWords(retryAfterSeconds)}.`;
}
