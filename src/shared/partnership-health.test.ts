import { describe, expect, it } from 'vitest';
import { breakEndsOn, breakSchema, BREAK_MESSAGES, inBreak, resumesOn } from './breaks';
import { missedStreakStart, partnershipHealth, type HealthSession } from './partnership-health';
import { instantInIndia } from './time';

const DAY = 86_400_000;
const now = new Date('2026-11-28T12:00:00Z');

/** A session that started `daysAgo` days before now, held and confirmed unless changed. */
const session = (daysAgo: number, change: Partial<HealthSession> = {}): HealthSession => ({
  startsAt: new Date(now.getTime() - daysAgo * DAY),
  endsAt: new Date(now.getTime() - daysAgo * DAY + 3_600_000),
  status: 'scheduled',
  cancelledBy: null,
  attendance: 'held',
  volunteerConfirmed: true,
  ...change,
});
const cancelledBy = (by: string) => ({
  status: 'cancelled' as const,
  cancelledBy: by,
  attendance: null,
});

describe('a partnership’s health', () => {
  it('is healthy when the sessions were held and recorded', () => {
    const h = partnershipHealth([session(3), session(10), session(17), session(24)], now);
    expect(h).toEqual({
      state: 'healthy',
      signals: { cancelled: 0, noShows: 0, unconfirmed: 0, unmarked: 0 },
    });
  });

  it('is at risk from two missed sessions, lapsing from three', () => {
    const two = [session(3, cancelledBy('volunteer')), session(10, { attendance: 'not_held' })];
    expect(partnershipHealth(two, now)).toMatchObject({
      state: 'at_risk',
      signals: { cancelled: 1, noShows: 1 },
    });
    const three = [...two, session(17, cancelledBy('ngo'))];
    expect(partnershipHealth(three, now).state).toBe('lapsing');
  });

  it('counts records not kept once 2 days have passed: 3 points are at risk, 6 lapsing', () => {
    const unrecorded = { attendance: null, volunteerConfirmed: false };
    // Ended a day ago: not counted yet.
    expect(partnershipHealth([session(1, unrecorded)], now).signals).toMatchObject({
      unconfirmed: 0,
      unmarked: 0,
    });
    const some = [session(3, unrecorded), session(10, { attendance: null })];
    expect(partnershipHealth(some, now)).toMatchObject({
      state: 'at_risk',
      signals: { unconfirmed: 1, unmarked: 2 },
    });
    // Held by the NGO's mark: not a sign of trouble, confirmed or not.
    expect(
      partnershipHealth([...some, session(24, { volunteerConfirmed: false })], now).state,
    ).toBe('at_risk');
    const many = [...some, session(17, unrecorded), session(24, { attendance: null })];
    expect(partnershipHealth(many, now).state).toBe('lapsing');
  });

  it('leaves out what is no one’s failing, what is older than 4 weeks, and what came before a yes', () => {
    const calendar = ['holiday', 'term', 'checks', 'break', 'ended'].map((by, i) =>
      session(3 + i, cancelledBy(by)),
    );
    expect(partnershipHealth(calendar, now).state).toBe('healthy');
    const old = [session(29, cancelledBy('volunteer')), session(35, cancelledBy('volunteer'))];
    expect(partnershipHealth(old, now).state).toBe('healthy');
    const missed = [session(10, cancelledBy('volunteer')), session(17, { attendance: 'not_held' })];
    expect(partnershipHealth(missed, now).state).toBe('at_risk');
    expect(partnershipHealth(missed, now, new Date(now.getTime() - 5 * DAY)).state).toBe('healthy');
  });
});

describe('the check-in streak', () => {
  it('starts at the first of two missed sessions in a row, and keeps its start as it grows', () => {
    const first = session(17, cancelledBy('volunteer'));
    const two = [session(24), first, session(10, { attendance: 'not_held' })];
    expect(missedStreakStart(two, now)).toEqual(first.startsAt);
    expect(missedStreakStart([...two, session(3, cancelledBy('ngo'))], now)).toEqual(
      first.startsAt,
    );
  });

  it('is none after one miss, after a held session, or when a holiday stands between', () => {
    expect(missedStreakStart([session(10, cancelledBy('volunteer')), session(3)], now)).toBeNull();
    expect(missedStreakStart([session(10, { attendance: 'not_held' })], now)).toBeNull();
    // A session cancelled ahead, still to come, is not missed yet.
    const ahead = { ...session(-3, cancelledBy('volunteer')) };
    expect(missedStreakStart([session(3, { attendance: 'not_held' }), ahead], now)).toBeNull();
  });
});

describe('a break', () => {
  it('lasts whole weeks, both days included, and ends early at the moment it is ended', () => {
    expect(breakEndsOn('2026-12-05', 1)).toBe('2026-12-11');
    expect(breakEndsOn('2026-12-05', 8)).toBe('2027-01-29');
    expect(resumesOn('2026-12-11')).toBe('2026-12-12');
    const span = { startsOn: '2026-12-05', endsOn: '2026-12-11', endedAt: null };
    expect(inBreak(instantInIndia('2026-12-05', 0)!, span)).toBe(true);
    expect(inBreak(instantInIndia('2026-12-11', 23 * 60)!, span)).toBe(true);
    expect(inBreak(instantInIndia('2026-12-12', 0)!, span)).toBe(false);
    const ended = { ...span, endedAt: instantInIndia('2026-12-08', 0)! };
    expect(inBreak(instantInIndia('2026-12-07', 600)!, ended)).toBe(true);
    expect(inBreak(instantInIndia('2026-12-09', 600)!, ended)).toBe(false);
  });

  it('is 1 to 8 weeks, from a real date, with a reason', () => {
    const ok = { startsOn: '2026-12-05', weeks: 2, reason: 'Exams' };
    expect(breakSchema.safeParse(ok).success).toBe(true);
    for (const [input, message] of [
      [{ ...ok, weeks: 0 }, BREAK_MESSAGES.weeks],
      [{ ...ok, weeks: 9 }, BREAK_MESSAGES.weeks],
      [{ ...ok, weeks: 1.5 }, BREAK_MESSAGES.weeks],
      [{ ...ok, startsOn: '2026-02-30' }, BREAK_MESSAGES.startsOn],
    ] as const) {
      const parsed = breakSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
    expect(breakSchema.safeParse({ ...ok, reason: ' ' }).success).toBe(false);
  });
});
