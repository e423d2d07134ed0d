// Whether a reset link can still be used, asked before the person types a new password twice.
import { api, ApiError, unwrap } from '../../api';

export type LinkStatus = 'valid' | 'invalid' | 'unknown';

export async function checkResetLink(token: string): Promise<LinkStatus> {
  try {
    const answer = await unwrap(api.accounts['password-reset'].check.$post({ json: { token } }));
    return answer.valid ? 'valid' : 'invalid';
  } catch (error) {
    // A 400 is a token that cannot be one; anything else (offline, a rate limit) leaves the
    // answer to the new-password form, which the server checks again.
    return error instanceof ApiError && error.status === 400 ? 'invalid' : 'unknown';
  }
}
