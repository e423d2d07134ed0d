// A certificate belongs to a series: a partnership's (its request), or a substitute's for the
// sessions they covered for one NGO (the volunteer and the NGO's listing). Within a series the
// newest certificate decides: revoked, only the NGO issues again; counting exactly the sessions
// held today, asking again gives it back; else a new one counts them and replaces it
// (docs/decisions/0028-certificates-stored-and-revoked.md, and its addendum on cover).
import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { CERTIFICATE_MESSAGES } from '../../shared/certificates';
import type { AccountRole } from '../../shared/roles';
import type { Tx } from '../db/client';
import {
  certificates,
  certificateSessions,
  connectionRequests,
  ngoListings,
  teachingSessions,
  user,
  volunteers,
} from '../db/schema';
import { selectRequestsWithVolunteer } from '../db/joins';
import { apiError } from '../http/errors';
import { countsAsHeld } from '../teaching-sessions/held';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;

/** 20 base32 characters from 100 random bits: not guessable, easy to read out. */
export function newCertificateCode(): string {
  const bytes = crypto.randomBytes(20);
  return [...bytes].map((b) => BASE32[b & 31]).join('');
}

interface HeldSession {
  id: number;
  startsAt: Date;
  endsAt: Date;
}

export interface Series {
  /** One issue at a time per series, so two presses make one certificate. */
  lock(tx: Tx): Promise<void>;
  /** Which certificates are this series'. */
  where: ReturnType<typeof and>;
  /** The held sessions it would count today, by start. */
  held(tx: Tx): Promise<HeldSession[]>;
  names(tx: Tx): Promise<{ ngoName: string; volunteerName: string } | undefined>;
  columns: Pick<
    typeof certificates.$inferInsert,
    'kind' | 'requestId' | 'volunteerUid' | 'listingId'
  >;
}

const heldColumns = {
  id: teachingSessions.id,
  startsAt: teachingSessions.startsAt,
  endsAt: teachingSessions.endsAt,
};

/** A partnership's: its held sessions that no substitute covered. */
export function partnershipSeries(requestId: number): Series {
  return {
    lock: async (tx) => {
      await tx
        .select({ id: connectionRequests.id })
        .from(connectionRequests)
        .where(eq(connectionRequests.id, requestId))
        .for('update');
    },
    where: and(eq(certificates.kind, 'partnership'), eq(certificates.requestId, requestId)),
    held: (tx) =>
      tx
        .select(heldColumns)
        .from(teachingSessions)
        .where(
          and(
            eq(teachingSessions.requestId, requestId),
            countsAsHeld,
            isNull(teachingSessions.coveredBy),
          ),
        )
        .orderBy(teachingSessions.startsAt),
    names: async (tx) =>
      (
        await selectRequestsWithVolunteer(tx, {
          ngoName: ngoListings.name,
          volunteerName: volunteers.fullName,
        }).where(eq(connectionRequests.id, requestId))
      )[0],
    columns: { kind: 'partnership', requestId },
  };
}

/** A substitute's for one NGO: the held sessions of its classes they covered. */
export function coverSeries(volunteerUid: string, listingId: number): Series {
  return {
    lock: async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, volunteerUid)).for('update');
    },
    where: and(
      eq(certificates.kind, 'cover'),
      eq(certificates.listingId, listingId),
      eq(certificates.volunteerUid, volunteerUid),
    ),
    held: (tx) =>
      tx
        .select(heldColumns)
        .from(teachingSessions)
        .innerJoin(connectionRequests, eq(connectionRequests.id, teachingSessions.requestId))
        .where(
          and(
            eq(connectionRequests.listingId, listingId),
            eq(teachingSessions.coveredBy, volunteerUid),
            countsAsHeld,
          ),
        )
        .orderBy(teachingSessions.startsAt),
    names: async (tx) => {
      const [listing] = await tx
        .select({ ngoName: ngoListings.name })
        .from(ngoListings)
        .where(eq(ngoListings.id, listingId));
      const [volunteer] = await tx
        .select({ volunteerName: volunteers.fullName })
        .from(volunteers)
        .where(eq(volunteers.userId, volunteerUid));
      return listing && volunteer ? { ...listing, ...volunteer } : undefined;
    },
    columns: { kind: 'cover', volunteerUid, listingId },
  };
}

export async function newestIn(tx: Tx, series: Series) {
  const [newest] = await tx
    .select({ id: certificates.id, code: certificates.code, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(series.where)
    .orderBy(desc(certificates.id))
    .limit(1);
  return newest;
}

/** Writes a certificate of the series' held sessions, with the sessions it counts. */
export async function certify(tx: Tx, series: Series, issuedBy: AccountRole) {
  const held = await series.held(tx);
  if (held.length === 0) throw apiError(409, CERTIFICATE_MESSAGES.noHeldSessions);
  const names = await series.names(tx);
  if (!names) throw apiError(409, CERTIFICATE_MESSAGES.noHeldSessions);
  const minutes = Math.round(
    held.reduce((sum, s) => sum + (s.endsAt.getTime() - s.startsAt.getTime()), 0) / 60_000,
  );
  const code = newCertificateCode();
  const [row] = await tx
    .insert(certificates)
    .values({
      code,
      ...series.columns,
      volunteerName: names.volunteerName,
      ngoName: names.ngoName,
      minutes,
      sessions: held.length,
      periodStart: held[0]!.startsAt,
      periodEnd: held.at(-1)!.startsAt,
      issuedBy: issuedBy === 'ngo' ? 'ngo' : 'volunteer',
    })
    .returning({ id: certificates.id });
  await tx
    .insert(certificateSessions)
    .values(held.map((s) => ({ certificateId: row!.id, sessionId: s.id })));
  return { code, hours: hoursOf(minutes), sessions: held.length, ...names };
}

/**
 * The volunteer's "Get a certificate": refused after a revocation, the newest again while it
 * counts exactly the sessions held today, else a new one. Runs in the caller's transaction.
 */
export async function issueInSeries(tx: Tx, series: Series): Promise<string> {
  await series.lock(tx);
  const newest = await newestIn(tx, series);
  if (newest?.revokedAt) throw apiError(409, CERTIFICATE_MESSAGES.blockedByRevocation);
  if (newest) {
    const counted = await tx
      .select({ id: certificateSessions.sessionId })
      .from(certificateSessions)
      .where(eq(certificateSessions.certificateId, newest.id));
    const held = await series.held(tx);
    const ids = new Set(counted.map((c) => c.id));
    if (held.length === ids.size && held.every((s) => ids.has(s.id))) return newest.code;
  }
  return (await certify(tx, series, 'volunteer')).code;
}
