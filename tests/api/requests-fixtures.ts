// Shared steps of the matching-loop API tests: publish a profile, accept the code of conduct,
// connect, answer. Accounts come from tests/support/dashboards-factories (real sign-in).
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import { dailyRequestsKey } from '../../src/server/requests/request-limits';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import type { NgoMatchingProfileInput } from '../../src/shared/schemas';
import { send, type TestApp } from '../support/test-app';

export const PROFILE: NgoMatchingProfileInput = {
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
  languages: ['Hindi'],
  ageGroup: 'Children',
  location: 'Ranchi',
  volunteersNeeded: 4,
  description: 'Weekend maths and English classes.',
  published: true,
};

export async function publishProfile(
  t: TestApp,
  cookie: string,
  overrides: Partial<NgoMatchingProfileInput> = {},
): Promise<number> {
  const res = await send(t, 'PUT', '/api/ngo-profile', { ...PROFILE, ...overrides }, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { profile: { id: number } };
  return body.profile.id;
}

export async function acceptCode(t: TestApp, cookie: string) {
  const res = await send(
    t,
    'POST',
    '/api/volunteer-preferences/code-of-conduct',
    { version: CODE_OF_CONDUCT_VERSION },
    { cookie },
  );
  expect(res.status, await res.clone().text()).toBe(200);
}

export function connect(t: TestApp, cookie: string | undefined, listingId: number, message = '') {
  return send(t, 'POST', '/api/requests', { listingId, message }, { cookie });
}

/** Connects and returns the new request's id (expects 201). */
export async function pendingRequest(t: TestApp, cookie: string, listingId: number) {
  const res = await connect(t, cookie, listingId);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { request: { id: number } }).request.id;
}

export const SESSION = { day: 'Saturday', timeSlot: '11:00 AM - 12:00 PM', topic: 'Maths' };

export function act(
  t: TestApp,
  cookie: string | undefined,
  id: number,
  action: 'accept' | 'decline' | 'withdraw' | 'end',
  body: unknown = action === 'accept' ? SESSION : undefined,
) {
  return send(t, 'POST', `/api/requests/${id}/${action}`, body, { cookie });
}

export async function statusOf(t: TestApp, cookie: string, id: number) {
  const res = await send(t, 'GET', '/api/requests', undefined, { cookie });
  const body = (await res.json()) as { requests: { id: number; status: string }[] };
  return body.requests.find((r) => r.id === id)?.status;
}

/** Ends the volunteer's day of new requests, as if a day had passed (the limit's window). */
export async function aDayLater(t: TestApp, volunteerUid: string) {
  await t.database.db
    .update(rateLimits)
    .set({ resetAt: sql`now()` })
    .where(eq(rateLimits.key, dailyRequestsKey(volunteerUid)));
}
