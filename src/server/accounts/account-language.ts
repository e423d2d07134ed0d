// The account's language: the language of its emails, and of its screens after login.
import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/locales';
import type { Db } from '../db/client';
import { user } from '../db/schema';

/** A stored language; the column holds only what languageSchema let in, anything else is English. */
export function asLocale(value: string): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The account's language; null when there is no such account. */
export async function accountLanguage(db: Db, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ language: user.language }).from(user).where(eq(user.id, userId));
  return row ? asLocale(row.language) : null;
}

export async function storeAccountLanguage(db: Db, userId: string, language: Locale) {
  // Only a row whose language changes: an update on "user" drops the account's cached sessions
  // on every instance (migration 0002's notice), which a repeated choice need not cost.
  await db
    .update(user)
    .set({ language })
    .where(and(eq(user.id, userId), ne(user.language, language)));
}
