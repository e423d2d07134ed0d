// The gate of the "Email ownership": until its address is confirmed an account cannot
// Connect (volunteer), publish its matching profile or accept a request (NGO). Called with one
// line at the top of each of those handlers, before anything is written.
import { codedError } from '../http/errors';
import {
  EMAIL_UNCONFIRMED_CODE,
  EMAIL_UNCONFIRMED_MESSAGES,
  type GatedAction,
} from '../../shared/email-confirmation';
import type { Db } from '../db/client';
import { isEmailConfirmed } from './tokens';

/** 403 `{ error, code: 'email-unconfirmed' }` unless the account's address is confirmed. */
export async function requireConfirmedEmail(
  db: Db,
  userId: string,
  action: GatedAction,
): Promise<void> {
  if (await isEmailConfirmed(db, userId)) return;
  throw codedError(403, EMAIL_UNCONFIRMED_MESSAGES[action], EMAIL_UNCONFIRMED_CODE);
}
