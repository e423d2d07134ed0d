// Issuing, listing, revoking and verifying certificates. A volunteer gets one per partnership
// with at least one held session; asking again while nothing changed gives the same one, and
// after more held sessions a new one with the new hours. Only the NGO of the partnership revokes.
import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { CERTIFICATE_MESSAGES, type Verification } from '../../shared/certificates';
import type { Db } from '../db/client';
import {
  certificates,
  connectionRequests,
  ngoListings,
  teachingSessions,
  volunteers,
} from '../db/schema';
import { apiError } from '../http/errors';
import type { Role } from '../http/session';
import { sideOf } from '../teaching-sessions/queries';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 20 base32 characters from 100 random bits: not guessable, easy to read out. */
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(20);
  return [...bytes].map((b) => BASE32[b & 31]).join('');
}

/** Held sessions per partnership of a volunteer: what a certificate would say today. */
export async function heldByPartnership(db: Db, uid: string, role: Role) {
  return db
    .select({
      requestId: connectionRequests.id,
      ngoName: ngoListings.name,
      volunteerName: volunteers.fullName,
      sessions: sql<number>`count(*)::int`,
      minutes: sql<number>`(sum(extract(epoch from ${teachingSessions.endsAt} - ${teachingSessions.startsAt})) / 60)::int`,
      periodStart: sql<string>`min(${teachingSessions.startsAt})`,
      periodEnd: sql<string>`max(${teachingSessions.startsAt})`,
    })
    .from(teachingSessions)
    .innerJoin(connectionRequests, eq(connectionRequests.id, teachingSessions.requestId))
    .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
    .innerJoin(volunteers, eq(volunteers.userId, connectionRequests.volunteerUid))
    .where(and(sideOf(role, uid), eq(teachingSessions.attendance, 'held')))
    .groupBy(connectionRequests.id, ngoListings.name, volunteers.fullName)
    .orderBy(connectionRequests.id);
}

export async function listCertificates(db: Db, uid: string, role: Role) {
  const rows = await db
    .select({
      code: certificates.code,
      requestId: certificates.requestId,
      volunteerName: certificates.volunteerName,
      ngoName: certificates.ngoName,
      minutes: certificates.minutes,
      sessions: certificates.sessions,
      periodStart: certificates.periodStart,
      periodEnd: certificates.periodEnd,
      issuedAt: certificates.issuedAt,
      revokedAt: certificates.revokedAt,
      revokeReason: certificates.revokeReason,
    })
    .from(certificates)
    .innerJoin(connectionRequests, eq(connectionRequests.id, certificates.requestId))
    .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
    .where(sideOf(role, uid))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map((r) => ({
    ...r,
    hours: Math.round(r.minutes / 6) / 10,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    issuedAt: r.issuedAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
  }));
}

export async function issueCertificate(db: Db, uid: string, requestId: number) {
  const held = (await heldByPartnership(db, uid, 'volunteer')).find(
    (p) => p.requestId === requestId,
  );
  if (!held) throw apiError(409, CERTIFICATE_MESSAGES.noHeldSessions);
  return db.transaction(async (tx) => {
    // One issue at a time per partnership, so two presses make one certificate.
    await tx
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(eq(connectionRequests.id, requestId))
      .for('update');
    const [same] = await tx
      .select({ code: certificates.code })
      .from(certificates)
      .where(
        and(
          eq(certificates.requestId, requestId),
          isNull(certificates.revokedAt),
          eq(certificates.minutes, held.minutes),
          eq(certificates.sessions, held.sessions),
        ),
      )
      .limit(1);
    if (same) return same.code;
    const code = newCertificateCode();
    await tx.insert(certificates).values({
      code,
      requestId,
      volunteerName: held.volunteerName,
      ngoName: held.ngoName,
      minutes: held.minutes,
      sessions: held.sessions,
      periodStart: new Date(held.periodStart),
      periodEnd: new Date(held.periodEnd),
    });
    return code;
  });
}

/** A certificate a side of its partnership may see (the PDF); 404 for anyone else. */
export async function certificateFor(db: Db, uid: string, code: string) {
  const [row] = await db
    .select({
      certificate: certificates,
      volunteerUid: connectionRequests.volunteerUid,
      ownerUid: ngoListings.ownerUid,
    })
    .from(certificates)
    .innerJoin(connectionRequests, eq(connectionRequests.id, certificates.requestId))
    .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
    .where(eq(certificates.code, code));
  if (!row || (row.volunteerUid !== uid && row.ownerUid !== uid)) {
    throw apiError(404, CERTIFICATE_MESSAGES.notFound);
  }
  return { ...row.certificate, side: row.volunteerUid === uid ? 'volunteer' : 'ngo' } as const;
}

export async function revokeCertificate(db: Db, uid: string, code: string, reason: string) {
  const found = await certificateFor(db, uid, code);
  if (found.side !== 'ngo') throw apiError(403, CERTIFICATE_MESSAGES.ngoOnlyRevoke);
  const [revoked] = await db
    .update(certificates)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning({ code: certificates.code });
  if (!revoked) throw apiError(409, CERTIFICATE_MESSAGES.alreadyRevoked);
}

export async function verifyCertificate(db: Db, code: string): Promise<Verification> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  if (!row) return { status: 'unknown' };
  if (row.revokedAt) return { status: 'revoked', revokedAt: row.revokedAt.toISOString() };
  return {
    status: 'valid',
    volunteerName: row.volunteerName,
    ngoName: row.ngoName,
    hours: Math.round(row.minutes / 6) / 10,
    sessions: row.sessions,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
  };
}
