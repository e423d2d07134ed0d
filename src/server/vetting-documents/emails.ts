// The volunteer hears of each review of their ID or police clearance, and twice before a police
// clearance ends (30 and 7 days), in their account's language. The texts stay in this folder, as
// ICU messages under explicit ids (docs/decisions/0019). A reason an operator picked from the
// offered list (src/shared/vetting-documents.ts) is sent in the volunteer's language; one they
// wrote themselves goes as written.
import type { Locale } from '../../shared/locales';
import { formatDate } from '../../shared/intl-format';
import { lastValidDay, REJECTION_REASONS, type DocumentKind } from '../../shared/vetting-documents';
import { letter } from '../mail/letter';
import { mailCatalogue, mailText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';

const EN = {
  'doc.identity': 'your ID',
  'doc.police_clearance': 'your police clearance certificate',
  'doc.verified.subject': 'Setu has checked your document',
  'doc.verified.identity': 'Setu has checked your ID: your identity check is complete.',
  'doc.verified.police_clearance':
    'Setu has checked your police clearance certificate. It is valid until {date}.',
  'doc.rejected.subject': 'Setu could not accept your document',
  'doc.rejected.body': 'Setu could not accept {document}.',
  'doc.reason': 'The reason:',
  'doc.again': 'You can upload a new one on your checks page: {url}',
  'doc.deleted':
    'Setu deletes the file of your document 30 days after this review; it keeps only the outcome.',
  'doc.reminder.subject': 'Your police clearance certificate ends on {date}',
  'doc.reminder.body':
    'Your police clearance certificate on Setu is valid until {date}, in {days} days. Apply for a new one in time and upload it, so that your sessions can go on.',
  'doc.reminder.upload': 'Upload it on your checks page: {url}',
  'reason.0':
    'The Aadhaar is not masked: upload the masked Aadhaar from UIDAI, with the first 8 digits hidden.',
  'reason.1': 'The document cannot be read: upload a clearer photo or scan.',
  'reason.2': 'The name on the document does not match your Setu profile.',
  'reason.3': 'This is not the document asked for.',
} as const;

type Id = keyof typeof EN;

const HI: Record<Id, string> = {
  'doc.identity': 'आपका पहचान पत्र',
  'doc.police_clearance': 'आपका पुलिस क्लीयरेंस प्रमाणपत्र',
  'doc.verified.subject': 'सेतु ने आपका दस्तावेज़ जाँच लिया है',
  'doc.verified.identity': 'सेतु ने आपका पहचान पत्र जाँच लिया है: आपकी पहचान की जाँच पूरी हो गई है।',
  'doc.verified.police_clearance':
    'सेतु ने आपका पुलिस क्लीयरेंस प्रमाणपत्र जाँच लिया है। यह {date} तक मान्य है।',
  'doc.rejected.subject': 'सेतु आपका दस्तावेज़ स्वीकार नहीं कर सका',
  'doc.rejected.body': 'सेतु {document} स्वीकार नहीं कर सका।',
  'doc.reason': 'कारण:',
  'doc.again': 'आप अपने जाँच वाले पेज पर नया दस्तावेज़ अपलोड कर सकते हैं: {url}',
  'doc.deleted': 'इस जाँच के 30 दिन बाद सेतु आपके दस्तावेज़ की फ़ाइल मिटा देता है; केवल जाँच का नतीजा रखता है।',
  'doc.reminder.subject': 'आपका पुलिस क्लीयरेंस प्रमाणपत्र {date} को समाप्त हो रहा है',
  'doc.reminder.body':
    'सेतु पर आपका पुलिस क्लीयरेंस प्रमाणपत्र {date} तक, यानी {days} दिन और, मान्य है। समय रहते नए प्रमाणपत्र के लिए आवेदन करें और उसे अपलोड करें, ताकि आपके सत्र चलते रहें।',
  'doc.reminder.upload': 'उसे अपने जाँच वाले पेज पर अपलोड करें: {url}',
  'reason.0': 'आधार मास्क किया हुआ नहीं है: UIDAI से मास्क किया हुआ आधार अपलोड करें, जिसमें पहले 8 अंक छिपे हों।',
  'reason.1': 'दस्तावेज़ पढ़ा नहीं जा सकता: ज़्यादा साफ़ फ़ोटो या स्कैन अपलोड करें।',
  'reason.2': 'दस्तावेज़ पर लिखा नाम आपकी सेतु प्रोफ़ाइल के नाम से मेल नहीं खाता।',
  'reason.3': 'यह वह दस्तावेज़ नहीं है जो माँगा गया था।',
};

const textIn = mailCatalogue<Id>({ en: EN, hi: HI });

/** The operator's reason in the reader's language when it is one of the offered ones. */
function reasonText(t: ReturnType<typeof textIn>, reason: string): string {
  const index = (REJECTION_REASONS as readonly string[]).indexOf(reason);
  return index >= 0 ? t(`reason.${index}` as Id) : reason;
}

export function decisionEmail(input: {
  to: string;
  language: Locale;
  name: string;
  kind: DocumentKind;
  decision: 'verify' | 'reject';
  reason: string;
  validUntil: Date | null;
  checksUrl: string;
}): MailMessage {
  const t = textIn(input.language);
  const url = input.checksUrl;
  const lines =
    input.decision === 'verify'
      ? [
          t(`doc.verified.${input.kind}`, {
            date: input.validUntil
              ? formatDate(lastValidDay(input.validUntil), input.language)
              : '',
          }),
        ]
      : [
          t('doc.rejected.body', { document: t(`doc.${input.kind}`) }),
          '',
          t('doc.reason'),
          reasonText(t, input.reason),
          '',
          t('doc.again', { url }),
        ];
  return {
    to: input.to,
    subject: t(input.decision === 'verify' ? 'doc.verified.subject' : 'doc.rejected.subject'),
    text: letter(mailText(input.language), input.name, [...lines, '', t('doc.deleted')]),
  };
}

export function pccReminderEmail(input: {
  to: string;
  language: Locale;
  name: string;
  validUntil: Date;
  days: number;
  checksUrl: string;
}): MailMessage {
  const t = textIn(input.language);
  const date = formatDate(lastValidDay(input.validUntil), input.language);
  return {
    to: input.to,
    subject: t('doc.reminder.subject', { date }),
    text: letter(mailText(input.language), input.name, [
      t('doc.reminder.body', { date, days: input.days }),
      '',
      t('doc.reminder.upload', { url: input.checksUrl }),
    ]),
  };
}
