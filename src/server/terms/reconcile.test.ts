import { describe, expect, it } from 'vitest';
import { indiaInstant } from '../../shared/time';
import type { CalendarEntry } from '../../shared/terms';
import { planSessions, type CalendarSession } from './reconcile';

/** A session at 11 PM India time, so its India date is not its UTC one. */
function session(id: number, day: number, extra: Partial<CalendarSession> = {}): CalendarSession {
  const startsAt = indiaInstant(2026, 10, day, 23, 0);
  return {
    id,
    requestId: 1,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    status: 'scheduled',
    cancelledBy: null,
    cancelReason: null,
    volunteerUid: 'v',
    volunteerName: 'V',
    topic: 'Maths',
    ...extra,
  };
}

const diwali: CalendarEntry = {
  kind: 'holiday',
  startsOn: '2026-11-08',
  endsOn: '2026-11-08',
  name: 'Diwali',
};

describe('what a calendar does to the sessions still to come', () => {
  it('cancels a scheduled session on a closed India date, named by its holiday', () => {
    const plan = planSessions([session(1, 7), session(2, 8), session(3, 9)], [diwali]);
    expect(plan.cancel.map((c) => [c.session.id, c.closure])).toEqual([
      [2, { kind: 'holiday', name: 'Diwali' }],
    ]);
    expect(plan.restore).toEqual([]);
  });

  it('restores what the calendar cancelled once the day opens, and never a person’s cancellation', () => {
    const sessions = [
      session(1, 8, { status: 'cancelled', cancelledBy: 'holiday', cancelReason: 'Diwali' }),
      session(2, 15, { status: 'cancelled', cancelledBy: 'term' }),
      session(3, 22, { status: 'cancelled', cancelledBy: 'ngo', cancelReason: 'Exams' }),
      session(4, 29, { status: 'cancelled', cancelledBy: 'ended' }),
    ];
    expect(planSessions(sessions, []).restore.map((s) => s.id)).toEqual([1, 2]);
    // Still closed: stays cancelled, nothing to do.
    const still = planSessions(sessions, [diwali]);
    expect(still.restore.map((s) => s.id)).toEqual([2]);
    expect(still.cancel).toEqual([]);
  });

  it('cancels what falls outside the terms once there are terms', () => {
    const term: CalendarEntry = {
      kind: 'term',
      startsOn: '2026-11-01',
      endsOn: '2026-11-14',
      name: '',
    };
    const plan = planSessions([session(1, 7), session(2, 14), session(3, 21)], [term]);
    expect(plan.cancel.map((c) => [c.session.id, c.closure.kind])).toEqual([[3, 'term']]);
  });
});
