import { describe, expect, it } from 'vitest';
import {
  REFERENCE_MESSAGES,
  referenceAnswerSchema,
  refereesOf,
  refereesSchemaFor,
  referencesDecisionSchema,
} from './references';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('naming two referees', () => {
  const named = {
    referee1Name: ' Meera Rao ',
    referee1Email: 'Meera@Example.org',
    referee2Name: 'Vikram Das',
    referee2Email: 'vikram@example.org',
  };

  it('accepts two people with their own addresses, trimmed and lower-cased, in slot order', () => {
    const parsed = refereesSchemaFor('asha@example.org').parse(named);
    expect(refereesOf(parsed)).toEqual([
      { name: 'Meera Rao', email: 'meera@example.org' },
      { name: 'Vikram Das', email: 'vikram@example.org' },
    ]);
  });

  // Each refusal names the one field at fault, so the form can show it beside that field.
  it.each([
    [
      "the volunteer's own address (any case)",
      'ASHA@example.org',
      { referee2Email: 'asha@example.org' },
      { referee2Email: REFERENCE_MESSAGES.ownEmail },
    ],
    [
      'the same address twice, under the second',
      '',
      { referee2Email: 'MEERA@example.org' },
      { referee2Email: REFERENCE_MESSAGES.sameEmail },
    ],
    [
      'a missing name',
      '',
      { referee1Name: '  ' },
      { referee1Name: REFERENCE_MESSAGES.refereeNameRequired },
    ],
  ])('refuses %s', (_, ownEmail, change, errors) => {
    expect(fieldsOf(refereesSchemaFor(ownEmail).safeParse({ ...named, ...change }))).toEqual(
      errors,
    );
  });
});

describe("the referee's answer", () => {
  const answer = {
    token: 'abc',
    knownHow: 'My student',
    knownFor: '1 to 3 years',
    role: 'Teacher or lecturer',
    concern: 'no',
  };

  it('needs a reason with a concern, and drops one given without', () => {
    expect(fieldsOf(referenceAnswerSchema.safeParse({ ...answer, concern: 'yes' }))).toEqual({
      concernText: REFERENCE_MESSAGES.concernWhy,
    });
    expect(referenceAnswerSchema.parse({ ...answer, concernText: 'stray' }).concernText).toBe('');
    expect(
      referenceAnswerSchema.parse({ ...answer, concern: 'yes', concernText: ' Shouts. ' })
        .concernText,
    ).toBe('Shouts.');
  });

  it('takes only the listed lengths and roles', () => {
    const result = referenceAnswerSchema.safeParse({
      ...answer,
      knownFor: '10 years',
      role: 'Boss',
    });
    expect(fieldsOf(result)).toEqual({
      knownFor: REFERENCE_MESSAGES.chooseKnownFor,
      role: REFERENCE_MESSAGES.chooseRole,
    });
  });
});

describe("an operator's decision", () => {
  it('needs the reason told to the volunteer when it rejects, and a note always', () => {
    expect(
      fieldsOf(referencesDecisionSchema.safeParse({ decision: 'rejected', note: 'Checked.' })),
    ).toEqual({ reason: REFERENCE_MESSAGES.chooseReason });
    expect(fieldsOf(referencesDecisionSchema.safeParse({ decision: 'valid', note: '' }))).toEqual({
      note: 'Please give a reason.',
    });
    expect(referencesDecisionSchema.parse({ decision: 'valid', note: 'Spoke to them.' })).toEqual({
      decision: 'valid',
      note: 'Spoke to them.',
    });
  });
});
