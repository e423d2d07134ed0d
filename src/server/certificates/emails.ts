// The certificate emails to the volunteer, in their account's language: a revocation, told with
// the reason in general words (the NGO's own note stays with the NGO), and a certificate the NGO
// issued again.
import { formatNumber } from '../../shared/intl-format';
import type { RevokeCategory } from '../../shared/certificates';
import type { Locale } from '../../shared/locales';
import type { MailMessage } from '../mail/mailer';
import { mailText } from '../mail/mail-i18n';
import { letter } from '../mail/letter';

interface About {
  to: string;
  language: Locale;
  volunteerName: string;
  ngoName: string;
  hours: number;
  sessions: number;
  dashboardUrl: string;
}

export function certificateRevokedEmail(input: About & { category: RevokeCategory }): MailMessage {
  const t = mailText(input.language);
  const amounts = {
    hours: formatNumber(input.hours, input.language),
    sessions: formatNumber(input.sessions, input.language),
  };
  return {
    to: input.to,
    subject: t('certificate.revoked.subject', { ngo: input.ngoName }),
    text: letter(t, input.volunteerName, [
      t('certificate.revoked.body', { ngo: input.ngoName, ...amounts }),
      t('certificate.revoked.reason', { reason: t(`certificate.reason.${input.category}`) }),
      '',
      t('certificate.revoked.again', { ngo: input.ngoName }),
      t('certificate.dashboard', { url: input.dashboardUrl }),
    ]),
  };
}

export function certificateReissuedEmail(input: About): MailMessage {
  const t = mailText(input.language);
  return {
    to: input.to,
    subject: t('certificate.reissued.subject', { ngo: input.ngoName }),
    text: letter(t, input.volunteerName, [
      t('certificate.reissued.body', {
        ngo: input.ngoName,
        hours: formatNumber(input.hours, input.language),
        sessions: formatNumber(input.sessions, input.language),
      }),
      t('certificate.dashboard', { url: input.dashboardUrl }),
    ]),
  };
}
