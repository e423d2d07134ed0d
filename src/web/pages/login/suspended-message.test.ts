// A suspended account's login: the form shows the server's message, found in the login
// page's catalogue by its English, and Hindi has it.
import { describe, expect, it } from 'vitest';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../../shared/suspension';
import { MESSAGES } from '../../../shared/messages';
import { ApiError } from '../../api';
import { messages as en } from '../../locales/en/pages/login.po';
import { messages as hi } from '../../locales/hi/pages/login.po';
import { loginErrorMessage } from './login-messages';

describe('a suspended account at login', () => {
  it('shows the suspension message for its code, and the generic one for another 403', () => {
    const suspended = new ApiError(403, 'ignored', {}, SUSPENSION_CODES.suspended);
    expect(loginErrorMessage(suspended)).toBe(SUSPENSION_MESSAGES.suspended);
    expect(loginErrorMessage(new ApiError(403, 'Forbidden'))).toBe(MESSAGES.somethingWrong);
  });

  it('has the message in the login catalogue, translated into Hindi', () => {
    expect(Object.keys(en)).toContain(SUSPENSION_MESSAGES.suspended);
    const hindi = hi[SUSPENSION_MESSAGES.suspended];
    expect(typeof hindi === 'string' ? hindi : JSON.stringify(hindi)).toMatch(/निलंबित/);
  });
});
