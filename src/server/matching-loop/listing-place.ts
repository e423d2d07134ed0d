// A listing's place (issue 14) as the queries read it. It reaches a volunteer only inside an
// accepted partnership: the requests list, the sessions, the acceptance email and the calendar.
import type { ListingPlace } from '../../shared/listing-place';
import { ngoListings } from '../db/schema';

export const placeColumns = {
  mode: ngoListings.mode,
  venueAddress: ngoListings.venueAddress,
  venueLandmark: ngoListings.venueLandmark,
  mapLink: ngoListings.mapLink,
  meetingLink: ngoListings.meetingLink,
};

/** The place out of a row that selected placeColumns beside other columns. */
export function placeOf(row: ListingPlace): ListingPlace {
  return {
    mode: row.mode,
    venueAddress: row.venueAddress,
    venueLandmark: row.venueLandmark,
    mapLink: row.mapLink,
    meetingLink: row.meetingLink,
  };
}

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
