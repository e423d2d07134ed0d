// Test data, one set of defaults for every test (API, browser, reliability): valid as it comes,
// unique where two accounts must not be confused (emails, names), overridable field by field. A test
// that checks a stored value passes that value itself, so it never leans on a default here.
import crypto from 'node:crypto';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';

/**
 * The password of every account made here unless a test passes its own: browser tests type it
 * at the login page. A test that needs two accounts with different passwords passes strongPassword().
 */
export const TEST_PASSWORD = 'kite-lantern-river-2026';

/** A long random password no common-password list holds. */
export const strongPassword = () => `Setu-${crypto.randomBytes(6).toString('hex')}-pass`;

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${++counter}-${crypto.randomBytes(3).toString('hex')}@example.org`;

const suffix = () => crypto.randomBytes(4).toString('hex');

/** A volunteer's sign-up, as the form sends it and as createVolunteerAccount takes it. */
export function volunteerInput(overrides: Partial<VolunteerSignup> = {}): VolunteerSignup {
  return {
    fullName: `Volunteer ${suffix()}`,
    email: uniqueEmail('volunteer'),
    phone: '+91 98765-43210',
    location: 'Ranchi',
    skills: 'Teaching',
    availability: ['Monday Morning', 'Saturday Evening'],
    ageGroup: 'Children',
    languages: ['Hindi', 'English'],
    bio: 'Retired teacher.',
    reason: 'I want to help children read.',
    password: TEST_PASSWORD,
    agree: true,
    ...overrides,
  };
}

/** An NGO's sign-up, as the form sends it and as createNgoAccount takes it. */
export function ngoInput(overrides: Partial<NgoSignup> = {}): NgoSignup {
  return {
    ngoName: `NGO ${suffix()}`,
    contactPerson: 'Meera Das',
    email: uniqueEmail('ngo'),
    password: TEST_PASSWORD,
    phone: '0651-2345678',
    location: 'Ranchi',
    website: 'https://pratham.example.org',
    areaOfWork: 'Education',
    volunteerReqs: 'Two hours a week.',
    schedule: 'Weekends',
    description: 'Reading classes for children.',
    agree: true,
    ...overrides,
  };
}

/** A distinct address (198.51.x.y) per n, for the X-Forwarded-For of a server started with TRUST_PROXY. */
export function clientAddress(n: number): string {
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

let ipCounter = 0;
/** A fresh client address per call, so tests never share a per-address rate-limit bucket. */
export function nextIp(): string {
  ipCounter += 1;
  return clientAddress(ipCounter);
}
