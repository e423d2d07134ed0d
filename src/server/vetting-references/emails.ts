// The references' emails: the request to a referee and its reminder (in English, then Hindi: a
// referee has no account and no language of their own with Setu), the operators' alert of a
// concern, and the operator's decision to the volunteer in the volunteer's language. None of them
// quotes what a referee wrote. ICU messages under explicit ids, as src/server/mail does.
import type { Locale } from '../../shared/locales';
import { REJECTION_REASONS, type RejectionReason } from '../../shared/references';
import { letter, letterInReadersLanguage } from '../mail/letter';
import { mailCatalogue, mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';

const EN = {
  'ref.ask.subject': '{volunteer} named you as a referee on Setu',
  'ref.ask.body':
    '{volunteer} wants to teach children with an NGO through Setu and named you as someone who knows them. Please answer four short questions about them; it takes two minutes.',
  'ref.remind.subject': 'Reminder: {volunteer} is waiting for your reference on Setu',
  'ref.remind.body':
    'A few days ago {volunteer} named you as a referee on Setu. They cannot teach children until their referees answer; please answer four short questions about them.',
  'ref.link': 'Answer here within {days} days: {url}',
  'ref.once':
    'The link works once. Your answer goes to Setu’s team only, not to the volunteer. If you do not know {volunteer}, ignore this email.',
  'ref.alert.subject': 'A referee raised a concern about a volunteer',
  'ref.alert.body':
    'A referee of {volunteer} answered that they have a concern about them working with children. Their references are pending until an operator decides.',
  'ref.alert.link': 'Read the answers in the operators’ console: {url}',
  'ref.valid.subject': 'Your references are accepted',
  'ref.valid.body': 'Setu’s team has read your references and accepted them: this check is done.',
  'ref.rejected.subject': 'Your references were not accepted',
  'ref.rejected.body': 'Setu’s team has read your references and could not accept them.',
  'ref.reason.concern': REJECTION_REASONS.concern,
  'ref.reason.unconfirmed': REJECTION_REASONS.unconfirmed,
  'ref.contact':
    'If you have questions, reply to this email or write to us from Setu’s contact page.',
  'ref.checks': 'Your checks: {url}',
} as const;

type Id = keyof typeof EN;

const HI: Record<Id, string> = {
  'ref.ask.subject': '{volunteer} ने सेतु पर आपको संदर्भदाता बताया है',
  'ref.ask.body':
    '{volunteer} सेतु के माध्यम से किसी संस्था के साथ बच्चों को पढ़ाना चाहते हैं और उन्होंने आपको ऐसे व्यक्ति के रूप में बताया है जो उन्हें जानते हैं। कृपया उनके बारे में चार छोटे प्रश्नों के उत्तर दें; इसमें दो मिनट लगते हैं।',
  'ref.remind.subject': 'याद दिलाना: {volunteer} सेतु पर आपके संदर्भ की प्रतीक्षा कर रहे हैं',
  'ref.remind.body':
    'कुछ दिन पहले {volunteer} ने सेतु पर आपको संदर्भदाता बताया था। जब तक उनके संदर्भदाता उत्तर नहीं देते, वे बच्चों को नहीं पढ़ा सकते; कृपया उनके बारे में चार छोटे प्रश्नों के उत्तर दें।',
  'ref.link': '{days} दिनों के भीतर यहाँ उत्तर दें: {url}',
  'ref.once':
    'यह लिंक एक ही बार काम करता है। आपका उत्तर केवल सेतु की टीम को जाता है, स्वयंसेवक को नहीं। अगर आप {volunteer} को नहीं जानते, तो इस ईमेल को अनदेखा करें।',
  'ref.alert.subject': 'एक संदर्भदाता ने एक स्वयंसेवक के बारे में चिंता जताई है',
  'ref.alert.body':
    '{volunteer} के एक संदर्भदाता ने उत्तर दिया है कि उन्हें बच्चों के साथ उनके काम करने को लेकर चिंता है। जब तक कोई संचालक निर्णय नहीं लेता, उनके संदर्भ लंबित हैं।',
  'ref.alert.link': 'संचालक कंसोल में उत्तर पढ़ें: {url}',
  'ref.valid.subject': 'आपके संदर्भ स्वीकार कर लिए गए हैं',
  'ref.valid.body': 'सेतु की टीम ने आपके संदर्भ पढ़कर उन्हें स्वीकार कर लिया है: यह जाँच पूरी हो गई है।',
  'ref.rejected.subject': 'आपके संदर्भ स्वीकार नहीं किए गए',
  'ref.rejected.body': 'सेतु की टीम ने आपके संदर्भ पढ़े और उन्हें स्वीकार नहीं कर सकी।',
  'ref.reason.concern': 'एक संदर्भदाता ने बच्चों के साथ काम करने को लेकर चिंता जताई है।',
  'ref.reason.unconfirmed': 'सेतु आपके संदर्भों की पुष्टि नहीं कर सका।',
  'ref.contact': 'अगर आपके कोई प्रश्न हैं, तो इस ईमेल का उत्तर दें या सेतु के संपर्क पृष्ठ से हमें लिखें।',
  'ref.checks': 'आपकी जाँचें: {url}',
};

const textIn = mailCatalogue<Id>({ en: EN, hi: HI });

/** The request to a referee, or (`reminder`) the one reminder. */
export function refereeEmail(input: {
  to: string;
  refereeName: string;
  volunteerName: string;
  days: number;
  url: string;
  reminder: boolean;
}): MailMessage {
  const values = { volunteer: input.volunteerName, days: input.days, url: input.url };
  return letterInReadersLanguage({
    to: input.to,
    language: null,
    name: input.refereeName,
    subject: (locale) =>
      textIn(locale)(input.reminder ? 'ref.remind.subject' : 'ref.ask.subject', values),
    body: (locale) => {
      const t = textIn(locale);
      return [
        t(input.reminder ? 'ref.remind.body' : 'ref.ask.body', values),
        '',
        t('ref.link', values),
        '',
        t('ref.once', values),
      ];
    },
  });
}

/** An operator hears of a concern at once; the answer itself is read in the console. */
export function concernAlertEmail(input: {
  to: string;
  language: Locale;
  volunteerName: string;
  url: string;
}): MailMessage {
  const t = textIn(input.language);
  const values = { volunteer: input.volunteerName, url: input.url };
  return {
    to: input.to,
    subject: t('ref.alert.subject'),
    text: letter(mailText(input.language), null, [
      t('ref.alert.body', values),
      '',
      t('ref.alert.link', values),
    ]),
  };
}

/** The operator's decision, told to the volunteer in general words. */
export function decisionEmail(input: {
  to: string;
  language: Locale;
  volunteerName: string;
  decision: 'valid' | 'rejected';
  reason: RejectionReason | null;
  checksUrl: string;
}): MailMessage {
  const t = textIn(input.language);
  const valid = input.decision === 'valid';
  const body = valid
    ? [t('ref.valid.body')]
    : [
        t('ref.rejected.body'),
        t(`ref.reason.${input.reason ?? 'unconfirmed'}`),
        '',
        t('ref.contact'),
      ];
  return {
    to: input.to,
    subject: t(valid ? 'ref.valid.subject' : 'ref.rejected.subject'),
    text: letter(mailText(input.language), input.volunteerName, [
      ...body,
      '',
      t('ref.checks', { url: input.checksUrl }),
    ]),
  };
}
