// The password reset email, in the account's language.
import { linkEmail, type LinkEmailInput } from './link-email';

export function resetEmail(input: LinkEmailInput & { minutes: number }) {
  return linkEmail(input, 'reset.subject', (t) => t('reset.body', { minutes: input.minutes }), [
    'reset.notYou',
  ]);
}
