// Which spec message a failed login or reset request shows (spec §8; README → The specification).
import { MESSAGES } from '../../../shared/messages';
import { USER_TYPES, type UserType } from '../../../shared/options';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../../shared/suspension-messages';
import { ApiError } from '../../api';

export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.somethingWrong;
  switch (error.status) {
    case 400: // fields are checked before sending, so a 400 is a malformed email or password
    case 401:
      return MESSAGES.invalidCredentials;
    case 404:
      return MESSAGES.noProfile;
    case 429:
      return error.message;
    case 403: // a suspended account: the server says so, and whom to contact
      return error.code === SUSPENSION_CODES.suspended
        ? SUSPENSION_MESSAGES.suspended
        : MESSAGES.somethingWrong;
    default:
      return MESSAGES.somethingWrong;
  }
}

/**
 * The role the account has, which the server tells only after the right password with the wrong
 * role (the spec's "No profile found" answer); null for every other failure.
 */
export function accountTypeOf(error: unknown): UserType | null {
  if (!(error instanceof ApiError) || error.status !== 404) return null;
  return USER_TYPES.find((type) => type === error.body.accountType) ?? null;
}

export function resetRequestErrorMessage(error: unknown): string {
  // A rate limit says how to recover; every other failure is the spec's reset message.
  if (error instanceof ApiError && error.status === 429) return error.message;
  return MESSAGES.resetFailed;
}
