// Sends an account a new confirmation link, in its language. A mail that cannot be made or sent
// is logged (by user id, not address) and never fails the caller: the sign-up has committed.
import { eq } from 'drizzle-orm';
import { CONFIRM_LINK_HOURS } from '../../shared/email-confirmation';
import { asLocale } from '../accounts/account-language';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from '../mail';
import { confirmEmail } from '../mail/confirm-email';
import { issueConfirmationToken } from './tokens';

/** The link in the mail: the SPA's confirm page reads the token from the hash route's query. */
export const confirmLink = (publicUrl: string, token: string) =>
  `${publicUrl}/#/confirm-email?token=${encodeURIComponent(token)}`;

/**
 * Makes a new link and sends it. Returns whether the mail went out; with `waitForMail: false`
 * (sign-up) it returns once the link is stored and the mail handed over, so a slow mail server
 * never holds up the answer, and a failure to send is only logged.
 */
export async function sendConfirmationLink(
  deps: { db: Db; mailer: Mailer; logger: Logger; publicUrl: string },
  userId: string,
  { waitForMail = true }: { waitForMail?: boolean } = {},
): Promise<boolean> {
  const failed = (error: unknown) => {
    deps.logger.error({ err: error, userId }, 'confirmation mail could not be sent');
    return false;
  };
  let message: MailMessage;
  try {
    const [account] = await deps.db
      .select({ name: user.name, email: user.email, language: user.language })
      .from(user)
      .where(eq(user.id, userId));
    if (!account) return false;
    const token = await issueConfirmationToken(deps.db, userId, account.email);
    message = confirmEmail({
      to: account.email,
      name: account.name,
      link: confirmLink(deps.publicUrl, token),
      hours: CONFIRM_LINK_HOURS,
      language: asLocale(account.language),
    });
  } catch (error) {
    return failed(error);
  }
  const sending = Promise.resolve()
    .then(() => deps.mailer.send(message))
    .then(() => true, failed);
  return waitForMail ? sending : true;
}
