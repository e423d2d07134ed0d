// The mails of a break (docs/decisions/0048-breaks-and-health.md), each in the reader's account
// language: the other side hears that a break was taken (with its reason and the sessions it
// cancels) or ended early, and the volunteer is reminded 3 days before the sessions come back.
// ICU texts under explicit ids, kept beside the capability (decision 0019).
import { formatDate, formatTime } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';
import { instantInIndia } from '../../shared/time';
import { letter } from '../mail/letter';
import { mailCatalogue, mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';

const EN = {
  'taken.subject': '{by} is taking a break until {until}',
  'taken.volunteer': '{by} is taking a break from teaching, from {from} to {until}. The reason:',
  'taken.ngo': '{by} is pausing your class for a holiday, from {from} to {until}. The reason:',
  'taken.cancelled':
    '{count, plural, =0 {No session was planned in those weeks.} one {This session is cancelled:} other {These sessions are cancelled:}}',
  'taken.line': '- {date}, {time}',
  'taken.resumes': 'The sessions come back by themselves from {resume}.',
  'ended.subject': '{by} has ended the break: sessions are back',
  'ended.body': '{by} has ended the break early. The weekly sessions go ahead again from now on.',
  'reminder.subject': 'Your break ends on {until}',
  'reminder.body':
    'Your break from teaching with {ngo} ends on {until}. Your weekly sessions come back by themselves from {resume}.',
  'reminder.next': 'If you cannot teach yet, you can take another break or end the partnership.',
  link: 'Your dashboard: {url}',
} as const;

type Id = keyof typeof EN;

const HI: Record<Id, string> = {
  'taken.subject': '{by} {until} तक विराम ले रहे हैं',
  'taken.volunteer': '{by} {from} से {until} तक पढ़ाने से विराम ले रहे हैं। कारण:',
  'taken.ngo': '{by} छुट्टी के लिए {from} से {until} तक आपकी कक्षा रोक रहा है। कारण:',
  'taken.cancelled':
    '{count, plural, =0 {उन हफ़्तों में कोई सत्र तय नहीं था।} one {यह सत्र रद्द है:} other {ये सत्र रद्द हैं:}}',
  'taken.line': '- {date}, {time}',
  'taken.resumes': 'सत्र {resume} से अपने-आप फिर शुरू होंगे।',
  'ended.subject': '{by} ने विराम ख़त्म किया: सत्र फिर से होंगे',
  'ended.body': '{by} ने विराम जल्दी ख़त्म कर दिया है। साप्ताहिक सत्र अब से फिर होंगे।',
  'reminder.subject': 'आपका विराम {until} को ख़त्म होगा',
  'reminder.body':
    '{ngo} के साथ पढ़ाने से आपका विराम {until} को ख़त्म होगा। आपके साप्ताहिक सत्र {resume} से अपने-आप फिर शुरू होंगे।',
  'reminder.next': 'अगर आप अभी नहीं पढ़ा सकते, तो आप एक और विराम ले सकते हैं या साझेदारी ख़त्म कर सकते हैं।',
  link: 'आपका डैशबोर्ड: {url}',
};

const breakText = mailCatalogue<Id>({ en: EN, hi: HI });

interface Reader {
  to: string;
  language: Locale;
  name: string;
}

const day = (date: string, language: Locale) => formatDate(instantInIndia(date)!, language, 'long');

/** To the other side: a break was taken, why, and which sessions it cancelled. */
export function breakTakenEmail(
  input: Reader & {
    by: string;
    takenBy: 'volunteer' | 'ngo';
    startsOn: string;
    endsOn: string;
    resumesOn: string;
    reason: string;
    cancelled: readonly Date[];
    dashboardUrl: string;
  },
): MailMessage {
  const { language, by } = input;
  const t = breakText(language);
  const until = day(input.endsOn, language);
  const lines = [
    t(input.takenBy === 'volunteer' ? 'taken.volunteer' : 'taken.ngo', {
      by,
      from: day(input.startsOn, language),
      until,
    }),
    input.reason,
    '',
    t('taken.cancelled', { count: input.cancelled.length }),
    ...input.cancelled.map((s) =>
      t('taken.line', { date: formatDate(s, language, 'long'), time: formatTime(s, language) }),
    ),
    '',
    t('taken.resumes', { resume: day(input.resumesOn, language) }),
    t('link', { url: input.dashboardUrl }),
  ];
  return {
    to: input.to,
    subject: t('taken.subject', { by, until }),
    text: letter(mailText(language), input.name, lines),
  };
}

/** To the other side: the break was ended early. */
export function breakEndedEmail(input: Reader & { by: string; dashboardUrl: string }): MailMessage {
  const t = breakText(input.language);
  return {
    to: input.to,
    subject: t('ended.subject', { by: input.by }),
    text: letter(mailText(input.language), input.name, [
      t('ended.body', { by: input.by }),
      t('link', { url: input.dashboardUrl }),
    ]),
  };
}

/** To the volunteer, 3 days before the sessions come back. */
export function breakReminderEmail(
  input: Reader & { ngoName: string; endsOn: string; resumesOn: string; dashboardUrl: string },
): MailMessage {
  const { language } = input;
  const t = breakText(language);
  const until = day(input.endsOn, language);
  return {
    to: input.to,
    subject: t('reminder.subject', { until }),
    text: letter(mailText(language), input.name, [
      t('reminder.body', { ngo: input.ngoName, until, resume: day(input.resumesOn, language) }),
      t('reminder.next'),
      t('link', { url: input.dashboardUrl }),
    ]),
  };
}
