// The operators' sign-in: what the forms and the API agree on. The client shows the
// messages by code, in the reader's language; the English here is what the API answers.
import { z } from 'zod';
import { textRules } from './text-refinement';

/** An operator session is signed out after this long without use. */
export const OPERATOR_IDLE_HOURS = 12;

export const OPERATOR_CODES = {
  /** Signed in with the password; the second factor is still to come. */
  secondFactorRequired: 'second-factor-required',
  /** Signed out after OPERATOR_IDLE_HOURS without use. */
  idle: 'operator-idle',
} as const;

export const OPERATOR_MESSAGES = {
  secondFactorRequired: 'Enter the code from your authenticator app to continue.',
  idle: `You were signed out after ${OPERATOR_IDLE_HOURS} hours without use. Please sign in again.`,
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  notSignedIn: 'Please sign in as an operator.',
} as const;

export const operatorSignInSchema = z.object({
  email: z
    .string()
    .trim()
    .superRefine(textRules('Email', 'single-line'))
    .min(1, 'Please enter your email.')
    .max(254),
  password: z.string().min(1, 'Please enter your password.').max(128),
});

/** A 6-digit code from the app, or one of the recovery codes. */
export const secondFactorSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{3}\s?\d{3}$/, 'Enter the 6 digits the app shows.')
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/i, 'A recovery code looks like abcde-12345.')
      .optional(),
  })
  .refine((v) => Boolean(v.code) !== Boolean(v.recoveryCode), {
    message: 'Enter either a code from the app or a recovery code.',
  });

/** Where an operator's sign-in stands, as GET /api/operator/auth/me answers. */
export type OperatorStage = 'setup' | 'verify' | 'signed-in';
