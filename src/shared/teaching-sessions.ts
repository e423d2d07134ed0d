// The sessions after a match: what a person may send about one session, and the
// texts the server answers with. The dashboards' forms and the API use these same schemas.
import { z } from 'zod';
import { TEACHING_DAY } from './day-parts';
import { requiredReason } from './text-refinement';
import { clock24, clock24Minutes, isCalendarDate } from './time';

/** A cancellation's reason is short: the other side reads it in an email. */
export const CANCEL_REASON_MAX = 200;

export const SESSION_MESSAGES = {
  notFound: 'Session not found.',
  cancelled: 'This session was cancelled.',
  past: 'This session has already begun.',
  notOver: 'You can record attendance once the session has ended.',
  ngoOnlyMove: 'Only the NGO can move a session.',
  ngoOnlyMark: 'Only the NGO can mark attendance.',
  volunteerOnlyConfirm: 'Only the volunteer can confirm teaching a session.',
  moveOutside: 'Choose a time between 6:00 AM and 9:00 PM, in 30-minute steps.',
  moveWhen: 'Choose a date in the next 8 weeks, from tomorrow on.',
  moveSame: 'The session is already at that time.',
  ended: 'This partnership has ended.',
  paused: "This partnership is paused while Setu's team reviews an account.",
  waitingForChecks:
    "This partnership waits for the volunteer's checks: its sessions go ahead once every required check is valid.",
} as const;

export const cancelSessionSchema = z.object({
  reason: requiredReason(CANCEL_REASON_MAX),
});
export type CancelSessionInput = z.input<typeof cancelSessionSchema>;

/** "HH:MM" (24-hour) on the half hour, inside the teaching day for a session of one hour. */
export function isTeachingStart(time: string, minutes = 60): boolean {
  // Five characters: two digits each side ("06:00", not "6:00").
  const start = time.length === 5 ? clock24Minutes(time) : null;
  return (
    start !== null &&
    start % TEACHING_DAY.step === 0 &&
    start >= TEACHING_DAY.from &&
    start + minutes <= TEACHING_DAY.to
  );
}

/** The start times a one-hour session can move to: 06:00, 06:30, … 20:00. */
export function teachingStarts(minutes = 60): string[] {
  const out: string[] = [];
  for (let m = TEACHING_DAY.from; m + minutes <= TEACHING_DAY.to; m += TEACHING_DAY.step) {
    out.push(clock24(m));
  }
  return out;
}

export const moveSessionSchema = z.object({
  /** India's calendar date, YYYY-MM-DD. */
  date: z
    .string({ error: SESSION_MESSAGES.moveWhen })
    .refine(isCalendarDate, SESSION_MESSAGES.moveWhen),
  /** India's clock, HH:MM. */
  time: z
    .string({ error: SESSION_MESSAGES.moveOutside })
    .refine((t) => isTeachingStart(t), SESSION_MESSAGES.moveOutside),
});
export type MoveSessionInput = z.input<typeof moveSessionSchema>;

export const attendanceSchema = z.object({
  mark: z.enum(['held', 'not_held'], { error: 'Choose held or not held.' }),
});
export type AttendanceInput = z.input<typeof attendanceSchema>;
