// People's own data (India's DPDP Act, 2023): the consent recorded at sign-up, and what the
// account page sends and hears back when someone deletes their account. Used by the API and the
// account page.
import { z } from 'zod';
import { LIMITS } from './form-rules';
import { indiaIsoDate } from './time';

/**
 * The version of the terms the sign-up agree checkbox stands for, stored with each consent
 * (table consents, kind 'signup-terms'). A change to the terms or the privacy page's promises
 * takes a new date here, so every consent says which text it was given to.
 */
export const CONSENT_TEXT_VERSION = '2026-11-27';
export const SIGNUP_CONSENT_KIND = 'signup-terms';

export const OWN_DATA_MESSAGES = {
  passwordMissing: 'Enter your password to delete your account.',
  wrongPassword: 'That password is not right. Your account was not deleted.',
  demoAccount:
    'Demo accounts cannot be deleted: everyone uses them to try Setu. Your own account can be.',
  notAPerson: 'Only a volunteer or NGO account can be deleted here.',
} as const;

/** Machine-readable reasons beside the message, so the account page says them in its language. */
export const OWN_DATA_CODES = {
  wrongPassword: 'WRONG_PASSWORD',
  demoAccount: 'DEMO_ACCOUNT',
} as const;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: OWN_DATA_MESSAGES.passwordMissing })
    .min(1, OWN_DATA_MESSAGES.passwordMissing)
    .max(LIMITS.passwordMax, OWN_DATA_MESSAGES.wrongPassword),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The download's file name: setu-data-YYYY-MM-DD.json, on India's calendar like every date Setu shows. */
export function exportFileName(now: Date): string {
  return `setu-data-${indiaIsoDate(now)}.json`;
}
