// Who to write to about a session, or about a volunteer's document or an NGO's verification: each
// side's email, name and account language, read as the request's emails read each side
// (requests/contacts.ts), so they never differ; and the one way to write a mail to either side.
import type { Db } from '../db/client';
import type { Locale } from '../../shared/locales';
import { asLocale } from '../accounts/account-language';
import type { MailMessage } from '../mail/mailer';
import { writeMail, type MailWriter } from '../mail/outbox';
import { ngoContact, volunteerContact } from '../requests/contacts';

/** A side's address, name and language: what an email is made for. */
export interface PartyAddress {
  name: string;
  email: string;
  language: Locale;
}

export async function volunteerAddress(db: Pick<Db, 'select'>, uid: string) {
  const v = await volunteerContact(db, uid);
  return v && { name: v.fullName, email: v.email, language: asLocale(v.language) };
}

export async function ngoAddress(db: Pick<Db, 'select'>, uid: string | null) {
  const n = await ngoContact(db, uid);
  return n && { name: n.ngoName, email: n.email, language: asLocale(n.language) };
}

type Compose = (reader: PartyAddress) => MailMessage | Promise<MailMessage>;

async function mailTo(
  tx: MailWriter,
  reader: PartyAddress | undefined,
  kind: string,
  compose: Compose,
  now?: Date,
): Promise<number | null> {
  return reader ? writeMail(tx, { kind, ...(await compose(reader)) }, now) : null;
}

/**
 * Writes a mail to a volunteer, made for their address, name and language, in the change's
 * transaction (docs/decisions/0030-mail-outbox.md); a volunteer whose account is gone hears nothing.
 * Answers the mail's outbox id, or null when none was written (gone, or suspended: writeMail).
 */
export async function mailVolunteer(
  tx: MailWriter,
  uid: string,
  kind: string,
  compose: Compose,
  now?: Date,
) {
  return mailTo(tx, await volunteerAddress(tx, uid), kind, compose, now);
}

/** Writes a mail to an NGO's owner, as mailVolunteer does to a volunteer. */
export async function mailNgo(
  tx: MailWriter,
  uid: string | null,
  kind: string,
  compose: Compose,
  now?: Date,
) {
  return mailTo(tx, await ngoAddress(tx, uid), kind, compose, now);
}
