// Accounts and listings for the dashboard and matching tests, made the way Setu makes them:
// createVolunteerAccount/createNgoAccount, then a real sign-in through POST /api/accounts/login.
import crypto from 'node:crypto';
import { expect } from 'vitest';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import type { Db } from '../../src/server/db/client';
import { connectionRequests, ngoListings } from '../../src/server/db/schema';
import { listingSearchText } from '../../src/server/db/seed';
import type { UserType } from '../../src/shared/options';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { markEmailConfirmedInDb } from './email-confirmation';
import { markNgoVerifiedInDb } from './ngo-verification';
import { cookiesFrom, send, type TestApp } from './test-app';

export const TEST_PASSWORD = 'kite-lantern-river-2026';

const unique = () => crypto.randomBytes(4).toString('hex');

export function volunteerInput(overrides: Partial<VolunteerSignup> = {}): VolunteerSignup {
  return {
    fullName: `Volunteer ${unique()}`,
    email: `volunteer-${unique()}@example.org`,
    phone: '+91 98765 43210',
    location: 'Ranchi',
    skills: 'Teaching',
    availability: ['Saturday Morning', 'Sunday Evening'],
    ageGroup: 'Children',
    languages: ['Hindi', 'English'],
    bio: '',
    reason: 'I want to help children learn.',
    password: TEST_PASSWORD,
    agree: true,
    ...overrides,
  };
}

export function ngoInput(overrides: Partial<NgoSignup> = {}): NgoSignup {
  return {
    ngoName: `NGO ${unique()}`,
    contactPerson: 'Meera Das',
    email: `ngo-${unique()}@example.org`,
    password: TEST_PASSWORD,
    phone: '+91 91234 56789',
    location: 'Pune',
    website: '',
    areaOfWork: 'Education',
    volunteerReqs: 'Two maths tutors on weekends.',
    schedule: 'Saturdays 11 AM to 1 PM',
    description: 'We run an after-school learning centre.',
    agree: true,
    ...overrides,
  };
}

let ipCounter = 0;
/** A fresh client address per sign-in, so the per-address sign-in limit never interferes. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export async function signIn(
  t: TestApp,
  userType: UserType,
  email: string,
  password = TEST_PASSWORD,
) {
  const res = await send(
    t,
    'POST',
    '/api/accounts/login',
    { userType, email, password },
    { ip: nextIp() },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return cookiesFrom(res);
}

export interface SignedIn<T> {
  uid: string;
  input: T;
  cookie: string;
}

/**
 * Made without the sign-up route, so no confirmation mail: the address is marked confirmed in the
 * database unless `emailConfirmed: false` asks for an account that must confirm first.
 */
export interface AccountOptions {
  emailConfirmed?: boolean;
}

/**
 * An NGO is also marked verified in the database, so it can accept requests, unless
 * `verified: false` asks for one that must be verified first.
 */
export interface NgoAccountOptions extends AccountOptions {
  verified?: boolean;
}

export async function signedInVolunteer(
  t: TestApp,
  overrides: Partial<VolunteerSignup> = {},
  { emailConfirmed = true }: AccountOptions = {},
): Promise<SignedIn<VolunteerSignup>> {
  const input = volunteerInput(overrides);
  const uid = await createVolunteerAccount(t.database.db, input);
  if (emailConfirmed) await markEmailConfirmedInDb(t.database.db, uid);
  return { uid, input, cookie: await signIn(t, 'Volunteer', input.email) };
}

export async function signedInNgo(
  t: TestApp,
  overrides: Partial<NgoSignup> = {},
  { emailConfirmed = true, verified = true }: NgoAccountOptions = {},
): Promise<SignedIn<NgoSignup>> {
  const input = ngoInput(overrides);
  const uid = await createNgoAccount(t.database.db, input);
  if (emailConfirmed) await markEmailConfirmedInDb(t.database.db, uid);
  if (verified) await markNgoVerifiedInDb(t.database.db, uid);
  return { uid, input, cookie: await signIn(t, 'NGO', input.email) };
}

export async function insertListing(
  db: Db,
  overrides: Partial<typeof ngoListings.$inferInsert> & { name: string },
): Promise<number> {
  const topics = overrides.topics ?? ['Maths'];
  const [row] = await db
    .insert(ngoListings)
    .values({
      location: 'Pune',
      availability: ['Saturday'],
      availabilityTimes: ['11:00 AM - 12:00 PM'],
      ...overrides,
      topics,
      topicsSearch: listingSearchText(topics),
    })
    .returning({ id: ngoListings.id });
  return row!.id;
}

export async function insertRequest(
  db: Db,
  values: Partial<typeof connectionRequests.$inferInsert> & {
    volunteerUid: string;
    listingId: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(connectionRequests)
    .values({
      status: 'accepted',
      day: 'Saturday',
      timeSlot: '11:00 AM - 12:00 PM',
      topic: 'Maths',
      ...values,
    })
    .returning({ id: connectionRequests.id });
  return row!.id;
}
