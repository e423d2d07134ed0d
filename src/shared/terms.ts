// An NGO's terms and holidays: the days it teaches. Sessions are made only on open days: inside
// one of its terms (when it has set any; without terms every week is open) and on no holiday.
// Dates are India's calendar dates, YYYY-MM-DD (time.ts), compared as text, which orders them.
// The dashboard's form and the API use the same schema and the same checks.
import { z } from 'zod';
import { instantInIndia, isCalendarDate, MINUTES_PER_DAY } from './time';
import { textRules } from './text-refinement';

export const CALENDAR_KINDS = ['term', 'holiday'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const CALENDAR_LIMITS = {
  /** Terms and holidays together, per NGO: a few years of a school's calendar. */
  entries: 60,
  nameMax: 60,
  termDays: 366,
  holidayDays: 92,
} as const;

export const TERMS_MESSAGES = {
  kind: 'Choose a term or a holiday.',
  startsOn: 'Choose the first day.',
  endsOn: 'Choose the last day.',
  endBeforeStart: 'The last day must be on or after the first day.',
  termTooLong: 'A term can be at most a year long.',
  holidayTooLong: 'A holiday can be at most 92 days long.',
  overlap: 'This term overlaps another of your terms.',
  name: 'The name must be at most 60 characters.',
  notFound: 'Term or holiday not found.',
  limit: 'You can keep at most 60 terms and holidays. Remove an old one first.',
} as const;

/** Days from `from` to `to` (both YYYY-MM-DD): 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (instantInIndia(to)!.getTime() - instantInIndia(from)!.getTime()) / (MINUTES_PER_DAY * 60_000),
  );
}

const dateField = (message: string) =>
  z.string({ error: message }).trim().refine(isCalendarDate, message);

/** A holiday's last day left empty is its first: one day. A term has no such default. */
const lastDayOf = (v: { kind: CalendarKind; startsOn: string; endsOn?: string }) =>
  v.endsOn || (v.kind === 'holiday' ? v.startsOn : '');

/**
 * A term or a holiday as the form sends it. A holiday's last day may be left empty (one day);
 * `entryOf` fills it in. Only trimming transforms the input, so the typed client sends this shape.
 */
export const calendarEntrySchema = z
  .object({
    kind: z.enum(CALENDAR_KINDS, { error: TERMS_MESSAGES.kind }),
    startsOn: dateField(TERMS_MESSAGES.startsOn),
    endsOn: z
      .string({ error: TERMS_MESSAGES.endsOn })
      .trim()
      .refine((v) => v === '' || isCalendarDate(v), TERMS_MESSAGES.endsOn)
      .optional(),
    name: z
      .string({ error: TERMS_MESSAGES.name })
      .trim()
      .superRefine(textRules('The name', 'single-line'))
      .max(CALENDAR_LIMITS.nameMax, TERMS_MESSAGES.name)
      .optional(),
  })
  .superRefine((v, ctx) => {
    // A field's own refusal does not stop this check (zod's refinements do not abort).
    const endsOn = lastDayOf(v);
    if (!isCalendarDate(v.startsOn) || (endsOn !== '' && !isCalendarDate(endsOn))) return;
    if (endsOn === '') {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: TERMS_MESSAGES.endsOn });
      return;
    }
    const days = daysBetween(v.startsOn, endsOn);
    const tooLong = v.kind === 'term' ? CALENDAR_LIMITS.termDays : CALENDAR_LIMITS.holidayDays;
    if (days < 0) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: TERMS_MESSAGES.endBeforeStart });
    } else if (days >= tooLong) {
      const message =
        v.kind === 'term' ? TERMS_MESSAGES.termTooLong : TERMS_MESSAGES.holidayTooLong;
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message });
    }
  });
export type CalendarEntryInput = z.input<typeof calendarEntrySchema>;

/** A checked entry as stored: its last day filled in, its name '' when none. */
export const entryOf = (v: z.output<typeof calendarEntrySchema>): Omit<CalendarEntry, 'id'> => ({
  kind: v.kind,
  startsOn: v.startsOn,
  endsOn: lastDayOf(v),
  name: v.name ?? '',
});

/** A term or a holiday as stored, its dates inclusive. */
export interface CalendarEntry {
  id?: number;
  kind: CalendarKind;
  startsOn: string;
  endsOn: string;
  name: string;
}

/** An entry as the database holds it. */
export type StoredCalendarEntry = CalendarEntry & { id: number };

/**
 * One change of an NGO's calendar: add (no id), edit (an id and the entry) or remove (an id, no
 * entry). What a save does and what its preview counts.
 */
export interface CalendarChange {
  id: number | null;
  entry: Omit<CalendarEntry, 'id'> | null;
}

/** The query of a change: `preview=1` counts what it would do and changes nothing. */
export const calendarPreviewSchema = z.object({ preview: z.enum(['1', '0']).optional() });

const covers = (e: CalendarEntry, date: string) => e.startsOn <= date && date <= e.endsOn;

/** Why a day is closed: a holiday (the first that covers it), or outside every term. */
export type Closure = { kind: 'holiday'; name: string } | { kind: 'term' } | null;

/** Whether sessions happen on a date (YYYY-MM-DD): null when open, else why not. */
export function closureOn(date: string, entries: readonly CalendarEntry[]): Closure {
  const holiday = entries.find((e) => e.kind === 'holiday' && covers(e, date));
  if (holiday) return { kind: 'holiday', name: holiday.name };
  const terms = entries.filter((e) => e.kind === 'term');
  if (terms.length > 0 && !terms.some((t) => covers(t, date))) return { kind: 'term' };
  return null;
}

/** The term among `entries` (other than `exceptId`) that a term overlaps, if any. */
export function overlappingTerm(
  entry: Pick<CalendarEntry, 'kind' | 'startsOn' | 'endsOn'>,
  entries: readonly CalendarEntry[],
  exceptId?: number | null,
): CalendarEntry | undefined {
  if (entry.kind !== 'term') return undefined;
  return entries.find(
    (e) =>
      e.kind === 'term' &&
      e.id !== exceptId &&
      e.startsOn <= entry.endsOn &&
      entry.startsOn <= e.endsOn,
  );
}

/** The calendar after a change (entries added get id 0 until stored). */
export function applyChange(
  entries: readonly CalendarEntry[],
  change: CalendarChange,
): CalendarEntry[] {
  const rest = change.id === null ? [...entries] : entries.filter((e) => e.id !== change.id);
  return change.entry ? [...rest, { id: change.id ?? 0, ...change.entry }] : rest;
}

/** The last day of the NGO's terms, YYYY-MM-DD; null without terms. */
export function lastTermDay(entries: readonly CalendarEntry[]): string | null {
  let last: string | null = null;
  for (const e of entries)
    if (e.kind === 'term' && (last === null || e.endsOn > last)) last = e.endsOn;
  return last;
}

/** Entries in the order the dashboard lists them: by first day, then last. */
export const byDates = (a: CalendarEntry, b: CalendarEntry) =>
  a.startsOn.localeCompare(b.startsOn) || a.endsOn.localeCompare(b.endsOn);
