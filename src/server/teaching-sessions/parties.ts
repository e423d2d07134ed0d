// Who to write to about a session: each side's email, name and account language.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ngos, user as userTable, volunteers } from '../db/schema';
import { asLocale } from '../accounts/account-language';

export async function volunteerAddress(db: Pick<Db, 'select'>, uid: string) {
  const [v] = await db
    .select({ name: volunteers.fullName, email: volunteers.email, language: userTable.language })
    .from(volunteers)
    .innerJoin(userTable, eq(userTable.id, volunteers.userId))
    .where(eq(volunteers.userId, uid));
  return v && { ...v, language: asLocale(v.language) };
}

export async function ngoAddress(db: Pick<Db, 'select'>, uid: string | null) {
  if (!uid) return undefined;
  const [n] = await db
    .select({ name: ngos.ngoName, email: ngos.email, language: userTable.language })
    .from(ngos)
    .innerJoin(userTable, eq(userTable.id, ngos.uid))
    .where(eq(ngos.uid, uid));
  return n && { ...n, language: asLocale(n.language) };
}
