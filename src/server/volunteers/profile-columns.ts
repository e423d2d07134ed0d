// The volunteer's profile as the sign-up form wrote it: what the volunteer's dashboard shows, and
// what an NGO reads of a volunteer who asked to join it (src/server/requests/list-requests.ts).
import { volunteers } from '../db/schema';

export const volunteerProfileColumns = {
  fullName: volunteers.fullName,
  skills: volunteers.skills,
  availability: volunteers.availability,
  languages: volunteers.languages,
  ageGroup: volunteers.ageGroup,
  location: volunteers.location,
  bio: volunteers.bio,
};
