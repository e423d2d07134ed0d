// A listing's place (issue 14) as the queries read it. It reaches a volunteer only inside an
// accepted partnership: the requests list, the sessions, the acceptance email and the calendar.
import { ngoListings } from '../db/schema';

/** Selected as one nested object (`place: placeColumns`), the shape of ListingPlace. */
export const placeColumns = {
  mode: ngoListings.mode,
  venueAddress: ngoListings.venueAddress,
  venueLandmark: ngoListings.venueLandmark,
  mapLink: ngoListings.mapLink,
  meetingLink: ngoListings.meetingLink,
};

/**
 * Whether a volunteer sees the NGO's contact details and place: inside an accepted partnership
 * that no suspension pauses, with a verified NGO (issues 13 and 14).
 */
export function volunteerSeesDetails(partnership: {
  accepted: boolean;
  paused: boolean;
  verified: boolean;
}): boolean {
  return partnership.accepted && !partnership.paused && partnership.verified;
}
