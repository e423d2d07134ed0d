// The NGO hears of every decision on its verification, in its account's language, with the
// operator's reason for a rejection or a revocation.
import type { VerificationDecision } from '../../shared/ngo-verification';
import type { Locale } from '../../shared/locales';
import type { MailMessage } from '../mail/mailer';
import { mailText } from '../mail/mail-i18n';
import { letter } from '../mail/letter';

export function verificationEmail(input: {
  to: string;
  language: Locale;
  ngoName: string;
  decision: VerificationDecision;
  reason: string;
  dashboardUrl: string;
}): MailMessage {
  const t = mailText(input.language);
  const ngo = input.ngoName;
  const url = input.dashboardUrl;
  const lines =
    input.decision === 'verify'
      ? [t('verification.verified.body', { ngo }), '', t('verification.dashboard', { url })]
      : [
          t(
            input.decision === 'reject'
              ? 'verification.rejected.body'
              : 'verification.revoked.body',
            { ngo },
          ),
          '',
          t('verification.reason'),
          input.reason,
          '',
          t('verification.again', { url }),
        ];
  const subject =
    input.decision === 'verify'
      ? t('verification.verified.subject')
      : input.decision === 'reject'
        ? t('verification.rejected.subject')
        : t('verification.revoked.subject');
  return {
    to: input.to,
    subject,
    text: letter(t, ngo, lines),
  };
}
