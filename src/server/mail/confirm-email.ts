// The email-address confirmation email, in the account's language.
import { linkEmail, type LinkEmailInput } from './link-email';

export function confirmEmail(input: LinkEmailInput & { hours: number }) {
  return linkEmail(input, 'confirm.subject', (t) => t('confirm.body', { hours: input.hours }), [
    'confirm.why',
    'confirm.notYou',
  ]);
}
