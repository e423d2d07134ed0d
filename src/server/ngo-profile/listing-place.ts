// A listing's place as the queries read it. It reaches a volunteer only where
// detailsShared (src/server/partnerships/contact-rule.ts) holds.
import { ngoListings } from '../db/schema';

/** Selected as one nested object (`place: placeColumns`), the shape of ListingPlace. */
export const placeColumns = {
  mode: ngoListings.mode,
  venueAddress: ngoListings.venueAddress,
  venueLandmark: ngoListings.venueLandmark,
  mapLink: ngoListings.mapLink,
  meetingLink: ngoListings.meetingLink,
};
