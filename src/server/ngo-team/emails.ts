// The invitation to join an NGO's team, in the language the owner chose for it. ICU messages
// under explicit ids, compiled by Lingui as src/server/mail does (docs/decisions/0019); kept here
// so this capability's texts stay in its own folder.
import type { Locale } from '../../shared/locales';
import { letter } from '../mail/letter';
import { mailCatalogue, mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';

const EN = {
  'team.invite.subject': '{ngo} invites you to coordinate its volunteers on Setu',
  'team.invite.body':
    '{inviter} of {ngo} invites you to join its team on Setu as a coordinator: you will answer volunteer requests, mark attendance and write session notes for {ngo}.',
  'team.invite.link': 'To accept, choose your name and password within {days} days: {url}',
  'team.invite.once': 'The link works once. If you do not know {ngo}, ignore this email.',
} as const;

type Id = keyof typeof EN;

const HI: Record<Id, string> = {
  'team.invite.subject': '{ngo} आपको सेतु पर अपने स्वयंसेवकों का समन्वय करने के लिए आमंत्रित करती है',
  'team.invite.body':
    '{ngo} की ओर से {inviter} आपको सेतु पर संस्था की टीम में समन्वयक के रूप में आमंत्रित करते हैं: आप {ngo} के लिए स्वयंसेवकों के अनुरोधों का जवाब देंगे, उपस्थिति दर्ज करेंगे और सत्र के नोट्स लिखेंगे।',
  'team.invite.link': 'स्वीकार करने के लिए {days} दिनों के भीतर अपना नाम और पासवर्ड चुनें: {url}',
  'team.invite.once':
    'यह लिंक एक ही बार काम करता है। अगर आप {ngo} को नहीं जानते, तो इस ईमेल को अनदेखा करें।',
};

const textIn = mailCatalogue<Id>({ en: EN, hi: HI });

export function invitationEmail(input: {
  to: string;
  language: Locale;
  ngoName: string;
  inviterName: string;
  days: number;
  url: string;
}): MailMessage {
  const t = textIn(input.language);
  const values = { ngo: input.ngoName, inviter: input.inviterName, days: input.days };
  return {
    to: input.to,
    subject: t('team.invite.subject', values),
    text: letter(mailText(input.language), null, [
      t('team.invite.body', values),
      '',
      t('team.invite.link', { ...values, url: input.url }),
      '',
      t('team.invite.once', values),
    ]),
  };
}
