// The NGO's side of verification: what it sent and where the check stands; sending (again).
import { eq, sql } from 'drizzle-orm';
import {
  VERIFICATION_MESSAGES,
  type NgoVerificationDetails,
  type VerificationState,
} from '../../shared/ngo-verification';
import type { Db } from '../db/client';
import { ngoVerifications } from '../db/schema';
import { apiError } from '../http/errors';
import { isoOrNull } from '../db/rows';

type Row = typeof ngoVerifications.$inferSelect;

/** What the NGO sent and where its check stands, as the operators' queue and its own export read it. */
export const verificationColumns = {
  registrationType: ngoVerifications.registrationType,
  registrationNumber: ngoVerifications.registrationNumber,
  darpanId: ngoVerifications.darpanId,
  contactName: ngoVerifications.contactName,
  contactEmail: ngoVerifications.contactEmail,
  contactPhone: ngoVerifications.contactPhone,
  status: ngoVerifications.status,
  reason: ngoVerifications.reason,
  submittedAt: ngoVerifications.submittedAt,
  decidedAt: ngoVerifications.decidedAt,
};

/** What GET and PUT /api/ngo/verification answer. */
export function verificationView(row: Row | undefined) {
  if (!row) {
    return {
      status: 'none' as VerificationState,
      reason: '',
      submittedAt: null,
      decidedAt: null,
      details: null,
    };
  }
  return {
    status: row.status as VerificationState,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
    details: {
      registrationType: row.registrationType,
      registrationNumber: row.registrationNumber,
      darpanId: row.darpanId ?? '',
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      contactPhone: row.contactPhone,
    },
  };
}

export async function readVerification(db: Db, ngoUid: string) {
  const [row] = await db.select().from(ngoVerifications).where(eq(ngoVerifications.ngoUid, ngoUid));
  return verificationView(row);
}

/**
 * Sends the details for a check: the verification becomes pending. One statement, so it cannot
 * race an operator's decision: a verified NGO is refused (409), a pending one keeps its place in
 * the queue (its first submittedAt), a rejected or revoked one goes to the end of the queue.
 */
export async function submitVerification(db: Db, ngoUid: string, details: NgoVerificationDetails) {
  const values = {
    registrationType: details.registrationType,
    registrationNumber: details.registrationNumber,
    darpanId: details.darpanId,
    contactName: details.contactName,
    contactEmail: details.contactEmail,
    contactPhone: details.contactPhone,
  };
  const [row] = await db
    .insert(ngoVerifications)
    .values({ ngoUid, ...values, status: 'pending' })
    .onConflictDoUpdate({
      target: ngoVerifications.ngoUid,
      set: {
        ...values,
        status: 'pending',
        reason: '',
        submittedAt: sql`case when ${ngoVerifications.status} = 'pending' then ${ngoVerifications.submittedAt} else now() end`,
        decidedAt: null,
        decidedBy: null,
      },
      setWhere: sql`${ngoVerifications.status} <> 'verified'`,
    })
    .returning();
  if (!row) throw apiError(409, VERIFICATION_MESSAGES.alreadyVerified);
  return verificationView(row);
}
