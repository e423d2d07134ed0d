// Honest endings: whoever ends a partnership says why, in general words from a short list, and
// may leave feedback that only Setu's operators read (docs/decisions/0046-honest-endings.md).
// The form and the API use these same schemas.
import { z } from 'zod';
import { textRules } from './text-refinement';

/** Why a partnership ended. "concern" leads on to the report form. */
export const END_REASONS = ['moved', 'no-time', 'mismatch', 'class-ended', 'concern'] as const;
export type EndReason = (typeof END_REASONS)[number];

export const FEEDBACK_MAX = 1000;

export const ENDING_MESSAGES = {
  chooseReason: 'Please choose why the partnership ends.',
  feedbackTooLong: `Feedback must be at most ${FEEDBACK_MAX} characters.`,
  feedbackMissing: 'Write your feedback first.',
  notEnded: 'You can leave feedback once the partnership has ended.',
} as const;

const feedbackText = z
  .string({ error: 'Feedback must be text.' })
  .trim()
  .superRefine(textRules('Feedback', 'multi-line'))
  .max(FEEDBACK_MAX, ENDING_MESSAGES.feedbackTooLong);

export const endPartnershipSchema = z.object({
  reason: z.enum(END_REASONS, { error: ENDING_MESSAGES.chooseReason }),
  /** Only Setu's operators read it; never the other side. */
  feedback: feedbackText.optional().default(''),
});
export type EndPartnershipInput = z.input<typeof endPartnershipSchema>;

export const partnershipFeedbackSchema = z.object({
  feedback: feedbackText.refine((text) => text.length > 0, ENDING_MESSAGES.feedbackMissing),
});
