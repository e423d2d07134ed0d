// Who to write to about a session, or about a volunteer's document or an NGO's verification: each
// side's email, name and account language, read as the request's emails read each side
// (requests/contacts.ts), so they never differ.
import type { Db } from '../db/client';
import { asLocale } from '../accounts/account-language';
import { ngoContact, volunteerContact } from '../requests/contacts';

export async function volunteerAddress(db: Pick<Db, 'select'>, uid: string) {
  const v = await volunteerContact(db, uid);
  return v && { name: v.fullName, email: v.email, language: asLocale(v.language) };
}

export async function ngoAddress(db: Pick<Db, 'select'>, uid: string | null) {
  const n = await ngoContact(db, uid);
  return n && { name: n.ngoName, email: n.email, language: asLocale(n.language) };
}
