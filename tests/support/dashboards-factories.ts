// Accounts and listings for the dashboard and matching tests, made the way Setu makes them:
// createVolunteerAccount/createNgoAccount, then a real sign-in through POST /api/accounts/login.
import crypto from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import { passwordHashing } from '../../src/server/auth-sessions/auth';
import type { Db } from '../../src/server/db/client';
import {
  connectionRequests,
  ngoListings,
  teachingSessions,
  user,
  volunteers,
} from '../../src/server/db/schema';
import { listingSearchText } from '../../src/server/db/seed';
import type { UserType } from '../../src/shared/options';
import { instantInIndia, wallClockInIndia } from '../../src/shared/time';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { markEmailConfirmedInDb } from './email-confirmation';
import { ngoInput, nextIp, TEST_PASSWORD, volunteerInput } from './factories';
import { markNgoVerifiedInDb } from './ngo-verification';
import { markVolunteerVettedInDb } from './vetting';
import { api, cookiesFrom, type TestApp } from './test-app';

export async function signIn(
  t: TestApp,
  userType: UserType,
  email: string,
  password = TEST_PASSWORD,
) {
  const res = await api(t, { ip: nextIp() }).accounts.login.$post({
    json: { userType, email, password },
  });
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

/** An account written here hashes its password as the app's sign-up would. */
const appHashing = async (t: TestApp) => ({ hash: (await passwordHashing(t.auth)).hash });

/**
 * An NGO is also marked verified in the database, so it can accept requests, unless
 * `verified: false` asks for one that must be verified first.
 */
export interface NgoAccountOptions extends AccountOptions {
  verified?: boolean;
}

/**
 * A volunteer also holds Setu's minimum checks (the course and the identity check), so the
 * vetting gate lets their partnerships run, unless `vetted: false` asks for one who must do
 * them first.
 */
export interface VolunteerAccountOptions extends AccountOptions {
  vetted?: boolean;
}

export async function signedInVolunteer(
  t: TestApp,
  overrides: Partial<VolunteerSignup> = {},
  { emailConfirmed = true, vetted = true }: VolunteerAccountOptions = {},
): Promise<SignedIn<VolunteerSignup>> {
  const input = volunteerInput(overrides);
  const uid = await createVolunteerAccount(t.database.db, input, await appHashing(t));
  if (emailConfirmed) await markEmailConfirmedInDb(t.database.db, uid);
  if (vetted) await markVolunteerVettedInDb(t.database.db, uid);
  return { uid, input, cookie: await signIn(t, 'Volunteer', input.email, input.password) };
}

export async function signedInNgo(
  t: TestApp,
  overrides: Partial<NgoSignup> = {},
  { emailConfirmed = true, verified = true }: NgoAccountOptions = {},
): Promise<SignedIn<NgoSignup>> {
  const input = ngoInput(overrides);
  const uid = await createNgoAccount(t.database.db, input, await appHashing(t));
  if (emailConfirmed) await markEmailConfirmedInDb(t.database.db, uid);
  if (verified) await markNgoVerifiedInDb(t.database.db, uid);
  return { uid, input, cookie: await signIn(t, 'NGO', input.email, input.password) };
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

const DAY_MS = 86_400_000;

/**
 * When a Saturday 11 AM class's partnerships were accepted so that exactly three of its sessions
 * are over now: the day before the class two weeks before the last one that has ended. "Three
 * weeks ago" counted four from the end of a Saturday's class to the next morning.
 */
export function acceptedThreeClassesAgo(now = new Date()): Date {
  const { date, weekday, minutes } = wallClockInIndia(now);
  const SATURDAY = 5;
  let daysBack = (weekday - SATURDAY + 7) % 7;
  if (daysBack === 0 && minutes < 12 * 60) daysBack = 7;
  const lastEnded = instantInIndia(date, 11 * 60)!.getTime() - daysBack * DAY_MS;
  return new Date(lastEnded - 15 * DAY_MS);
}

/**
 * The interval that moves sessions `weeks` back, as if that time had passed. While their class is
 * on, the first session ahead is next week's, so `weeks` back the last one moved would still be
 * running: then further back, until it ended a minute ago.
 */
export function pastShift(lastEndsAt: Date, weeks = 4): SQL {
  const back = weeks * 7 * DAY_MS;
  const running = lastEndsAt.getTime() - back - Date.now();
  return sql.raw(`interval '${back + Math.max(0, running + 60_000)} milliseconds'`);
}

/**
 * Moves one session back by `shift` (from pastShift), writing `also` on it in the same update;
 * returns where its start now is.
 */
export async function moveSessionBack(
  db: Db,
  id: number,
  shift: SQL,
  also: Partial<typeof teachingSessions.$inferInsert> = {},
): Promise<Date> {
  const [moved] = await db
    .update(teachingSessions)
    .set({
      ...also,
      startsAt: sql`${teachingSessions.startsAt} - ${shift}`,
      endsAt: sql`${teachingSessions.endsAt} - ${shift}`,
      occurrence: sql`${teachingSessions.occurrence} - ${shift}`,
    })
    .where(eq(teachingSessions.id, id))
    .returning({ startsAt: teachingSessions.startsAt });
  return moved!.startsAt;
}

/**
 * Moves one session `weeks` back, as if that time had passed (further while its class is on:
 * pastShift); returns where its start now is.
 */
export async function sessionWeeksAgo(db: Db, id: number, weeks: number): Promise<Date> {
  const [row] = await db
    .select({ endsAt: teachingSessions.endsAt })
    .from(teachingSessions)
    .where(eq(teachingSessions.id, id));
  return moveSessionBack(db, id, pastShift(row!.endsAt, weeks));
}

interface ClassSeat {
  prefix?: string;
  day?: string;
  timeSlot?: string;
}

/**
 * `count` volunteers accepted into one class of a listing, written straight to the database
 * (no passwords, no sign-in: nobody signs in as them), named "<prefix> 01", "<prefix> 02", …
 * Their sessions are made when the class is first read. Returns the requests' ids.
 */
export async function seedClassVolunteers(
  db: Db,
  listingId: number,
  count: number,
  seat: ClassSeat = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) ids.push((await seedClassVolunteer(db, listingId, i, seat)).id);
  return ids;
}

/**
 * Ends a partnership straight in the database, with no mail: a race's round is over, and the
 * sweeps of later rounds pass it by.
 */
export function endPartnership(db: Db, requestId: number) {
  return db
    .update(connectionRequests)
    .set({ status: 'ended' })
    .where(eq(connectionRequests.id, requestId));
}

/** One volunteer in the listing's class, "<prefix> 01": the request's id, and who they are. */
export function seededPartnership(db: Db, listingId: number, prefix: string) {
  return seedClassVolunteer(db, listingId, 1, { prefix });
}

async function seedClassVolunteer(
  db: Db,
  listingId: number,
  number: number,
  { prefix = 'Class Volunteer', day = 'Saturday', timeSlot = '11:00 AM - 12:00 PM' }: ClassSeat,
) {
  const uid = crypto.randomUUID();
  const name = `${prefix} ${String(number).padStart(2, '0')}`;
  const email = `class-${uid.slice(0, 8)}@example.org`;
  await db.insert(user).values({ id: uid, name, email, emailVerified: true });
  await db.insert(volunteers).values({
    userId: uid,
    fullName: name,
    email,
    phone: `+91 98${String(10_000_000 + number).slice(-8)}`,
    location: 'Pune',
    skills: 'Teaching',
    availability: [`${day} Morning`],
    ageGroup: 'Children',
    reason: 'To teach.',
  });
  await markVolunteerVettedInDb(db, uid);
  return {
    id: await insertRequest(db, { volunteerUid: uid, listingId, day, timeSlot }),
    uid,
    email,
  };
}
