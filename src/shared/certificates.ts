// Certificates of volunteering: the verification code's form, the revocation's reasons and the
// texts the server answers with, shared by the verification page, the dashboards and the API.
import { z } from 'zod';
import { requiredReason } from './text-refinement';

/** 20 characters of RFC 4648 base32: 100 random bits. */
export const CERTIFICATE_CODE = /^[A-Z2-7]{20}$/;
export const REVOKE_REASON_MAX = 200;

/**
 * Why an NGO revokes a certificate, in general words: the volunteer is told the category (in
 * their language), never the NGO's own note.
 */
export const REVOKE_CATEGORIES = [
  'hours-wrong',
  'not-taught',
  'issued-by-mistake',
  'other',
] as const;
export type RevokeCategory = (typeof REVOKE_CATEGORIES)[number];

export const CERTIFICATE_MESSAGES = {
  noHeldSessions: 'A certificate needs at least one session the NGO marked as held.',
  notFound: 'Certificate not found.',
  alreadyRevoked: 'This certificate was already revoked.',
  ngoOnlyRevoke: 'Only the NGO can revoke a certificate.',
  ngoOnlyReissue: 'Only the NGO can issue a certificate again.',
  blockedByRevocation:
    'The NGO revoked the certificate for these hours. Only the NGO can issue it again.',
  notRevoked: 'This certificate is not revoked.',
  alreadyReissued: 'A newer certificate already covers these sessions.',
  revokedPdf: 'This certificate was revoked by the NGO. It is no longer valid.',
  tooManyDownloads: 'Too many certificate downloads. Please wait a few minutes and try again.',
  chooseCategory: 'Please choose a reason.',
} as const;

export const issueCertificateSchema = z.object({
  requestId: z.number({ error: 'Choose a partnership.' }).int().min(1).max(2_147_483_647),
});

/** A substitute's certificate for the sessions they covered for one NGO (its listing). */
export const issueCoverCertificateSchema = z.object({
  listingId: z.number({ error: 'Choose an NGO.' }).int().min(1).max(2_147_483_647),
});

export const revokeCertificateSchema = z.object({
  category: z.enum(REVOKE_CATEGORIES, { error: CERTIFICATE_MESSAGES.chooseCategory }),
  reason: requiredReason(REVOKE_REASON_MAX),
});
export type RevokeCertificateInput = z.input<typeof revokeCertificateSchema>;

/** A code as typed from a printed certificate: spaces and dashes dropped, any case. */
export const normalizeCertificateCode = (typed: string) =>
  typed.replace(/[\s-]/g, '').toUpperCase();

interface CertificateDetails {
  volunteerName: string;
  ngoName: string;
  hours: number;
  sessions: number;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
}

/**
 * What the public verification page shows: nothing personal for a revoked or unknown code.
 * `replaced`: a newer certificate counts the same sessions. `changed`: the NGO later marked some
 * of its sessions not held, so it stands only for `heldHours` in `heldSessions`.
 */
export type Verification =
  | ({ status: 'valid' } & CertificateDetails)
  | ({ status: 'replaced' } & CertificateDetails)
  | ({ status: 'changed'; heldHours: number; heldSessions: number } & CertificateDetails)
  | { status: 'revoked'; revokedAt: string }
  | { status: 'unknown' };
