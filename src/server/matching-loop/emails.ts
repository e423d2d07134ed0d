// The matching loop's emails, plain text: to the NGO on a new request, to the volunteer on an
// answer. Sending never undoes a committed change: a failure is logged, the request stands.
import { REASON_LABEL } from '../../shared/messages';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mail';

export async function sendQuietly(mailer: Mailer, logger: Logger, message: MailMessage) {
  try {
    await mailer.send(message);
  } catch (error) {
    logger.error({ err: error, to: message.to, subject: message.subject }, 'mail failed');
  }
}

export function newRequestEmail(input: {
  to: string;
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
  return {
    to: input.to,
    subject: `New volunteer request from ${v.fullName}`,
    text: [
      `Hello ${input.ngoName},`,
      '',
      `${v.fullName} would like to volunteer with you through Setu.`,
      '',
      `Skills: ${v.skills}`,
      `Availability: ${v.availability.join(', ') || 'not given'}`,
      `Languages: ${v.languages.join(', ') || 'not given'}`,
      '',
      `${REASON_LABEL}:`,
      v.reason,
      ...(input.message ? ['', 'Their message:', input.message] : []),
      '',
      `Accept or decline the request on your dashboard: ${input.dashboardUrl}`,
      'Their email and phone number appear there once you accept.',
      '',
      '— Setu',
    ].join('\n'),
  };
}

export function acceptedEmail(input: {
  to: string;
  volunteerName: string;
  ngoName: string;
  day: string;
  timeSlot: string;
  topic: string;
  city: string;
  contact: { contactPerson: string; email: string; phone: string };
  dashboardUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.ngoName} accepted your request`,
    text: [
      `Hello ${input.volunteerName},`,
      '',
      `${input.ngoName} accepted your request to volunteer.`,
      '',
      `Weekly session: ${input.topic}, every ${input.day}, ${input.timeSlot}`,
      `City: ${input.city}`,
      `Contact: ${input.contact.contactPerson}, ${input.contact.email}, ${input.contact.phone}`,
      '',
      `Your schedule and calendar file: ${input.dashboardUrl}`,
      'Please remember the code of conduct for working with children you accepted.',
      '',
      '— Setu',
    ].join('\n'),
  };
}

export function declinedEmail(input: {
  to: string;
  volunteerName: string;
  ngoName: string;
  matchingUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.ngoName} declined your request`,
    text: [
      `Hello ${input.volunteerName},`,
      '',
      `${input.ngoName} cannot take your request at the moment.`,
      `Other NGOs may be a good fit: ${input.matchingUrl}`,
      '',
      '— Setu',
    ].join('\n'),
  };
}
