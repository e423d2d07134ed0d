// NGO verification: an NGO gives its registration details, an operator checks them and
// verifies or rejects it (and may revoke a verification later). Contact details flow only
// between a volunteer and a verified NGO: an unverified NGO can publish and receive requests but
// cannot accept one. The form and the API share this schema; the client shows every text here in
// Hindi through the features/ngo-verification catalogue (sharedText), which lists each of them.
import { z } from 'zod';
import { emailSchema, phoneSchema } from './schemas';
import { textRules } from './text-refinement';

export const REGISTRATION_TYPES = ['trust', 'society', 'section-8-company'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/** How each registration type is named on screen (English; Hindi through the catalogue). */
export const REGISTRATION_TYPE_LABELS: Record<RegistrationType, string> = {
  trust: 'Trust',
  society: 'Society',
  'section-8-company': 'Section 8 company',
};

/** Where a verification stands; 'none' until the NGO sends its details. */
export const VERIFICATION_STATES = ['none', 'pending', 'verified', 'rejected', 'revoked'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** The operator's decisions, also the audit log's actions. */
export const VERIFICATION_DECISIONS = ['verify', 'reject', 'revoke'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** NGO Darpan's unique id: state code, year of registration, seven digits ("JH/2017/0123456"). */
export const DARPAN_ID_PATTERN = /^[A-Z]{2}\/\d{4}\/\d{7}$/;

export const VERIFICATION_LIMITS = { registrationNumber: 50, reason: 1000, name: 100 } as const;

/** The `code` of the 403 that refuses an unverified NGO's accept. */
export const NGO_UNVERIFIED_CODE = 'ngo-unverified';

export const VERIFICATION_MESSAGES = {
  unverified:
    'Setu has not verified your NGO yet. You can publish your profile and receive requests, but you can accept one only after the check: send your registration details under “Verification” on your dashboard.',
  registrationTypeMissing: 'Choose a registration type from the list.',
  registrationNumberMissing: 'Registration number is required.',
  registrationNumberTooLong: `Registration number must be at most ${VERIFICATION_LIMITS.registrationNumber} characters.`,
  registrationNumberCharacters:
    'Use letters, digits, spaces and / - . only in the registration number.',
  darpanIdFormat:
    'Enter the NGO Darpan ID as two capital letters, the year and seven digits, for example JH/2017/0123456.',
  contactNameMissing: 'Contact name is required.',
  contactNameTooLong: `Contact name must be at most ${VERIFICATION_LIMITS.name} characters.`,
  alreadyVerified: 'Your NGO is verified already.',
  reasonMissing: 'Write the reason: the NGO reads it in the email.',
  reasonTooLong: `The reason must be at most ${VERIFICATION_LIMITS.reason} characters.`,
  notFound: 'This NGO has not sent its details for verification.',
  alreadyDecided: 'Another operator has already decided this verification.',
  notVerified: 'Only a verified NGO can have its verification revoked.',
} as const;

/** Labels on listings and requests. */

const registrationNumber = z
  .string({ error: VERIFICATION_MESSAGES.registrationNumberMissing })
  .trim()
  .min(1, VERIFICATION_MESSAGES.registrationNumberMissing)
  .max(VERIFICATION_LIMITS.registrationNumber, VERIFICATION_MESSAGES.registrationNumberTooLong)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} /.-]*$/u, VERIFICATION_MESSAGES.registrationNumberCharacters);

/** Optional: an empty field is no id (null); letters are taken in capitals. */
const darpanId = z
  .string({ error: VERIFICATION_MESSAGES.darpanIdFormat })
  .optional()
  .transform((value) => (value ?? '').trim().toUpperCase())
  .refine((value) => value === '' || DARPAN_ID_PATTERN.test(value), {
    message: VERIFICATION_MESSAGES.darpanIdFormat,
  })
  .transform((value) => (value === '' ? null : value));

const contactName = z
  .string({ error: VERIFICATION_MESSAGES.contactNameMissing })
  .trim()
  .superRefine(textRules('Contact name', 'single-line'))
  .min(1, VERIFICATION_MESSAGES.contactNameMissing)
  .max(VERIFICATION_LIMITS.name, VERIFICATION_MESSAGES.contactNameTooLong);

export const ngoVerificationSchema = z.object({
  registrationType: z.enum(REGISTRATION_TYPES, {
    error: VERIFICATION_MESSAGES.registrationTypeMissing,
  }),
  registrationNumber,
  darpanId,
  contactName,
  contactEmail: emailSchema,
  contactPhone: phoneSchema,
});
export type NgoVerificationInput = z.input<typeof ngoVerificationSchema>;
export type NgoVerificationDetails = z.output<typeof ngoVerificationSchema>;

/** A rejection or a revocation says why; the NGO reads it in the email. */
export const verificationReasonSchema = z.object({
  reason: z
    .string({ error: VERIFICATION_MESSAGES.reasonMissing })
    .trim()
    .min(1, VERIFICATION_MESSAGES.reasonMissing)
    .superRefine(textRules('The reason', 'multi-line'))
    .max(VERIFICATION_LIMITS.reason, VERIFICATION_MESSAGES.reasonTooLong),
});

/** The operators' queue: which verifications to list. */
export const verificationQueueSchema = z.object({
  status: z.enum(['pending', 'verified', 'rejected', 'revoked']).optional().default('pending'),
});
