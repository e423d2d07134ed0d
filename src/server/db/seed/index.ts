import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ngoListings, partnerNgos } from '../schema';
import { MATCHING_NGOS } from './matching-ngos';
import { PARTNER_NGOS } from './partner-ngos';

/** lower-cased topics joined by '|': what the trigram index on topics searches. */
export function listingSearchText(topics: readonly string[]): string {
  return topics.map((t) => t.toLowerCase()).join('|');
}

/** Idempotent: safe on every start and from several instances at once. */
export async function seedSampleData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(partnerNgos)
      .values([...PARTNER_NGOS])
      .onConflictDoNothing();
    await tx
      .insert(ngoListings)
      .values(
        MATCHING_NGOS.map((n) => ({
          id: n.id,
          name: n.name,
          location: n.location,
          availability: [...n.availability],
          topics: [...n.topics],
          availabilityTimes: [...n.availabilityTimes],
          languages: [...n.languages],
          ageGroup: n.ageGroup,
          volunteersNeeded: n.volunteersNeeded,
          description: n.description,
          topicsSearch: listingSearchText(n.topics),
        })),
      )
      .onConflictDoNothing();
    // Explicit ids above do not advance the serial; published profiles must not collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('ngo_listings', 'id'), greatest((select max(id) from ngo_listings), 1))`,
    );
  });
}
