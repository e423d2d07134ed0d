// Asking for a reset email, from the login page's Forgot Password and from /reset-password.
import { MESSAGES } from '../../../shared/messages';
import { api, UNREACHABLE, unwrap } from '../../api';
import type { Status } from '../../components/form-status';
import { loadSchemas } from '../../components/lazy-validation';
import { resetRequestErrorMessage } from './login-messages';

export async function requestPasswordReset(email: string): Promise<Status> {
  // The schema's messages are the spec's: an empty email asks for one, a malformed one fails.
  let parsed;
  try {
    parsed = (await loadSchemas()).resetRequestSchema.safeParse({ email });
  } catch {
    return { tone: 'error', text: UNREACHABLE };
  }
  if (!parsed.success) {
    return { tone: 'error', text: parsed.error.issues[0]?.message ?? MESSAGES.resetFailed };
  }
  try {
    await unwrap(api.accounts['password-reset'].request.$post({ json: parsed.data }));
    return { tone: 'success', text: MESSAGES.resetSent };
  } catch (error) {
    return { tone: 'error', text: resetRequestErrorMessage(error) };
  }
}
