import { describe, expect, it } from 'vitest';
import { checksStillNeeded, requiredChecks } from './vetting';

describe('requiredChecks', () => {
  it("is Setu's minimum when the listing adds nothing", () => {
    expect(requiredChecks([])).toEqual(['course', 'identity']);
  });
  it('adds what the NGO asks for, once, and ignores anything else', () => {
    expect(requiredChecks(['references', 'course', 'nonsense', 'references'])).toEqual([
      'course',
      'identity',
      'references',
    ]);
  });
});

describe('checksStillNeeded', () => {
  it('lists required checks that are missing, pending, rejected or expired', () => {
    const valid = { state: 'valid' as const, validUntil: null };
    expect(
      checksStillNeeded(
        {
          course: valid,
          identity: { state: 'pending', validUntil: null },
          police_clearance: { state: 'expired', validUntil: '2026-01-01T00:00:00.000Z' },
        },
        ['course', 'identity', 'police_clearance', 'references'],
      ),
    ).toEqual(['identity', 'police_clearance', 'references']);
  });
  it('is empty when every required check is valid, whatever else is missing', () => {
    expect(checksStillNeeded({ course: { state: 'valid', validUntil: null } }, ['course'])).toEqual(
      [],
    );
  });
});
