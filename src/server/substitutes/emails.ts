// The substitute search's emails (docs/decisions/0042-substitutes.md), each in its reader's
// language: the offer, "it was taken" to the others asked, the cover confirmed to the substitute
// (with the venue or link), to the NGO and to the session's own volunteer, and "no one found" to
// the NGO. ICU texts under explicit ids, kept beside the search (decision 0019).
import { formatDate, formatTime } from '../../shared/intl-format';
import type { ListingPlace } from '../../shared/listing-place';
import type { Locale } from '../../shared/locales';
import { letter } from '../mail/letter';
import { mailCatalogue, mailText, optionText } from '../mail/mail-i18n';
import type { MailMessage } from '../mail/mailer';
import { placeLines } from '../mail/place-lines';

const EN = {
  'offer.subject': 'Can you cover a {topic} class on {date}?',
  'offer.inPerson':
    '{ngo} in {city} needs someone to teach {topic} on {date} at {time}: its volunteer cannot come.',
  'offer.online':
    '{ngo} needs someone to teach {topic} online on {date} at {time}: its volunteer cannot come.',
  'offer.first':
    'The first volunteer to accept teaches it. Accept or decline on your dashboard: {url}',
  'taken.subject': 'The {topic} class on {date} is covered',
  'taken.body':
    'Another volunteer accepted first, so your offer to cover {topic} for {ngo} has closed. Thank you for being ready to help.',
  'covered.substitute.subject': 'You are covering {topic} on {date}',
  'covered.substitute.body': 'Thank you: you teach {topic} for {ngo} on {date} at {time}.',
  'covered.substitute.next':
    'Read the class’s notes before you go and see the session on your dashboard: {url}',
  'covered.ngo.subject': '{name} covers {topic} on {date}',
  'covered.ngo.body':
    '{name} accepted to teach {topic} on {date} at {time} in place of {volunteer}. Mark the attendance on your dashboard afterwards: {url}',
  'covered.volunteer.subject': 'Your {topic} session on {date} is covered',
  'covered.volunteer.body':
    'Another volunteer, {name}, teaches your {topic} session with {ngo} on {date} at {time}.',
  'none.subject': 'No one found to cover {topic} on {date}',
  'none.body':
    'Setu asked the volunteers who fit, and no one could take the {topic} session on {date} at {time}. It stays cancelled.',
  'next.dashboard': 'Your dashboard: {url}',
} as const;

type Id = keyof typeof EN;

const HI: Record<Id, string> = {
  'offer.subject': 'क्या आप {date} को {topic} की कक्षा ले सकते हैं?',
  'offer.inPerson':
    '{city} में {ngo} को {date} को {time} बजे {topic} पढ़ाने के लिए किसी की ज़रूरत है: उसके स्वयंसेवक नहीं आ सकते।',
  'offer.online':
    '{ngo} को {date} को {time} बजे ऑनलाइन {topic} पढ़ाने के लिए किसी की ज़रूरत है: उसके स्वयंसेवक नहीं आ सकते।',
  'offer.first': 'जो स्वयंसेवक पहले स्वीकार करेगा, वही पढ़ाएगा। अपने डैशबोर्ड पर स्वीकार या अस्वीकार करें: {url}',
  'taken.subject': '{date} की {topic} कक्षा के लिए कोई मिल गया है',
  'taken.body':
    'किसी और स्वयंसेवक ने पहले स्वीकार किया, इसलिए {ngo} के लिए {topic} पढ़ाने का आपका प्रस्ताव बंद हो गया है। मदद के लिए तैयार रहने का धन्यवाद।',
  'covered.substitute.subject': '{date} को {topic} आप पढ़ाएँगे',
  'covered.substitute.body': 'धन्यवाद: आप {date} को {time} बजे {ngo} के लिए {topic} पढ़ाएँगे।',
  'covered.substitute.next': 'जाने से पहले कक्षा के नोट्स पढ़ें और सत्र अपने डैशबोर्ड पर देखें: {url}',
  'covered.ngo.subject': '{date} को {topic} {name} पढ़ाएँगे',
  'covered.ngo.body':
    '{name} ने {volunteer} की जगह {date} को {time} बजे {topic} पढ़ाना स्वीकार किया है। बाद में अपने डैशबोर्ड पर उपस्थिति दर्ज करें: {url}',
  'covered.volunteer.subject': '{date} का आपका {topic} सत्र कोई और लेगा',
  'covered.volunteer.body':
    '{ngo} के साथ {date} को {time} बजे का आपका {topic} सत्र एक और स्वयंसेवक, {name}, पढ़ाएँगे।',
  'none.subject': '{date} को {topic} के लिए कोई नहीं मिला',
  'none.body':
    'सेतु ने उपयुक्त स्वयंसेवकों से पूछा, पर {date} को {time} बजे का {topic} सत्र कोई नहीं ले सका। यह रद्द ही रहेगा।',
  'next.dashboard': 'आपका डैशबोर्ड: {url}',
};

const textIn = mailCatalogue<Id>({ en: EN, hi: HI });

/** One reader of a cover email. */
export interface CoverReader {
  email: string;
  language: Locale;
  name: string;
}

/** What each email says of the session. */
export interface CoverSessionWords {
  topic: string;
  startsAt: Date;
  ngoName: string;
  city: string;
  mode: string;
}

function words(language: Locale, s: CoverSessionWords) {
  const common = mailText(language);
  return {
    topic: optionText(common, s.topic),
    date: formatDate(s.startsAt, language, 'long'),
    time: formatTime(s.startsAt, language),
    ngo: s.ngoName,
    city: optionText(common, s.city),
  };
}

function coverLetter(
  reader: CoverReader,
  subject: Id,
  values: Record<string, string>,
  body: (t: (id: Id, extra?: Record<string, string>) => string) => string[],
): MailMessage {
  const t = textIn(reader.language);
  const say = (id: Id, extra: Record<string, string> = {}) => t(id, { ...values, ...extra });
  return {
    to: reader.email,
    subject: say(subject),
    text: letter(mailText(reader.language), reader.name, body(say)),
  };
}

export function offerEmail(reader: CoverReader, s: CoverSessionWords, url: string) {
  return coverLetter(reader, 'offer.subject', words(reader.language, s), (say) => [
    say(s.mode === 'online' ? 'offer.online' : 'offer.inPerson'),
    '',
    say('offer.first', { url }),
  ]);
}

export function takenEmail(reader: CoverReader, s: CoverSessionWords) {
  return coverLetter(reader, 'taken.subject', words(reader.language, s), (say) => [
    say('taken.body'),
  ]);
}

export function coveredSubstituteEmail(
  reader: CoverReader,
  s: CoverSessionWords,
  place: ListingPlace | null,
  url: string,
) {
  return coverLetter(reader, 'covered.substitute.subject', words(reader.language, s), (say) => [
    say('covered.substitute.body'),
    ...placeLines(mailText(reader.language), place),
    '',
    say('covered.substitute.next', { url }),
  ]);
}

export function coveredNgoEmail(
  reader: CoverReader,
  s: CoverSessionWords,
  names: { substitute: string; volunteer: string },
  url: string,
) {
  const values = {
    ...words(reader.language, s),
    name: names.substitute,
    volunteer: names.volunteer,
  };
  return coverLetter(reader, 'covered.ngo.subject', values, (say) => [
    say('covered.ngo.body', { url }),
  ]);
}

export function coveredVolunteerEmail(
  reader: CoverReader,
  s: CoverSessionWords,
  substitute: string,
  url: string,
) {
  const values = { ...words(reader.language, s), name: substitute };
  return coverLetter(reader, 'covered.volunteer.subject', values, (say) => [
    say('covered.volunteer.body'),
    '',
    say('next.dashboard', { url }),
  ]);
}

export function noneFoundEmail(reader: CoverReader, s: CoverSessionWords, url: string) {
  return coverLetter(reader, 'none.subject', words(reader.language, s), (say) => [
    say('none.body'),
    '',
    say('next.dashboard', { url }),
  ]);
}
