// Certificates of volunteering (issue 14): the verification code's form and the texts the
// server answers with, shared by the verification page and the API.
import { z } from 'zod';
import { textRules } from './text-refinement';

/** 20 characters of RFC 4648 base32: 100 random bits. */
export const CERTIFICATE_CODE = /^[A-Z2-7]{20}$/;
export const REVOKE_REASON_MAX = 200;

export const CERTIFICATE_MESSAGES = {
  noHeldSessions: 'A certificate needs at least one session the NGO marked as held.',
  notFound: 'Certificate not found.',
  alreadyRevoked: 'This certificate was already revoked.',
  ngoOnlyRevoke: 'Only the NGO can revoke a certificate.',
} as const;

export const issueCertificateSchema = z.object({
  requestId: z.number({ error: 'Choose a partnership.' }).int().min(1).max(2_147_483_647),
});

export const revokeCertificateSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .trim()
    .superRefine(textRules('The reason', 'multi-line'))
    .min(1, 'Please give a reason.')
    .max(REVOKE_REASON_MAX, `Please keep the reason under ${REVOKE_REASON_MAX} characters.`),
});
export type RevokeCertificateInput = z.input<typeof revokeCertificateSchema>;

/** What the public verification page shows: nothing personal for a revoked or unknown code. */
export type Verification =
  | {
      status: 'valid';
      volunteerName: string;
      ngoName: string;
      hours: number;
      sessions: number;
      periodStart: string;
      periodEnd: string;
      issuedAt: string;
    }
  | { status: 'revoked'; revokedAt: string }
  | { status: 'unknown' };
