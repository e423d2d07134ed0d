// Each side's details as the request's emails and lists name them. Whether a side may see the
// other's is the contact rule's to say (src/server/partnerships/contact-rule.ts), never these.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, ngos, user as userTable, volunteers } from '../db/schema';
import { selectRequests } from '../db/joins';
import { detailsShared } from '../partnerships/contact-rule';

/** Whether the partnership's two sides see each other's details now (contact-rule.ts). */
export async function detailsSharedIn(db: Pick<Db, 'select'>, id: number): Promise<boolean> {
  const [row] = await selectRequests(db, { shared: detailsShared.sql }).where(
    eq(connectionRequests.id, id),
  );
  return row?.shared === true;
}

export async function volunteerContact(db: Pick<Db, 'select'>, uid: string) {
  const [v] = await db
    .select({
      fullName: volunteers.fullName,
      email: volunteers.email,
      skills: volunteers.skills,
      availability: volunteers.availability,
      languages: volunteers.languages,
      reason: volunteers.reason,
      language: userTable.language,
    })
    .from(volunteers)
    .innerJoin(userTable, eq(userTable.id, volunteers.userId))
    .where(eq(volunteers.userId, uid));
  return v;
}

export async function ngoContact(db: Pick<Db, 'select'>, uid: string | null) {
  if (!uid) return undefined;
  const [n] = await db
    .select({
      ngoName: ngos.ngoName,
      contactPerson: ngos.contactPerson,
      email: ngos.email,
      phone: ngos.phone,
      language: userTable.language,
    })
    .from(ngos)
    .innerJoin(userTable, eq(userTable.id, ngos.uid))
    .where(eq(ngos.uid, uid));
  return n;
}
