// Sign-up data for tests: valid by default, unique per call, overridable field by field.
import crypto from 'node:crypto';
import type { NgoSignupInput, VolunteerSignupInput } from '../../src/shared/schemas';

/** A long random password no common-password list holds. */
export const strongPassword = () => `Setu-${crypto.randomBytes(6).toString('hex')}-pass`;

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}-${crypto.randomBytes(3).toString('hex')}@example.org`;

export function volunteerInput(overrides: Partial<VolunteerSignupInput> = {}) {
  return {
    fullName: 'Asha Verma',
    email: uniqueEmail('vol'),
    phone: '+91 98765-43210',
    location: 'Ranchi',
    skills: 'Teaching',
    availability: ['Monday Morning', 'Saturday Evening'],
    ageGroup: 'Children',
    languages: ['Hindi', 'English'],
    bio: 'Retired teacher.',
    reason: 'I want to help children read.',
    password: strongPassword(),
    agree: true,
    ...overrides,
  } satisfies VolunteerSignupInput;
}

export function ngoInput(overrides: Partial<NgoSignupInput> = {}) {
  return {
    ngoName: 'Pratham Ranchi',
    contactPerson: 'Ravi Kumar',
    email: uniqueEmail('ngo'),
    password: strongPassword(),
    phone: '0651-2345678',
    location: 'Ranchi',
    website: 'https://pratham.example.org',
    areaOfWork: 'Education',
    volunteerReqs: 'Two hours a week.',
    schedule: 'Weekends',
    description: 'Reading classes for children.',
    agree: true,
    ...overrides,
  } satisfies NgoSignupInput;
}
