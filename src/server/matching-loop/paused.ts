// Partnerships paused by a suspension (issue 13, src/server/suspension): the request stays
// 'accepted', a row in paused_partnerships says it is paused. Both dashboards show it as paused
// and hide the contact details while it is.
import { sql } from 'drizzle-orm';

/**
 * True for a request whose partnership is paused, in a select over connection_requests. Names
 * written out: drizzle leaves the table out of a one-table select list (see listing-fill.ts).
 */
export const partnershipPaused = sql<boolean>`exists (select 1 from "paused_partnerships" where "paused_partnerships"."request_id" = "connection_requests"."id")`;
