// The text rules as a zod refinement, for every schema's text fields (schemas.ts, operators.ts).
import { z } from 'zod';
import { TEXT_RULE_MESSAGES } from './messages';
import { textProblem, type TextShape } from './text-rules';

/** Refuses the characters text-rules.ts forbids for this shape of field, with a field message. */
export const textRules =
  (label: string, shape: TextShape) => (value: string, ctx: z.RefinementCtx) => {
    const problem = textProblem(value, shape);
    if (problem) ctx.addIssue({ code: 'custom', message: TEXT_RULE_MESSAGES[problem](label) });
  };

/** A reason the other side reads (a cancelled session, a revoked certificate): required, short. */
export const requiredReason = (max: number) =>
  z
    .string({ error: 'Please give a reason.' })
    .trim()
    .superRefine(textRules('The reason', 'multi-line'))
    .min(1, 'Please give a reason.')
    .max(max, `Please keep the reason under ${max} characters.`);

/** An emailed link's token (an invitation, a reference request): anything wrong is `invalid`. */
export const linkToken = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .min(1, invalid)
    .max(200, invalid)
    // A NUL would reach the lookup, which PostgreSQL refuses (a 500).
    .refine((t) => textProblem(t, 'single-line') === null, invalid);
