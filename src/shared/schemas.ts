// One zod schema per form: the form's resolver and the API's validator import the same one.
import { z } from 'zod';
import { AFTER_FIVE, exactHoursSchema } from './availability';
import { NGO_OPTIONAL_CHECKS } from './vetting';
import {
  AGE_GROUPS,
  AREAS_OF_WORK,
  AVAILABILITY,
  LANGUAGES,
  SKILLS,
  TIME_RANGES,
  TOPICS,
  USER_TYPES,
  WEEKDAYS,
} from './options';
import { MESSAGES } from './messages';
import { LOCALES } from './locales';
import { textRules } from './text-refinement';
import { isTeachingRange, teachingTimesSchema } from './teaching-times';
import { checkPlace, keptPlace, listingPlaceShape } from './listing-place';
import { LIMITS, LOCATION_MISSING, MATCHING_LIMITS, normalizeWebsite } from './form-rules';

export {
  LIMITS,
  LISTING_FULL_CODE,
  LOCATION_MISSING,
  MATCHING_LIMITS,
  NEED_DUPLICATE_MESSAGE,
  normalizeWebsite,
} from './form-rules';

// zod 4 probes `new Function` to speed up object parsing; the CSP (no unsafe-eval) refuses it
// and the browser reports a violation. Parsing without it is fast enough for forms and API.
z.config({ jitless: true });

const required = (label: string) => `${label} is required.`;

/** "a skill", "an age group": the article the noun needs in a message. */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const name = (label: string, missing = required(label)) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine(textRules(label, 'single-line'))
    .min(1, missing)
    .max(LIMITS.name, `${label} must be at most ${LIMITS.name} characters.`);

const freeText = (label: string, missing = required(label)) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine(textRules(label, 'multi-line'))
    .min(1, missing)
    .max(LIMITS.freeText, `${label} must be at most ${LIMITS.freeText} characters.`);

const location = () => name('Location', LOCATION_MISSING);

export const emailSchema = z
  .string({ error: required('Email') })
  .trim()
  .min(1, required('Email'))
  .max(LIMITS.email, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const phoneSchema = z
  .string({ error: required('Phone') })
  .trim()
  .min(1, required('Phone'))
  .regex(/^\+?[0-9][0-9 -]*$/, 'Use digits, with an optional +, spaces or dashes.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, 'A phone number has 7 to 15 digits.');

/** Length only: composition rules are deliberately absent (NIST SP 800-63B). */
export const passwordSchema = z
  .string({ error: required('Password') })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters.`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters.`);

/** One choice from a list; `noun` is one item in words ("age group"): "Choose an age group…". */
const optionOf = <T extends readonly [string, ...string[]]>(options: T, noun: string) =>
  z.enum(options, { error: `Choose ${withArticle(noun)} from the list.` });

/** Several choices from a list; `label` names the field, `noun` one item ("language"). */
const listOf = <T extends readonly [string, ...string[]]>(
  options: T,
  label: string,
  noun: string,
) =>
  z
    .array(z.enum(options, { error: `Choose each ${noun} from the list.` }), {
      error: `${label} must be a list.`,
    })
    .max(options.length)
    .transform((values) => [...new Set(values)]);

/** The account's language: its emails and, after login, its screens. */
export const languageSchema = z.enum(LOCALES, { error: 'Choose English or Hindi.' });
// Sign-up sends the language the person used; without it (an older client) the account is English.
const signupLanguage = languageSchema.optional();
export const languageChoiceSchema = z.object({ language: languageSchema });
export type LanguageChoice = z.output<typeof languageChoiceSchema>;

const nonEmpty = <T extends z.ZodType<string[]>>(list: T, noun: string) =>
  list.refine((values) => values.length > 0, `Choose at least one ${noun}.`);

export const volunteerSignupSchema = z.object({
  fullName: name('Full name'),
  email: emailSchema,
  phone: phoneSchema,
  location: location(),
  skills: optionOf(SKILLS, 'skill'),
  // Optional (spec §5; README → The specification): an empty list is valid. Matching needs them, so the dashboard and
  // the best matches ask for them later instead of blocking registration.
  availability: listOf(AVAILABILITY as unknown as [string, ...string[]], 'Availability', 'time'),
  ageGroup: optionOf(AGE_GROUPS, 'age group'),
  languages: listOf(LANGUAGES, 'Languages', 'language'),
  bio: z
    .string()
    .trim()
    .superRefine(textRules('Bio', 'multi-line'))
    .max(LIMITS.freeText, `Bio must be at most ${LIMITS.freeText} characters.`)
    .optional()
    .default(''),
  // The form asks "Why do you want to volunteer?": the messages speak of the answer to it.
  reason: freeText('Your reason', 'Tell us why you want to volunteer.'),
  password: passwordSchema,
  agree: z.literal(true, { error: MESSAGES.agreeVolunteer }),
  language: signupLanguage,
});
export type VolunteerSignupInput = z.input<typeof volunteerSignupSchema>;
export type VolunteerSignup = z.output<typeof volunteerSignupSchema>;

export const websiteSchema = z
  .string()
  .transform(normalizeWebsite)
  .pipe(
    z
      .string()
      .superRefine(textRules('Website', 'single-line'))
      .max(LIMITS.name * 3, 'Website is too long.')
      .refine((value) => value === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), {
        message: 'Enter a web address, like www.example.org.',
      }),
  )
  .optional()
  .default('');

export const ngoSignupSchema = z.object({
  ngoName: name('NGO name'),
  contactPerson: name('Contact person'),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  location: location(),
  website: websiteSchema,
  areaOfWork: optionOf(AREAS_OF_WORK, 'area of work'),
  volunteerReqs: freeText('Volunteer requirements'),
  schedule: freeText('Schedule'),
  description: freeText('Description'),
  agree: z.literal(true, { error: MESSAGES.agreeNgo }),
  language: signupLanguage,
});
export type NgoSignupInput = z.input<typeof ngoSignupSchema>;
export type NgoSignup = z.output<typeof ngoSignupSchema>;

export const loginSchema = z.object({
  userType: z.enum(USER_TYPES, { error: MESSAGES.loginMissing }),
  email: z
    .string({ error: MESSAGES.loginMissing })
    .trim()
    .superRefine(textRules('Email', 'single-line'))
    .min(1, MESSAGES.loginMissing)
    .max(LIMITS.email),
  password: z
    .string({ error: MESSAGES.loginMissing })
    .min(1, MESSAGES.loginMissing)
    .max(LIMITS.passwordMax),
});
export type LoginInput = z.input<typeof loginSchema>;

export const resetRequestSchema = z.object({
  email: z
    .string({ error: MESSAGES.resetMissingEmail })
    .trim()
    .min(1, MESSAGES.resetMissingEmail)
    .max(LIMITS.email)
    .pipe(z.email(MESSAGES.resetFailed))
    .transform((value) => value.toLowerCase()),
});

export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The two passwords do not match.',
  });

export const feedbackSchema = z.object({
  name: name('Name'),
  email: emailSchema,
  message: z
    .string({ error: required('Message') })
    .trim()
    .superRefine(textRules('Message', 'multi-line'))
    .min(1, required('Message'))
    .max(LIMITS.feedbackMessage, `Message must be at most ${LIMITS.feedbackMessage} characters.`),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;

export const needSchema = z.object({
  label: z
    .string({ error: required('Need') })
    .trim()
    .superRefine(textRules('Need', 'single-line'))
    .min(1, required('Need'))
    .max(LIMITS.needLabel, `A need must be at most ${LIMITS.needLabel} characters.`),
});
export type NeedInput = z.input<typeof needSchema>;

/** The volunteer dashboard's Experience card: the bio, editable (empty clears it). */
export const bioSchema = z.object({
  bio: z
    .string({ error: 'Bio must be text.' })
    .trim()
    .superRefine(textRules('Bio', 'multi-line'))
    .max(LIMITS.freeText, `Bio must be at most ${LIMITS.freeText} characters.`),
});
export type BioInput = z.input<typeof bioSchema>;

/** The matching filters (spec §5; README → The specification). Date and time range are collected but never filter. */
export const matchingFilterSchema = z.object({
  topic: z
    .string()
    .trim()
    .superRefine(textRules('Topic', 'single-line'))
    .max(LIMITS.name)
    .optional()
    .default(''),
  day: z
    .union([z.enum(WEEKDAYS), z.literal('')])
    .optional()
    .default(''),
  date: z
    .union([z.iso.date(), z.literal('')])
    .optional()
    .default(''),
  location: z
    .string()
    .trim()
    .superRefine(textRules('Location', 'single-line'))
    .max(LIMITS.name)
    .optional()
    .default(''),
  timeRange: z
    .union([z.enum(TIME_RANGES as unknown as [string, ...string[]]), z.literal('')])
    .optional()
    .default(''),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  /** Beside the spec's Time Range: classes starting at 5 PM or later (decision 0043). */
  afterFive: z
    .union([z.literal(AFTER_FIVE), z.literal('')], { error: 'Choose after 5 PM or leave it out.' })
    .optional()
    .default(''),
});
export type MatchingFilterInput = z.input<typeof matchingFilterSchema>;
export type MatchingFilter = z.output<typeof matchingFilterSchema>;

export const TOPIC_OPTIONS = TOPICS;

// ---- The matching loop -------------------------------------------------------------

/** The matching profile an NGO publishes: it becomes its listing in matching and /ngoList. */
export const ngoMatchingProfileSchema = z
  .object({
    topics: nonEmpty(listOf(TOPICS, 'Topics', 'topic'), 'topic'),
    teachingTimes: teachingTimesSchema,
    languages: nonEmpty(listOf(LANGUAGES, 'Languages', 'language'), 'language'),
    ageGroup: optionOf(AGE_GROUPS, 'age group'),
    location: name('City'),
    volunteersNeeded: z
      .number({ error: 'Enter how many volunteers you need.' })
      .int('Enter a whole number.')
      .min(1, 'You need at least 1 volunteer.')
      .max(
        MATCHING_LIMITS.volunteersNeeded,
        `You can ask for at most ${MATCHING_LIMITS.volunteersNeeded} volunteers.`,
      ),
    description: z
      .string()
      .trim()
      .superRefine(textRules('Description', 'multi-line'))
      .max(LIMITS.freeText, `Description must be at most ${LIMITS.freeText} characters.`)
      .optional()
      .default(''),
    published: z.boolean({ error: 'Choose whether to publish.' }),
    /** What the NGO adds to Setu's minimum checks (src/shared/vetting.ts), in the list's order. */
    requiredChecks: listOf(NGO_OPTIONAL_CHECKS, 'Required checks', 'check')
      .transform((chosen) => NGO_OPTIONAL_CHECKS.filter((kind) => chosen.includes(kind)))
      .optional()
      .default([]),
    ...listingPlaceShape,
  })
  .superRefine(checkPlace)
  .transform((profile) => ({ ...profile, ...keptPlace(profile) }));
export type NgoMatchingProfileInput = z.input<typeof ngoMatchingProfileSchema>;
export type NgoMatchingProfile = z.output<typeof ngoMatchingProfileSchema>;

/** What a volunteer edits on the dashboard: the sign-up's own validators, plus preferred topics. */
export const volunteerPreferencesSchema = volunteerSignupSchema
  .pick({ availability: true, languages: true, ageGroup: true, location: true })
  .extend({
    preferredTopics: listOf(TOPICS, 'Preferred topics', 'topic').optional().default([]),
    /**
     * Exact hours on some days; not on the sign-up form (docs/decisions/0043-exact-availability.md).
     * Left out, the saved ones stay.
     */
    exactHours: exactHoursSchema.optional(),
  });
export type VolunteerPreferencesInput = z.input<typeof volunteerPreferencesSchema>;
export type VolunteerPreferences = z.output<typeof volunteerPreferencesSchema>;

/** A volunteer's Connect on a listing. */
export const requestSchema = z.object({
  listingId: z.number({ error: 'Choose an NGO.' }).int().min(1).max(2_147_483_647),
  message: z
    .string({ error: 'The message must be text.' })
    .trim()
    .superRefine(textRules('The message', 'multi-line'))
    .max(
      MATCHING_LIMITS.requestMessage,
      `The message must be at most ${MATCHING_LIMITS.requestMessage} characters.`,
    )
    .optional()
    .default(''),
  /**
   * The teaching time asked for (docs/decisions/0035-one-request-per-slot.md): one open request per volunteer, NGO and time.
   * Without one, the NGO chooses the time when it accepts, as before.
   */
  time: z
    .object(
      {
        day: optionOf(WEEKDAYS, 'day'),
        // One of the listing's teaching times on that day, as stored: "6:30 PM - 8:00 PM".
        timeSlot: z
          .string({ error: 'Choose a teaching time from the list.' })
          .refine(isTeachingRange, 'Choose a teaching time from the list.'),
      },
      { error: 'Choose a teaching time from the list.' },
    )
    .optional(),
});
export type RequestInput = z.input<typeof requestSchema>;

/** The weekly session an NGO agrees to when it accepts (the server checks it against its listing). */
export const acceptRequestSchema = z.object({
  day: optionOf(WEEKDAYS, 'day'),
  // One of the listing's teaching times on that day, as stored: "6:30 PM - 8:00 PM".
  timeSlot: z
    .string({ error: 'Choose a teaching time from the list.' })
    .refine(isTeachingRange, 'Choose a teaching time from the list.'),
  topic: optionOf(TOPICS, 'topic'),
  /** Accept although the listing already has the volunteers it asked for (409 LISTING_FULL). */
  confirmFull: z.boolean({ error: 'confirmFull must be true or false.' }).optional(),
});
export type AcceptRequestInput = z.input<typeof acceptRequestSchema>;

/** Accepting the code of conduct names the version read, so a newer text is never pre-accepted. */
export const codeOfConductAcceptSchema = z.object({
  version: z
    .string({ error: 'Version is required.' })
    .trim()
    .superRefine(textRules('Version', 'single-line'))
    .min(1)
    .max(20),
});
