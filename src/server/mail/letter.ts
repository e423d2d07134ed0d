// Every email's frame: the greeting (by name, or to anyone), the body, and the signature, in the
// reader's language. The body is each email's own; the frame is written here once.
import type { Locale } from '../../shared/locales';
import type { MailMessage } from './mailer';
import { mailText, type MailText } from './mail-i18n';

/** The letter's lines: greeting, a blank line, the body, a blank line, the signature. */
export function letterLines(
  t: MailText,
  name: string | null | undefined,
  body: readonly string[],
): string[] {
  return [
    name ? t('mail.hello', { name }) : t('mail.helloAnyone'),
    '',
    ...body,
    '',
    t('mail.signature'),
  ];
}

/** The letter's text, as an email's `text`. */
export function letter(t: MailText, name: string | null | undefined, body: readonly string[]) {
  return letterLines(t, name, body).join('\n');
}

/**
 * A letter in the reader's language; in English, then Hindi, for a reader whose language Setu
 * does not know (a visitor who left an email), under a subject in both.
 */
export function letterInReadersLanguage(input: {
  to: string;
  language: Locale | null;
  name?: string | null;
  subject: (locale: Locale) => string;
  body: (locale: Locale) => string[];
}): MailMessage {
  const lines = (locale: Locale) => letterLines(mailText(locale), input.name, input.body(locale));
  if (input.language) {
    return {
      to: input.to,
      subject: input.subject(input.language),
      text: lines(input.language).join('\n'),
    };
  }
  return {
    to: input.to,
    subject: `${input.subject('en')} / ${input.subject('hi')}`,
    text: [...lines('en'), '', '---', '', ...lines('hi')].join('\n'),
  };
}
