// Suspension and reinstatement: what the operators' accounts screen, the login form and
// the API agree on. The client shows messages by code, in the reader's language; the English here
// is what the API answers.
import { z } from 'zod';
import { textRules } from './text-refinement';
import type { AccountRole } from './roles';

export { SUSPENSION_CODES, SUSPENSION_MESSAGES } from './suspension-messages';

export const SUSPENSION_REASON_MAX = 500;

/** Suspending and reinstating both need a reason; it goes to the audit log and the account's email. */
export const suspensionReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .superRefine(textRules('The reason', 'multi-line'))
    .min(1, 'Please give a reason.')
    .max(
      SUSPENSION_REASON_MAX,
      `Please keep the reason under ${SUSPENSION_REASON_MAX} characters.`,
    ),
});
export type SuspensionReasonInput = z.infer<typeof suspensionReasonSchema>;

export const accountSearchSchema = z.object({
  q: z.string().trim().superRefine(textRules('Search', 'single-line')).max(254).default(''),
});

/** One row of the operators' account search. */
export interface OperatorAccountRow {
  uid: string;
  kind: AccountRole;
  name: string;
  email: string;
  suspended: { reason: string; at: string } | null;
  /** An NGO's coordinators (suspending the NGO stops them too); none for a volunteer. */
  team: { name: string; email: string }[];
}
