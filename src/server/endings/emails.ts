// The volunteer's email when a partnership ends: who ended it and why in general words, a thank
// you with their hours, and the way to their certificates. Written in the ending's transaction
// (docs/decisions/0046-honest-endings.md, docs/decisions/0030-mail-outbox.md).
import type { EndReason } from '../../shared/endings';
import type { Locale } from '../../shared/locales';
import { letter } from '../mail/letter';
import { mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';

export function partnershipEndedEmail(input: {
  to: string;
  language: Locale;
  volunteerName: string;
  ngoName: string;
  endedBy: 'volunteer' | 'ngo';
  reason: EndReason;
  /** Held sessions and their hours, as the certificates count them. */
  sessions: number;
  hours: number;
  certificatesUrl: string;
  matchingUrl: string;
}): MailMessage {
  const t = mailText(input.language);
  const name = input.ngoName;
  const why = t(`ended.reason.${input.reason}`);
  return {
    to: input.to,
    subject: t('ended.subject', { name }),
    text: letter(t, input.volunteerName, [
      input.endedBy === 'ngo' ? t('ended.byNgo', { name, why }) : t('ended.byYou', { name, why }),
      '',
      input.sessions > 0
        ? t('ended.hours', { hours: input.hours, sessions: input.sessions, name })
        : t('ended.noHours', { name }),
      input.sessions > 0
        ? t('ended.certificate', { url: input.certificatesUrl })
        : t('ended.findAnother', { url: input.matchingUrl }),
      '',
      t('ended.feedback'),
    ]),
  };
}
