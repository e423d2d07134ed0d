// The login form shows a refused login's message through sharedText, which finds a text by its
// English in the loaded catalogues: this puts the suspended account's message (src/shared/
// suspension.ts, SUSPENSION_MESSAGES.suspended) into the login page's catalogue. Nothing imports
// it at run time; it exists for lingui extract (suspended-message.test.ts checks the English).
import { msg } from '@lingui/core/macro';

export const SUSPENDED_LOGIN_MESSAGES = [
  msg({
    id: 'This account is suspended. If you think this is a mistake, please contact us through the Contact page.',
  }),
];
