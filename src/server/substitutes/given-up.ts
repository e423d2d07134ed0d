// Which cancelled sessions a substitute may cover: those the volunteer gave up, by cancelling
// them or inside a break they took (docs/decisions/0048-breaks-and-health.md). A cancellation by
// the NGO, a holiday, a term, the checks or the NGO's pause of the class means no class at all.
import { sql } from 'drizzle-orm';
import { INDIA_TIME_ZONE } from '../../shared/time';
import { teachingSessions } from '../db/schema';

export const givenUpByVolunteer = sql<boolean>`(${teachingSessions.status} = 'cancelled' and (
  ${teachingSessions.cancelledBy} = 'volunteer'
  or (${teachingSessions.cancelledBy} = 'break' and exists (
    select 1 from partnership_breaks b
    where b.request_id = ${teachingSessions.requestId} and b.taken_by = 'volunteer'
      and b.ended_at is null
      and (${teachingSessions.startsAt} at time zone ${INDIA_TIME_ZONE})::date
        between b.starts_on and b.ends_on))))`;
