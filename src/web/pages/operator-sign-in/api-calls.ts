import { api, ApiError, unwrap } from '../../api';

export async function signInWithPassword(email: string, password: string) {
  return unwrap(api.operator.auth['sign-in'].$post({ json: { email, password } }));
}

export async function sendSecondFactor(input: { code: string } | { recoveryCode: string }) {
  return unwrap(api.operator.auth['second-factor'].$post({ json: input }));
}

export async function whereSignInStands() {
  try {
    return await unwrap(api.operator.auth.me.$get());
  } catch (error) {
    // 404: not an operator's session (a visitor); 401: an operator's, ended (idle).
    if (error instanceof ApiError && (error.status === 401 || error.status === 404))
      return { stage: 'none' as const, code: error.code };
    throw error;
  }
}
