// Confirmation links, in the account's language. The link's token and its mail are written in
// one transaction: with the sign-up itself, or with a resend (the outbox, decision 0030), so an
// answered sign-up always gets its mail, even when the server dies right after answering.
import { eq } from 'drizzle-orm';
import { CONFIRM_LINK_HOURS } from '../../shared/email-confirmation';
import { asLocale } from '../accounts/account-language';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { confirmEmail } from '../mail/confirm-email';
import { writeMail, type MailWriter } from '../mail/outbox';
import { issueConfirmationToken } from './tokens';
import { appUrl, PATHS } from '../../shared/paths';

/** The link in the mail: the SPA's confirm page reads the token from the hash route's query. */
export const confirmLink = (publicUrl: string, token: string) =>
  appUrl(publicUrl, PATHS.confirmEmail, { token });

/** Makes a new link and writes its mail, in the caller's transaction. */
export async function writeConfirmationMail(
  tx: MailWriter,
  publicUrl: string,
  account: { id: string; name: string; email: string; language: string },
): Promise<void> {
  const token = await issueConfirmationToken(tx, account.id, account.email);
  await writeMail(tx, {
    kind: 'confirm-email',
    ...confirmEmail({
      to: account.email,
      name: account.name,
      link: confirmLink(publicUrl, token),
      hours: CONFIRM_LINK_HOURS,
      language: asLocale(account.language),
    }),
  });
}

/** A resend: a new link and its mail, for an existing account; false when it is gone. */
export async function sendConfirmationLink(
  deps: { db: Db; publicUrl: string },
  userId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: user.id, name: user.name, email: user.email, language: user.language })
      .from(user)
      .where(eq(user.id, userId));
    if (!account) return false;
    await writeConfirmationMail(tx, deps.publicUrl, account);
    return true;
  });
}
