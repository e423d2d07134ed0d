// A role's own profile row, with the columns a route asks for: the volunteers row of a volunteer,
// the ngos row of an NGO. Routes reach these behind requireRole or requireNgo; a user without
// the row is answered as those answer a user without the role (src/server/http/session.ts).
import { eq } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AccountRole } from '../../shared/roles';
import type { Db } from '../db/client';
import { ngos, volunteers } from '../db/schema';
import { notForRole } from './session';

const PROFILES = {
  volunteer: { table: volunteers, uid: volunteers.userId },
  ngo: { table: ngos, uid: ngos.uid },
} satisfies Record<AccountRole, unknown>;

/**
 * The `role` profile row of `uid`, the columns asked for; 403 when there is none. The row type is
 * spelled out: drizzle loses it in a select whose table is not known until run time.
 */
export async function ownProfileRow<F extends SelectedFields>(
  db: Pick<Db, 'select'>,
  role: AccountRole,
  uid: string,
  columns: F,
): Promise<SelectResultFields<F>> {
  const profile = PROFILES[role];
  const [row] = await db
    .select(columns)
    .from(profile.table as PgTable)
    .where(eq(profile.uid, uid));
  if (!row) throw notForRole(role);
  return row as SelectResultFields<F>;
}
