// Both sides hear when the gate holds a partnership that was running (a required check expired,
// or the NGO asked for a new one) and when it lets it go ahead (docs/decisions/0041-vetting-gate.md),
// each in their account's language. A partnership held from its acceptance is told in the
// acceptance email instead. ICU texts under explicit ids, kept beside the gate (decision 0019).
import type { Locale } from '../../shared/locales';
import type { CheckKind } from '../../shared/vetting';
import type { GateHoldReason } from '../db/schema';
import { letter } from '../mail/letter';
import { mailCatalogue, mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';
import { appUrl, PATHS } from '../../shared/paths';

/** Where each side goes next: the volunteer to their checklist, the NGO to its dashboard. */
const NEXT_PAGES = {
  held: { volunteer: PATHS.volunteerChecks, ngo: PATHS.ngoDashboard },
  released: { volunteer: PATHS.volunteerSessions, ngo: PATHS.ngoDashboard },
} as const;

const EN = {
  'held.subject': 'Sessions paused: a check is needed',
  'held.volunteer.waiting':
    'Your partnership with {ngo} is paused: no session takes place until these checks are complete:',
  'held.volunteer.expired':
    'Your partnership with {ngo} is paused, because a check it requires has expired:',
  'held.volunteer.cancelled':
    'The coming sessions are cancelled. It goes ahead again as soon as every check is valid.',
  'held.volunteer.next': 'See what to do next on your checks page: {url}',
  'held.ngo.waiting':
    'Your partnership with {volunteer} is paused: no session takes place until these checks are complete:',
  'held.ngo.expired':
    'Your partnership with {volunteer} is paused, because a check your listing requires has expired:',
  'held.ngo.cancelled':
    'The coming sessions are cancelled. Setu will tell you when the checks are valid again and the sessions go ahead.',
  'held.ngo.next': 'Your dashboard: {url}',
  'released.subject': 'Checks complete: sessions go ahead',
  'released.volunteer':
    'Every check {ngo} requires is valid now, so your sessions with them go ahead.',
  'released.ngo':
    'Every check your listing requires is valid now for {volunteer}, so your sessions with them go ahead.',
  'released.next': 'See the sessions on your dashboard: {url}',
} as const;

type Id = keyof typeof EN;

const HI: Record<Id, string> = {
  'held.subject': 'सत्र रुके हैं: एक जाँच ज़रूरी है',
  'held.volunteer.waiting': '{ngo} के साथ आपकी साझेदारी रुकी हुई है: ये जाँचें पूरी होने तक कोई सत्र नहीं होगा:',
  'held.volunteer.expired':
    '{ngo} के साथ आपकी साझेदारी रुकी हुई है, क्योंकि उसकी ज़रूरी एक जाँच की अवधि समाप्त हो गई है:',
  'held.volunteer.cancelled':
    'आने वाले सत्र रद्द कर दिए गए हैं। हर जाँच मान्य होते ही यह फिर से शुरू हो जाएगी।',
  'held.volunteer.next': 'आगे क्या करना है, यह अपने जाँच वाले पेज पर देखें: {url}',
  'held.ngo.waiting': '{volunteer} के साथ आपकी साझेदारी रुकी हुई है: ये जाँचें पूरी होने तक कोई सत्र नहीं होगा:',
  'held.ngo.expired':
    '{volunteer} के साथ आपकी साझेदारी रुकी हुई है, क्योंकि आपकी लिस्टिंग की ज़रूरी एक जाँच की अवधि समाप्त हो गई है:',
  'held.ngo.cancelled':
    'आने वाले सत्र रद्द कर दिए गए हैं। जाँचें फिर से मान्य होने और सत्र शुरू होने पर सेतु आपको बताएगा।',
  'held.ngo.next': 'आपका डैशबोर्ड: {url}',
  'released.subject': 'जाँचें पूरी हुईं: सत्र होंगे',
  'released.volunteer': '{ngo} की ज़रूरी हर जाँच अब मान्य है, इसलिए उनके साथ आपके सत्र होंगे।',
  'released.ngo':
    'आपकी लिस्टिंग की ज़रूरी हर जाँच अब {volunteer} के लिए मान्य है, इसलिए उनके साथ आपके सत्र होंगे।',
  'released.next': 'सत्र अपने डैशबोर्ड पर देखें: {url}',
};

const textIn = mailCatalogue<Id>({ en: EN, hi: HI });

export interface GateMailParty {
  side: 'volunteer' | 'ngo';
  to: string;
  language: Locale;
  volunteerName: string;
  ngoName: string;
}

const greeted = (party: GateMailParty) =>
  party.side === 'volunteer' ? party.volunteerName : party.ngoName;

export function gateHeldEmail(
  input: GateMailParty & {
    reason: GateHoldReason;
    missing: readonly CheckKind[];
    publicUrl: string;
  },
): MailMessage {
  const t = textIn(input.language);
  const names = { ngo: input.ngoName, volunteer: input.volunteerName };
  return {
    to: input.to,
    subject: t('held.subject'),
    text: letter(mailText(input.language), greeted(input), [
      t(`held.${input.side}.${input.reason}`, names),
      ...input.missing.map((kind) => `- ${mailText(input.language)(`check.${kind}`)}`),
      '',
      t(`held.${input.side}.cancelled`),
      '',
      t(`held.${input.side}.next`, { url: appUrl(input.publicUrl, NEXT_PAGES.held[input.side]) }),
    ]),
  };
}

export function gateReleasedEmail(input: GateMailParty & { publicUrl: string }): MailMessage {
  const t = textIn(input.language);
  return {
    to: input.to,
    subject: t('released.subject'),
    text: letter(mailText(input.language), greeted(input), [
      t(`released.${input.side}`, { ngo: input.ngoName, volunteer: input.volunteerName }),
      '',
      t('released.next', {
        url: appUrl(input.publicUrl, NEXT_PAGES.released[input.side]),
      }),
    ]),
  };
}
