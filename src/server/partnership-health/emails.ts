// The gentle check-in (docs/decisions/0048-breaks-and-health.md): after two missed or cancelled
// sessions in a row, the volunteer is asked in their language whether they can still teach on
// the partnership's day, with four links into Setu. ICU texts kept beside the capability.
import type { CheckInChoice } from '../../shared/partnership-health';
import type { Locale } from '../../shared/locales';
import { letter } from '../mail/letter';
import { dayText, mailCatalogue, mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';

const EN = {
  subject: 'Still able to teach on {day}s?',
  intro:
    'The last two sessions with {ngo} did not take place. That happens: we would just like to know how things stand.',
  question: 'Are you still able to teach on {day}s? Choose one:',
  yes: '- Yes, I can still teach: {url}',
  time: '- I need to change the time: {url}',
  break: '- I would like to take a break: {url}',
  end: '- I would like to end the partnership: {url}',
} as const;

type Id = keyof typeof EN;

const HI: Record<Id, string> = {
  subject: 'क्या आप अब भी हर {day} पढ़ा सकते हैं?',
  intro: '{ngo} के साथ पिछले दो सत्र नहीं हो पाए। ऐसा हो जाता है: हम बस जानना चाहते हैं कि आप कैसे हैं।',
  question: 'क्या आप अब भी हर {day} पढ़ा सकते हैं? एक चुनें:',
  yes: '- हाँ, मैं अब भी पढ़ा सकता/सकती हूँ: {url}',
  time: '- मुझे समय बदलना है: {url}',
  break: '- मैं विराम लेना चाहता/चाहती हूँ: {url}',
  end: '- मैं साझेदारी ख़त्म करना चाहता/चाहती हूँ: {url}',
};

const checkInText = mailCatalogue<Id>({ en: EN, hi: HI });

export function checkInEmail(input: {
  to: string;
  language: Locale;
  name: string;
  ngoName: string;
  day: string;
  links: Record<CheckInChoice, string>;
}): MailMessage {
  const { language } = input;
  const t = checkInText(language);
  const day = dayText(mailText(language), input.day);
  return {
    to: input.to,
    subject: t('subject', { day }),
    text: letter(mailText(language), input.name, [
      t('intro', { ngo: input.ngoName }),
      '',
      t('question', { day }),
      t('yes', { url: input.links.yes }),
      t('time', { url: input.links.time }),
      t('break', { url: input.links.break }),
      t('end', { url: input.links.end }),
    ]),
  };
}
