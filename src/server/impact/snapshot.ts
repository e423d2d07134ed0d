// The hourly snapshot of the impact figures: computed by a sweep (src/server/jobs/sweeps.ts) and
// at a start that finds none from the last hour, kept as one row, and read by GET /api/impact. Replacing it announces a change
// of that one public read, so every instance drops its kept impact answer (and no other) at commit.
import { eq } from 'drizzle-orm';
import type { Impact } from '../../shared/impact';
import type { Db } from '../db/client';
import { impactSnapshots } from '../db/schema';
import { announcePublicChange } from '../public-cache/channel';
import { computeImpact } from './compute-impact';

const CURRENT = 'current';

/** The key GET /api/impact keeps its answer under (impact-routes.ts). */
export const IMPACT_ANSWER_KEY = 'impact';

/** Computes the figures and replaces the snapshot; returns what was stored. */
export async function refreshImpact(db: Db, now: Date): Promise<Impact> {
  const figures = await computeImpact(db, now);
  await db.transaction(async (tx) => {
    await tx
      .insert(impactSnapshots)
      .values({ id: CURRENT, computedAt: now, figures })
      .onConflictDoUpdate({ target: impactSnapshots.id, set: { computedAt: now, figures } });
    await announcePublicChange(tx, IMPACT_ANSWER_KEY);
  });
  return { computedAt: now.toISOString(), ...figures };
}

/** How old a snapshot may be for a starting instance to keep it: the sweep's period. */
export const SNAPSHOT_FRESH_MS = 60 * 60 * 1000;

/** Whether the stored snapshot was computed within the last hour (a restart keeps it). */
export async function impactIsFresh(db: Db, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ computedAt: impactSnapshots.computedAt })
    .from(impactSnapshots)
    .where(eq(impactSnapshots.id, CURRENT));
  if (!row) return false;
  const age = now.getTime() - row.computedAt.getTime();
  return age >= 0 && age < SNAPSHOT_FRESH_MS;
}

/** The stored snapshot; computed now when there is none yet (a start still on its way). */
export async function readImpact(db: Db, now = new Date()): Promise<Impact> {
  const [row] = await db
    .select({ computedAt: impactSnapshots.computedAt, figures: impactSnapshots.figures })
    .from(impactSnapshots)
    .where(eq(impactSnapshots.id, CURRENT));
  if (!row) return refreshImpact(db, now);
  return { computedAt: row.computedAt.toISOString(), ...row.figures };
}
