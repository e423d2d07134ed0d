// Session notes: after a session, its volunteer or its NGO writes what was covered and what comes
// next, and the next volunteer of the class reads them before teaching. The notes reach other
// volunteers of the class, who are not the author's partners, so they hold plain text only: no
// links, no email addresses, no phone numbers (the contact rule, decision 0026, keeps contact
// details between partners), and the form asks for no child's name or personal details. The
// form and the API use these same schemas.
import { z } from 'zod';
import { WEEKDAYS } from './options';
import { SESSION_MESSAGES } from './teaching-sessions';
import { textRules } from './text-refinement';

export const SESSION_NOTE_LIMITS = {
  /** What was covered: a few sentences, read on a phone before a class. */
  covered: 1000,
  /** What comes next. */
  next: 1000,
} as const;

/** Notes per page of a class's notes (the NGO's class page). */
export const CLASS_NOTES_PAGE_SIZE = 10;
/** How many of the class's last notes the next volunteer sees before a session. */
export const LAST_NOTES_SHOWN = 3;

export const SESSION_NOTE_LABELS = {
  covered: 'What was covered',
  next: 'What comes next',
} as const;

export const SESSION_NOTE_MESSAGES = {
  notFound: SESSION_MESSAGES.notFound,
  cancelled: SESSION_MESSAGES.cancelled,
  paused: SESSION_MESSAGES.paused,
  notOver: 'You can write notes once the session has ended.',
  coveredMissing: 'Write what was covered.',
  link: 'Notes are plain text: remove the link. You can name a book or website in words.',
  email: 'Notes are shared with the class: remove the email address.',
  phone: 'Notes are shared with the class: remove the phone number.',
  textOnly: 'Notes hold text only.',
  classMissing: 'Choose one of your classes.',
  pageInvalid: 'Choose a page number.',
} as const;

/** A web address: a scheme ("https://", "mailto:"), "www.", or a bare domain ("example.org/x"). */
const LINK =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.|(?:mailto|tel|data|javascript):)|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|in|io|edu|gov|co|app|dev|info|ly|me|link)\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/**
 * An Indian mobile number (10 digits from 6 to 9, maybe +91 or 0 before it, maybe one space or
 * dash inside): narrow on purpose, so counting practice ("1 2 3 4 5 6 7 8 9 10") and page
 * numbers stay allowed.
 */
const PHONE = /(?<![\d])(?:(?:\+|00)91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?![\d])/;

/** The first thing a note may not hold, as its message, or null. */
export function noteTextProblem(value: string): string | null {
  if (EMAIL.test(value)) return SESSION_NOTE_MESSAGES.email;
  if (LINK.test(value)) return SESSION_NOTE_MESSAGES.link;
  if (PHONE.test(value)) return SESSION_NOTE_MESSAGES.phone;
  return null;
}

const noteText = (label: string, max: number, missing: string = SESSION_NOTE_MESSAGES.textOnly) =>
  z
    .string({ error: missing })
    .trim()
    .superRefine(textRules(label, 'multi-line'))
    .max(max, `${label} must be at most ${max} characters.`)
    .superRefine((value, ctx) => {
      const problem = noteTextProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** What a side sends: the two text fields (next may be empty) and nothing else. */
export const sessionNoteSchema = z.strictObject(
  {
    covered: noteText(
      SESSION_NOTE_LABELS.covered,
      SESSION_NOTE_LIMITS.covered,
      SESSION_NOTE_MESSAGES.coveredMissing,
    ).refine((value) => value.length > 0, SESSION_NOTE_MESSAGES.coveredMissing),
    next: noteText(SESSION_NOTE_LABELS.next, SESSION_NOTE_LIMITS.next),
  },
  { error: () => SESSION_NOTE_MESSAGES.textOnly },
);
export type SessionNoteInput = z.input<typeof sessionNoteSchema>;

/** A class of the NGO's (a teaching time its partnerships were accepted on) and a page of it. */
export const classNotesQuerySchema = z.object({
  day: z.enum(WEEKDAYS, { error: SESSION_NOTE_MESSAGES.classMissing }),
  timeSlot: z
    .string({ error: SESSION_NOTE_MESSAGES.classMissing })
    .min(1, SESSION_NOTE_MESSAGES.classMissing)
    .max(40, SESSION_NOTE_MESSAGES.classMissing),
  page: z.coerce
    .number({ error: SESSION_NOTE_MESSAGES.pageInvalid })
    .int(SESSION_NOTE_MESSAGES.pageInvalid)
    .min(1, SESSION_NOTE_MESSAGES.pageInvalid)
    .max(10_000, SESSION_NOTE_MESSAGES.pageInvalid)
    .default(1),
});
export type ClassNotesQuery = z.input<typeof classNotesQuerySchema>;
