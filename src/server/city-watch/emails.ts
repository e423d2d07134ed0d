// "An NGO in ‹city› has joined Setu": to a volunteer who asked, in their account's language, once
// per city (notices.ts), with their matches and a stop link that needs no sign-in (stop-token.ts).
import type { Locale } from '../../shared/locales';
import type { MailMessage } from '../mail/mailer';
import { mailText, optionText } from '../mail/mail-i18n';
import { letter } from '../mail/letter';

export function cityWatchEmail(input: {
  to: string;
  language: Locale;
  name: string;
  city: string;
  matchesUrl: string;
  stopUrl: string;
}): MailMessage {
  const t = mailText(input.language);
  const city = optionText(t, input.city);
  return {
    to: input.to,
    subject: t('cityWatch.subject', { city }),
    text: letter(t, input.name, [
      t('cityWatch.body', { city }),
      '',
      t('cityWatch.matches', { url: input.matchesUrl }),
      '',
      t('cityWatch.once', { city }),
      t('cityWatch.stop', { url: input.stopUrl }),
    ]),
  };
}
