// Two references, one of the vetting checks (docs/decisions/0039-two-references.md): the
// volunteer names two referees, each answers once through a mailed link. What the volunteer's
// screen, the referee's form, the operators' page and the API agree on. The web shows these
// texts in Hindi through sharedText (src/web/i18n/shared-dashboard-messages.ts).
import { z } from 'zod';
import { emailSchema } from './schemas';
import { linkToken, requiredReason, textRules } from './text-refinement';

/** A referee's link works this many days (from the last sending), once. */
export const REFERENCE_LINK_DAYS = 14;
/** A referee who has not answered this many days after being asked is reminded, once. */
export const REFERENCE_REMINDER_DAYS = 3;
/** The two places a volunteer fills. */
export const REFEREE_SLOTS = [1, 2] as const;
export type RefereeSlot = (typeof REFEREE_SLOTS)[number];

const TEXT_MAX = 1000;
const NAME_MAX = 100;

export const REFERENCE_MESSAGES = {
  ownEmail: 'This is your own email. Name someone who knows you.',
  sameEmail: 'Name two different people, each with their own email.',
  alreadyNamed: 'You have already named your referees.',
  notNamed: 'Name your two referees first.',
  notReferee: 'No such referee.',
  alreadyAnswered: 'This referee has already answered.',
  invalidLink: 'This reference link is not valid. The volunteer may have asked someone else.',
  expiredLink:
    'This reference link has expired. Please ask the volunteer to send you a new one from Setu.',
  usedLink: 'Thank you: your answer has already been recorded.',
  concernWhy: 'Please tell us what concerns you.',
  chooseConcern: 'Choose yes or no.',
  chooseKnownFor: 'Choose how long you have known them.',
  chooseRole: 'Choose the role you know them in.',
  knownHowRequired: 'Tell us how you know them.',
  refereeNameRequired: 'The referee’s name is required.',
  notVolunteer: 'No such volunteer.',
  nothingToDecide: 'There is no answer with a concern waiting for a decision.',
  chooseDecision: 'Choose valid or rejected.',
  chooseReason: 'Choose the reason the volunteer is told.',
} as const;

/** The codes the referee's page shows a refusal by. */
export const REFERENCE_CODES = {
  invalidLink: 'reference-invalid-link',
  expiredLink: 'reference-expired-link',
  usedLink: 'reference-used-link',
} as const;

/** How long the referee has known the volunteer. */
export const KNOWN_FOR_OPTIONS = ['Less than a year', '1 to 3 years', 'More than 3 years'] as const;
/** The role the referee knows the volunteer in. */
export const REFEREE_ROLES = [
  'Teacher or lecturer',
  'Employer or manager',
  'Colleague',
  'Volunteering or community work',
  'Neighbour or family friend',
  'Other',
] as const;

/**
 * What a volunteer is told when an operator rejects their references: general words, never what
 * a referee wrote.
 */
export const REJECTION_REASONS = {
  concern: 'A referee raised a concern about working with children.',
  unconfirmed: 'Setu could not confirm your references.',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;

/** What the volunteer sees of a referee: never the answer itself. */
export type RefereeState = 'sent' | 'reminded' | 'answered';

const refereeName = z
  .string({ error: REFERENCE_MESSAGES.refereeNameRequired })
  .trim()
  .superRefine(textRules('The referee’s name', 'single-line'))
  .min(1, REFERENCE_MESSAGES.refereeNameRequired)
  .max(NAME_MAX, `The referee’s name must be at most ${NAME_MAX} characters.`);

export const refereeSchema = z.object({ name: refereeName, email: emailSchema });
export type RefereeInput = z.output<typeof refereeSchema>;

/**
 * The volunteer names both referees, as four flat fields so each error sits under its own input.
 * `ownEmail` is the volunteer's address: the form passes the account's, and so does the server.
 */
export const refereesSchemaFor = (ownEmail: string) =>
  z
    .object({
      referee1Name: refereeName,
      referee1Email: emailSchema,
      referee2Name: refereeName,
      referee2Email: emailSchema,
    })
    .superRefine((r, ctx) => {
      const own = ownEmail.trim().toLowerCase();
      for (const key of ['referee1Email', 'referee2Email'] as const) {
        if (own && r[key] === own) {
          ctx.addIssue({ code: 'custom', path: [key], message: REFERENCE_MESSAGES.ownEmail });
        }
      }
      if (r.referee1Email === r.referee2Email && r.referee1Email !== own) {
        ctx.addIssue({
          code: 'custom',
          path: ['referee2Email'],
          message: REFERENCE_MESSAGES.sameEmail,
        });
      }
    });
/** The request's shape, before the account's own address is known (the route's validator). */
export const refereesSchema = refereesSchemaFor('');
export type RefereesInput = z.output<typeof refereesSchema>;

/** The two referees of a valid request, in slot order. */
export const refereesOf = (r: RefereesInput): [RefereeInput, RefereeInput] => [
  { name: r.referee1Name, email: r.referee1Email },
  { name: r.referee2Name, email: r.referee2Email },
];

export const refereeSlotSchema = z.object({
  slot: z.enum(['1', '2'], { error: REFERENCE_MESSAGES.notReferee }).transform(Number),
});

const tokenSchema = linkToken(REFERENCE_MESSAGES.invalidLink);

export const referenceTokenSchema = z.object({ token: tokenSchema });

/** The referee's answer. `concernText` is required when `concern` is 'yes'. */
export const referenceAnswerSchema = z
  .object({
    token: tokenSchema,
    knownHow: z
      .string({ error: REFERENCE_MESSAGES.knownHowRequired })
      .trim()
      .superRefine(textRules('This answer', 'multi-line'))
      .min(1, REFERENCE_MESSAGES.knownHowRequired)
      .max(TEXT_MAX, `Please keep this answer under ${TEXT_MAX} characters.`),
    knownFor: z.enum(KNOWN_FOR_OPTIONS, { error: REFERENCE_MESSAGES.chooseKnownFor }),
    role: z.enum(REFEREE_ROLES, { error: REFERENCE_MESSAGES.chooseRole }),
    concern: z.enum(['yes', 'no'], { error: REFERENCE_MESSAGES.chooseConcern }),
    concernText: z
      .string()
      .trim()
      .superRefine(textRules('This answer', 'multi-line'))
      .max(TEXT_MAX, `Please keep this answer under ${TEXT_MAX} characters.`)
      .default(''),
  })
  .superRefine((answer, ctx) => {
    if (answer.concern === 'yes' && !answer.concernText) {
      ctx.addIssue({
        code: 'custom',
        path: ['concernText'],
        message: REFERENCE_MESSAGES.concernWhy,
      });
    }
  })
  .transform((answer) => ({
    ...answer,
    concernText: answer.concern === 'yes' ? answer.concernText : '',
  }));
export type ReferenceAnswerInput = z.input<typeof referenceAnswerSchema>;

/** An operator's decision on references with a concern: the reason told, and a note for the log. */
export const referencesDecisionSchema = z
  .object({
    decision: z.enum(['valid', 'rejected'], { error: REFERENCE_MESSAGES.chooseDecision }),
    reason: z
      .enum(Object.keys(REJECTION_REASONS) as [RejectionReason, ...RejectionReason[]], {
        error: REFERENCE_MESSAGES.chooseReason,
      })
      .optional(),
    note: requiredReason(TEXT_MAX),
  })
  .superRefine((d, ctx) => {
    if (d.decision === 'rejected' && !d.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REFERENCE_MESSAGES.chooseReason });
    }
  });
export type ReferencesDecisionInput = z.input<typeof referencesDecisionSchema>;
