// Issuing, listing, revoking and verifying certificates. A volunteer gets one per partnership
// with at least one held session, and a substitute one per NGO for the sessions they covered
// (cover-certificates.ts); asking again while nothing changed gives the same one, and after more
// held sessions a new one with the new hours, which replaces the older (certificate-series.ts).
// Only the NGO revokes, and after a revocation only the NGO issues again
// (docs/decisions/0028-certificates-stored-and-revoked.md).
import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CERTIFICATE_MESSAGES,
  type RevokeCategory,
  type Verification,
} from '../../shared/certificates';
import type { Db, Tx } from '../db/client';
import {
  certificatePdfs,
  certificates,
  certificateSessions,
  connectionRequests,
  ngoListings,
  teachingSessions,
  volunteers,
} from '../db/schema';
import { selectSessionsWithVolunteer } from '../db/joins';
import { apiError } from '../http/errors';
import { countsAsHeld } from '../teaching-sessions/held';
import { sideOf } from '../teaching-sessions/queries';
import type { AccountRole } from '../../shared/roles';
import {
  certify,
  coverSeries,
  hoursOf,
  issueInSeries,
  newestIn,
  partnershipSeries,
  type Series,
} from './certificate-series';
import { isoOrNull } from '../db/rows';

export { newCertificateCode } from './certificate-series';

/** A certificate's NGO listing: its partnership's, or the one a cover certificate names. */
const certificateListing = eq(
  ngoListings.id,
  sql`coalesce(${certificates.listingId}, ${connectionRequests.listingId})`,
);
const certificateVolunteer = sql<string>`coalesce(${certificates.volunteerUid}, ${connectionRequests.volunteerUid})`;
const certificateSide = (role: AccountRole, uid: string): SQL =>
  role === 'volunteer' ? sql`${certificateVolunteer} = ${uid}` : eq(ngoListings.ownerUid, uid);

/** Held sessions per partnership of a volunteer: what a certificate would say today. */
export async function heldByPartnership(db: Db, uid: string, role: AccountRole) {
  return (
    selectSessionsWithVolunteer(db, {
      requestId: connectionRequests.id,
      ngoName: ngoListings.name,
      // A volunteer may teach several times of one NGO, each its own partnership (docs/decisions/0035-one-request-per-slot.md).
      day: connectionRequests.day,
      timeSlot: connectionRequests.timeSlot,
      volunteerName: volunteers.fullName,
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`(sum(extract(epoch from ${teachingSessions.endsAt} - ${teachingSessions.startsAt})) / 60)::int`,
      periodStart: sql<string>`min(${teachingSessions.startsAt})`,
      periodEnd: sql<string>`max(${teachingSessions.startsAt})`,
    })
      // A session a substitute covered is not the partnership's volunteer's to certify.
      .where(and(sideOf(role, uid), countsAsHeld, isNull(teachingSessions.coveredBy)))
      .groupBy(connectionRequests.id, ngoListings.name, volunteers.fullName)
      .orderBy(connectionRequests.id)
  );
}

export type CertificateState = 'valid' | 'replaced' | 'changed' | 'revoked';

/**
 * What became of each certificate since it was issued: revoked by the NGO, replaced by a newer
 * one over one of its sessions, or changed because the NGO later marked some of its sessions as
 * not held, or one was cancelled after an arrival prefilled it as held (it then stands only for
 * those still held).
 */
export async function statesOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof stateRow>>();
  const newer = sql`exists (
    select 1 from ${certificateSessions} later
    where later.session_id = ${certificateSessions.sessionId}
      and later.certificate_id > ${certificateSessions.certificateId})`;
  const rows = await db
    .select({
      id: certificateSessions.certificateId,
      replaced: sql<boolean>`bool_or(${newer})`,
      heldSessions: sql<number>`(count(*) filter (where ${countsAsHeld}))::int`,
      heldMinutes: sql<number>`coalesce((sum(extract(epoch from ${teachingSessions.endsAt} - ${teachingSessions.startsAt})) filter (where ${countsAsHeld})) / 60, 0)::int`,
      counted: sql<number>`count(*)::int`,
    })
    .from(certificateSessions)
    .innerJoin(teachingSessions, eq(teachingSessions.id, certificateSessions.sessionId))
    .where(inArray(certificateSessions.certificateId, ids))
    .groupBy(certificateSessions.certificateId);
  return new Map(rows.map((r) => [r.id, stateRow(r)]));
}

function stateRow(r: {
  replaced: boolean;
  heldSessions: number;
  heldMinutes: number;
  counted: number;
}) {
  return {
    replaced: r.replaced,
    changed: r.heldSessions < r.counted,
    heldSessions: r.heldSessions,
    heldHours: hoursOf(r.heldMinutes),
  };
}

function stateOf(
  row: { revokedAt: Date | null },
  found: ReturnType<typeof stateRow> | undefined,
): CertificateState {
  if (row.revokedAt) return 'revoked';
  if (found?.replaced) return 'replaced';
  if (found?.changed) return 'changed';
  return 'valid';
}

export async function listCertificates(db: Db, uid: string, role: AccountRole) {
  const rows = await db
    .select({
      id: certificates.id,
      code: certificates.code,
      kind: certificates.kind,
      requestId: certificates.requestId,
      listingId: ngoListings.id,
      volunteerUid: certificateVolunteer,
      volunteerName: certificates.volunteerName,
      ngoName: certificates.ngoName,
      minutes: certificates.minutes,
      sessions: certificates.sessions,
      periodStart: certificates.periodStart,
      periodEnd: certificates.periodEnd,
      issuedAt: certificates.issuedAt,
      issuedBy: certificates.issuedBy,
      revokedAt: certificates.revokedAt,
      revokeCategory: certificates.revokeCategory,
      revokeReason: certificates.revokeReason,
    })
    .from(certificates)
    .leftJoin(connectionRequests, eq(connectionRequests.id, certificates.requestId))
    .innerJoin(ngoListings, certificateListing)
    .where(certificateSide(role, uid))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  const states = await statesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ id, revokeReason, volunteerUid, listingId, ...r }) => {
    const found = states.get(id);
    return {
      ...r,
      /** Which replace one another: a partnership's, or one substitute's for an NGO. */
      series: r.requestId ? `partnership-${r.requestId}` : `cover-${listingId}-${volunteerUid}`,
      listingId,
      status: stateOf(r, found),
      hours: hoursOf(r.minutes),
      /** For a changed certificate: the sessions and hours it still stands for. */
      heldSessions: found?.heldSessions ?? r.sessions,
      heldHours: found?.heldHours ?? hoursOf(r.minutes),
      revokeCategory: r.revokedAt ? (r.revokeCategory ?? 'other') : null,
      // The NGO's own note stays with the NGO: the volunteer reads the category.
      revokeReason: role === 'ngo' ? revokeReason : null,
      periodStart: r.periodStart.toISOString(),
      periodEnd: r.periodEnd.toISOString(),
      issuedAt: r.issuedAt.toISOString(),
      revokedAt: isoOrNull(r.revokedAt),
    };
  });
}

/**
 * Of the series named by `key` (the request, or a cover certificate's listing) among `where`,
 * those whose newest certificate is revoked, with the reason's category: the volunteer cannot
 * ask again until the NGO issues again.
 */
export async function revokedNewest(
  db: Db,
  key: typeof certificates.requestId | typeof certificates.listingId,
  where: SQL | undefined,
): Promise<Map<number, RevokeCategory>> {
  const rows = await db
    .selectDistinctOn([key], {
      key,
      revokedAt: certificates.revokedAt,
      revokeCategory: certificates.revokeCategory,
    })
    .from(certificates)
    .where(where)
    .orderBy(key, desc(certificates.id));
  return new Map(rows.filter((r) => r.revokedAt).map((r) => [r.key!, r.revokeCategory ?? 'other']));
}

/** The partnerships whose newest certificate is revoked (revokedNewest). */
export async function blockedPartnerships(db: Db, requestIds: number[]) {
  if (requestIds.length === 0) return new Map<number, RevokeCategory>();
  return revokedNewest(db, certificates.requestId, inArray(certificates.requestId, requestIds));
}

/** Records which sessions a certificate written elsewhere (the demo seed) counts. */
export async function recordCountedSessions(tx: Tx, certificateId: number, sessionIds: number[]) {
  if (sessionIds.length === 0) return;
  await tx
    .insert(certificateSessions)
    .values(sessionIds.map((sessionId) => ({ certificateId, sessionId })))
    .onConflictDoNothing();
}

export async function issueCertificate(db: Db, uid: string, requestId: number) {
  const mine = (await heldByPartnership(db, uid, 'volunteer')).some(
    (p) => p.requestId === requestId,
  );
  if (!mine) throw apiError(409, CERTIFICATE_MESSAGES.noHeldSessions);
  return db.transaction((tx) => issueInSeries(tx, partnershipSeries(requestId)));
}

/** A certificate its volunteer or its NGO may see (the PDF); 404 for anyone else. */
export async function certificateFor(db: Db, uid: string, code: string) {
  const [row] = await db
    .select({
      certificate: certificates,
      volunteerUid: certificateVolunteer,
      ownerUid: ngoListings.ownerUid,
    })
    .from(certificates)
    .leftJoin(connectionRequests, eq(connectionRequests.id, certificates.requestId))
    .innerJoin(ngoListings, certificateListing)
    .where(eq(certificates.code, code));
  if (!row || (row.volunteerUid !== uid && row.ownerUid !== uid)) {
    throw apiError(404, CERTIFICATE_MESSAGES.notFound);
  }
  return {
    ...row.certificate,
    volunteerUid: row.volunteerUid,
    side: row.volunteerUid === uid ? 'volunteer' : 'ngo',
  } as const;
}

type Found = Awaited<ReturnType<typeof certificateFor>>;

const seriesOf = (found: Found): Series =>
  found.kind === 'cover'
    ? coverSeries(found.volunteerUid, found.listingId!)
    : partnershipSeries(found.requestId!);

/**
 * Revokes, and forgets the kept PDFs: a revoked certificate is never served again. `alongWith`
 * runs in the same transaction: the volunteer's email commits with the revocation (decision 0030).
 */
export async function revokeCertificate(
  db: Db,
  uid: string,
  code: string,
  input: { category: RevokeCategory; reason: string },
  alongWith: (tx: Tx, revoked: Found) => Promise<unknown> = async () => {},
) {
  const found = await certificateFor(db, uid, code);
  if (found.side !== 'ngo') throw apiError(403, CERTIFICATE_MESSAGES.ngoOnlyRevoke);
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(certificates)
      .set({ revokedAt: new Date(), revokeCategory: input.category, revokeReason: input.reason })
      .where(and(eq(certificates.code, code), sql`${certificates.revokedAt} is null`))
      .returning({ code: certificates.code });
    if (!revoked) throw apiError(409, CERTIFICATE_MESSAGES.alreadyRevoked);
    await tx.delete(certificatePdfs).where(eq(certificatePdfs.certificateId, found.id));
    await alongWith(tx, found);
    return found;
  });
}

/**
 * The NGO's "Issue again" after a revocation: a new certificate of the sessions held today.
 * `alongWith` runs in the same transaction, as for a revocation.
 */
export async function reissueCertificate(
  db: Db,
  uid: string,
  code: string,
  alongWith: (
    tx: Tx,
    issued: Awaited<ReturnType<typeof certify>> & { volunteerUid: string },
  ) => Promise<unknown> = async () => {},
) {
  const found = await certificateFor(db, uid, code);
  if (found.side !== 'ngo') throw apiError(403, CERTIFICATE_MESSAGES.ngoOnlyReissue);
  if (!found.revokedAt) throw apiError(409, CERTIFICATE_MESSAGES.notRevoked);
  const series = seriesOf(found);
  const issued = await db.transaction(async (tx) => {
    await series.lock(tx);
    const newest = await newestIn(tx, series);
    if (newest?.id !== found.id) throw apiError(409, CERTIFICATE_MESSAGES.alreadyReissued);
    const issued = {
      ...(await certify(tx, series, 'ngo')),
      volunteerUid: found.volunteerUid,
    };
    await alongWith(tx, issued);
    return issued;
  });
  return issued;
}

export async function verifyCertificate(db: Db, code: string): Promise<Verification> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) return { status: 'unknown' };
  if (row.revokedAt) return { status: 'revoked', revokedAt: row.revokedAt.toISOString() };
  const found = (await statesOf(db, [row.id])).get(row.id);
  const details = {
    volunteerName: row.volunteerName,
    ngoName: row.ngoName,
    hours: hoursOf(row.minutes),
    sessions: row.sessions,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
  };
  const status = stateOf(row, found);
  if (status === 'changed') {
    return {
      status,
      ...details,
      heldHours: found!.heldHours,
      heldSessions: found!.heldSessions,
    };
  }
  return { status: status === 'replaced' ? 'replaced' : 'valid', ...details };
}
