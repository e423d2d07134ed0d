// The listing columns a listing's teaching times are read from (teachingTimesOf in
// src/shared/teaching-times.ts): the times themselves, and the days and hours a listing saved
// before it had them. Every query that reads a listing's times selects these, named once here.
import { ngoListings } from '../db/schema';

export const teachingTimeColumns = {
  availability: ngoListings.availability,
  availabilityTimes: ngoListings.availabilityTimes,
  teachingTimes: ngoListings.teachingTimes,
};
