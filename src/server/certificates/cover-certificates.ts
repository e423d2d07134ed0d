// A substitute's certificate: the sessions they covered for an NGO (docs/decisions/0042-
// substitutes.md), counted as the NGO marked them held. One series per volunteer and NGO
// listing, with everything a partnership's certificate has: its code and verification page, the
// PDF, revocation by the NGO, replacement by a newer one, and "changed" when a session it counts
// is later marked not held (docs/decisions/0028-certificates-stored-and-revoked.md, addendum).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificates, ngoListings, teachingSessions } from '../db/schema';
import { selectSessions } from '../db/joins';
import { countsAsHeld } from '../teaching-sessions/held';
import { coverSeries, hoursOf, issueInSeries } from './certificate-series';
import { revokedNewest } from './certificates';

/**
 * Per NGO, the held sessions a volunteer covered: what a cover certificate would say today, and
 * the revocation's category while the newest one is revoked (only the NGO issues again).
 */
export async function heldCovers(db: Db, uid: string) {
  const held = await selectSessions(db, {
    listingId: ngoListings.id,
    ngoName: ngoListings.name,
    sessions: sql<number>`count(*)::int`,
    minutes: sql<number>`(sum(extract(epoch from ${teachingSessions.endsAt} - ${teachingSessions.startsAt})) / 60)::int`,
  })
    .where(and(eq(teachingSessions.coveredBy, uid), countsAsHeld))
    .groupBy(ngoListings.id, ngoListings.name)
    .orderBy(ngoListings.id);
  if (held.length === 0) return [];
  const blocked = await revokedNewest(
    db,
    certificates.listingId,
    and(eq(certificates.kind, 'cover'), eq(certificates.volunteerUid, uid)),
  );
  return held.map(({ minutes, ...h }) => ({
    ...h,
    hours: hoursOf(minutes),
    revokedFor: blocked.get(h.listingId) ?? null,
  }));
}

/** The substitute's "Get a certificate" for the sessions they covered for one NGO. */
export function issueCoverCertificate(db: Db, uid: string, listingId: number) {
  return db.transaction((tx) => issueInSeries(tx, coverSeries(uid, listingId)));
}
