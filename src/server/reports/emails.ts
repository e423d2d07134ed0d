// The emails of "Report a concern": the urgent notice every operator gets for a
// child-safety report, and the outcome the reporter is told in general words. Their own small
// catalogue (ICU messages under explicit ids, compiled by Lingui as mail-i18n.ts does), so the
// shared mail catalogues stay as they are.
import { formatDate, formatDateTime } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';
import type { ReportCategory, ReportOutcome, ReportTargetKind } from '../../shared/reports';
import type { MailMessage } from '../mail/mailer';
import { letter, letterInReadersLanguage } from '../mail/letter';
import { mailCatalogue, mailText } from '../mail/mail-i18n';

export const REPORT_EN = {
  'category.child-safety': 'child safety',
  'category.harassment': 'harassment',
  'category.misleading-listing': 'a fake or misleading listing',
  'category.no-show': 'a no-show',
  'category.other': 'another concern',

  'target.request': 'a request or partnership',
  'target.listing': 'an NGO listing',
  'target.volunteer': 'a volunteer’s profile',

  'urgent.subject': 'Urgent: a child-safety concern was reported (report {id})',
  'urgent.body': 'Someone reported a child-safety concern about {target} on Setu (report {id}).',
  'urgent.act': 'Child-safety reports come first in the queue. Please look at it now: {url}',

  'received.subject': 'We received the concern you reported to Setu',
  'received.body':
    'Thank you for reporting a concern about {category}. We received it on {date} and will look into it.',
  'received.later': 'When we have looked into it, we will email you the outcome in general words.',

  'outcome.subject': 'About the concern you reported to Setu',
  'outcome.intro':
    'Thank you for reporting a concern about {category} on {date}. We looked into it.',
  'outcome.action-taken': 'We found a problem and took action.',
  'outcome.no-breach-found': 'We looked into it and found nothing against Setu’s rules.',
  'outcome.not-enough-information': 'We could not find enough information to act on it.',
  'outcome.privacy':
    'To protect everyone involved, we cannot tell you more. If you see something new, please report it again.',
  'outcome.danger': 'If a child is in danger, call 112 (emergency) or 1098 (Childline) at once.',
} as const;

export type ReportMailId = keyof typeof REPORT_EN;

export const REPORT_HI: Record<ReportMailId, string> = {
  'category.child-safety': 'बच्चों की सुरक्षा',
  'category.harassment': 'उत्पीड़न',
  'category.misleading-listing': 'नकली या भ्रामक जानकारी',
  'category.no-show': 'तय समय पर न आना',
  'category.other': 'किसी और चिंता',

  'target.request': 'एक अनुरोध या साझेदारी',
  'target.listing': 'एक संस्था की जानकारी (लिस्टिंग)',
  'target.volunteer': 'एक स्वयंसेवक की प्रोफ़ाइल',

  'urgent.subject': 'ज़रूरी: बच्चों की सुरक्षा की एक चिंता बताई गई है (रिपोर्ट {id})',
  'urgent.body': 'किसी ने सेतु पर {target} के बारे में बच्चों की सुरक्षा की चिंता बताई है (रिपोर्ट {id})।',
  'urgent.act': 'बच्चों की सुरक्षा की रिपोर्टें कतार में सबसे ऊपर आती हैं। कृपया इसे अभी देखें: {url}',

  'received.subject': 'आपने सेतु को जो चिंता बताई, वह हमें मिल गई है',
  'received.body':
    '{category} के बारे में चिंता बताने के लिए धन्यवाद। यह हमें {date} को मिली और हम इसकी जाँच करेंगे।',
  'received.later': 'जाँच के बाद हम आपको नतीजा सामान्य शब्दों में ईमेल करेंगे।',

  'outcome.subject': 'आपने सेतु को जो चिंता बताई थी, उसके बारे में',
  'outcome.intro': '{date} को {category} के बारे में चिंता बताने के लिए धन्यवाद। हमने इसकी जाँच की।',
  'outcome.action-taken': 'हमें एक समस्या मिली और हमने कार्रवाई की।',
  'outcome.no-breach-found': 'हमने इसकी जाँच की और सेतु के नियमों के ख़िलाफ़ कुछ नहीं मिला।',
  'outcome.not-enough-information': 'हमें कार्रवाई करने के लिए पर्याप्त जानकारी नहीं मिली।',
  'outcome.privacy':
    'इसमें शामिल सभी लोगों की सुरक्षा के लिए हम इससे ज़्यादा नहीं बता सकते। अगर आपको कुछ नया दिखे, तो कृपया फिर से रिपोर्ट करें।',
  'outcome.danger': 'अगर कोई बच्चा ख़तरे में है, तो तुरंत 112 (आपातकालीन) या 1098 (चाइल्डलाइन) पर फ़ोन करें।',
};

const reportText = mailCatalogue<ReportMailId>({ en: REPORT_EN, hi: REPORT_HI });

/** Every operator's notice of a child-safety report, in the operator's language. */
export function urgentReportEmail(input: {
  to: string;
  language: Locale;
  reportId: number;
  targetKind: ReportTargetKind;
  queueUrl: string;
}): MailMessage {
  const t = reportText(input.language);
  return {
    to: input.to,
    subject: t('urgent.subject', { id: input.reportId }),
    text: letter(mailText(input.language), null, [
      t('urgent.body', { target: t(`target.${input.targetKind}`), id: input.reportId }),
      '',
      t('urgent.act', { url: input.queueUrl }),
    ]),
  };
}

function outcomeBody(
  locale: Locale,
  input: { category: ReportCategory; outcome: ReportOutcome; reportedAt: Date },
) {
  const t = reportText(locale);
  return [
    t('outcome.intro', {
      category: t(`category.${input.category}`),
      date: formatDate(input.reportedAt, locale),
    }),
    '',
    t(`outcome.${input.outcome}`),
    '',
    t('outcome.privacy'),
    ...(input.category === 'child-safety' ? ['', t('outcome.danger')] : []),
  ];
}

/**
 * The outcome, told to the reporter in general words. An account reads it in its language. The
 * reports table keeps no language for a visitor, so a visitor gets it in English, then Hindi.
 */
export function reportOutcomeEmail(input: {
  to: string;
  /** The account's language; null for a visitor (both languages). */
  language: Locale | null;
  name?: string;
  category: ReportCategory;
  outcome: ReportOutcome;
  reportedAt: Date;
}): MailMessage {
  return letterInReadersLanguage({
    ...input,
    subject: (locale) => reportText(locale)('outcome.subject'),
    body: (locale) => outcomeBody(locale, input),
  });
}

function receivedBody(locale: Locale, input: { category: ReportCategory; reportedAt: Date }) {
  const t = reportText(locale);
  return [
    t('received.body', {
      category: t(`category.${input.category}`),
      date: formatDateTime(input.reportedAt, locale, 'long'),
    }),
    '',
    t('received.later'),
    ...(input.category === 'child-safety' ? ['', t('outcome.danger')] : []),
  ];
}

/**
 * The receipt a reporter gets once the report is stored: what kind of concern and when, never
 * what was written. Like the outcome, a visitor gets it in English, then Hindi.
 */
export function reportReceivedEmail(input: {
  to: string;
  /** The account's language; null for a visitor (both languages). */
  language: Locale | null;
  name?: string;
  category: ReportCategory;
  reportedAt: Date;
}): MailMessage {
  return letterInReadersLanguage({
    ...input,
    subject: (locale) => reportText(locale)('received.subject'),
    body: (locale) => receivedBody(locale, input),
  });
}
