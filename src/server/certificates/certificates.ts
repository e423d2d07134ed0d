// Issuing, listing, revoking and verifying certificates. A volunteer gets one per partnership
// with at least one held session; asking again while nothing changed gives the same one, and
// after more held sessions a new one with the new hours, which replaces the older. Only the NGO
// of the partnership revokes, and after a revocation only the NGO issues again
// (docs/decisions/0028-certificates-stored-and-revoked.md).
import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
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
import {
  selectCertificates,
  selectRequestsWithVolunteer,
  selectSessionsWithVolunteer,
} from '../db/joins';
import { apiError } from '../http/errors';
import { sideOf } from '../teaching-sessions/queries';
import type { AccountRole } from '../../shared/roles';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;

/** 20 base32 characters from 100 random bits: not guessable, easy to read out. */
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(20);
  return [...bytes].map((b) => BASE32[b & 31]).join('');
}

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
      .where(
        and(
          sideOf(role, uid),
          eq(teachingSessions.attendance, 'held'),
          isNull(teachingSessions.coveredBy),
        ),
      )
      .groupBy(connectionRequests.id, ngoListings.name, volunteers.fullName)
      .orderBy(connectionRequests.id)
  );
}

export type CertificateState = 'valid' | 'replaced' | 'changed' | 'revoked';

/**
 * What became of each certificate since it was issued: revoked by the NGO, replaced by a newer
 * one over one of its sessions, or changed because the NGO later marked some of its sessions as
 * not held (it then stands only for those still held).
 */
async function statesOf(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof stateRow>>();
  const newer = sql`exists (
    select 1 from ${certificateSessions} later
    where later.session_id = ${certificateSessions.sessionId}
      and later.certificate_id > ${certificateSessions.certificateId})`;
  const rows = await db
    .select({
      id: certificateSessions.certificateId,
      replaced: sql<boolean>`bool_or(${newer})`,
      heldSessions: sql<number>`(count(*) filter (where ${teachingSessions.attendance} = 'held'))::int`,
      heldMinutes: sql<number>`coalesce((sum(extract(epoch from ${teachingSessions.endsAt} - ${teachingSessions.startsAt})) filter (where ${teachingSessions.attendance} = 'held')) / 60, 0)::int`,
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
  const rows = await selectCertificates(db, {
    id: certificates.id,
    code: certificates.code,
    requestId: certificates.requestId,
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
    .where(sideOf(role, uid))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  const states = await statesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ id, revokeReason, ...r }) => {
    const found = states.get(id);
    return {
      ...r,
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
      revokedAt: r.revokedAt?.toISOString() ?? null,
    };
  });
}

/** The partnership's newest certificate: when it is revoked, only the NGO issues again. */
async function newestOf(db: Db | Tx, requestId: number) {
  const [newest] = await db
    .select({ id: certificates.id, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(eq(certificates.requestId, requestId))
    .orderBy(desc(certificates.id))
    .limit(1);
  return newest;
}

/**
 * The partnerships whose newest certificate is revoked, with the reason's category: the
 * volunteer cannot ask again until the NGO issues again.
 */
export async function blockedPartnerships(
  db: Db,
  requestIds: number[],
): Promise<Map<number, RevokeCategory>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([certificates.requestId], {
      requestId: certificates.requestId,
      revokedAt: certificates.revokedAt,
      revokeCategory: certificates.revokeCategory,
    })
    .from(certificates)
    .where(inArray(certificates.requestId, requestIds))
    .orderBy(certificates.requestId, desc(certificates.id));
  return new Map(
    rows.filter((r) => r.revokedAt).map((r) => [r.requestId, r.revokeCategory ?? 'other']),
  );
}

/** Writes a certificate of the partnership's held sessions, with the sessions it counts. */
async function certifyHeld(tx: Tx, requestId: number, issuedBy: AccountRole) {
  const held = await tx
    .select({
      id: teachingSessions.id,
      startsAt: teachingSessions.startsAt,
      endsAt: teachingSessions.endsAt,
    })
    .from(teachingSessions)
    .where(
      and(
        eq(teachingSessions.requestId, requestId),
        eq(teachingSessions.attendance, 'held'),
        isNull(teachingSessions.coveredBy),
      ),
    )
    .orderBy(teachingSessions.startsAt);
  if (held.length === 0) throw apiError(409, CERTIFICATE_MESSAGES.noHeldSessions);
  const [names] = await selectRequestsWithVolunteer(tx, {
    ngoName: ngoListings.name,
    volunteerName: volunteers.fullName,
  }).where(eq(connectionRequests.id, requestId));
  if (!names) throw apiError(409, CERTIFICATE_MESSAGES.noHeldSessions);
  const minutes = Math.round(
    held.reduce((sum, s) => sum + (s.endsAt.getTime() - s.startsAt.getTime()), 0) / 60_000,
  );
  const code = newCertificateCode();
  const [row] = await tx
    .insert(certificates)
    .values({
      code,
      requestId,
      volunteerName: names.volunteerName,
      ngoName: names.ngoName,
      minutes,
      sessions: held.length,
      periodStart: held[0]!.startsAt,
      periodEnd: held.at(-1)!.startsAt,
      issuedBy,
    })
    .returning({ id: certificates.id });
  await tx
    .insert(certificateSessions)
    .values(held.map((s) => ({ certificateId: row!.id, sessionId: s.id })));
  return { code, hours: hoursOf(minutes), sessions: held.length, ...names };
}

/** Records which sessions a certificate written elsewhere (the demo seed) counts. */
export async function recordCountedSessions(tx: Tx, certificateId: number, sessionIds: number[]) {
  if (sessionIds.length === 0) return;
  await tx
    .insert(certificateSessions)
    .values(sessionIds.map((sessionId) => ({ certificateId, sessionId })))
    .onConflictDoNothing();
}

/** One issue at a time per partnership, so two presses make one certificate. */
async function lockPartnership(tx: Tx, requestId: number) {
  await tx
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(eq(connectionRequests.id, requestId))
    .for('update');
}

export async function issueCertificate(db: Db, uid: string, requestId: number) {
  const mine = (await heldByPartnership(db, uid, 'volunteer')).some(
    (p) => p.requestId === requestId,
  );
  if (!mine) throw apiError(409, CERTIFICATE_MESSAGES.noHeldSessions);
  return db.transaction(async (tx) => {
    await lockPartnership(tx, requestId);
    const newest = await newestOf(tx, requestId);
    if (newest?.revokedAt) throw apiError(409, CERTIFICATE_MESSAGES.blockedByRevocation);
    if (newest) {
      // The same certificate while it counts exactly the sessions held today.
      const [same] = await tx
        .execute<{ code: string }>(
          sql`
        select c.code from ${certificates} c
        where c.id = ${newest.id}
          and not exists (
            select 1 from ${teachingSessions} s
            where s.request_id = ${requestId} and s.attendance = 'held'
              and not exists (select 1 from ${certificateSessions} cs
                              where cs.certificate_id = c.id and cs.session_id = s.id))
          and not exists (
            select 1 from ${certificateSessions} cs
            join ${teachingSessions} s on s.id = cs.session_id
            where cs.certificate_id = c.id and s.attendance is distinct from 'held')`,
        )
        .then((r) => (r as unknown as { rows: { code: string }[] }).rows);
      if (same) return same.code;
    }
    return (await certifyHeld(tx, requestId, 'volunteer')).code;
  });
}

/** A certificate a side of its partnership may see (the PDF); 404 for anyone else. */
export async function certificateFor(db: Db, uid: string, code: string) {
  const [row] = await selectCertificates(db, {
    certificate: certificates,
    volunteerUid: connectionRequests.volunteerUid,
    ownerUid: ngoListings.ownerUid,
  }).where(eq(certificates.code, code));
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

/**
 * Revokes, and forgets the kept PDFs: a revoked certificate is never served again. `alongWith`
 * runs in the same transaction: the volunteer's email commits with the revocation (decision 0030).
 */
export async function revokeCertificate(
  db: Db,
  uid: string,
  code: string,
  input: { category: RevokeCategory; reason: string },
  alongWith: (tx: Tx, revoked: Found) => Promise<void> = async () => {},
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
    issued: Awaited<ReturnType<typeof certifyHeld>> & { volunteerUid: string },
  ) => Promise<void> = async () => {},
) {
  const found = await certificateFor(db, uid, code);
  if (found.side !== 'ngo') throw apiError(403, CERTIFICATE_MESSAGES.ngoOnlyReissue);
  if (!found.revokedAt) throw apiError(409, CERTIFICATE_MESSAGES.notRevoked);
  const issued = await db.transaction(async (tx) => {
    await lockPartnership(tx, found.requestId);
    const newest = await newestOf(tx, found.requestId);
    if (newest?.id !== found.id) throw apiError(409, CERTIFICATE_MESSAGES.alreadyReissued);
    const issued = {
      ...(await certifyHeld(tx, found.requestId, 'ngo')),
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
