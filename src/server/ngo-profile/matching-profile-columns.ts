// The listing columns of what the NGO asks for in its matching profile (ngoMatchingProfileSchema
// in src/shared/schemas.ts), besides its city, place and teaching times: read back by the
// profile form and by the NGO's own-data export, named once here.
import { ngoListings } from '../db/schema';

export const matchingProfileColumns = {
  topics: ngoListings.topics,
  languages: ngoListings.languages,
  ageGroup: ngoListings.ageGroup,
  volunteersNeeded: ngoListings.volunteersNeeded,
  description: ngoListings.description,
  published: ngoListings.published,
};
