// A first draft of an NGO's matching profile from what it wrote at sign-up. The sign-up's
// schedule and volunteer requirements are free text ("Saturdays 11 AM to 1 PM", "Two maths tutors
// on weekends"), so this reads only what it can be sure of and leaves the rest for the NGO:
// nothing here is saved until the NGO presses save.
import { AGE_GROUPS, LANGUAGES, TIME_RANGES, TOPICS, WEEKDAYS } from '../../shared/options';
import { MATCHING_LIMITS } from '../../shared/schemas';
import { slotStartHour } from '../../shared/slots';
import { clockLabel, type MinuteRange } from '../../shared/time';
import {
  sortTimes,
  TEACHING_DAY,
  timesFromSlots,
  type TeachingTime,
} from '../../shared/teaching-times';

export interface SignupText {
  schedule: string;
  volunteerReqs: string;
}

export interface ProfileDraft {
  topics: string[];
  teachingTimes: TeachingTime[];
  languages: string[];
  ageGroup: (typeof AGE_GROUPS)[number] | null;
  volunteersNeeded: number;
}

const DAY_WORDS: [RegExp, number[]][] = [
  [/\b(daily|every ?day|all days|all week|7 days)\b/, [0, 1, 2, 3, 4, 5, 6]],
  [/\bweek ?days\b/, [0, 1, 2, 3, 4]],
  [/\bweek ?ends?\b/, [5, 6]],
];
const DAY_NAMES = [
  'mon(?:day)?',
  'tue(?:s(?:day)?)?',
  'wed(?:nesday)?',
  'thu(?:r(?:s(?:day)?)?)?',
  'fri(?:day)?',
  'sat(?:urday)?',
  'sun(?:day)?',
];
const DAY = `(${DAY_NAMES.map((d) => `${d}s?`).join('|')})`;

function dayIndex(word: string): number {
  return DAY_NAMES.findIndex((d) => new RegExp(`^${d}s?$`).test(word));
}

/** Weekdays named, abbreviated, in ranges ("Mon-Fri", "Monday to Thursday") or as "weekends". */
export function daysFrom(text: string): string[] {
  const lower = text.toLowerCase();
  const found = new Set<number>();
  for (const [pattern, days] of DAY_WORDS)
    if (pattern.test(lower)) days.forEach((d) => found.add(d));
  const range = new RegExp(`\\b${DAY}\\s*(?:-|–|to|through|till|until)\\s*${DAY}\\b`, 'g');
  for (const match of lower.matchAll(range)) {
    const from = dayIndex(match[1]!);
    const to = dayIndex(match[2]!);
    for (let d = from; d !== to; d = (d + 1) % 7) found.add(d);
    found.add(to);
  }
  for (const match of lower.matchAll(new RegExp(`\\b${DAY}\\b`, 'g')))
    found.add(dayIndex(match[1]!));
  return WEEKDAYS.filter((_, index) => found.has(index));
}

/** 24-hour clock hour of "3", "3 pm", "12 noon"; a bare 1–7 is afternoon (classes run by day). */
function hour24(hour: number, meridiem: string | undefined): number {
  if (meridiem === 'am') return hour % 12;
  if (meridiem === 'pm' || meridiem === 'noon') return (hour % 12) + 12;
  return hour <= 7 ? hour + 12 : hour;
}

const SLOT_STARTS = TIME_RANGES.map((slot) => slotStartHour(slot)!);
const slotsBetween = (from: number, to: number) =>
  TIME_RANGES.filter((_, i) => SLOT_STARTS[i]! >= from && SLOT_STARTS[i]! < to);

const TIME = String.raw`(\d{1,2})(?::(\d\d))?\s*(am|pm|noon)?`;
const TIME_RANGE = new RegExp(String.raw`\b${TIME}\s*(?:-|–|to|till|until)\s*${TIME}`, 'g');
const ONE_TIME = new RegExp(String.raw`\b(\d{1,2})(?::\d\d)?\s*(am|pm|noon)\b`, 'g');

/**
 * Setu's hourly slots (11 AM – 5 PM) inside the times written: ranges ("11 AM to 1 PM", "3-5pm",
 * "4:00-5:30"), single hours ("at 2 PM", one slot) and parts of the day ("mornings"). A range of
 * bare numbers ("2-3 hours") is a count, not a time.
 */
export function timeSlotsFrom(text: string): string[] {
  const lower = text
    .toLowerCase()
    .replace(/\b([ap])\.m\.?/g, '$1m')
    .replace(/(\d)\.(\d\d)\b/g, '$1:$2');
  const found = new Set<string>();
  let rest = lower;
  for (const m of lower.matchAll(TIME_RANGE)) {
    const [whole, h1, min1, mer1, h2, min2, mer2] = m;
    if (!mer1 && !mer2 && min1 === undefined && min2 === undefined) continue;
    const to = hour24(Number(h2), mer2);
    let from = hour24(Number(h1), mer1);
    // "3-5 pm" shares the end's pm, "11-1 pm" does not: whichever keeps the start before the end.
    if (!mer1 && mer2)
      from = (Number(h1) % 12) + 12 <= to ? (Number(h1) % 12) + 12 : Number(h1) % 12;
    slotsBetween(from, to + (min2 && min2 !== '00' ? 1 : 0)).forEach((s) => found.add(s));
    rest = rest.replace(whole, ' ');
  }
  for (const m of rest.matchAll(ONE_TIME)) {
    const start = hour24(Number(m[1]), m[2]);
    slotsBetween(start, start + 1).forEach((s) => found.add(s));
  }
  if (/\bmornings?\b/.test(lower)) slotsBetween(11, 14).forEach((s) => found.add(s));
  if (/\bafternoons?\b/.test(lower)) slotsBetween(12, 17).forEach((s) => found.add(s));
  if (/\bevenings?\b/.test(lower)) slotsBetween(14, 17).forEach((s) => found.add(s));
  return TIME_RANGES.filter((slot) => found.has(slot));
}

/**
 * The teaching times' ranges written ("6:30 to 8 pm", "11 AM - 1 PM"), within 6 AM–9 PM and
 * widened to the half hour. Words alone ("evenings") give no range: the hourly slots cover them.
 */
export function timeRangesFrom(text: string): MinuteRange[] {
  const lower = text
    .toLowerCase()
    .replace(/\b([ap])\.m\.?/g, '$1m')
    .replace(/(\d)\.(\d\d)\b/g, '$1:$2');
  const ranges: MinuteRange[] = [];
  for (const m of lower.matchAll(TIME_RANGE)) {
    const [, h1, min1, mer1, h2, min2, mer2] = m;
    if (!mer1 && !mer2 && min1 === undefined && min2 === undefined) continue;
    const to = hour24(Number(h2), mer2);
    let from = hour24(Number(h1), mer1);
    if (!mer1 && mer2)
      from = (Number(h1) % 12) + 12 <= to ? (Number(h1) % 12) + 12 : Number(h1) % 12;
    const step = TEACHING_DAY.step;
    const start = Math.max(
      TEACHING_DAY.from,
      Math.floor((from * 60 + Number(min1 ?? 0)) / step) * step,
    );
    const end = Math.min(TEACHING_DAY.to, Math.ceil((to * 60 + Number(min2 ?? 0)) / step) * step);
    if (end > start && !ranges.some((r) => r.start === start && r.end === end))
      ranges.push({ start, end });
  }
  return ranges;
}

const TOPIC_WORDS: Record<(typeof TOPICS)[number], RegExp> = {
  English: /\benglish\b/,
  Maths: /\b(maths?|mathematics|arithmetic|numeracy)\b/,
  'Communication Skills': /\b(communication|public speaking|spoken english|soft skills)\b/,
  Hindi: /\bhindi\b/,
  EVS: /\b(evs|environmental studies|environment|science)\b/,
};

// "Hindi speakers", "English-medium", "in Hindi" name the language of teaching, not a subject.
const LANGUAGE_OF_TEACHING = new RegExp(
  String.raw`\bin (?:${LANGUAGES.join('|')})\b|\b(?:${LANGUAGES.join('|')})[ -](?:speaking|speakers?|medium)\b`,
  'gi',
);

const isTopic = (word: string) => (TOPICS as readonly string[]).includes(word);

export function topicsFrom(text: string): string[] {
  const lower = text.replace(LANGUAGE_OF_TEACHING, ' ').toLowerCase();
  return TOPICS.filter((topic) => TOPIC_WORDS[topic].test(lower));
}

/** Languages named; English and Hindi, also subjects, only as the language of teaching. */
export function languagesFrom(text: string): string[] {
  const teaching = (text.match(LANGUAGE_OF_TEACHING) ?? []).join(' ').toLowerCase();
  const lower = text.toLowerCase();
  return LANGUAGES.filter((language) => {
    const named = new RegExp(`\\b${language.toLowerCase()}\\b`);
    return named.test(teaching) || (!isTopic(language) && named.test(lower));
  });
}

/** One age group when only one is meant; both or neither leave the choice to the NGO. */
export function ageGroupFrom(text: string): ProfileDraft['ageGroup'] {
  const lower = text.toLowerCase();
  const children = /\b(child|children|kids?|primary|young learners)\b/.test(lower);
  const teens = /\b(teens?|teenagers?|adolescents?|secondary|high school)\b/.test(lower);
  if (children === teens) return null;
  return children ? 'Children' : 'Teens';
}

const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
const PEOPLE = String.raw`(?:volunteers?|tutors?|teachers?|mentors?|people|persons?|educators?|instructors?)`;

/** "Two maths tutors", "5 volunteers": a count right before the people asked for; else 1. */
export function volunteersNeededFrom(text: string): number {
  const lower = text.toLowerCase();
  const count = new RegExp(
    String.raw`\b(\d{1,3}|${NUMBER_WORDS.join('|')})\s+(?:[a-z-]+\s+){0,4}?${PEOPLE}\b`,
  ).exec(lower);
  if (!count) return 1;
  const n = /^\d/.test(count[1]!) ? Number(count[1]) : NUMBER_WORDS.indexOf(count[1]!) + 1;
  return Math.min(Math.max(n, 1), MATCHING_LIMITS.volunteersNeeded);
}

export function draftFromSignup({ schedule, volunteerReqs }: SignupText): ProfileDraft {
  const both = `${schedule}\n${volunteerReqs}`;
  const days = daysFrom(both);
  const ranges = timeRangesFrom(both);
  const teachingTimes = ranges.length
    ? sortTimes(
        days.flatMap((day) =>
          ranges.map((r) => ({
            day: day as TeachingTime['day'],
            start: clockLabel(r.start),
            end: clockLabel(r.end),
          })),
        ),
      )
    : timesFromSlots(days, timeSlotsFrom(both));
  return {
    topics: topicsFrom(both),
    teachingTimes,
    languages: languagesFrom(both),
    ageGroup: ageGroupFrom(volunteerReqs),
    volunteersNeeded: volunteersNeededFrom(volunteerReqs),
  };
}
