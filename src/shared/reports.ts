// "Report a concern": what the dialog, the API and the operators' queue agree
// on. Values are stable (stored in reports.category / outcome); the words people read come from
// the web catalogues (features/report-concern, pages/operator-reports) and the server's emails.
import { z } from 'zod';
import { textProblem } from './text-rules';

export const REPORT_CATEGORIES = [
  'child-safety',
  'harassment',
  'misleading-listing',
  'no-show',
  'other',
] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

/** Child safety is urgent: every operator is emailed at once, and the queue shows it first. */
export const URGENT_CATEGORY: ReportCategory = 'child-safety';

/**
 * What a report is about. 'request' is a request or a partnership (either side may report it);
 * 'volunteer' is the volunteer's profile as the NGO sees it on a request (the id is the
 * request's); 'listing' is an NGO listing (its id, or 'partner-N' for the spec's partner NGOs
 * on /ngoList).
 */
export const REPORT_TARGET_KINDS = ['request', 'listing', 'volunteer'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_STATUSES = ['open', 'investigating', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_OUTCOMES = [
  'action-taken',
  'no-breach-found',
  'not-enough-information',
] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** The only moves of the workflow: open → investigating → resolved. */
export const NEXT_STATUS: Record<ReportStatus, ReportStatus | null> = {
  open: 'investigating',
  investigating: 'resolved',
  resolved: null,
};

export const REPORT_LIMITS = {
  details: 1000,
  note: 2000,
  /** Reports a visitor (not signed in) may send per client address per hour. */
  visitorPerHour: 5,
  /** Reports a signed-in account may send per hour. */
  accountPerHour: 20,
  /** Rows the queue answers at most. */
  queue: 200,
} as const;

/** English names of the categories (the API's and the emails' source text). */
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  'child-safety': 'Child safety',
  harassment: 'Harassment',
  'misleading-listing': 'Fake or misleading listing',
  'no-show': 'No-show',
  other: 'Other',
};

/** What the reporter is told, in general words: nothing about the people involved. */
export const REPORT_OUTCOME_WORDS: Record<ReportOutcome, string> = {
  'action-taken': 'We found a problem and took action.',
  'no-breach-found': 'We looked into it and found nothing against Setu’s rules.',
  'not-enough-information': 'We could not find enough information to act on it.',
};

export const REPORT_CODES = {
  targetNotFound: 'REPORT_TARGET_NOT_FOUND',
  signInRequired: 'REPORT_SIGN_IN_REQUIRED',
  tooMany: 'REPORT_TOO_MANY',
  wrongStatus: 'REPORT_WRONG_STATUS',
} as const;

export const REPORT_MESSAGES = {
  targetNotFound: 'We could not find what you are reporting.',
  signInRequired: 'Please log in to report a request or a volunteer.',
  chooseCategory: 'Choose what the concern is about.',
  detailsTooLong: `Please keep the details to ${REPORT_LIMITS.details} characters.`,
  detailsCharacters: 'The details contain characters that are not allowed.',
  badTarget: 'We could not find what you are reporting.',
  noteTooLong: `The note must be at most ${REPORT_LIMITS.note} characters.`,
  noteRequired: 'Write a note on what you found.',
  outcomeRequired: 'Choose an outcome.',
  received: 'Your report was received.',
  tooMany: 'You have sent many reports in a short time. Please try again later.',
  wrongStatus: 'This report has moved on: reload the queue.',
} as const;

/** A report's free text (the reporter's details, an operator's note): multi-line, at most `max`. */
const reportText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .superRefine((value, ctx) => {
      if (textProblem(value, 'multi-line')) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.detailsCharacters });
      }
    });

const details = reportText(REPORT_LIMITS.details, REPORT_MESSAGES.detailsTooLong);

/** POST /api/reports. */
export const reportSchema = z.object({
  targetKind: z.enum(REPORT_TARGET_KINDS, { error: REPORT_MESSAGES.badTarget }),
  targetId: z
    .string({ error: REPORT_MESSAGES.badTarget })
    .regex(/^(?:[1-9]\d{0,9}|partner-[1-9]\d{0,5})$/, REPORT_MESSAGES.badTarget),
  category: z.enum(REPORT_CATEGORIES, { error: REPORT_MESSAGES.chooseCategory }),
  details: details.optional().default(''),
  /** Visitors only: where to tell them the outcome. Ignored for a signed-in reporter. */
  email: z
    .string()
    .trim()
    .max(254, 'Enter a valid email address.')
    .transform((v) => v.toLowerCase())
    .pipe(z.union([z.literal(''), z.email('Enter a valid email address.')]))
    .optional()
    .default(''),
});
export type ReportInput = z.input<typeof reportSchema>;

/** POST /api/operator/reports/:id/status. */
export const reportStatusSchema = z
  .object({
    status: z.enum(['investigating', 'resolved'] as const),
    outcome: z.enum(REPORT_OUTCOMES, { error: REPORT_MESSAGES.outcomeRequired }).optional(),
    note: reportText(REPORT_LIMITS.note, REPORT_MESSAGES.noteTooLong).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'resolved') return;
    if (!v.outcome) {
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: REPORT_MESSAGES.outcomeRequired });
    }
    if (!v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: REPORT_MESSAGES.noteRequired });
    }
  });
export type ReportStatusInput = z.input<typeof reportStatusSchema>;

/** GET /api/operator/reports?status=…: 'active' (open and investigating) unless asked. */
export const REPORT_QUEUE_FILTERS = ['active', 'open', 'investigating', 'resolved', 'all'] as const;
export type ReportQueueFilter = (typeof REPORT_QUEUE_FILTERS)[number];
export const reportQueueSchema = z.object({
  status: z.enum(REPORT_QUEUE_FILTERS).optional().default('active'),
});

/** Who sent a report, as the queue says it (never their name: operators look it up if needed). */
export type ReporterKind = 'visitor' | 'volunteer' | 'ngo' | 'account';
