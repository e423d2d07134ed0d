// The public impact figures (GET /api/impact): partnerships, answers and sessions placed at known
// moments give exact medians, shares and cohorts, per city and in total; a city with fewer than 5
// partnerships shows counts but no rates; the demo accounts and the sample listings count
// nowhere; sessions held by a substitute are counted apart. The answer is the hourly snapshot,
// cached like the other public reads, and names nobody.
import { eq, sql } from 'drizzle-orm';
import { connectionRequests } from '../../src/server/db/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import type { Db } from '../../src/server/db/client';
import { DEMO_EMAIL_DOMAIN } from '../../src/server/demo/demo-identity';
import { refreshImpact } from '../../src/server/impact/snapshot';
import { SWEEPS } from '../../src/server/jobs/sweeps';
import { startJobQueue } from '../../src/server/jobs/job-queue';
import { createMailDelivery } from '../../src/server/mail/outbox';
import { createLogger } from '../../src/server/logger';
import type { Impact, ImpactScope } from '../../src/shared/impact';
import { indiaIsoDate } from '../../src/shared/time';
import { DB_KINDS } from '../support/databases';
import {
  insertListing,
  insertRequest,
  signedInNgo,
  signedInVolunteer,
} from '../support/dashboards-factories';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';
import { ngoInput, volunteerInput } from '../support/factories';
import { api, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

async function readImpact(t: TestApp): Promise<Impact> {
  const res = await api(t).impact.$get();
  expect(res.status).toBe(200);
  return res.json();
}

describe.each(DB_KINDS)('public impact on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const people: string[] = [];
  let impact: Impact;
  let pune: ImpactScope;

  const account = async (role: 'volunteer' | 'ngo', demo = false) => {
    const n = people.length;
    const email = demo ? `demo-impact-${n}@${DEMO_EMAIL_DOMAIN}` : undefined;
    const uid =
      role === 'volunteer'
        ? await createVolunteerAccount(db, volunteerInput(email ? { email } : {}))
        : await createNgoAccount(db, ngoInput(email ? { email } : {}));
    people.push(uid);
    return uid;
  };

  /** A request sent at `sent`, answered `answerHours` later (if at all), ended at `ended`. */
  const partnership = async (
    volunteerUid: string,
    listingId: number,
    status: 'pending' | 'accepted' | 'declined' | 'ended',
    sent: Date,
    answerHours: number | null,
    ended: Date | null = null,
  ) => {
    const id = await insertRequest(db, { volunteerUid, listingId, status });
    const answered = answerHours === null ? null : new Date(sent.getTime() + answerHours * HOUR);
    await db.execute(sql`
      update connection_requests
      set created_at = ${sent.toISOString()}::timestamptz,
        answered_at = ${answered?.toISOString() ?? null}::timestamptz,
        ended_at = ${ended?.toISOString() ?? null}::timestamptz
      where id = ${id}`);
    return { id, answered: answered! };
  };

  const session = async (
    requestId: number,
    starts: Date,
    hours: number,
    outcome: 'held' | 'not_held' | 'unmarked' | 'volunteer' | 'holiday',
    coveredBy: string | null = null,
  ) => {
    const ends = new Date(starts.getTime() + hours * HOUR);
    const cancelled = outcome === 'volunteer' || outcome === 'holiday';
    const attendance = outcome === 'held' || outcome === 'not_held' ? outcome : null;
    await db.execute(sql`
      insert into teaching_sessions
        (request_id, occurrence, starts_at, ends_at, status, cancelled_by, attendance, covered_by)
      values (${requestId}, ${starts.toISOString()}::timestamptz, ${starts.toISOString()}::timestamptz,
        ${ends.toISOString()}::timestamptz, ${cancelled ? 'cancelled' : 'scheduled'},
        ${cancelled ? outcome : null}, ${attendance}, ${coveredBy})`);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.db;
    const [v1, v2, v3, v4, v5, v6, v7, v8] = await Promise.all(
      Array.from({ length: 8 }, () => account('volunteer')),
    );
    const [n1, n2, n3] = await Promise.all([account('ngo'), account('ngo'), account('ngo')]);
    const demoVolunteer = await account('volunteer', true);
    const demoNgo = await account('ngo', true);

    // Pune is one city however it is written.
    const punePlace = await insertListing(db, {
      name: 'Pune reads',
      ownerUid: n1,
      location: 'Pune',
    });
    const puneOther = await insertListing(db, {
      name: 'Pune evenings',
      ownerUid: n2,
      location: ' pune ',
    });
    const mumbai = await insertListing(db, {
      name: 'Mumbai maths',
      ownerUid: n3,
      location: 'Mumbai',
    });

    // Pune: six partnerships. Answers in 24, 2, 10, 4, 6 and 48 hours (median 8).
    const p1 = await partnership(v1!, punePlace, 'accepted', ago(200 * DAY), 24);
    const p2Sent = ago(150 * DAY);
    const p2 = await partnership(
      v2!,
      punePlace,
      'ended',
      p2Sent,
      2,
      new Date(p2Sent.getTime() + 2 * HOUR + 6 * WEEK),
    );
    // Two accepted at the same moment (one cohort): one lasts, one ends after 2 weeks.
    const p3 = await partnership(v3!, puneOther, 'accepted', ago(100 * DAY + 10 * HOUR), 10);
    await partnership(
      v4!,
      puneOther,
      'ended',
      ago(100 * DAY + 4 * HOUR),
      4,
      new Date(ago(100 * DAY).getTime() + 2 * WEEK),
    );
    const p5 = await partnership(v5!, punePlace, 'accepted', ago(10 * DAY), 6);
    await partnership(v6!, punePlace, 'declined', ago(50 * DAY), 48);
    await partnership(v7!, punePlace, 'pending', ago(5 * DAY), null);
    // Accepted before answers were dated, and paused by a suspension: counted as a partnership,
    // not as an active volunteer, and in no median or cohort.
    const paused = await partnership(v8!, punePlace, 'accepted', ago(30 * DAY), null);
    await db.execute(sql`
      insert into paused_partnerships (request_id, cause_uid) values (${paused.id}, ${v8!})`);

    // Sessions: first held 9, 7, 3 and 5 days after acceptance (median 6).
    await session(p1.id, new Date(p1.answered.getTime() + 9 * DAY), 1, 'held');
    await session(p1.id, new Date(p1.answered.getTime() + 16 * DAY), 1.5, 'held', v2!);
    await session(p1.id, new Date(p1.answered.getTime() + 23 * DAY), 1, 'not_held');
    await session(p1.id, new Date(p1.answered.getTime() + 30 * DAY), 1, 'volunteer');
    await session(p1.id, new Date(p1.answered.getTime() + 37 * DAY), 1, 'holiday');
    await session(p1.id, new Date(now.getTime() + 2 * DAY), 1, 'unmarked');
    await session(p2.id, new Date(p2.answered.getTime() + 7 * DAY), 1, 'held');
    await session(p3.id, new Date(p3.answered.getTime() + 3 * DAY), 2, 'held');
    await session(p3.id, ago(5 * DAY), 1, 'unmarked');
    await session(p5.id, new Date(p5.answered.getTime() + 5 * DAY), 1, 'held');

    // Mumbai: three partnerships (too few for rates), answered in 1 and 3 hours.
    const m1 = await partnership(v1!, mumbai, 'accepted', ago(60 * DAY), 1);
    const m2Sent = ago(40 * DAY);
    await partnership(v2!, mumbai, 'ended', m2Sent, 3, new Date(m2Sent.getTime() + WEEK));
    await session(m1.id, new Date(m1.answered.getTime() + 2 * DAY), 1, 'held');
    // Held by the vetting gate: a partnership, but its volunteer is not active.
    const held = await partnership(v6!, mumbai, 'accepted', ago(20 * DAY), null);
    await db.execute(sql`
      insert into partnership_gate_holds (request_id, reason, missing, held_at)
      values (${held.id}, 'expired', array['police_clearance']::text[], now())`);

    // Counted nowhere: the demo accounts, whatever they do, and a sample listing (no owner).
    const demoListing = await insertListing(db, {
      name: 'Demo school',
      ownerUid: demoNgo,
      location: 'Pune',
    });
    const sample = await insertListing(db, { name: 'Sample', location: 'Pune' });
    for (const [volunteer, listing] of [
      [demoVolunteer, punePlace],
      [v1!, demoListing],
      [v3!, sample],
    ] as const) {
      const fake = await partnership(volunteer, listing, 'accepted', ago(20 * DAY), 0.5);
      await session(fake.id, ago(3 * DAY), 3, 'held');
      await session(fake.id, ago(4 * DAY), 3, 'not_held');
    }

    await refreshImpact(db, now);
    impact = await readImpact(t);
    pune = impact.cities.find((c) => c.city === 'Pune')!;
  });
  afterAll(() => t.close());

  it('lists cities by partnerships, one city however its name is written', () => {
    expect(impact.cities.map((c) => [c.city, c.partnerships])).toEqual([
      ['Pune', 6],
      ['Mumbai', 3],
    ]);
    expect(impact.total.city).toBeNull();
    expect(impact.total.partnerships).toBe(9);
    expect(impact.computedAt).toBe(now.toISOString());
  });

  it('counts active volunteers and NGOs, sessions held and hours taught', () => {
    // Active: accepted, not paused and not held (v1, v3, v5 in Pune; v1 again in Mumbai).
    expect(pune.activity).toEqual({
      volunteers: 2 + 1,
      ngos: 2,
      sessionsHeld: 5,
      hoursTaught: 6.5,
    });
    expect(impact.cities[1]!.activity).toEqual({
      volunteers: 1,
      ngos: 1,
      sessionsHeld: 1,
      hoursTaught: 1,
    });
    expect(impact.total.activity).toEqual({
      volunteers: 3,
      ngos: 3,
      sessionsHeld: 6,
      hoursTaught: 7.5,
    });
  });

  it('gives the median answer time and the median days to the first session held', () => {
    expect(pune.rates!.medianAnswerHours).toBeCloseTo(8, 6);
    expect(pune.rates!.medianDaysToFirstSession).toBeCloseTo(6, 6);
    // With Mumbai's 1 and 3 hours: 1, 2, 3, 4, 6, 10, 24, 48 → 5; first sessions 2, 3, 5, 7, 9 → 5.
    expect(impact.total.rates!.medianAnswerHours).toBeCloseTo(5, 6);
    expect(impact.total.rates!.medianDaysToFirstSession).toBeCloseTo(5, 6);
  });

  it('shares sessions held, with those held by substitutes apart', () => {
    // Known outcomes: 5 held (1 by a substitute), 1 not held, 1 cancelled by the volunteer; a
    // holiday, a session to come and one not marked yet are not counted.
    expect(pune.rates!.sessions).toEqual({
      scheduled: 7,
      held: 5,
      bySubstitutes: 1,
      heldShare: 5 / 7,
      substituteShare: 1 / 7,
    });
    expect(impact.total.rates!.sessions).toMatchObject({ scheduled: 8, held: 6, bySubstitutes: 1 });
  });

  it('tells by monthly cohort how many partnerships lasted 4, 8 and 12 weeks', () => {
    const month = (d: Date) => indiaIsoDate(d).slice(0, 7);
    const cohorts = pune.rates!.cohorts;
    const p1Month = month(ago(199 * DAY));
    const p2Month = month(ago(150 * DAY - 2 * HOUR));
    const p3Month = month(ago(100 * DAY));
    const p5Month = month(ago(10 * DAY - 6 * HOUR));
    expect(cohorts.map((c) => c.month)).toEqual([p1Month, p2Month, p3Month, p5Month]);
    expect(cohorts.map((c) => [c.partnerships, ...c.lasting])).toEqual([
      [1, 1, 1, 1],
      // Ended after 6 weeks: lasted 4 weeks, not 8.
      [1, 1, 0, 0],
      // One of two ended after 2 weeks.
      [2, 0.5, 0.5, 0.5],
      // Accepted 10 days ago: too young to ask.
      [1, null, null, null],
    ]);
    const total = impact.total.rates!.cohorts.find((c) => c.month === p3Month)!;
    expect(total.partnerships).toBe(2);
  });

  it('shows no rates for a city with fewer than 5 partnerships', () => {
    expect(impact.cities[1]!.city).toBe('Mumbai');
    expect(impact.cities[1]!.rates).toBeNull();
  });

  it('names nobody', () => {
    const text = JSON.stringify(impact);
    for (const uid of people) expect(text).not.toContain(uid);
    expect(text).not.toContain('@');
    expect(text).not.toMatch(/Pune reads|Pune evenings|Mumbai maths|Demo school/);
  });

  it('is a cached public read that the next snapshot replaces', async () => {
    const first = await api(t).impact.$get();
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await api(t, { headers: { 'if-none-match': etag! } }).impact.$get();
    expect(again.status).toBe(304);

    const later = new Date(now.getTime() + HOUR);
    await refreshImpact(db, later);
    // The refresh announces the change; every instance drops its cached answer at commit.
    await vi.waitFor(async () => {
      expect((await readImpact(t)).computedAt).toBe(later.toISOString());
    });
  });
});

describe.each(DB_KINDS)('public impact of a fresh install on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('computes the figures when no snapshot exists yet, with no rates to show', async () => {
    const impact = await readImpact(t);
    expect(impact.total).toMatchObject({
      city: null,
      partnerships: 0,
      activity: { volunteers: 0, ngos: 0, sessionsHeld: 0, hoursTaught: 0 },
      rates: null,
    });
    // The seeded demo partnership is not one of Setu's.
    expect(impact.cities).toEqual([]);
    const [row] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from impact_snapshots`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row!.n).toBe(1);
  });
});

describe.each(DB_KINDS)('the hourly sweep on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('replaces the snapshot every hour, and at start', async () => {
    const sweep = SWEEPS.find((s) => s.queue === 'impact-snapshot')!;
    expect(sweep.cron).toBe('41 * * * *');
    expect(sweep.mails).toBe(false);
    const deps = { db: t.database.db, logger: createLogger('silent'), publicUrl: '', secret: '' };
    for (const when of ['2026-11-28T01:41:00.000Z', '2026-11-28T02:41:00.000Z']) {
      await sweep.run(deps, new Date(when));
      await vi.waitFor(async () => expect((await readImpact(t)).computedAt).toBe(when));
    }
  });

  it('runs at an instance start only when the snapshot is missing or over an hour old', async () => {
    const sweep = SWEEPS.find((s) => s.queue === 'impact-snapshot')!;
    const deps = { db: t.database.db, logger: createLogger('silent'), publicUrl: '', secret: '' };
    const computed = new Date('2026-11-28T03:41:00.000Z');
    await refreshImpact(t.database.db, computed);
    const after = (ms: number) => new Date(computed.getTime() + ms);
    expect(await sweep.neededAtStart!(deps, after(10 * 60_000))).toBe(false);
    expect(await sweep.neededAtStart!(deps, after(HOUR - 1))).toBe(false);
    expect(await sweep.neededAtStart!(deps, after(HOUR))).toBe(true);
    // A clock set back (or a snapshot from the future) is not trusted as fresh.
    expect(await sweep.neededAtStart!(deps, after(-60_000))).toBe(true);
  });

  it('keeps a fresh snapshot through a restart of the job queue, and replaces a stale one', async () => {
    const logger = createLogger('silent');
    const start = () =>
      startJobQueue({
        database: t.database,
        mail: createMailDelivery({ db: t.database.db, mailer: { send: async () => {} }, logger }),
        logger,
        publicUrl: TEST_ORIGIN,
        secret: 'impact-test-secret-of-enough-length',
      });
    const startJobsDone = async () => {
      const rows = (await t.database.db.execute(
        sql`select count(*)::int as n from pgboss.job
            where name = 'impact-snapshot' and state = 'completed'`,
      )) as unknown as { rows: { n: number }[] };
      return rows.rows[0]!.n;
    };
    const fresh = new Date(Date.now() - 10 * 60_000);
    await refreshImpact(t.database.db, fresh);
    let jobs = await start();
    try {
      await expect.poll(startJobsDone, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    } finally {
      await jobs.stop();
    }
    expect((await readImpact(t)).computedAt).toBe(fresh.toISOString());

    const stale = new Date(Date.now() - 2 * HOUR);
    await refreshImpact(t.database.db, stale);
    jobs = await start();
    try {
      await expect
        .poll(async () => (await readImpact(t)).computedAt, { timeout: 30_000 })
        .not.toBe(stale.toISOString());
    } finally {
      await jobs.stop();
    }
  }, 120_000);
});

describe.each(DB_KINDS)('the moments the figures measure from, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const moments = async (id: number) => {
    const [row] = await t.database.db
      .select({ answeredAt: connectionRequests.answeredAt, endedAt: connectionRequests.endedAt })
      .from(connectionRequests)
      .where(eq(connectionRequests.id, id));
    return row!;
  };

  it('dates the answer at accept or decline and the end at end, nothing at withdraw', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Impact Shiksha' });
    const listing = await publishProfile(t, ngo.cookie);
    const ask = async () => {
      const v = await signedInVolunteer(t);
      await acceptCode(t, v.cookie);
      return { v, id: await pendingRequest(t, v.cookie, listing) };
    };
    const accepted = await ask();
    expect(await moments(accepted.id)).toEqual({ answeredAt: null, endedAt: null });
    const before = Date.now();
    expect((await act(t, ngo.cookie, accepted.id, 'accept')).status).toBe(200);
    const afterAccept = await moments(accepted.id);
    expect(afterAccept.answeredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(afterAccept.endedAt).toBeNull();
    expect((await act(t, accepted.v.cookie, accepted.id, 'end')).status).toBe(200);
    const afterEnd = await moments(accepted.id);
    expect(afterEnd.answeredAt).toEqual(afterAccept.answeredAt);
    expect(afterEnd.endedAt!.getTime()).toBeGreaterThanOrEqual(afterAccept.answeredAt!.getTime());

    const declined = await ask();
    expect((await act(t, ngo.cookie, declined.id, 'decline')).status).toBe(200);
    expect((await moments(declined.id)).answeredAt).not.toBeNull();

    const withdrawn = await ask();
    expect((await act(t, withdrawn.v.cookie, withdrawn.id, 'withdraw')).status).toBe(200);
    expect(await moments(withdrawn.id)).toEqual({ answeredAt: null, endedAt: null });
  });
});
