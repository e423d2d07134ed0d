// What a volunteer asked to be told about: the cities they watch, by the key matching uses.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cityWatches } from '../db/schema';

/** How matching compares places: trimmed, any case. */
export const cityKeyOf = (city: string) => city.trim().toLowerCase();

/** Whether the volunteer has asked about this city and not stopped (null: they have no city). */
export async function cityWatchAsked(db: Db, uid: string, city: string): Promise<boolean | null> {
  if (!city.trim()) return null;
  const [row] = await db
    .select({ stoppedAt: cityWatches.stoppedAt })
    .from(cityWatches)
    .where(and(eq(cityWatches.volunteerUid, uid), eq(cityWatches.cityKey, cityKeyOf(city))));
  return row !== undefined && row.stoppedAt === null;
}
