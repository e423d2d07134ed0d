import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  acceptRequestSchema,
  ngoMatchingProfileSchema,
  ngoSignupSchema,
  normalizeWebsite,
  volunteerSignupSchema,
} from './schemas';
import { TEST_NGO_SIGNUP } from './test-signups';

const volunteer = {
  fullName: 'Asha Verma',
  email: '  Asha.Verma@Example.ORG ',
  phone: '+91 98765-43210',
  location: 'Ranchi',
  skills: 'Teaching',
  availability: ['Saturday Morning'],
  ageGroup: 'Children',
  languages: ['Hindi'],
  reason: 'I want to teach.',
  password: 'a long passphrase',
  agree: true,
};

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => String(i.path[0]));

describe('volunteer sign-up schema', () => {
  it('accepts a complete form, trims and lower-cases the email, bio optional', () => {
    const parsed = volunteerSignupSchema.parse(volunteer);
    expect(parsed.email).toBe('asha.verma@example.org');
    expect(parsed.bio).toBe('');
  });

  it.each([
    'fullName',
    'email',
    'phone',
    'location',
    'skills',
    'ageGroup',
    'reason',
    'password',
    'agree',
  ])('requires %s (spec §5)', (field) => {
    const empty = Array.isArray(volunteer[field as keyof typeof volunteer])
      ? []
      : field === 'agree'
        ? false
        : '';
    expect(fieldsOf(volunteerSignupSchema.safeParse({ ...volunteer, [field]: empty }))).toContain(
      field,
    );
  });

  it('leaves availability and languages optional (spec §5): empty lists pass', () => {
    const parsed = volunteerSignupSchema.safeParse({
      ...volunteer,
      availability: [],
      languages: [],
    });
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toMatchObject({ availability: [], languages: [] });
  });

  it('still refuses a list that is not a list, or holds an unknown option', () => {
    expect(
      fieldsOf(volunteerSignupSchema.safeParse({ ...volunteer, availability: 'Monday Morning' })),
    ).toEqual(['availability']);
    expect(fieldsOf(volunteerSignupSchema.safeParse({ ...volunteer, languages: null }))).toEqual([
      'languages',
    ]);
    expect(
      fieldsOf(volunteerSignupSchema.safeParse({ ...volunteer, availability: ['Someday Night'] })),
    ).toEqual(['availability']);
  });

  it('says the spec text when agree is unchecked', () => {
    const result = volunteerSignupSchema.safeParse({ ...volunteer, agree: false });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.agreeVolunteer);
  });

  it.each([
    ['0651 234', true],
    ['+91 98765 43210', true],
    ['123456', false],
    ['1234567890123456', false],
    ['98765abc43', false],
  ])('phone %s valid: %s', (phone, valid) => {
    expect(volunteerSignupSchema.safeParse({ ...volunteer, phone }).success).toBe(valid);
  });

  it('refuses options outside the lists and over-long text', () => {
    expect(fieldsOf(volunteerSignupSchema.safeParse({ ...volunteer, skills: 'Juggling' }))).toEqual(
      ['skills'],
    );
    expect(
      fieldsOf(volunteerSignupSchema.safeParse({ ...volunteer, languages: ['Klingon'] })),
    ).toEqual(['languages']);
    expect(
      fieldsOf(volunteerSignupSchema.safeParse({ ...volunteer, fullName: 'x'.repeat(101) })),
    ).toEqual(['fullName']);
    expect(
      fieldsOf(volunteerSignupSchema.safeParse({ ...volunteer, reason: 'x'.repeat(2001) })),
    ).toEqual(['reason']);
  });
});

describe('NGO sign-up schema', () => {
  const ngo = TEST_NGO_SIGNUP;

  it('accepts a complete form with the website left empty', () => {
    expect(ngoSignupSchema.safeParse(ngo).success).toBe(true);
  });

  it('checks the website only when given, and says the spec text without agree', () => {
    expect(fieldsOf(ngoSignupSchema.safeParse({ ...ngo, website: 'not a url' }))).toEqual([
      'website',
    ]);
    expect(ngoSignupSchema.safeParse({ ...ngo, website: 'https://vidya.org' }).success).toBe(true);
    expect(ngoSignupSchema.safeParse({ ...ngo, agree: false }).error?.issues[0]?.message).toBe(
      MESSAGES.agreeNgo,
    );
  });
});

describe('website: the https:// people leave out is added', () => {
  const ngo = TEST_NGO_SIGNUP;
  const website = (value: string) => ngoSignupSchema.safeParse({ ...ngo, website: value });

  it.each([
    ['www.example.org', 'https://www.example.org'],
    [' example.org/about ', 'https://example.org/about'],
    ['//vidya.org', 'https://vidya.org'],
    ['http://vidya.org', 'http://vidya.org'],
    ['HTTPS://Vidya.org', 'HTTPS://Vidya.org'],
    ['', ''],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizeWebsite(typed)).toBe(stored);
    expect(website(typed).data?.website).toBe(stored);
  });

  it.each(['javascript:alert(1)', 'mailto:ravi@vidya.org', 'vidya', 'not a url'])(
    'still refuses %j, saying how an address looks',
    (typed) => {
      expect(website(typed).error?.issues.map((i) => i.message)).toEqual([
        'Enter a web address, like www.example.org.',
      ]);
    },
  );
});

describe('validation messages: plain English, naming the field the person sees', () => {
  const messageFor = (
    schema: typeof volunteerSignupSchema | typeof ngoSignupSchema,
    input: object,
  ) =>
    Object.fromEntries(
      (schema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );

  it('uses "an" before a vowel and a singular noun for each choice', () => {
    const errors = messageFor(volunteerSignupSchema, {
      ...volunteer,
      skills: '',
      ageGroup: '',
      availability: ['Someday'],
      languages: ['Klingon'],
    });
    expect(errors).toEqual({
      skills: 'Choose a skill from the list.',
      ageGroup: 'Choose an age group from the list.',
      'availability.0': 'Choose each time from the list.',
      'languages.0': 'Choose each language from the list.',
    });
    expect(messageFor(ngoSignupSchema, { website: '', areaOfWork: 'Space' }).areaOfWork).toBe(
      'Choose an area of work from the list.',
    );
  });

  it('names both the City select and the Location text when the location is missing', () => {
    expect(messageFor(volunteerSignupSchema, { ...volunteer, location: ' ' }).location).toBe(
      'Choose a city or type your location.',
    );
    expect(messageFor(ngoSignupSchema, { location: '' }).location).toBe(
      'Choose a city or type your location.',
    );
  });

  it('speaks of the answer to "Why do you want to volunteer?", not of a "Reason"', () => {
    expect(messageFor(volunteerSignupSchema, { ...volunteer, reason: '' }).reason).toBe(
      'Tell us why you want to volunteer.',
    );
    expect(
      messageFor(volunteerSignupSchema, { ...volunteer, reason: 'x'.repeat(2001) }).reason,
    ).toBe('Your reason must be at most 2000 characters.');
  });

  it('no message anywhere says "a" before a vowel sound', () => {
    const all = [
      ...(volunteerSignupSchema.safeParse({}).error?.issues ?? []),
      ...(ngoSignupSchema.safeParse({ areaOfWork: 'x' }).error?.issues ?? []),
      ...(ngoMatchingProfileSchema.safeParse({ ageGroup: 'x', topics: ['x'] }).error?.issues ?? []),
      ...(acceptRequestSchema.safeParse({}).error?.issues ?? []),
    ].map((i) => i.message);
    expect(all.length).toBeGreaterThan(10);
    for (const message of all) expect(message).not.toMatch(/\ba [aeiou]/i);
  });
});
