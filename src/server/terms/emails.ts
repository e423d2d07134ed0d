// The mail a volunteer gets when their NGO's terms or holidays cancel or restore sessions: one
// per volunteer and change, listing each of their sessions it touched, in their language. Kept
// beside the capability with its own ICU catalogues, like src/server/suspension/emails.ts.
import { formatDate, formatTime } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';
import type { Closure } from '../../shared/terms';
import { letter } from '../mail/letter';
import { mailCatalogue, mailText, optionText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';

export const TERMS_MAIL_EN = {
  'subject.cancelled':
    '{ngo}: {count, plural, one {# session} other {# sessions}} cancelled for its holidays or term dates',
  'subject.restored': '{ngo}: {count, plural, one {# session is} other {# sessions are}} back on',
  intro: '{ngo} has changed its term dates and holidays on Setu.',
  cancelled: 'These sessions of yours are cancelled:',
  restored: 'These sessions of yours are back on, at their usual time:',
  'line.holiday': '- {date}, {time}: {topic} (holiday: {name})',
  'line.holidayUnnamed': '- {date}, {time}: {topic} (a holiday)',
  'line.term': '- {date}, {time}: {topic} (outside its term dates)',
  'line.restored': '- {date}, {time}: {topic}',
  rest: 'Your other sessions stay as they are. Your sessions, and a calendar file that updates: {url}',
} as const;

export type TermsMailId = keyof typeof TERMS_MAIL_EN;

export const TERMS_MAIL_HI: Record<TermsMailId, string> = {
  'subject.cancelled':
    '{ngo}: छुट्टियों या टर्म की तारीख़ों के कारण {count, plural, one {# सत्र} other {# सत्र}} रद्द',
  'subject.restored': '{ngo}: {count, plural, one {# सत्र फिर से होगा} other {# सत्र फिर से होंगे}}',
  intro: '{ngo} ने सेतु पर अपने टर्म की तारीख़ें और छुट्टियाँ बदली हैं।',
  cancelled: 'आपके ये सत्र रद्द हो गए हैं:',
  restored: 'आपके ये सत्र अपने सामान्य समय पर फिर से होंगे:',
  'line.holiday': '- {date}, {time}: {topic} (छुट्टी: {name})',
  'line.holidayUnnamed': '- {date}, {time}: {topic} (छुट्टी)',
  'line.term': '- {date}, {time}: {topic} (टर्म की तारीख़ों से बाहर)',
  'line.restored': '- {date}, {time}: {topic}',
  rest: 'आपके बाकी सत्र पहले की तरह रहेंगे। आपके सत्र, और अपने-आप बदलने वाली कैलेंडर फ़ाइल: {url}',
};

const termsText = mailCatalogue<TermsMailId>({ en: TERMS_MAIL_EN, hi: TERMS_MAIL_HI });

interface Touched {
  startsAt: Date;
  topic: string | null;
}

export function calendarChangeEmail(input: {
  to: string;
  language: Locale;
  volunteerName: string;
  ngoName: string;
  cancelled: readonly (Touched & { closure: NonNullable<Closure> })[];
  restored: readonly Touched[];
  dashboardUrl: string;
}): MailMessage {
  const { language, ngoName: ngo } = input;
  const t = termsText(language);
  const common = mailText(language);
  const values = (s: Touched) => ({
    date: formatDate(s.startsAt, language, 'long'),
    time: formatTime(s.startsAt, language),
    topic: s.topic ? optionText(common, s.topic) : '',
  });
  const lines = [t('intro', { ngo }), ''];
  if (input.cancelled.length > 0) {
    lines.push(t('cancelled'));
    for (const s of input.cancelled) {
      const c = s.closure;
      if (c.kind === 'term') lines.push(t('line.term', values(s)));
      else if (c.name) lines.push(t('line.holiday', { ...values(s), name: c.name }));
      else lines.push(t('line.holidayUnnamed', values(s)));
    }
    lines.push('');
  }
  if (input.restored.length > 0) {
    lines.push(t('restored'));
    for (const s of input.restored) lines.push(t('line.restored', values(s)));
    lines.push('');
  }
  lines.push(t('rest', { url: input.dashboardUrl }));
  return {
    to: input.to,
    subject:
      input.cancelled.length > 0
        ? t('subject.cancelled', { ngo, count: input.cancelled.length })
        : t('subject.restored', { ngo, count: input.restored.length }),
    text: letter(common, input.volunteerName, lines),
  };
}
