// The password reset email, in the account's language.
import type { Locale } from '../../shared/locales';
import type { MailMessage } from './mailer';
import { mailText } from './mail-i18n';
import { letter } from './letter';

export function resetEmail(input: {
  to: string;
  name: string;
  link: string;
  minutes: number;
  language: Locale;
}): MailMessage {
  const t = mailText(input.language);
  return {
    to: input.to,
    subject: t('reset.subject'),
    text: letter(t, input.name, [
      t('reset.body', { minutes: input.minutes }),
      '',
      input.link,
      '',
      t('reset.notYou'),
    ]),
  };
}
