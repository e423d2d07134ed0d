// Every option list of the spec (spec §5; README → The specification), used by the forms, the API validators and the seed.
import { timeRangeLabel } from './time';

export const CITIES = [
  'Delhi',
  'Mumbai',
  'Bangalore',
  'Hyderabad',
  'Ranchi',
  'Kolkata',
  'Chennai',
  'Pune',
  'Ahmedabad',
  'Jaipur',
] as const;
export type City = (typeof CITIES)[number];

export const SKILLS = ['Teaching', 'Healthcare', 'IT', 'Mentorship', 'Others'] as const;
export type Skill = (typeof SKILLS)[number];

export const AGE_GROUPS = ['Children', 'Teens'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const LANGUAGES = [
  'Hindi',
  'English',
  'Bengali',
  'Marathi',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Punjabi',
  'Gujarati',
] as const;
export type Language = (typeof LANGUAGES)[number];

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DAY_PARTS = ['Morning', 'Evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** "Monday Morning" … "Sunday Evening": 14 volunteer availability slots. */
export const AVAILABILITY = WEEKDAYS.flatMap((day) =>
  DAY_PARTS.map((part) => `${day} ${part}` as const),
);
export type Availability = (typeof AVAILABILITY)[number];

export const AREAS_OF_WORK = [
  'Education',
  'Health',
  'Environment',
  'Community Development',
  'Others',
] as const;
export type AreaOfWork = (typeof AREAS_OF_WORK)[number];

export const TOPICS = ['English', 'Maths', 'Communication Skills', 'Hindi', 'EVS'] as const;
export type Topic = (typeof TOPICS)[number];

/** Hourly slots from 11 AM to 5 PM: "11:00 AM - 12:00 PM" … "4:00 PM - 5:00 PM". */
export const TIME_RANGES = [11, 12, 13, 14, 15, 16].map((start) =>
  timeRangeLabel({ start: start * 60, end: (start + 1) * 60 }),
);

export const USER_TYPES = ['Volunteer', 'NGO'] as const;
export type UserType = (typeof USER_TYPES)[number];
