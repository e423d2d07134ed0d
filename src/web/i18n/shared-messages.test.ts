// The shared catalogue is kept complete by this test: it gathers every English text src/shared
// can produce (constants, message builders, every zod schema's errors, matching reasons) and
// fails on one that has no entry in shared-messages.ts, exact or as a pattern. npm run
// i18n:check then fails on an entry without Hindi.
import { describe, expect, it } from 'vitest';
import * as formRules from '../../shared/form-rules';
import * as messages from '../../shared/messages';
import * as options from '../../shared/options';
import {
  nearMisses,
  otherCityMatches,
  rankListings,
  type RankableListing,
} from '../../shared/ranking';
import * as schemas from '../../shared/schemas';
import * as teachingSessions from '../../shared/teaching-sessions';
import * as sessionNotes from '../../shared/session-notes';
import * as ngoTeam from '../../shared/ngo-team';
import * as references from '../../shared/references';
import * as classes from '../../shared/classes';
import * as certificates from '../../shared/certificates';
import * as teachingTimes from '../../shared/teaching-times';
import * as listingPlace from '../../shared/listing-place';
import * as availability from '../../shared/availability';
import * as endings from '../../shared/endings';
import * as substitutes from '../../shared/substitutes';
import { mergeSlots } from '../../shared/slots';
import { CODE_OF_CONDUCT } from '../../shared/code-of-conduct';
import { FAQ } from '../../shared/faq';
import { messages as conduct } from '../locales/en/shared-conduct.po';
import { messages as matching } from '../locales/en/shared-matching.po';
import { messages as shared } from '../locales/en/shared.po';
import { messages as forms } from '../locales/en/shared-forms.po';
import { messages as dashboards } from '../locales/en/shared-dashboards.po';
import { messages as faq } from '../locales/en/shared-faq.po';
import { messages as hindi } from '../locales/hi/shared.po';
import { topicSearchTerms } from '../../shared/matching';

const ENTRIES = [
  ...Object.keys(shared),
  ...Object.keys(forms),
  ...Object.keys(dashboards),
  ...Object.keys(matching),
];
const PATTERNS = ENTRIES.filter((id) => id.includes('{')).map(
  (id) =>
    new RegExp(
      `^${id
        .split(/\{\w+\}/)
        .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.+?)')}$`,
    ),
);
/** An entry, a pattern's text, or words that are each an entry (sharedText's way for "Monday Morning"). */
const covered = (text: string) =>
  ENTRIES.includes(text) ||
  // A clock time ("6:30 PM") is said through formatTime (shared-text.ts).
  /^\d{1,2}:\d{2} [AP]M$/.test(text) ||
  PATTERNS.some((p) => p.test(text)) ||
  (text.includes(' ') && text.split(' ').every((word) => ENTRIES.includes(word)));

/** Strings a person reads: not keys ("availability"), codes ("LISTING_FULL") or addresses. */
const NOT_TEXT = new Set([formRules.LISTING_FULL_CODE, messages.SUPPORT_EMAIL]);
const isText = (s: string) => !NOT_TEXT.has(s) && /^[A-Z]|\s/.test(s) && !/^[A-Z_]+$/.test(s);

/** Every string inside a value (objects, arrays), the way a screen would reach it. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What each message builder of messages.ts says, over its whole range. */
const BUILT: Record<string, () => string[]> = {
  LOGIN_MESSAGES: () => [
    messages.LOGIN_MESSAGES.connect('Asha Trust'),
    ...options.USER_TYPES.map(messages.LOGIN_MESSAGES.accountType),
  ],
  TEXT_RULE_MESSAGES: () =>
    Object.values(messages.TEXT_RULE_MESSAGES).map((message) => message('Full name')),
  matchingGapMessage: () =>
    [['availability'], ['languages'], ['availability', 'languages']].map((gaps) =>
      messages.matchingGapMessage(gaps as never),
    ),
  connectMessage: () => [messages.connectMessage('Asha Trust')],
  sampleConnectMessage: () => [messages.sampleConnectMessage('Asha Trust', 7)],
  waitWords: () => [30, 300, 3600, 7200].map(messages.waitWords),
  dailyRequestLimitMessage: () => [messages.dailyRequestLimitMessage(10, 300)],
  listingRequestLimitMessage: () => [messages.listingRequestLimitMessage('Asha Trust', 2, 7200)],
  listingFullMessage: () => [messages.listingFullMessage(1, 1), messages.listingFullMessage(3, 3)],
  slotPendingMessage: () => [
    messages.slotPendingMessage('Asha Trust', 'Monday', '6:30 PM - 8:00 PM'),
  ],
  slotAcceptedMessage: () => [
    messages.slotAcceptedMessage('Asha Trust', 'Monday', '6:30 PM - 8:00 PM'),
  ],
  notATeachingTimeMessage: () => [messages.notATeachingTimeMessage('Asha Trust')],
  slotTakenMessage: () => [messages.slotTakenMessage('Monday', '6:30 PM - 8:00 PM')],
  askedForMessage: () => [messages.askedForMessage('Monday', '6:30 PM - 8:00 PM')],
};

/** Inputs that make every rule of a schema speak: missing, wrong type, too long, bad characters. */
const BAD_VALUES: unknown[] = [
  undefined,
  5,
  '',
  ' ',
  'x'.repeat(6000),
  'a\u0000b',
  'a\nb',
  'a\u202eb',
  'a\ud800b',
  'not-an-option',
  ['not-an-option'],
  [],
  'javascript:alert(1)',
  '12',
  0,
  1.5,
  1000,
];

function schemaErrors(): string[] {
  const found = new Set<string>();
  for (const schema of [
    ...Object.values(schemas),
    ...Object.values(teachingSessions),
    ...Object.values(sessionNotes),
    ...Object.values(ngoTeam),
    ...Object.values(references),
    ...Object.values(classes),
    ...Object.values(certificates),
    ...Object.values(teachingTimes),
    ...Object.values(listingPlace),
    ...Object.values(availability),
    ...Object.values(endings),
    ...Object.values(substitutes),
  ]) {
    if (!schema || typeof schema !== 'object' || !('safeParse' in schema)) continue;
    const parse = (input: unknown) => {
      const result = (
        schema as { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }
      ).safeParse(input);
      for (const issue of result.error?.issues ?? []) found.add(issue.message);
    };
    const shape = 'shape' in schema ? Object.keys((schema as { shape: object }).shape) : [];
    for (const bad of BAD_VALUES) {
      parse(bad);
      parse(Object.fromEntries(shape.map((key) => [key, bad])));
    }
    parse({ password: 'long enough 1', confirm: 'something else' });
  }
  // What only a whole profile says: a place missing for its mode, times that clash or run back.
  const times = teachingTimes.teachingTimesSchema;
  const profile = schemas.ngoMatchingProfileSchema;
  for (const input of [
    [{ day: 'Monday', start: '9:00 AM', end: '8:00 AM' }],
    [
      { day: 'Monday', start: '9:00 AM', end: '11:00 AM' },
      { day: 'Monday', start: '10:00 AM', end: '12:00 PM' },
    ],
    Array.from({ length: teachingTimes.MAX_TEACHING_TIMES + 1 }, () => ({
      day: 'Monday',
      start: '9:00 AM',
      end: '10:00 AM',
    })),
  ]) {
    for (const issue of times.safeParse(input).error?.issues ?? []) found.add(issue.message);
  }
  // Exact hours that run back, clash, or are too many (src/shared/availability.ts).
  for (const input of [
    [{ day: 'Monday', start: '9:00 AM', end: '8:00 AM' }],
    [
      { day: 'Monday', start: '9:00 AM', end: '11:00 AM' },
      { day: 'Monday', start: '10:00 AM', end: '12:00 PM' },
    ],
    Array.from({ length: availability.MAX_EXACT_HOURS + 1 }, () => ({
      day: 'Monday',
      start: '9:00 AM',
      end: '10:00 AM',
    })),
  ]) {
    for (const issue of availability.exactHoursSchema.safeParse(input).error?.issues ?? [])
      found.add(issue.message);
  }
  for (const mode of ['in-person', 'online']) {
    for (const issue of profile.safeParse({ mode, mapLink: 'not a link' }).error?.issues ?? [])
      found.add(issue.message);
  }
  return [...found];
}

const listing = (
  id: number,
  location: string,
  extra: Partial<RankableListing> = {},
): RankableListing => ({
  id,
  name: `NGO ${id}`,
  location,
  availability: ['Saturday', 'Monday'],
  topics: ['Maths', 'English'],
  availabilityTimes: ['11:00 AM - 12:00 PM', '3:00 PM - 4:00 PM'],
  teachingTimes: [
    { day: 'Monday', start: '11:00 AM', end: '12:00 PM' },
    { day: 'Saturday', start: '12:00 PM', end: '3:00 PM' },
    { day: 'Saturday', start: '6:30 PM', end: '8:00 PM' },
  ],
  languages: ['Hindi'],
  ageGroup: 'Teens',
  volunteersNeeded: 2,
  ...extra,
});

function reasons(): string[] {
  const volunteer = {
    availability: ['Saturday Morning', 'Monday Morning', 'Saturday Evening'],
    preferredTopics: ['Maths'],
    location: 'Ranchi',
    languages: ['Hindi'],
    ageGroup: 'Teens',
  };
  const listings = [
    listing(1, 'Ranchi'),
    listing(2, 'Ranchi', { availability: ['Sunday'], ageGroup: 'Children', volunteersNeeded: 1 }),
    listing(3, 'Ranchi', { volunteersNeeded: 3, partners: 2, languages: ['Tamil'] }),
    listing(4, 'Pune'),
    listing(5, 'Pune', { mode: 'online', teachingTimes: [] }),
    listing(6, 'Ranchi', {
      teachingTimes: [{ day: 'Monday', start: '12:00 PM', end: '4:00 PM' }],
    }),
  ];
  return [
    ...rankListings(volunteer, listings).map((m) => m.reason),
    ...rankListings({ ...volunteer, availability: [] }, listings).map((m) => m.reason),
    // Exact hours (availability.ts): a fit inside them, and one that runs past them.
    ...rankListings(
      {
        ...volunteer,
        exactHours: [
          { day: 'Saturday', start: '6:00 PM', end: '9:00 PM' },
          { day: 'Monday', start: '11:30 AM', end: '1:00 PM' },
        ],
      },
      listings,
    ).map((m) => m.reason),
    ...otherCityMatches(volunteer, listings).flatMap((m) => [m.reason, ...m.differences]),
    ...nearMisses({ topic: 'EVS', day: 'Sunday', location: 'Ranchi' }, listings).flatMap(
      (m) => m.differences,
    ),
  ].flatMap((reason) => reason.split(' · '));
}

describe('the shared catalogue', () => {
  it('has an entry for every text of the option lists, messages and form rules', () => {
    const texts = [
      options,
      messages,
      formRules,
      teachingSessions,
      sessionNotes,
      ngoTeam,
      references,
      classes,
      certificates,
      teachingTimes,
      listingPlace,
      availability,
      endings,
      substitutes,
    ].flatMap((module) => Object.values(module).flatMap(strings));
    expect(texts).toContain('Maths');
    expect(texts.filter(isText).filter((t) => !covered(t))).toEqual([]);
  });

  it("has an entry for every message builder's texts, and knows every builder", () => {
    const builders = Object.entries(messages)
      .filter(
        ([, value]) =>
          typeof value === 'function' || Object.values(value).some((v) => typeof v === 'function'),
      )
      .map(([name]) => name);
    expect(builders.sort()).toEqual(Object.keys(BUILT).sort());
    const texts = Object.values(BUILT).flatMap((build) => build());
    expect(texts.filter((t) => !covered(t))).toEqual([]);
  });

  it('has an entry for every validation message of the schemas', () => {
    const texts = schemaErrors();
    expect(texts).toContain('Email is required.');
    // zod's own English for input no form can send (an object missing, a number for a text,
    // a filter past its maxLength), and an API-only flag: not Setu's texts.
    const zodDefault = /^(Invalid input|Invalid ISO|Too big:|Too small:|confirmFull )/;
    const uncovered = texts.filter((t) => !covered(t) && !zodDefault.test(t));
    expect(uncovered).toEqual([]);
  });

  it('has an entry for every part of a matching reason and difference, and for merged slots', () => {
    const texts = [...reasons(), ...mergeSlots(options.TIME_RANGES)];
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((t) => !covered(t))).toEqual([]);
  });

  it("finds each topic by the Hindi label the catalogue shows for it (the search's names agree)", () => {
    for (const topic of options.TOPICS) {
      expect(topicSearchTerms(String(hindi[topic]))).toEqual([topic]);
    }
  });

  it('has the FAQ and the code of conduct in their own catalogues', () => {
    const faqTexts = FAQ.flatMap(({ question, answer }) => [question, answer]);
    expect(faqTexts.filter((t) => !Object.hasOwn(faq, t))).toEqual([]);
    const { version, ...texts } = CODE_OF_CONDUCT;
    expect(version).not.toBe('');
    expect(strings(texts).filter((t) => !Object.hasOwn(conduct, t))).toEqual([]);
  });

  it('finds a text with no entry (the check can fail)', () => {
    expect(covered('A text nobody listed.')).toBe(false);
    expect(covered('Email is required.')).toBe(true);
  });
});
