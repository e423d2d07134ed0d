// The SMS texts, in the recipient's language, each made to fit one segment where it can:
// 160 GSM-7 characters in English, 70 UCS-2 in Hindi (smsSegments in src/shared/sms.ts;
// texts.test.ts checks every template in both languages). So they say less than the emails:
// who, when, and what a reply does. Every text ends with the way out (STOP), which operators'
// rules ask for; STOP stays in Latin letters in Hindi too, since it is what people must type.
import { formatDate, formatTime } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';
import type { SmsKind } from '../../shared/sms';
import { mailCatalogue } from '../mail/mail-i18n';

const EN = {
  'session-reminder':
    'Setu: class with {other} {date} {time}. Reply 1 to confirm, 2 to cancel. STOP to end SMS',
  'session-cancelled': 'Setu: {other} cancelled the class on {date} {time}. STOP to end SMS',
  'substitute-offer':
    'Setu: {other} needs cover for a class on {date} {time}. See your dashboard. STOP to end SMS',
  'check-in':
    'Setu: how did the class with {other} on {date} go? Tell us on your dashboard. STOP to end SMS',
} as const satisfies Record<SmsKind, string>;

const HI: Record<SmsKind, string> = {
  'session-reminder': 'सेतु: {other} संग कक्षा {date} {time}। 1 हाँ, 2 रद्द। STOP',
  'session-cancelled': 'सेतु: {other} ने {date} {time} की कक्षा रद्द की। STOP',
  'substitute-offer': 'सेतु: {other} को {date} {time} पर सहायक चाहिए। STOP',
  'check-in': 'सेतु: {date} की {other} संग कक्षा कैसी रही? STOP',
};

const smsText = mailCatalogue<SmsKind>({ en: EN, hi: HI });

export interface SmsWords {
  /** The other side's name: the NGO's for a volunteer, the volunteer's for an NGO. */
  other: string;
  startsAt: Date;
}

/** One SMS of `kind` in `language`, its date short and its time India's. */
export function composeSms(kind: SmsKind, language: Locale, words: SmsWords): string {
  return smsText(language)(kind, {
    other: words.other,
    date: formatDate(words.startsAt, language, 'short'),
    time: formatTime(words.startsAt, language),
  });
}
