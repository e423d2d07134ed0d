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

  it("refuses the volunteer's own address (any case) under the field that holds it", () => {
    const result = refereesSchemaFor('ASHA@example.org').safeParse({
      ...named,
      referee2Email: 'asha@example.org',
    });
    expect(fieldsOf(result)).toEqual({ referee2Email: REFERENCE_MESSAGES.ownEmail });
  });

  it('refuses the same address twice, under the second', () => {
    const result = refereesSchemaFor('').safeParse({
      ...named,
      referee2Email: 'MEERA@example.org',
    });
    expect(fieldsOf(result)).toEqual({ referee2Email: REFERENCE_MESSAGES.sameEmail });
  });

  it('says which name is missing', () => {
    const result = refereesSchemaFor('').safeParse({ ...named, referee1Name: '  ' });
    expect(fieldsOf(result)).toEqual({ referee1Name: REFERENCE_MESSAGES.refereeNameRequired });
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
