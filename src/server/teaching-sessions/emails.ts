// The emails about one session, in the recipient's language: a cancellation to the other side,
// a move to the volunteer. Dates and times are India's, as the dashboards show them.
import { formatDate, formatTime } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';
import type { MailMessage } from '../mail/mailer';
import type { ListingPlace } from '../../shared/listing-place';
import { mailText, optionText, type MailText } from '../mail/mail-i18n';
import type { MailMessageId } from '../mail/messages-en';
import { placeLines } from '../mail/place-lines';
import { letter } from '../mail/letter';
import type { AccountRole } from '../../shared/roles';

const when = (language: Locale, at: Date) => ({
  date: formatDate(at, language, 'long'),
  time: formatTime(at, language),
});

/** What every session email says of its session: the topic, date and time in the reader's language. */
type SessionWords = { topic: string; date: string; time: string };

/** A letter about one session, whose subject and body take its words. */
function sessionLetter(
  input: { to: string; language: Locale; topic: string; startsAt: Date },
  name: string,
  subject: MailMessageId,
  body: (t: MailText, words: SessionWords) => string[],
): MailMessage {
  const t = mailText(input.language);
  const words = { topic: optionText(t, input.topic), ...when(input.language, input.startsAt) };
  return { to: input.to, subject: t(subject, words), text: letter(t, name, body(t, words)) };
}

export function sessionCancelledEmail(input: {
  to: string;
  language: Locale;
  recipientName: string;
  /** Who cancelled: the volunteer's name or the NGO's. */
  byName: string;
  by: AccountRole;
  topic: string;
  startsAt: Date;
  reason: string;
  dashboardUrl: string;
}): MailMessage {
  const byWhom =
    input.by === 'volunteer' ? 'session.cancelled.byVolunteer' : 'session.cancelled.byNgo';
  return sessionLetter(input, input.recipientName, 'session.cancelled.subject', (t, words) => [
    t(byWhom, { name: input.byName, ...words }),
    t('session.cancelled.reason', { reason: input.reason }),
    '',
    t('session.cancelled.rest', { url: input.dashboardUrl }),
  ]);
}

export function sessionMovedEmail(input: {
  to: string;
  language: Locale;
  volunteerName: string;
  ngoName: string;
  topic: string;
  from: Date;
  startsAt: Date;
  dashboardUrl: string;
}): MailMessage {
  const from = when(input.language, input.from);
  return sessionLetter(input, input.volunteerName, 'session.moved.subject', (t, words) => [
    t('session.moved.body', { ngo: input.ngoName, from: `${from.date}, ${from.time}`, ...words }),
    '',
    t('session.moved.dashboard', { url: input.dashboardUrl }),
  ]);
}

export function sessionReminderEmail(input: {
  to: string;
  language: Locale;
  recipientName: string;
  /** The other side: the NGO's name for the volunteer, the volunteer's for the NGO. */
  otherName: string;
  topic: string;
  startsAt: Date;
  /** For the volunteer: where the class is. */
  place?: ListingPlace;
  dashboardUrl: string;
}): MailMessage {
  return sessionLetter(input, input.recipientName, 'reminder.subject', (t, words) => [
    t('reminder.body', { other: input.otherName, ...words }),
    ...placeLines(t, input.place),
    t('reminder.cancel', { url: input.dashboardUrl }),
  ]);
}

export function attendanceNudgeEmail(input: {
  to: string;
  language: Locale;
  ngoName: string;
  volunteerName: string;
  topic: string;
  startsAt: Date;
  dashboardUrl: string;
}): MailMessage {
  return sessionLetter(input, input.ngoName, 'nudge.subject', (t, words) => [
    t('nudge.body', { volunteer: input.volunteerName, ...words }),
    t('nudge.dashboard', { url: input.dashboardUrl }),
  ]);
}
