// A break in a partnership: 1 to 8 whole weeks from a day the volunteer (or, for a class, the NGO)
// chooses, with a reason the other side reads. Its sessions are cancelled and none are made in it;
// the partnership goes on by itself after its last day (docs/decisions/0048-breaks-and-health.md).
// The dashboard's form and the API use the same schema and the same texts.
import { z } from 'zod';
import { requiredReason } from './text-refinement';
import { indiaIsoDate, instantInIndia, isCalendarDate, MINUTES_PER_DAY } from './time';

export const BREAK_LIMITS = { minWeeks: 1, maxWeeks: 8, reasonMax: 200 } as const;

/** Who took a break: the volunteer, or the NGO pausing a class. */
export const BREAK_TAKERS = ['volunteer', 'ngo'] as const;
export type BreakTaker = (typeof BREAK_TAKERS)[number];

/** Days before a break's end when the volunteer is reminded that the sessions come back. */
export const BREAK_REMINDER_DAYS = 3;

export const BREAK_MESSAGES = {
  weeks: 'Choose a break of 1 to 8 weeks.',
  startsOn: 'Choose the first day of the break.',
  past: 'A break starts today or later.',
  notRunning: 'Only a running partnership can take a break.',
  overlap: 'This partnership already has a break in those weeks.',
  notFound: 'Break not found.',
  over: 'This break is already over.',
  classEmpty: 'This class has no running partnership to pause.',
} as const;

export const breakSchema = z.object({
  startsOn: z
    .string({ error: BREAK_MESSAGES.startsOn })
    .trim()
    .refine(isCalendarDate, BREAK_MESSAGES.startsOn),
  weeks: z.coerce
    .number({ error: BREAK_MESSAGES.weeks })
    .int(BREAK_MESSAGES.weeks)
    .min(BREAK_LIMITS.minWeeks, BREAK_MESSAGES.weeks)
    .max(BREAK_LIMITS.maxWeeks, BREAK_MESSAGES.weeks),
  reason: requiredReason(BREAK_LIMITS.reasonMax),
});
export type BreakInput = z.input<typeof breakSchema>;
/** What the form sends once checked: the weeks as a number. */
export type BreakValues = z.output<typeof breakSchema>;

/** The last day of a break of `weeks` weeks from `startsOn` (both India's dates, YYYY-MM-DD). */
export function breakEndsOn(startsOn: string, weeks: number): string {
  return indiaIsoDate(instantInIndia(startsOn, weeks * 7 * MINUTES_PER_DAY - 1)!);
}

/** The first day after a break: the day its sessions come back. */
export function resumesOn(endsOn: string): string {
  return indiaIsoDate(instantInIndia(endsOn, MINUTES_PER_DAY)!);
}

export interface BreakSpan {
  startsOn: string;
  endsOn: string;
  /** Set when the break was ended early: weeks from then on are open again. */
  endedAt: Date | null;
}

/**
 * The instants a break covers: from the start of its first day in India up to (not including) the
 * end of its last, or its early end.
 */
export function breakInstants(b: BreakSpan): { from: Date; until: Date } {
  const to = instantInIndia(b.endsOn, MINUTES_PER_DAY)!;
  return {
    from: instantInIndia(b.startsOn)!,
    until: b.endedAt && b.endedAt < to ? b.endedAt : to,
  };
}

/** Whether a session starting at `start` falls in the break (India's dates, both days included). */
export function inBreak(start: Date, b: BreakSpan): boolean {
  const { from, until } = breakInstants(b);
  return start >= from && start < until;
}
