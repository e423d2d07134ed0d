// The emails of a suspension and a reinstatement, plain text in the recipient's language (their
// account's): to the account itself (with the operator's reason) and to the other side of each
// request the change touched. Kept beside the capability, with its own ICU catalogues compiled
// by Lingui like src/server/mail/mail-i18n.ts, so the shared mail catalogues stay untouched.
import { letter } from '../mail/letter';
import { mailCatalogue, mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';
import type { OtherParty, Recipient, SuspensionOutcome } from './account-change';

export const SUSPENSION_MAIL_EN = {
  'suspended.subject': 'Your Setu account is suspended',
  'suspended.body':
    "Setu's team has suspended your account. You cannot log in while it is suspended.",
  'suspended.reason': 'Reason: {reason}',
  'suspended.effects':
    'Your pending requests were withdrawn and your partnerships are paused until the account is reinstated.',
  'suspended.contact':
    'If you think this is a mistake, please write to us through the Contact page: {url}',
  'reinstated.subject': 'Your Setu account is active again',
  'reinstated.body': "Setu's team has reinstated your account. You can log in again.",
  'reinstated.reason': 'Note from the team: {reason}',
  'reinstated.effects':
    'Your paused partnerships continue. Requests withdrawn during the suspension stay withdrawn.',
  'reinstated.login': 'Log in: {url}',
  'withdrawn.subject': 'Your request with {name} was withdrawn',
  'withdrawn.body':
    "{name}'s Setu account is suspended, so the pending request between you was withdrawn.",
  'paused.subject': 'Your partnership with {name} is paused',
  'paused.body':
    "{name}'s Setu account is suspended, so your partnership is paused. Contact details are hidden while it is paused.",
  'resumed.subject': 'Your partnership with {name} continues',
  'resumed.body': "{name}'s Setu account is active again, so your partnership continues.",
  dashboard: 'Your dashboard: {url}',
} as const;

export type SuspensionMailId = keyof typeof SUSPENSION_MAIL_EN;

export const SUSPENSION_MAIL_HI: Record<SuspensionMailId, string> = {
  'suspended.subject': 'आपका सेतु खाता निलंबित कर दिया गया है',
  'suspended.body': 'सेतु की टीम ने आपका खाता निलंबित कर दिया है। निलंबन के दौरान आप लॉग इन नहीं कर सकते।',
  'suspended.reason': 'कारण: {reason}',
  'suspended.effects':
    'जिन अनुरोधों का जवाब बाक़ी था, वे वापस ले लिए गए हैं, और खाता बहाल होने तक आपकी साझेदारियाँ रुकी रहेंगी।',
  'suspended.contact': 'अगर आपको लगता है कि यह ग़लती है, तो कृपया संपर्क पृष्ठ से हमें लिखें: {url}',
  'reinstated.subject': 'आपका सेतु खाता फिर से चालू है',
  'reinstated.body': 'सेतु की टीम ने आपका खाता बहाल कर दिया है। अब आप फिर से लॉग इन कर सकते हैं।',
  'reinstated.reason': 'टीम की टिप्पणी: {reason}',
  'reinstated.effects':
    'आपकी रुकी हुई साझेदारियाँ फिर से चलेंगी। निलंबन के दौरान वापस लिए गए अनुरोध वापस ही रहेंगे।',
  'reinstated.login': 'लॉग इन करें: {url}',
  'withdrawn.subject': '{name} के साथ आपका अनुरोध वापस ले लिया गया',
  'withdrawn.body':
    '{name} का सेतु खाता निलंबित है, इसलिए आपके बीच का अनुरोध, जिसका जवाब बाक़ी था, वापस ले लिया गया है।',
  'paused.subject': '{name} के साथ आपकी साझेदारी रुकी हुई है',
  'paused.body':
    '{name} का सेतु खाता निलंबित है, इसलिए आपकी साझेदारी अभी रुकी हुई है। जब तक साझेदारी रुकी है, संपर्क की जानकारी नहीं दिखाई जाएगी।',
  'resumed.subject': '{name} के साथ आपकी साझेदारी फिर से शुरू',
  'resumed.body': '{name} का सेतु खाता फिर से चालू है, इसलिए आपकी साझेदारी जारी रहेगी।',
  dashboard: 'आपका डैशबोर्ड: {url}',
};

export const suspensionText = mailCatalogue<SuspensionMailId>({
  en: SUSPENSION_MAIL_EN,
  hi: SUSPENSION_MAIL_HI,
});

export interface MailLinks {
  /** Absolute URL of a hash route, e.g. links('/contact'). */
  link(path: string): string;
}

function accountEmail(
  to: Recipient,
  state: 'suspended' | 'reinstated',
  reason: string,
  links: MailLinks,
): MailMessage {
  const t = suspensionText(to.language);
  // Both letters say what happened, the team's words and what it changes, then the way on.
  const onward =
    state === 'suspended'
      ? t('suspended.contact', { url: links.link('/ContactUs') })
      : t('reinstated.login', { url: links.link('/login') });
  const lines = [
    t(`${state}.body`),
    '',
    t(`${state}.reason`, { reason }),
    '',
    t(`${state}.effects`),
    onward,
  ];
  return {
    to: to.email,
    subject: t(`${state}.subject`),
    text: letter(mailText(to.language), to.name, lines),
  };
}

function otherPartyEmail(other: OtherParty, dashboardUrl: string): MailMessage {
  const t = suspensionText(other.language);
  const name = other.counterpart;
  return {
    to: other.email,
    subject: t(`${other.change}.subject`, { name }),
    text: letter(mailText(other.language), other.name, [
      t(`${other.change}.body`, { name }),
      '',
      t('dashboard', { url: dashboardUrl }),
    ]),
  };
}

/** Every email a suspension or reinstatement sends: the account's first, then the others'. */
export function suspensionEmails(
  outcome: SuspensionOutcome,
  state: 'suspended' | 'reinstated',
  links: MailLinks,
): MailMessage[] {
  // The other side's dashboard: volunteers' when an NGO was suspended, and the other way round.
  const othersDashboard = links.link(
    outcome.account.kind === 'ngo' ? '/volunteer-dashboard' : '/ngo-dashboard',
  );
  return [
    accountEmail(outcome.account, state, outcome.reason, links),
    ...outcome.others.map((other) => otherPartyEmail(other, othersDashboard)),
  ];
}
