// The operators' console for mail Setu gave up on (docs/decisions/0030-mail-outbox.md): what the
// screen and the API agree on. The client shows the messages by code, in the reader's language;
// the English here is what the API answers.
import { z } from 'zod';

/** Given-up mails per page, unless the client asks for fewer; never more than the maximum. */
export const GIVEN_UP_PAGE = 50;
export const GIVEN_UP_PAGE_MAX = 100;

export const givenUpMailQuerySchema = z.object({
  /** Mails older than this id: the next page, as the previous answer's `next` says. */
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(GIVEN_UP_PAGE_MAX).optional(),
});

export const MAIL_RETRY_CODES = {
  notFound: 'mail-not-found',
  /** Sent already, or back in the queue (another operator pressed first). */
  notGivenUp: 'mail-not-given-up',
  /** The recipient's account was suspended since: it gets no mail but about its suspension. */
  recipientSuspended: 'mail-recipient-suspended',
} as const;

export type MailRetryCode = (typeof MAIL_RETRY_CODES)[keyof typeof MAIL_RETRY_CODES];

export const MAIL_RETRY_MESSAGES: Record<MailRetryCode, string> = {
  'mail-not-found': 'No such mail.',
  'mail-not-given-up': 'This mail is not given up: it was sent, or it is waiting to be sent.',
  'mail-recipient-suspended':
    'The recipient’s account is suspended: Setu sends it no mail but about its suspension.',
};
