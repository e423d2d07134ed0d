import { describe, expect, it } from 'vitest';
import {
  ageGroupFrom,
  daysFrom,
  draftFromSignup,
  languagesFrom,
  timeRangesFrom,
  timeSlotsFrom,
  topicsFrom,
  volunteersNeededFrom,
} from './signup-prefill';

describe('the matching profile drafted from the NGO sign-up', () => {
  it.each([
    ['Saturdays 11 AM to 1 PM', ['Saturday']],
    ['Weekends', ['Saturday', 'Sunday']],
    ['Mon-Fri after school', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['Monday to Wednesday, and Sat', ['Monday', 'Tuesday', 'Wednesday', 'Saturday']],
    ['weekdays', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']],
    ['Every day', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']],
    ['Tues and Thurs', ['Tuesday', 'Thursday']],
    ['Flexible', []],
  ])('reads the days of %j', (text, days) => {
    expect(daysFrom(text)).toEqual(days);
  });

  it.each([
    ['Saturdays 11 AM to 1 PM', ['11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM']],
    ['3-5 pm', ['3:00 PM - 4:00 PM', '4:00 PM - 5:00 PM']],
    ['11-1 p.m.', ['11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM']],
    ['9 am to 12 noon', ['11:00 AM - 12:00 PM']],
    ['4:00-5:30', ['4:00 PM - 5:00 PM']],
    ['at 2 PM on Sundays', ['2:00 PM - 3:00 PM']],
    ['Evenings', ['2:00 PM - 3:00 PM', '3:00 PM - 4:00 PM', '4:00 PM - 5:00 PM']],
    ['2-3 hours a week', []],
    ['Two hours a week.', []],
    ['7 pm to 9 pm', []],
  ])('reads the hourly slots of %j', (text, slots) => {
    expect(timeSlotsFrom(text)).toEqual(slots);
  });

  it.each([
    ['Saturdays 11 AM to 1 PM', [{ start: 660, end: 780 }]],
    ['Night school, 7 pm to 9 pm', [{ start: 1140, end: 1260 }]],
    ['6:30-8 pm', [{ start: 1110, end: 1200 }]],
    [
      '5 am to 7 am, and 8:15-10 pm',
      [
        { start: 360, end: 420 },
        { start: 1200, end: 1260 },
      ],
    ],
    ['2-3 hours a week', []],
    ['Evenings', []],
  ])('reads the real times of %j, within 6 AM–9 PM on the half hour', (text, ranges) => {
    expect(timeRangesFrom(text)).toEqual(ranges);
  });

  it('drafts an evening class as its real time, and words alone as hourly slots', () => {
    expect(
      draftFromSignup({ schedule: 'Wednesdays and Fridays 6:30-8 pm', volunteerReqs: 'tutors' })
        .teachingTimes,
    ).toEqual([
      { day: 'Wednesday', start: '6:30 PM', end: '8:00 PM' },
      { day: 'Friday', start: '6:30 PM', end: '8:00 PM' },
    ]);
    expect(
      draftFromSignup({ schedule: 'Sunday evenings', volunteerReqs: 'tutors' }).teachingTimes,
    ).toEqual([{ day: 'Sunday', start: '2:00 PM', end: '5:00 PM' }]);
  });

  it('reads topics, languages, one age group and how many volunteers', () => {
    expect(topicsFrom('Two maths tutors and a science mentor')).toEqual(['Maths', 'EVS']);
    expect(topicsFrom('Spoken English and public speaking')).toEqual([
      'English',
      'Communication Skills',
    ]);
    expect(languagesFrom('Hindi or Bengali speakers')).toEqual(['Bengali']);
    expect(languagesFrom('Bengali and Hindi speakers for English classes')).toEqual([
      'Hindi',
      'Bengali',
    ]);
    expect(languagesFrom('English-medium school, Marathi welcome')).toEqual(['English', 'Marathi']);
    expect(topicsFrom('Hindi-medium maths, English speakers welcome')).toEqual(['Maths']);
    expect(topicsFrom('English classes in Hindi')).toEqual(['English']);
    expect(ageGroupFrom('Tutors for teenagers')).toBe('Teens');
    expect(ageGroupFrom('Reading with kids')).toBe('Children');
    expect(ageGroupFrom('Children and teens')).toBeNull();
    expect(volunteersNeededFrom('Two maths tutors on weekends.')).toBe(2);
    expect(volunteersNeededFrom('We need 5 volunteers')).toBe(5);
    expect(volunteersNeededFrom('Three maths and English tutors')).toBe(3);
    expect(volunteersNeededFrom('Two hours a week.')).toBe(1);
    expect(volunteersNeededFrom('900 volunteers')).toBe(100);
  });

  it('drafts the whole profile from both texts', () => {
    expect(
      draftFromSignup({
        schedule: 'Saturdays 11 AM to 1 PM',
        volunteerReqs: 'Two maths tutors for children, Hindi speakers.',
      }),
    ).toEqual({
      topics: ['Maths'],
      teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '1:00 PM' }],
      languages: ['Hindi'],
      ageGroup: 'Children',
      volunteersNeeded: 2,
    });
  });
});
