// Checking in at the venue with the class's QR code, and the join time of an online class
// (docs/decisions/0047-check-in.md). The code opens /check-in?token=…; the server's answers and
// refusals are these messages, shown by the page in the reader's language.
import { z } from 'zod';
import { CLASS_MESSAGES } from './classes';

/** A code is valid from this long before its session starts until the session ends. */
export const CHECK_IN_OPENS_BEFORE_MS = 30 * 60_000;

/** The longest token Setu makes is far shorter; anything longer is refused unread. */
export const CHECK_IN_TOKEN_MAX = 300;

export const CHECK_IN_MESSAGES = {
  invalid: 'This check-in code is not valid. Scan the code on the coordinator’s phone again.',
  early:
    'This check-in code is not valid yet: check-in opens 30 minutes before the session starts.',
  expired: 'This check-in code has expired: the session is over.',
  otherSession:
    'This code is for another session of this NGO: you have no session at this class at this time.',
  otherAccount:
    'This code is for the volunteers of this session. You are signed in with another account.',
  cancelled: 'Your session at this time was cancelled, so there is nothing to check in to.',
  notRunning:
    'Your partnership with this NGO is not running now, so there is nothing to check in to.',
  notInPerson: 'This class meets online: there is no check-in code for it.',
  notOnline: 'This class meets at the venue: check in with the code the coordinator shows.',
  noMeetingLink: 'The NGO has not given a meeting link yet.',
  volunteerOnly: 'Only the volunteer of this session can join the class through this link.',
} as const;

/** The code's link: /check-in?token=… (the token is made and checked by the server only). */
export const checkInSchema = z.object({
  token: z
    .string({ error: CHECK_IN_MESSAGES.invalid })
    .trim()
    .min(1, CHECK_IN_MESSAGES.invalid)
    .max(CHECK_IN_TOKEN_MAX, CHECK_IN_MESSAGES.invalid),
});
export type CheckInInput = z.input<typeof checkInSchema>;

/** The coordinator asks for the code of one session time of a class. */
export const checkInCodeQuery = z.object({
  startsAt: z.iso.datetime({ error: CLASS_MESSAGES.noSessions }),
});

/** How a volunteer arrived: checked in at the venue, or joined the online class through Setu. */
export const ARRIVAL_KINDS = ['venue', 'online'] as const;
export type ArrivalKind = (typeof ARRIVAL_KINDS)[number];
