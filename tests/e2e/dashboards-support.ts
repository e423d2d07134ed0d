// Shared pieces of the dashboard and matching browser tests: a real login through the login
// page, a PNG made here, and the stored keys.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CODE_OF_CONDUCT_VERSION } from '../../src/shared/code-of-conduct';
import type { UserType } from '../../src/shared/options';
import { PATHS } from '../../src/web/paths';
import { gotoRoute } from '../support/browser';
import type { E2EServer } from '../support/e2e-server';
import { createNgo, createVolunteer, routeOf } from './accounts-support';

/** Logs in through the login page's UI and waits for that type's dashboard to show its data. */
export async function loginThroughUi(
  page: Page,
  userType: UserType,
  email: string,
  password: string,
) {
  await gotoRoute(page, PATHS.login);
  await page.getByRole('button', { name: userType, exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dashboard = userType === 'Volunteer' ? PATHS.volunteerDashboard : PATHS.ngoDashboard;
  await page.waitForFunction((path) => location.hash.startsWith(`#${path}`), dashboard);
  await page.getByTestId('user-label').waitFor();
  expect(routeOf(page)).toBe(dashboard);
  // Every card loaded: a card arriving later would move the others while a test clicks them.
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of width × height pixels in one colour (RGB, 8 bits), built byte by byte. */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [180, 83, 9],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgb).flat()),
  ]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The natural size of the profile picture the page shows. */
export async function shownPictureSize(page: Page, alt: string) {
  const img = page.getByRole('img', { name: alt });
  await img.waitFor();
  await page.waitForFunction((a) => {
    const el = [...document.images].find((i) => i.alt === a);
    return !!el && el.complete && el.naturalWidth > 0;
  }, alt);
  return img.evaluate((el) => ({
    width: (el as HTMLImageElement).naturalWidth,
    height: (el as HTMLImageElement).naturalHeight,
    src: (el as HTMLImageElement).src,
  }));
}

/** Signs in through POST /api/accounts/login (for set-up steps the UI covers elsewhere). */
export async function signInByApi(
  server: { url: string },
  userType: UserType,
  email: string,
  password: string,
) {
  const res = await fetch(`${server.url}/api/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ userType, email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  /** Calls the API as this user; answers the parsed JSON after checking the status. */
  return async function call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    status = 200,
  ): Promise<T> {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.url, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(answer.status, await answer.clone().text()).toBe(status);
    return (await answer.json()) as T;
  };
}

/**
 * An NGO in `town` with one published Saturday 11 AM class, and a volunteer it accepted into that
 * class through the API (sign-ups: 2), each signed in for the set-up steps that follow.
 */
export async function saturdayPartnership(
  server: E2EServer,
  suffix: string,
  town: string,
  /** false: the volunteer has no check yet, so the vetting gate holds the partnership. */
  { vet = true }: { vet?: boolean } = {},
) {
  const ngo = await createNgo(server, { ngoName: `Prerna Shiksha ${suffix}`, location: town });
  const asNgo = await signInByApi(server, 'NGO', ngo.email, ngo.password);
  const { profile } = await asNgo<{ profile: { id: number } }>('PUT', '/api/ngo-profile', {
    topics: ['Maths'],
    teachingTimes: [{ day: 'Saturday', start: '11:00 AM', end: '12:00 PM' }],
    mode: 'in-person',
    venueAddress: '12 Station Road',
    languages: ['Hindi'],
    ageGroup: 'Children',
    location: town,
    volunteersNeeded: 2,
    published: true,
  });
  const volunteer = await createVolunteer(
    server,
    {
      fullName: `Asha Kiran ${suffix}`,
      location: town,
      availability: ['Saturday Morning'],
    },
    { vet },
  );
  const asVolunteer = await signInByApi(server, 'Volunteer', volunteer.email, volunteer.password);
  await asVolunteer('POST', '/api/volunteer-preferences/code-of-conduct', {
    version: CODE_OF_CONDUCT_VERSION,
  });
  const { request } = await asVolunteer<{ request: { id: number } }>(
    'POST',
    '/api/requests',
    { listingId: profile.id, message: '' },
    201,
  );
  await asNgo('POST', `/api/requests/${request.id}/accept`, {
    day: 'Saturday',
    timeSlot: '11:00 AM - 12:00 PM',
    topic: 'Maths',
  });
  return { ngo, volunteer, asNgo, asVolunteer, profile, request };
}

/** The volunteer dashboard's sections, as its navigation names them in English. */
export type VolunteerSectionName =
  'Overview' | 'Sessions' | 'Requests' | 'Preferences' | 'Certificates' | 'Checks';

/**
 * Opens a section of the volunteer dashboard through its navigation and waits until it shows:
 * the link pressed is the current one once the section's page has rendered (src/web/router.tsx
 * keeps the page before on screen until then).
 */
export async function openVolunteerSection(page: Page, name: VolunteerSectionName) {
  const nav = () => page.getByRole('navigation', { name: 'Dashboard sections' });
  await nav().getByRole('link', { name, exact: true }).click();
  await nav().locator('a[aria-current="page"]', { hasText: name }).waitFor();
}
