// Each running partnership's health, from its sessions of the last 4 weeks and the volunteer's
// last "yes, still able to teach" (src/shared/partnership-health.ts holds the rule). Read by the
// NGO's dashboard, the operator console and the check-in sweep.
import { and, eq, gte, inArray, isNotNull, max, type SQL } from 'drizzle-orm';
import {
  HEALTH_WINDOW_DAYS,
  partnershipHealth,
  type HealthSession,
  type PartnershipHealth,
} from '../../shared/partnership-health';
import type { Db } from '../db/client';
import { selectRequestsWithVolunteer } from '../db/joins';
import {
  connectionRequests,
  ngoListings,
  partnershipCheckIns,
  teachingSessions,
  volunteers,
} from '../db/schema';
import { running } from '../partnerships/contact-rule';

const DAY_MS = 86_400_000;

export interface PartnershipWithHealth extends PartnershipHealth {
  requestId: number;
  volunteerUid: string;
  volunteerName: string;
  ngoName: string;
  day: string | null;
  timeSlot: string | null;
  sessions: HealthSession[];
}

/** The running partnerships `where` picks, each with its sessions since `from` and its health. */
export async function healthOf(
  db: Pick<Db, 'select'>,
  now: Date,
  where?: SQL,
  lookBackDays = HEALTH_WINDOW_DAYS,
): Promise<PartnershipWithHealth[]> {
  const partnerships = await selectRequestsWithVolunteer(db, {
    requestId: connectionRequests.id,
    volunteerUid: connectionRequests.volunteerUid,
    volunteerName: volunteers.fullName,
    ngoName: ngoListings.name,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
  })
    .where(where ? and(running.sql, where) : running.sql)
    .orderBy(connectionRequests.id);
  if (partnerships.length === 0) return [];
  const ids = partnerships.map((p) => p.requestId);
  const from = new Date(now.getTime() - lookBackDays * DAY_MS);
  const sessions = await db
    .select({
      requestId: teachingSessions.requestId,
      startsAt: teachingSessions.startsAt,
      endsAt: teachingSessions.endsAt,
      status: teachingSessions.status,
      cancelledBy: teachingSessions.cancelledBy,
      attendance: teachingSessions.attendance,
      volunteerConfirmed: teachingSessions.volunteerConfirmed,
    })
    .from(teachingSessions)
    .where(and(inArray(teachingSessions.requestId, ids), gte(teachingSessions.startsAt, from)));
  const yeses = await db
    .select({
      requestId: partnershipCheckIns.requestId,
      answeredAt: max(partnershipCheckIns.answeredAt),
    })
    .from(partnershipCheckIns)
    .where(
      and(
        inArray(partnershipCheckIns.requestId, ids),
        eq(partnershipCheckIns.answer, 'yes'),
        isNotNull(partnershipCheckIns.answeredAt),
      ),
    )
    .groupBy(partnershipCheckIns.requestId);
  const yesAt = new Map(yeses.map((y) => [y.requestId, y.answeredAt]));
  const byRequest = new Map<number, HealthSession[]>();
  for (const { requestId, ...s } of sessions) {
    byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), s]);
  }
  return partnerships.map((p) => {
    const mine = byRequest.get(p.requestId) ?? [];
    return {
      ...p,
      sessions: mine,
      ...partnershipHealth(mine, now, yesAt.get(p.requestId) ?? null),
    };
  });
}

/** The partnerships at risk or lapsing, worst first: what the NGO and the operators are shown. */
export async function atRisk(db: Pick<Db, 'select'>, now: Date, ngoUid?: string) {
  const all = await healthOf(db, now, ngoUid ? eq(ngoListings.ownerUid, ngoUid) : undefined);
  return all
    .filter((p) => p.state !== 'healthy')
    .sort((a, b) => (a.state === b.state ? 0 : a.state === 'lapsing' ? -1 : 1))
    .map(({ sessions: _, ...p }) => p);
}
