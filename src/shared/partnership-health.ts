// A running partnership's health: healthy, at risk or lapsing, from what happened to its sessions
// over the last 4 weeks (docs/decisions/0048-breaks-and-health.md). One rule, read by the NGO's
// dashboard, the operator console and the check-in sweep.
export const HEALTH_WINDOW_DAYS = 28;
/** A session's attendance and "I taught this" are expected within 2 days of its end. */
export const HEALTH_GRACE_DAYS = 2;

export const HEALTH_STATES = ['healthy', 'at_risk', 'lapsing'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

/** Who cancelled a session that counts against the partnership: one of its two sides. */
const SIDE_CANCELLERS: readonly (string | null)[] = ['volunteer', 'ngo'];

/** What the rule reads of one session that started in the window. */
export interface HealthSession {
  startsAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'cancelled';
  cancelledBy: string | null;
  attendance: 'held' | 'not_held' | null;
  volunteerConfirmed: boolean;
}

export interface HealthSignals {
  /** Sessions either side cancelled. */
  cancelled: number;
  /** Sessions the NGO marked as not held. */
  noShows: number;
  /** Sessions over for 2 days that the volunteer did not confirm, nor the NGO mark held. */
  unconfirmed: number;
  /** Sessions over for 2 days whose attendance the NGO did not mark. */
  unmarked: number;
}

export interface PartnershipHealth {
  state: HealthState;
  signals: HealthSignals;
}

const DAY_MS = 86_400_000;

/**
 * The signals of the sessions that started in the 4 weeks before `now` (and after `since`, the
 * volunteer's last "yes, still able to teach": what came before it is answered), and the state.
 * A missed session (cancelled by a side, or not held) weighs twice a record not kept: at risk from
 * 2 missed or 3 points, lapsing from 3 missed or 6 points. Sessions a holiday, a term, the checks
 * or a break cancelled are no one's failing and do not count.
 */
export function partnershipHealth(
  sessions: readonly HealthSession[],
  now: Date,
  since: Date | null = null,
): PartnershipHealth {
  const windowStart = now.getTime() - HEALTH_WINDOW_DAYS * DAY_MS;
  const from = since ? Math.max(windowStart, since.getTime()) : windowStart;
  const signals: HealthSignals = { cancelled: 0, noShows: 0, unconfirmed: 0, unmarked: 0 };
  for (const s of sessions) {
    if (s.startsAt.getTime() < from || s.startsAt.getTime() > now.getTime()) continue;
    if (s.status === 'cancelled') {
      if (SIDE_CANCELLERS.includes(s.cancelledBy)) signals.cancelled++;
      continue;
    }
    if (s.attendance === 'not_held') {
      signals.noShows++;
      continue;
    }
    if (s.endsAt.getTime() + HEALTH_GRACE_DAYS * DAY_MS > now.getTime()) continue;
    // The NGO's "held" is the stronger record: a held session the volunteer did not also
    // confirm is no sign of trouble.
    if (!s.volunteerConfirmed && s.attendance !== 'held') signals.unconfirmed++;
    if (s.attendance === null) signals.unmarked++;
  }
  const missed = signals.cancelled + signals.noShows;
  const points = 2 * missed + signals.unconfirmed + signals.unmarked;
  const state: HealthState =
    missed >= 3 || points >= 6 ? 'lapsing' : missed >= 2 || points >= 3 ? 'at_risk' : 'healthy';
  return { state, signals };
}

/**
 * Whether the last two sessions that counted (over, or cancelled by a side) were both missed: the
 * streak that asks the volunteer to check in. Answers the start of the streak's first session,
 * which names the streak so it is asked about once; null when there is none.
 */
export function missedStreakStart(sessions: readonly HealthSession[], now: Date): Date | null {
  const counted = sessions
    .filter((s) =>
      s.status === 'cancelled'
        ? SIDE_CANCELLERS.includes(s.cancelledBy) && s.startsAt <= now
        : s.endsAt <= now,
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const missed = (s: HealthSession) => s.status === 'cancelled' || s.attendance === 'not_held';
  let streak: Date | null = null;
  let length = 0;
  for (const s of counted) {
    if (missed(s)) {
      if (length === 0) streak = s.startsAt;
      length++;
    } else {
      length = 0;
      streak = null;
    }
  }
  return length >= 2 ? streak : null;
}

export const CHECK_IN_CHOICES = ['yes', 'time', 'break', 'end'] as const;
export type CheckInChoice = (typeof CHECK_IN_CHOICES)[number];

export const CHECK_IN_MESSAGES = {
  notFound: 'Check-in not found.',
  choice: 'Choose one of the answers.',
} as const;
