// A session's arrival (record-arrival.ts) as columns of a session query: when, and how (checked
// in at the venue or joined online), null for a session nobody arrived at through Setu.
import { sql } from 'drizzle-orm';
import type { ArrivalKind } from '../../shared/check-in';
import { sessionArrivals, teachingSessions } from '../db/schema';

export const arrivedAt =
  sql<Date | null>`(select ${sessionArrivals.at} from ${sessionArrivals} where ${sessionArrivals.sessionId} = ${teachingSessions.id})`.mapWith(
    sessionArrivals.at,
  );

export const arrivedHow = sql<ArrivalKind | null>`(select ${sessionArrivals.kind} from ${sessionArrivals} where ${sessionArrivals.sessionId} = ${teachingSessions.id})`;
