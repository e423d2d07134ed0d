// The two sides' preferences, the ranked matches they feed, near-misses, /ngoList and the
// volunteer's calendar file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_NGOS } from '../../src/server/db/seed/partner-ngos';
import type { VolunteerPreferences } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import {
  api,
  createTestApp,
  expectJson,
  matchingQuery,
  send,
  type TestApp,
} from '../support/test-app';
import { acceptCode, act, pendingRequest, PROFILE, publishProfile } from './requests-fixtures';

/** A tiny RFC 5545 reader: unfolds lines and groups the VEVENTs' properties. */
function parseIcs(text: string) {
  expect(text).toMatch(/\r\n$/);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

describe.each(DB_KINDS)('matching profiles, matches and schedule on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('lets an NGO read, publish, update and unpublish its matching profile', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Gyan Deep', location: 'Ranchi' });
    const empty = await send(t, 'GET', '/api/ngo-profile', undefined, { cookie: ngo.cookie });
    expect(await empty.json()).toMatchObject({
      profile: null,
      defaults: { ngoName: 'Gyan Deep', location: 'Ranchi' },
    });
    const id = await publishProfile(t, ngo.cookie);
    const read = await expectJson(api(t, { cookie: ngo.cookie })['ngo-profile'].$get());
    expect(read.profile).toMatchObject({
      id,
      name: 'Gyan Deep',
      topics: PROFILE.topics,
      teachingTimes: PROFILE.teachingTimes,
      mode: 'in-person',
      venueAddress: PROFILE.venueAddress,
      published: true,
    });
    // Found by the spec's search, with the topic index text kept in sync.
    const search = (filters: Parameters<typeof matchingQuery>[0]) =>
      expectJson(api(t).matching.$get({ query: matchingQuery(filters) }));
    const ids = (await search({ topic: 'engl', location: 'ranchi' })).results;
    expect(ids).toContainEqual(expect.objectContaining({ id, sample: false }));
    expect(await publishProfile(t, ngo.cookie, { topics: ['EVS'] })).toBe(id);
    const evs = await search({ topic: 'engl', location: 'ranchi' });
    expect(evs.results.map((r) => r.id)).not.toContain(id);
    await publishProfile(t, ngo.cookie, { published: false });
    const hidden = await search({ topic: 'evs' });
    expect(hidden.results.map((r) => r.id)).not.toContain(id);
  });

  it('validates the matching profile and guards it by role', async () => {
    const ngo = await signedInNgo(t);
    const bad = [
      { topics: [] },
      { topics: ['Physics'] },
      { teachingTimes: [] },
      { teachingTimes: [{ day: 'Funday', start: '9:00 AM', end: '10:00 AM' }] },
      // Before 6 AM, not on the half hour, ending before it starts, overlapping on one day.
      { teachingTimes: [{ day: 'Monday', start: '5:30 AM', end: '7:00 AM' }] },
      { teachingTimes: [{ day: 'Monday', start: '9:15 AM', end: '10:00 AM' }] },
      { teachingTimes: [{ day: 'Monday', start: '8:00 PM', end: '7:00 PM' }] },
      {
        teachingTimes: [
          { day: 'Monday', start: '6:00 PM', end: '8:00 PM' },
          { day: 'Monday', start: '7:30 PM', end: '9:00 PM' },
        ],
      },
      { teachingTimes: Array.from({ length: 15 }, () => PROFILE.teachingTimes[0]) },
      // In person needs an address; online a meeting link; links are web links.
      { mode: 'in-person', venueAddress: '' },
      { mode: 'online', meetingLink: '' },
      { mode: 'online', meetingLink: 'javascript:alert(1)' },
      { mapLink: 'not a link' },
      { mode: 'on the moon' },
      { venueAddress: 'x'.repeat(301) },
      { languages: ['Latin'] },
      { ageGroup: 'Adults' },
      { location: 'x'.repeat(101) },
      { volunteersNeeded: 0 },
      { volunteersNeeded: 101 },
      { volunteersNeeded: 2.5 },
      { published: 'yes' },
      { description: 'x'.repeat(2001) },
    ];
    for (const override of bad) {
      const res = await send(
        t,
        'PUT',
        '/api/ngo-profile',
        { ...PROFILE, ...override },
        {
          cookie: ngo.cookie,
        },
      );
      expect(res.status, JSON.stringify(override)).toBe(400);
    }
    const none = await expectJson(api(t, { cookie: ngo.cookie })['ngo-profile'].$get());
    expect(none.profile).toBeNull();
    const v = await signedInVolunteer(t);
    expect((await send(t, 'GET', '/api/ngo-profile', undefined, { cookie: v.cookie })).status).toBe(
      403,
    );
    expect((await send(t, 'PUT', '/api/ngo-profile', PROFILE)).status).toBe(401);
  });

  it('appends published registered NGOs to /ngoList after the 27 partners', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Naya Savera' });
    const id = await publishProfile(t, ngo.cookie, {
      volunteersNeeded: 7,
      description: 'Evening classes.',
    });
    const { ngos } = await expectJson(api(t).ngos.$get());
    expect(ngos.slice(0, 27)).toEqual(PARTNER_NGOS.map((p) => ({ ...p })));
    expect(ngos.slice(27)).toContainEqual({
      id: 1000 + id,
      name: 'Naya Savera',
      location: PROFILE.location,
      description: 'Evening classes.',
      volunteersNeeded: 7,
      demo: false,
      full: false,
      // signedInNgo marks the NGO verified.
      verified: true,
    });
    await publishProfile(t, ngo.cookie, { published: false });
    const after = await expectJson(api(t).ngos.$get());
    const names = after.ngos.map((n) => n.name);
    expect(names).not.toContain('Naya Savera');
  });

  it('lets a volunteer edit preferences with the sign-up rules', async () => {
    const v = await signedInVolunteer(t);
    const got = await send(t, 'GET', '/api/volunteer-preferences', undefined, { cookie: v.cookie });
    expect(await got.json()).toMatchObject({
      preferences: { preferredTopics: [], availability: v.input.availability, location: 'Ranchi' },
      codeOfConduct: { accepted: false, acceptedAt: null },
    });
    const next: VolunteerPreferences = {
      preferredTopics: ['EVS', 'Maths'],
      availability: ['Sunday Evening'],
      languages: ['Tamil'],
      ageGroup: 'Teens',
      location: 'Chennai',
    };
    const put = await expectJson(
      api(t, { cookie: v.cookie })['volunteer-preferences'].$put({ json: next }),
    );
    // Exact hours are left as they were when a save does not send them (decision 0043).
    expect(put.preferences).toEqual({ ...next, exactHours: [] });
    for (const override of [
      { preferredTopics: ['Physics'] },
      { availability: ['Sunday Night'] },
      { languages: ['Latin'] },
      { ageGroup: 'Adults' },
      { location: '' },
      { location: 'x'.repeat(101) },
    ]) {
      const res = await send(
        t,
        'PUT',
        '/api/volunteer-preferences',
        { ...next, ...override },
        {
          cookie: v.cookie,
        },
      );
      expect(res.status, JSON.stringify(override)).toBe(400);
    }
    const ngo = await signedInNgo(t);
    expect(
      (await send(t, 'GET', '/api/volunteer-preferences', undefined, { cookie: ngo.cookie }))
        .status,
    ).toBe(403);
    expect((await send(t, 'GET', '/api/volunteer-preferences')).status).toBe(401);
  });

  it('ranks a fitting registered NGO first among the best matches, with a reason', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Jharkhand Jyoti' });
    const id = await publishProfile(t, ngo.cookie, {
      topics: ['EVS'],
      teachingTimes: [{ day: 'Tuesday', start: '3:00 PM', end: '4:00 PM' }],
      languages: ['Bengali'],
      location: 'Jamshedpur',
      ageGroup: 'Teens',
    });
    const v = await signedInVolunteer(t, {
      location: 'Jamshedpur',
      availability: ['Tuesday Evening'],
      languages: ['Bengali'],
      ageGroup: 'Teens',
    });
    await send(
      t,
      'PUT',
      '/api/volunteer-preferences',
      {
        preferredTopics: ['EVS'],
        availability: ['Tuesday Evening'],
        languages: ['Bengali'],
        ageGroup: 'Teens',
        location: 'Jamshedpur',
      },
      { cookie: v.cookie },
    );
    const bestMatches = () => expectJson(api(t, { cookie: v.cookie }).matches.best.$get());
    const { matches } = await bestMatches();
    expect(matches.length).toBeLessThanOrEqual(10);
    expect(matches[0]).toMatchObject({
      id,
      sample: false,
      requestStatus: null,
      reason:
        'EVS in Jamshedpur · Tuesday 3:00 PM – 4:00 PM fits your Tuesday Evening (from 2:00 PM) · teaches in Bengali · works with teens · needs 4 more volunteers',
    });
    for (let i = 1; i < matches.length; i++)
      expect(matches[i - 1]!.score).toBeGreaterThanOrEqual(matches[i]!.score);
    await acceptCode(t, v.cookie);
    await pendingRequest(t, v.cookie, id);
    const again = await bestMatches();
    expect(again.matches[0]!.requestStatus).toBe('pending');
    expect((await send(t, 'GET', '/api/matches/best')).status).toBe(401);
  });

  it('says what is missing from the best matches of a volunteer without availability or languages', async () => {
    const v = await signedInVolunteer(t, { availability: [], languages: [] });
    const best = () => expectJson(api(t, { cookie: v.cookie }).matches.best.$get());
    const before = await best();
    expect(before.missing).toEqual(['availability', 'languages']);
    expect(before.matches.length).toBeGreaterThan(0);
    for (const m of before.matches) expect(m.reason).toContain('add your availability');

    const save = (availability: string[], languages: string[]) =>
      send(
        t,
        'PUT',
        '/api/volunteer-preferences',
        { availability, languages, ageGroup: 'Children', location: 'Ranchi' },
        { cookie: v.cookie },
      );
    expect((await save(['Saturday Morning'], [])).status).toBe(200);
    const timeOnly = await best();
    expect(timeOnly.missing).toEqual(['languages']);
    for (const m of timeOnly.matches) expect(m.reason).not.toContain('add your availability');
    expect((await save(['Saturday Morning'], ['Hindi'])).status).toBe(200);
    expect((await best()).missing).toEqual([]);
  });

  it('gives near-misses with what differs, for anyone', async () => {
    // Sample NGO #1 is Vidya Kendra in Delhi on Monday and Wednesday, teaching Maths and English.
    const { nearMisses } = await expectJson(
      api(t).matches['near-misses'].$get({
        query: matchingQuery({ topic: 'Maths', day: 'Sunday', location: 'Delhi' }),
      }),
    );
    expect(nearMisses.length).toBeGreaterThan(0);
    expect(nearMisses.length).toBeLessThanOrEqual(5);
    for (const miss of nearMisses) {
      expect(miss.differences.length).toBeGreaterThan(0);
      expect(miss.differences.length).toBeLessThan(3);
    }
    expect(nearMisses[0]!.differences).toEqual(['not on Sunday']);
    const one = await send(t, 'GET', '/api/matches/near-misses?location=Shimla');
    expect(await one.json()).toEqual({ nearMisses: [] });
    expect((await send(t, 'GET', '/api/matches/near-misses?day=Funday')).status).toBe(400);
  });

  it('downloads the volunteer schedule as weekly recurring events', async () => {
    const ngo = await signedInNgo(t, {
      ngoName: 'Ujala, Ranchi; Trust',
      contactPerson: 'Sita Devi',
    });
    const listing = await publishProfile(t, ngo.cookie);
    const v = await signedInVolunteer(t);
    await acceptCode(t, v.cookie);
    const empty = await send(t, 'GET', '/api/requests/schedule.ics', undefined, {
      cookie: v.cookie,
    });
    expect(empty.status).toBe(200);
    expect(parseIcs(await empty.text()).events).toEqual([]);
    const id = await pendingRequest(t, v.cookie, listing);
    expect(
      (
        await act(t, ngo.cookie, id, 'accept', {
          day: 'Sunday',
          timeSlot: '2:00 PM - 3:00 PM',
          topic: 'English',
        })
      ).status,
    ).toBe(200);
    const res = await send(t, 'GET', '/api/requests/schedule.ics', undefined, { cookie: v.cookie });
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(
      'attachment; filename="setu-schedule.ics"',
    );
    const { lines, events } = parseIcs(await res.text());
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.RRULE).toBe('FREQ=WEEKLY;BYDAY=SU');
    expect(event['DTSTART;TZID=Asia/Kolkata']).toMatch(/^\d{8}T140000$/);
    expect(event['DTEND;TZID=Asia/Kolkata']).toMatch(/^\d{8}T150000$/);
    const start = event['DTSTART;TZID=Asia/Kolkata']!;
    const date = new Date(Date.UTC(+start.slice(0, 4), +start.slice(4, 6) - 1, +start.slice(6, 8)));
    expect(date.getUTCDay()).toBe(0);
    expect(event.SUMMARY).toBe('English at Ujala\\, Ranchi\\; Trust');
    // The venue, now that the volunteer is accepted, and its map.
    expect(event.LOCATION).toBe('12 Station Road\\, Ranchi\\, Opposite the post office\\, Ranchi');
    expect(event.URL).toBe(PROFILE.mapLink);
    expect(event.DESCRIPTION).toContain('Sita Devi');
    expect(event.UID).toBe(`request-${id}@localhost`);
    expect(
      (await send(t, 'GET', '/api/requests/schedule.ics', undefined, { cookie: ngo.cookie }))
        .status,
    ).toBe(403);
    expect((await send(t, 'GET', '/api/requests/schedule.ics')).status).toBe(401);
  });
});
