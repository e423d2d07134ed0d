import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../api';
import { loginErrorMessage, resetRequestErrorMessage } from './login-messages';
import { requestPasswordReset } from './request-reset';

describe('loginErrorMessage', () => {
  it('maps each answer to the spec message', () => {
    expect(loginErrorMessage(new ApiError(401, 'x'))).toBe(MESSAGES.invalidCredentials);
    expect(loginErrorMessage(new ApiError(400, 'x'))).toBe(MESSAGES.invalidCredentials);
    expect(loginErrorMessage(new ApiError(404, 'x'))).toBe(MESSAGES.noProfile);
    expect(loginErrorMessage(new ApiError(429, MESSAGES.tooManyRequests))).toBe(
      MESSAGES.tooManyRequests,
    );
    expect(loginErrorMessage(new ApiError(500, 'boom'))).toBe(MESSAGES.somethingWrong);
    expect(loginErrorMessage(new ApiError(0, 'offline'))).toBe(MESSAGES.somethingWrong);
    expect(loginErrorMessage(new TypeError('x'))).toBe(MESSAGES.somethingWrong);
  });
});

describe('reset request messages', () => {
  it('keeps a rate limit message, and every other failure is the spec message', () => {
    expect(resetRequestErrorMessage(new ApiError(429, 'Wait.'))).toBe('Wait.');
    expect(resetRequestErrorMessage(new ApiError(400, 'x'))).toBe(MESSAGES.resetFailed);
    expect(resetRequestErrorMessage(new ApiError(0, 'offline'))).toBe(MESSAGES.resetFailed);
  });

  it('asks for an email, and refuses a malformed one, before calling the server', async () => {
    expect(await requestPasswordReset('  ')).toEqual({
      tone: 'error',
      text: MESSAGES.resetMissingEmail,
    });
    expect(await requestPasswordReset('not-an-email')).toEqual({
      tone: 'error',
      text: MESSAGES.resetFailed,
    });
  });
});
