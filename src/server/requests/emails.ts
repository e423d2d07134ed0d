// The matching loop's emails, plain text in the recipient's language (their account's): to the
// NGO on a new request, to the volunteer on an answer. The routes write them to the outbox in
// the change's transaction (docs/decisions/0030-mail-outbox.md).
import type { Locale } from '../../shared/locales';
import type { MailMessage } from '../mail/mailer';
import { placeLines } from '../mail/place-lines';
import type { ListingPlace } from '../../shared/listing-place';
import {
  availabilityText,
  dayText,
  mailText,
  optionText,
  slotText,
  type MailText,
} from '../mail/mail-i18n';
import type { CheckKind } from '../../shared/vetting';
import { letter } from '../mail/letter';

export function newRequestEmail(input: {
  to: string;
  /** The NGO's account language. */
  language: Locale;
  ngoName: string;
  volunteer: {
    fullName: string;
    skills: string;
    availability: string[];
    languages: string[];
    reason: string;
  };
  message: string;
  dashboardUrl: string;
}): MailMessage {
  const v = input.volunteer;
  const t = mailText(input.language);
  const listed = (values: string[]) => values.join(', ') || t('newRequest.notGiven');
  return {
    to: input.to,
    subject: t('newRequest.subject', { name: v.fullName }),
    text: letter(t, input.ngoName, [
      t('newRequest.intro', { name: v.fullName }),
      '',
      t('newRequest.skills', { skills: optionText(t, v.skills) }),
      t('newRequest.availability', {
        availability: listed(v.availability.map((slot) => availabilityText(t, slot))),
      }),
      t('newRequest.languages', { languages: listed(v.languages.map((l) => optionText(t, l))) }),
      '',
      t('newRequest.reason'),
      v.reason,
      ...(input.message ? ['', t('newRequest.message'), input.message] : []),
      '',
      t('newRequest.dashboard', { url: input.dashboardUrl }),
      t('newRequest.contactLater'),
    ]),
  };
}

/** What an acceptance the gate holds waits for (docs/decisions/0041-vetting-gate.md). */
function waitingLines(t: MailText, waiting: { missing: readonly CheckKind[]; checksUrl: string }) {
  if (waiting.missing.length === 0) return [];
  return [
    '',
    t('accepted.waiting'),
    ...waiting.missing.map((kind) => `- ${t(`check.${kind}`)}`),
    t('accepted.checks', { url: waiting.checksUrl }),
  ];
}

export function acceptedEmail(input: {
  to: string;
  /** The volunteer's account language. */
  language: Locale;
  volunteerName: string;
  ngoName: string;
  day: string;
  timeSlot: string;
  topic: string;
  city: string;
  /** Where the class is: the venue or the meeting link, now that the volunteer is accepted. */
  place?: ListingPlace;
  contact: { contactPerson: string; email: string; phone: string };
  dashboardUrl: string;
  /** The checks the sessions wait for (the vetting gate holds it), and the page to do them. */
  waiting: { missing: readonly CheckKind[]; checksUrl: string };
}): MailMessage {
  const t = mailText(input.language);
  const { contact } = input;
  return {
    to: input.to,
    subject: t('accepted.subject', { ngo: input.ngoName }),
    text: letter(t, input.volunteerName, [
      t('accepted.intro', { ngo: input.ngoName }),
      '',
      t('accepted.session', {
        topic: optionText(t, input.topic),
        day: dayText(t, input.day),
        time: slotText(input.language, input.timeSlot),
      }),
      t('accepted.city', { city: optionText(t, input.city) }),
      ...placeLines(t, input.place),
      t('mail.contact', {
        person: contact.contactPerson,
        email: contact.email,
        phone: contact.phone,
      }),
      ...waitingLines(t, input.waiting),
      '',
      t('accepted.schedule', { url: input.dashboardUrl }),
      t('accepted.conduct'),
    ]),
  };
}

export function declinedEmail(input: {
  to: string;
  /** The volunteer's account language. */
  language: Locale;
  volunteerName: string;
  ngoName: string;
  matchingUrl: string;
}): MailMessage {
  const t = mailText(input.language);
  return {
    to: input.to,
    subject: t('declined.subject', { ngo: input.ngoName }),
    text: letter(t, input.volunteerName, [
      t('declined.body', { ngo: input.ngoName }),
      t('declined.others', { url: input.matchingUrl }),
    ]),
  };
}
