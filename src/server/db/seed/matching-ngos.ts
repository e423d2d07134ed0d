// SPEC §3 "sample NGO (matching)": 50 NGOs searchable on /volunteer-matching.
import type { AgeGroup, Language, Topic, Weekday } from '../../../shared/options';

export interface MatchingNgoSeed {
  id: number;
  name: string;
  location: string;
  availability: readonly Weekday[];
  topics: readonly Topic[];
  availabilityTimes: readonly string[];
  languages: readonly Language[];
  ageGroup: AgeGroup;
  volunteersNeeded: number;
  description: string;
}

export const MATCHING_NGOS: readonly MatchingNgoSeed[] = [
  {
    id: 1,
    name: 'Vidya Kendra',
    location: 'Delhi',
    availability: ['Monday', 'Wednesday'],
    topics: ['Maths', 'English'],
    availabilityTimes: ['11:00 AM - 12:00 PM'],
    languages: ['Hindi', 'English'],
    ageGroup: 'Children',
    volunteersNeeded: 3,
    description: 'Tutoring for children in a resettlement colony.',
  },
];
