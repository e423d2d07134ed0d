// An account deleted (POST /api/accounts/me/delete) while another change of its rows is on its
// way, round after round, the change starting from a little before to a little after the
// deletion's transaction: each goes first or second, never a 500. The deletion answers 200 (or
// 401 after a suspension that ended its session first, which keeps the account); the change its
// success, or 401 (log in) when it found the account gone, or an operator's 404 for an account
// that is no more; nothing of a deleted account is left. The lock order that makes it so is in
// src/server/accounts/hold-account.ts (docs/decisions/0004-request-state-machine.md). On
// PostgreSQL the two really run at once; on PGlite transactions take turns, so fewer rounds.
import { setTimeout as pause } from 'node:timers/promises';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSuspensions,
  auditReasons,
  cityWatches,
  courseAttempts,
  ngoCalendarEntries,
  ngoCalendars,
  ngoListings,
  ngoNeeds,
  ngos,
  ngoVerifications,
  reports,
  smsConsents,
  substituteOptIns,
  user,
  volunteerHours,
  volunteers,
} from '../../src/server/db/schema';
import { DB_KINDS } from '../support/databases';
import {
  insertListing,
  insertRequest,
  signedInNgo,
  signedInVolunteer,
} from '../support/dashboards-factories';
import { nextIp, TEST_PASSWORD } from '../support/factories';
import { VERIFICATION_DETAILS } from '../support/ngo-verification';
import { createOperator, signInOperator } from '../support/operators';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, PROFILE, publishProfile } from './requests-fixtures';
import { indiaIsoDate } from '../../src/shared/time';

/** The account of one round, and what its change acts on (a report's id). */
interface Account {
  uid: string;
  cookie: string;
  ref?: number;
  /** Another account's cookie, for a change of theirs that meets this account's rows. */
  other?: string;
}

interface Race {
  make: () => Promise<Account>;
  write: (a: Account) => Promise<Response>;
  /** The change's answer when it goes first, then when it finds the account gone. */
  answers: [first: number, ...second: number[]];
  /** The account's rows in the tables the change writes. */
  rows: (uid: string) => [PgTable, SQL][];
  /**
   * A change that ends the account's sessions (a suspension): when it is done before the deletion
   * is asked, the deletion is refused as signed out (401) and the account stays, as the change
   * left it. With the password check as fast as a kept argon2id answer
   * (tests/support/kept-passwords.ts), the earliest offsets start the change that early.
   */
  endsSessions?: true;
}

const LOG_IN = [401];
const GONE = [404];

describe.each(DB_KINDS)('changes racing an account deletion on %s', (kind) => {
  const ROUNDS = kind === 'postgres' ? 10 : 2;
  /** Where the change starts, in ms, from the start of the deletion's transaction. */
  const OFFSETS = Array.from({ length: ROUNDS }, (_, i) =>
    Math.round(-20 + (50 * i) / (ROUNDS - 1)),
  );
  let t: TestApp;
  let op: string;
  /** How long the deletion takes before its transaction (the password check, mostly). */
  let lead = 0;
  /** A volunteer whose pending requests give an NGO's deletion something to close. */
  let asker = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    const operator = await createOperator(t.database.db);
    op = (
      await signInOperator(
        (method, path, body, cookie) => send(t, method, path, body, { cookie, ip: nextIp() }),
        operator,
      )
    ).cookie;
    asker = (await signedInVolunteer(t)).uid;
    // A wrong password does what the deletion does before its transaction, and deletes nothing.
    const probe = await volunteer();
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      expect((await deletion(probe, 'not-the-password')).status).toBe(400);
      times.push(performance.now() - start);
    }
    lead = times.sort((a, b) => a - b)[1]!;
  }, 180_000);
  afterAll(() => t.close());

  const as = (a: Account, method: string, path: string, body?: unknown) =>
    send(t, method, path, body, { cookie: a.cookie, ip: nextIp() });
  const operator = (path: string, body: unknown) =>
    send(t, 'POST', path, body, { cookie: op, ip: nextIp() });
  function deletion(a: Account, password = TEST_PASSWORD) {
    return as(a, 'POST', '/api/accounts/me/delete', { password });
  }
  /**
   * A signed-in account that has used Setu before the race: its session and role are in this
   * instance's memory, as they are for anyone who opened a page before saving on it.
   */
  async function used<A extends Account>(a: A, page: string): Promise<A> {
    expect((await as(a, 'GET', page)).status).toBe(200);
    return a;
  }
  async function volunteer() {
    return used(await signedInVolunteer(t, {}, { vetted: false }), '/api/volunteer-preferences');
  }
  const ngo = async () => used(await signedInNgo(t), '/api/ngo/dashboard');
  /** An NGO with a listing and a pending request on it, for its deletion to lock and close. */
  async function ngoWithRequest(): Promise<Account> {
    const n = await ngo();
    const listingId = await insertListing(t.database.db, {
      name: 'Racing Vidyalaya',
      ownerUid: n.uid,
      published: true,
    });
    await insertRequest(t.database.db, { volunteerUid: asker, listingId, status: 'pending' });
    return { ...n, ref: listingId };
  }

  async function rowsOf(table: PgTable, where: SQL): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
    return Number(row?.n ?? 0);
  }

  /**
   * Fires the deletion and the change on a fresh account each round, the change's start moving
   * from 20 ms before the deletion's transaction to 30 ms after it; answers what went wrong.
   */
  async function race(r: Race): Promise<string[]> {
    const accounts: Account[] = [];
    // Two at a time: their password hashes run side by side on the thread pool.
    for (let i = 0; i < ROUNDS; i += 2) {
      accounts.push(...(await Promise.all([r.make(), r.make()])).slice(0, ROUNDS - i));
    }
    const wrong: string[] = [];
    const went = { first: 0, second: 0 };
    for (const [round, a] of accounts.entries()) {
      const at = lead + OFFSETS[round]!;
      const [written, deleted] = await Promise.all([
        pause(Math.max(0, at)).then(() => r.write(a)),
        pause(Math.max(0, -at)).then(() => deletion(a)),
      ]);
      const said = `${OFFSETS[round]} ms: change ${written.status} ${await written.text()}, deletion ${deleted.status}`;
      went[written.status === r.answers[0] ? 'first' : 'second']++;
      if (r.endsSessions && written.status === r.answers[0] && deleted.status === 401) {
        const kept = [await rowsOf(user, eq(user.id, a.uid))];
        for (const [table, where] of r.rows(a.uid)) kept.push(await rowsOf(table, where));
        if (kept.some((n) => n === 0)) wrong.push(`${said}: rows kept ${kept.join()}`);
        continue;
      }
      if (deleted.status !== 200 || !r.answers.includes(written.status)) wrong.push(said);
      const left = [
        await rowsOf(user, eq(user.id, a.uid)),
        await rowsOf(volunteers, eq(volunteers.userId, a.uid)),
        await rowsOf(ngos, eq(ngos.uid, a.uid)),
      ];
      for (const [table, where] of r.rows(a.uid)) left.push(await rowsOf(table, where));
      if (left.some((n) => n > 0)) wrong.push(`${OFFSETS[round]} ms: rows left ${left.join()}`);
    }
    if (process.env.SHOW_RACE) console.log(kind, went);
    return wrong;
  }

  it("a volunteer's SMS settings (PUT /api/sms/settings, a first yes)", async () => {
    const wrong = await race({
      make: volunteer,
      write: (a) => as(a, 'PUT', '/api/sms/settings', { phone: '9876543210', consent: true }),
      answers: [200, ...LOG_IN],
      rows: (uid) => [[smsConsents, eq(smsConsents.userId, uid)]],
    });
    expect(wrong).toEqual([]);
  });

  it('exact hours (PUT /api/volunteer-preferences)', async () => {
    const preferences = {
      availability: ['Saturday Morning'],
      languages: ['Hindi'],
      ageGroup: 'Children',
      location: 'Ranchi',
      exactHours: [{ day: 'Saturday', start: '9:00 AM', end: '11:00 AM' }],
    };
    const wrong = await race({
      make: volunteer,
      write: (a) => as(a, 'PUT', '/api/volunteer-preferences', preferences),
      answers: [200, ...LOG_IN],
      rows: (uid) => [[volunteerHours, eq(volunteerHours.volunteerUid, uid)]],
    });
    expect(wrong).toEqual([]);
  });

  it('a city watch (POST /api/city-watch)', async () => {
    const wrong = await race({
      make: volunteer,
      write: (a) => as(a, 'POST', '/api/city-watch'),
      answers: [200, ...LOG_IN],
      rows: (uid) => [[cityWatches, eq(cityWatches.volunteerUid, uid)]],
    });
    expect(wrong).toEqual([]);
  });

  it('a quiz attempt (POST /api/safeguarding-course/attempts)', async () => {
    const wrong = await race({
      make: volunteer,
      write: (a) => as(a, 'POST', '/api/safeguarding-course/attempts'),
      answers: [200, ...LOG_IN],
      rows: (uid) => [[courseAttempts, eq(courseAttempts.volunteerUid, uid)]],
    });
    expect(wrong).toEqual([]);
  });

  it('a holiday (POST /api/ngo/terms/entries)', async () => {
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const wrong = await race({
      make: ngoWithRequest,
      write: (a) =>
        as(a, 'POST', '/api/ngo/terms/entries', { kind: 'holiday', startsOn: day, name: 'Diwali' }),
      answers: [201, ...LOG_IN],
      rows: (uid) => [
        [ngoCalendars, eq(ngoCalendars.ngoUid, uid)],
        [ngoCalendarEntries, eq(ngoCalendarEntries.ngoUid, uid)],
      ],
    });
    expect(wrong).toEqual([]);
  });

  it('always look for cover (PUT /api/substitutes/ngo/always)', async () => {
    const wrong = await race({
      make: ngo,
      write: (a) => as(a, 'PUT', '/api/substitutes/ngo/always', { always: true }),
      answers: [200, ...LOG_IN],
      rows: (uid) => [[substituteOptIns, eq(substituteOptIns.ngoUid, uid)]],
    });
    expect(wrong).toEqual([]);
  });

  it("an NGO's first profile (PUT /api/ngo-profile)", async () => {
    const wrong = await race({
      make: ngo,
      write: (a) => as(a, 'PUT', '/api/ngo-profile', PROFILE),
      answers: [200, ...LOG_IN],
      rows: (uid) => [[ngoListings, eq(ngoListings.ownerUid, uid)]],
    });
    expect(wrong).toEqual([]);
  });

  it('a need (POST /api/ngo/needs)', async () => {
    const wrong = await race({
      make: ngo,
      write: (a) => as(a, 'POST', '/api/ngo/needs', { label: 'Science books' }),
      answers: [201, ...LOG_IN],
      rows: (uid) => [[ngoNeeds, eq(ngoNeeds.ngoUid, uid)]],
    });
    expect(wrong).toEqual([]);
  });

  it('a report the volunteer files (POST /api/reports)', async () => {
    const owner = await signedInNgo(t);
    const listingId = await insertListing(t.database.db, {
      name: 'Reported Vidyalaya',
      ownerUid: owner.uid,
      published: true,
    });
    const wrong = await race({
      make: volunteer,
      write: (a) =>
        as(a, 'POST', '/api/reports', {
          targetKind: 'listing',
          targetId: String(listingId),
          category: 'misleading-listing',
          details: 'The address is wrong.',
        }),
      answers: [201, ...LOG_IN],
      rows: (uid) => [[reports, eq(reports.reporterUid, uid)]],
    });
    expect(wrong).toEqual([]);
  });

  it("a volunteer's break in a partnership with the NGO being deleted (POST /api/breaks/partnerships/:id)", async () => {
    const wrong = await race({
      make: async () => {
        const n = await ngo();
        const listing = await publishProfile(t, n.cookie);
        const v = await signedInVolunteer(t);
        await acceptCode(t, v.cookie);
        const requestId = await pendingRequest(t, v.cookie, listing);
        expect((await act(t, n.cookie, requestId, 'accept')).status).toBe(200);
        return { ...n, ref: requestId, other: v.cookie };
      },
      write: (a) =>
        send(
          t,
          'POST',
          `/api/breaks/partnerships/${a.ref}`,
          {
            startsOn: indiaIsoDate(new Date(Date.now() + 7 * 86_400_000)),
            weeks: 1,
            reason: 'Exams',
          },
          { cookie: a.other, ip: nextIp() },
        ),
      // Once the NGO is gone, so is the partnership.
      answers: [201, 404],
      rows: (uid) => [
        [ngoListings, eq(ngoListings.ownerUid, uid)],
        [ngoCalendars, eq(ngoCalendars.ngoUid, uid)],
      ],
    });
    expect(wrong).toEqual([]);
  });

  // An operator's changes: the account's 404 once it is gone.
  it('a suspension (POST /api/operator/accounts/:uid/suspend)', async () => {
    const wrong = await race({
      make: ngoWithRequest,
      write: (a) =>
        operator(`/api/operator/accounts/${a.uid}/suspend`, { reason: 'Concern raised.' }),
      answers: [200, ...GONE],
      rows: (uid) => [
        [accountSuspensions, eq(accountSuspensions.userId, uid)],
        [auditReasons, eq(auditReasons.subjectUid, uid)],
      ],
      endsSessions: true,
    });
    expect(wrong).toEqual([]);
  });

  it("a revocation of the NGO's verification (POST /api/operator/ngos/:uid/revoke)", async () => {
    const wrong = await race({
      make: ngo,
      write: (a) => operator(`/api/operator/ngos/${a.uid}/revoke`, { reason: 'Lapsed.' }),
      answers: [200, ...GONE],
      rows: (uid) => [
        [ngoVerifications, eq(ngoVerifications.ngoUid, uid)],
        [auditReasons, eq(auditReasons.subjectUid, uid)],
      ],
    });
    expect(wrong).toEqual([]);
  });

  it('a rejection of the details (POST /api/operator/ngos/:uid/reject)', async () => {
    const wrong = await race({
      make: async () => {
        const n = await used(await signedInNgo(t, {}, { verified: false }), '/api/ngo/dashboard');
        const sent = await as(n, 'PUT', '/api/ngo/verification', VERIFICATION_DETAILS);
        expect(sent.status, await sent.clone().text()).toBe(200);
        return n;
      },
      write: (a) => operator(`/api/operator/ngos/${a.uid}/reject`, { reason: 'No such number.' }),
      answers: [200, ...GONE],
      rows: (uid) => [
        [ngoVerifications, eq(ngoVerifications.ngoUid, uid)],
        [auditReasons, eq(auditReasons.subjectUid, uid)],
      ],
    });
    expect(wrong).toEqual([]);
  });

  it('a report on the NGO moved on (POST /api/operator/reports/:id/status)', async () => {
    const wrong = await race({
      make: async () => {
        const n = await ngoWithRequest();
        const [report] = await t.database.db
          .insert(reports)
          .values({
            reporterUid: asker,
            targetKind: 'listing',
            targetId: String(n.ref),
            subjectUid: n.uid,
            category: 'misleading-listing',
            details: 'Wrong address.',
          })
          .returning({ id: reports.id });
        return { ...n, ref: report!.id };
      },
      write: (a) =>
        operator(`/api/operator/reports/${a.ref}/status`, {
          status: 'investigating',
          note: 'Looking into it.',
        }),
      // The report stays, without its subject, whichever went first.
      answers: [200],
      rows: (uid) => [
        [reports, eq(reports.subjectUid, uid)],
        [auditReasons, eq(auditReasons.subjectUid, uid)],
      ],
    });
    expect(wrong).toEqual([]);
  });
});
