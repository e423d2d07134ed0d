// The conditions the rules on requests count by, written once: a volunteer's requests with one
// NGO listing (repeats, withdrawals, partnerships), and those for one teaching time (one open
// request per volunteer, NGO and time: docs/decisions/0035-one-request-per-slot.md).
import { and, eq } from 'drizzle-orm';
import { connectionRequests } from '../db/schema';

/** A volunteer's requests with one NGO listing. */
export function withListing(volunteerUid: string, listingId: number) {
  return and(
    eq(connectionRequests.volunteerUid, volunteerUid),
    eq(connectionRequests.listingId, listingId),
  );
}

/** Requests for one teaching time: a day and its time slot. */
export function atTime(time: { day: string; timeSlot: string }) {
  return and(eq(connectionRequests.day, time.day), eq(connectionRequests.timeSlot, time.timeSlot));
}
