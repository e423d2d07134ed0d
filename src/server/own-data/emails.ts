// The emails a deleted account's partners get, in each partner's own language: a volunteer's
// pending request to an NGO was withdrawn, or a partnership ended, because the other side deleted
// its account. ICU messages under explicit ids, compiled by Lingui as src/server/mail does
// (docs/decisions/0019); kept here so this capability's texts stay in its own folder.
import type { Locale } from '../../shared/locales';
import { letter } from '../mail/letter';
import { mailCatalogue, mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';
import type { AccountRole } from '../../shared/roles';

const EN = {
  'left.subject': '{name} has left Setu',
  'left.pendingFromVolunteer':
    '{name} deleted their Setu account, so their request to volunteer with you was withdrawn.',
  'left.acceptedFromVolunteer':
    '{name} deleted their Setu account, so your partnership with them has ended.',
  'left.pendingFromNgo':
    '{name} deleted its Setu account, so your request to volunteer with it was withdrawn.',
  'left.acceptedFromNgo': '{name} deleted its Setu account, so your partnership with it has ended.',
  'left.detailsGone': 'Their details are no longer on Setu.',
  'left.findOthers': 'Other NGOs may be a good fit: {url}',
  'left.dashboard': 'Your dashboard: {url}',
} as const;

type Id = keyof typeof EN;

const HI: Record<Id, string> = {
  'left.subject': '{name} ने सेतु छोड़ दिया है',
  'left.pendingFromVolunteer':
    '{name} ने अपना सेतु खाता हटा दिया है, इसलिए आपकी संस्था से जुड़ने का उनका अनुरोध वापस ले लिया गया है।',
  'left.acceptedFromVolunteer':
    '{name} ने अपना सेतु खाता हटा दिया है, इसलिए उनके साथ आपकी साझेदारी ख़त्म हो गई है।',
  'left.pendingFromNgo':
    '{name} ने अपना सेतु खाता हटा दिया है, इसलिए उससे जुड़ने का आपका अनुरोध वापस ले लिया गया है।',
  'left.acceptedFromNgo':
    '{name} ने अपना सेतु खाता हटा दिया है, इसलिए उसके साथ आपकी साझेदारी ख़त्म हो गई है।',
  'left.detailsGone': 'उनकी जानकारी अब सेतु पर नहीं है।',
  'left.findOthers': 'दूसरी संस्थाएँ भी आपके लिए सही हो सकती हैं: {url}',
  'left.dashboard': 'आपका डैशबोर्ड: {url}',
};

const textIn = mailCatalogue<Id>({ en: EN, hi: HI });

export interface PartnerNotice {
  to: string;
  language: Locale;
  /** The partner's own name (the greeting). */
  partnerName: string;
  /** The deleted account's name, as the partner saw it on Setu. */
  leaverName: string;
  /** Who left: the volunteer (the partner is an NGO) or the NGO (the partner is a volunteer). */
  leaver: AccountRole;
  /** What the request was before the deletion. */
  was: 'pending' | 'accepted';
  /** The partner's next step: matching for a volunteer, the dashboard for an NGO. */
  url: string;
}

export function partnerLeftEmail(notice: PartnerNotice): MailMessage {
  const t = textIn(notice.language);
  const what =
    notice.leaver === 'volunteer'
      ? notice.was === 'accepted'
        ? 'left.acceptedFromVolunteer'
        : 'left.pendingFromVolunteer'
      : notice.was === 'accepted'
        ? 'left.acceptedFromNgo'
        : 'left.pendingFromNgo';
  return {
    to: notice.to,
    subject: t('left.subject', { name: notice.leaverName }),
    text: letter(mailText(notice.language), notice.partnerName, [
      t(what, { name: notice.leaverName }),
      t('left.detailsGone'),
      notice.leaver === 'ngo'
        ? t('left.findOthers', { url: notice.url })
        : t('left.dashboard', { url: notice.url }),
    ]),
  };
}
