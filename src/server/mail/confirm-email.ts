// The email-address confirmation email, in the account's language.
import type { Locale } from '../../shared/locales';
import type { MailMessage } from './mailer';
import { mailText } from './mail-i18n';
import { letter } from './letter';

export function confirmEmail(input: {
  to: string;
  name: string;
  link: string;
  hours: number;
  language: Locale;
}): MailMessage {
  const t = mailText(input.language);
  return {
    to: input.to,
    subject: t('confirm.subject'),
    text: letter(t, input.name, [
      t('confirm.body', { hours: input.hours }),
      '',
      input.link,
      '',
      t('confirm.why'),
      '',
      t('confirm.notYou'),
    ]),
  };
}
