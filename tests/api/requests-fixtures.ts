// Shared steps of the matching-loop API tests: publish a profile, accept the code of conduct,
// connect, answer. Accounts come from tests/support/dashboards-factories (real sign-in).
import { eq, sql } from 'drizzle-orm';
import type { InferResponseType } from 'hono/client';
import { expect } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import { dailyRequestsKey } from '../../src/server/requests/request-limits';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import type { AcceptRequestInput, NgoMatchingProfile } from '../../src/shared/schemas';
import { signedInNgo } from '../support/dashboards-factories';
import { api, type TestApp } from '../support/test-app';

export const PROFILE: NgoMatchingProfile = {
  topics: ['Maths', 'English'],
  teachingTimes: [
    { day: 'Saturday', start: '11:00 AM', end: '12:00 PM' },
    { day: 'Saturday', start: '2:00 PM', end: '3:00 PM' },
    { day: 'Sunday', start: '11:00 AM', end: '12:00 PM' },
    { day: 'Sunday', start: '2:00 PM', end: '3:00 PM' },
  ],
  mode: 'in-person',
  venueAddress: '12 Station Road, Ranchi',
  venueLandmark: 'Opposite the post office',
  mapLink: 'https://maps.example.org/station-road',
  meetingLink: '',
  languages: ['Hindi'],
  ageGroup: 'Children',
  location: 'Ranchi',
  volunteersNeeded: 4,
  description: 'Weekend maths and English classes.',
  published: true,
  requiredChecks: [],
};

export async function publishProfile(
  t: TestApp,
  cookie: string,
  overrides: Partial<NgoMatchingProfile> = {},
): Promise<number> {
  const res = await api(t, { cookie })['ngo-profile'].$put({ json: { ...PROFILE, ...overrides } });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await res.json();
  return body.profile.id;
}

/** A new NGO's listing, with room for a volunteer in every round of a race. */
export async function ngoWithListing(t: TestApp) {
  const ngo = await signedInNgo(t);
  const listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 100 });
  return { ngo, listing };
}

export async function acceptCode(t: TestApp, cookie: string) {
  const res = await api(t, { cookie })['volunteer-preferences']['code-of-conduct'].$post({
    json: { version: CODE_OF_CONDUCT_VERSION },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

export function connect(t: TestApp, cookie: string | undefined, listingId: number, message = '') {
  return api(t, { cookie }).requests.$post({ json: { listingId, message } });
}

/** Connects and returns the new request's id (expects 201). */
export async function pendingRequest(t: TestApp, cookie: string, listingId: number) {
  const res = await connect(t, cookie, listingId);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).request!.id;
}

export const SESSION = {
  day: 'Saturday',
  timeSlot: '11:00 AM - 12:00 PM',
  topic: 'Maths',
} satisfies AcceptRequestInput;

/** The reason most tests end a partnership with. */
export const ENDING = { reason: 'class-ended', feedback: '' } as const;

/** Answers request `id`; an accept agrees to `session` (SESSION unless given). */
export function act(
  t: TestApp,
  cookie: string | undefined,
  /** A number, or the path's text as a client might send it ('abc', '1.5'). */
  id: number | string,
  action: 'accept' | 'decline' | 'withdraw' | 'end',
  session: AcceptRequestInput = SESSION,
) {
  const request = api(t, { cookie }).requests[':id'];
  const param = { id: String(id) };
  if (action === 'accept') return request.accept.$post({ param, json: session });
  // An ending says why (docs/decisions/0046-honest-endings.md); these tests are about the move.
  if (action === 'end') return request.end.$post({ param, json: ENDING });
  return request[action].$post({ param });
}

export async function statusOf(t: TestApp, cookie: string, id: number) {
  const res = await api(t, { cookie }).requests.$get();
  const body = await res.json();
  return body.requests.find((r) => r.id === id)?.status;
}

type RequestsAnswer = InferResponseType<ReturnType<typeof api>['requests']['$get']>;

/** The volunteer's side of a GET /api/requests answer; an NGO's fails the test. */
export function volunteerSide(answer: RequestsAnswer) {
  if (answer.role !== 'volunteer')
    throw new Error(`the ${answer.role}'s requests, not a volunteer's`);
  return answer;
}

/** The NGO's side of a GET /api/requests answer; a volunteer's fails the test. */
export function ngoSide(answer: RequestsAnswer) {
  if (answer.role !== 'ngo') throw new Error(`the ${answer.role}'s requests, not an NGO's`);
  return answer;
}

/** Ends the volunteer's day of new requests, as if a day had passed (the limit's window). */
export async function aDayLater(t: TestApp, volunteerUid: string) {
  await t.database.db
    .update(rateLimits)
    .set({ resetAt: sql`now()` })
    .where(eq(rateLimits.key, dailyRequestsKey(volunteerUid)));
}
