// The emails about one session, in the recipient's language: a cancellation to the other side,
// a move to the volunteer. Dates and times are India's, as the dashboards show them.
import { formatDate, formatTime } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';
import type { MailMessage } from '../mail/mailer';
import type { ListingPlace } from '../../shared/listing-place';
import { mailText, optionText } from '../mail/mail-i18n';
import { placeLines } from '../mail/place-lines';
import { letter } from '../mail/letter';
import type { AccountRole } from '../../shared/roles';

const when = (language: Locale, at: Date) => ({
  date: formatDate(at, language, 'long'),
  time: formatTime(at, language),
});

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
  const t = mailText(input.language);
  const at = when(input.language, input.startsAt);
  return {
    to: input.to,
    subject: t('session.cancelled.subject', { date: at.date }),
    text: letter(t, input.recipientName, [
      t(input.by === 'volunteer' ? 'session.cancelled.byVolunteer' : 'session.cancelled.byNgo', {
        name: input.byName,
        topic: optionText(t, input.topic),
        ...at,
      }),
      t('session.cancelled.reason', { reason: input.reason }),
      '',
      t('session.cancelled.rest', { url: input.dashboardUrl }),
    ]),
  };
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
  const t = mailText(input.language);
  const at = when(input.language, input.startsAt);
  const from = when(input.language, input.from);
  return {
    to: input.to,
    subject: t('session.moved.subject', { date: at.date }),
    text: letter(t, input.volunteerName, [
      t('session.moved.body', {
        ngo: input.ngoName,
        topic: optionText(t, input.topic),
        from: `${from.date}, ${from.time}`,
        ...at,
      }),
      '',
      t('session.moved.dashboard', { url: input.dashboardUrl }),
    ]),
  };
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
  const t = mailText(input.language);
  const at = when(input.language, input.startsAt);
  const topic = optionText(t, input.topic);
  return {
    to: input.to,
    subject: t('reminder.subject', { topic, ...at }),
    text: letter(t, input.recipientName, [
      t('reminder.body', { topic, other: input.otherName, ...at }),
      ...placeLines(t, input.place),
      t('reminder.cancel', { url: input.dashboardUrl }),
    ]),
  };
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
  const t = mailText(input.language);
  const at = when(input.language, input.startsAt);
  return {
    to: input.to,
    subject: t('nudge.subject', { date: at.date }),
    text: letter(t, input.ngoName, [
      t('nudge.body', { topic: optionText(t, input.topic), volunteer: input.volunteerName, ...at }),
      t('nudge.dashboard', { url: input.dashboardUrl }),
    ]),
  };
}
