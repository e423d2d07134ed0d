// Email confirmation for tests. Tests about confirmation take the link from the mail
// and POST its token, as the confirm page does (confirmFromOutbox). Tests about something else
// that need a confirmed account mark it confirmed in the database (markEmailConfirmedInDb), as
// signedInVolunteer/signedInNgo do by default.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { user } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/mail/mailer';
import { api, type TestApp } from './test-app';

/** NOT the real way: sets user.email_verified directly, for tests that are not about it. */
export async function markEmailConfirmedInDb(db: Db, userId: string): Promise<void> {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/** The token of a confirmation link in a mail's text (…/#/confirm-email?token=…). */
export function confirmTokenIn(text: string): string | null {
  const match = /\/#\/confirm-email\?token=([\w%-]+)/.exec(text);
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The newest confirmation mail to `email` in the test app's outbox. */
export function confirmationMailTo(outbox: MailMessage[], email: string): MailMessage | undefined {
  const address = email.trim().toLowerCase();
  return outbox.filter((m) => m.to === address && confirmTokenIn(m.text) !== null).at(-1);
}

/** Confirms `email` the real way: the token from the newest mail, POSTed as the confirm page does. */
export async function confirmFromOutbox(t: TestApp, email: string): Promise<void> {
  const mail = confirmationMailTo(t.outbox, email);
  expect(mail, `no confirmation mail to ${email}`).toBeDefined();
  const res = await api(t).accounts['confirm-email'].$post({
    json: { token: confirmTokenIn(mail!.text)! },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
