// The identity and police clearance documents a volunteer uploads and an operator reviews
// (docs/decisions/0040-vetting-documents.md): the ID types, the file limits, the messages and
// the schemas that the upload form, the review screen and the API share. Setu never stores an
// ID number: only the picture of the document, until 30 days after its review.
import { z } from 'zod';
import { textRules } from './text-refinement';
import { indiaInstant, indiaIsoDate, isCalendarDate } from './time';

export const DOCUMENT_KINDS = ['identity', 'police_clearance'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Aadhaar only as UIDAI's masked Aadhaar: the first 8 digits hidden. */
export const ID_TYPES = [
  'pan',
  'passport',
  'voter_id',
  'driving_licence',
  'masked_aadhaar',
] as const;
export type IdType = (typeof ID_TYPES)[number];

/** How each ID type is named on screen (English; Hindi through the catalogue). */
export const ID_TYPE_LABELS: Record<IdType, string> = {
  pan: 'PAN card',
  passport: 'Passport',
  voter_id: 'Voter ID',
  driving_licence: 'Driving licence',
  masked_aadhaar: 'Masked Aadhaar (first 8 digits hidden)',
};

/** Where a document stands in its review. */
export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_LIMITS = {
  /** 5 MB: a phone photo or a scanned page fits. */
  maxBytes: 5 * 1024 * 1024,
  reason: 1000,
  /** A police clearance older than this is refused (it is valid 12 months from its issue). */
  pccMonths: 12,
  /** A document's bytes are deleted this many days after its decision. */
  keepDays: 30,
  /** Reminders before a police clearance expires, in days. */
  reminderDays: [30, 7] as const,
} as const;

export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const DOCUMENT_MESSAGES = {
  fileMissing: 'Choose a file: a photo or scan (JPEG or PNG) or a PDF.',
  fileTooLarge: 'The file is larger than 5 MB. Take a smaller photo or scan, or compress the PDF.',
  fileType: 'Upload a JPEG or PNG image or a PDF. This file is none of them.',
  imageCorrupt: 'This image could not be read. It may be damaged: take the photo again.',
  pdfCorrupt: 'This PDF could not be read. It may be damaged: scan or save it again.',
  pdfActive:
    'This PDF contains scripts or attached files, which Setu does not accept. Print it to a new PDF or upload a photo instead.',
  idTypeMissing: 'Choose the type of ID from the list.',
  issueDateMissing: 'Enter the date the certificate was issued.',
  issueDateFuture: 'The issue date cannot be in the future.',
  pccTooOld:
    'This police clearance certificate is more than 12 months old. Apply for a new one and upload it.',
  reasonMissing: 'Write the reason: the volunteer reads it in the email.',
  reasonTooLong: `The reason must be at most ${DOCUMENT_LIMITS.reason} characters.`,
  notFound: 'This document is not waiting for a review.',
  alreadyDecided: 'Another operator has already decided this document.',
  identityVerified: 'Your ID is checked already: there is nothing more to upload.',
  purged: 'This document’s file was deleted after its review.',
} as const;

/** Reasons an operator may pick for a rejection; the text is what the volunteer reads. */
export const REJECTION_REASONS = [
  'The Aadhaar is not masked: upload the masked Aadhaar from UIDAI, with the first 8 digits hidden.',
  'The document cannot be read: upload a clearer photo or scan.',
  'The name on the document does not match your Setu profile.',
  'This is not the document asked for.',
] as const;

export const idTypeSchema = z.enum(ID_TYPES, { error: DOCUMENT_MESSAGES.idTypeMissing });

/**
 * When a police clearance issued on `issueDate` (yyyy-mm-dd) stops being valid: at the end of
 * the same day 12 months on, in India (the midnight after it).
 */
export function pccValidUntil(issueDate: string): Date {
  const [y, m, d] = issueDate.split('-').map(Number) as [number, number, number];
  return indiaInstant(y, m - 1 + DOCUMENT_LIMITS.pccMonths, d + 1);
}

/** The last day a check ending at `validUntil` is valid, to show as "valid until". */
export const lastValidDay = (validUntil: Date) => new Date(validUntil.getTime() - 1);

/** The issue date as a form sends it; checked against `now` (not in the future, not too old). */
export function issueDateSchema(now: Date) {
  return z
    .string({ error: DOCUMENT_MESSAGES.issueDateMissing })
    .trim()
    .refine(isCalendarDate, DOCUMENT_MESSAGES.issueDateMissing)
    .refine((v) => v <= indiaIsoDate(now), DOCUMENT_MESSAGES.issueDateFuture)
    .refine((v) => pccValidUntil(v) > now, DOCUMENT_MESSAGES.pccTooOld);
}

export const documentReasonSchema = z.object({
  reason: z
    .string({ error: DOCUMENT_MESSAGES.reasonMissing })
    .trim()
    .superRefine(textRules('The reason', 'multi-line'))
    .min(1, DOCUMENT_MESSAGES.reasonMissing)
    .max(DOCUMENT_LIMITS.reason, DOCUMENT_MESSAGES.reasonTooLong),
});
export type DocumentReasonInput = z.input<typeof documentReasonSchema>;
