// The operators' metrics: known accounts, requests and reports placed at controlled
// times (India's weeks, Monday 00:00 IST) give exact weekly numbers, the acceptance rate, the
// median time to answer, active partnerships by city and open reports; nobody but an operator
// reads them. The demo accounts' sign-ups, requests, partnerships and reports are left out.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import type { Db } from '../../src/server/db/client';
import { DEMO_EMAIL_DOMAIN } from '../../src/server/demo/demo-identity';
import { METRICS_WEEKS, type Metrics } from '../../src/shared/metrics';
import { DB_KINDS } from '../support/databases';
import { insertListing, insertRequest, signIn } from '../support/dashboards-factories';
import { createOperator, signInOperator, type Send } from '../support/operators';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { ngoInput, volunteerInput } from '../support/factories';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const IST_OFFSET = 5.5 * HOUR;

/** Monday 00:00 IST of the week `weeksAgo` weeks before the current one, as an instant. */
function mondayIst(weeksAgo: number, now = Date.now()): number {
  const local = new Date(now + IST_OFFSET);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return monday - sinceMonday * DAY - weeksAgo * 7 * DAY - IST_OFFSET;
}

/** An instant `days` and `hours` into the IST week `weeksAgo` weeks back. */
const at = (weeksAgo: number, days: number, hours = 0) =>
  new Date(mondayIst(weeksAgo) + days * DAY + hours * HOUR);

/** The 'YYYY-MM-DD' of that week's Monday in India. */
const weekLabel = (weeksAgo: number) =>
  new Date(mondayIst(weeksAgo) + IST_OFFSET).toISOString().slice(0, 10);

async function createdAt(db: Db, uid: string, when: Date) {
  await db.execute(
    sql`update "user" set created_at = ${when.toISOString()}::timestamptz where id = ${uid}`,
  );
}

describe.each(DB_KINDS)('operator metrics on %s', (kind) => {
  let t: TestApp;
  let call: Send;
  let ip = 0;
  let operatorCookie: string;
  let volunteerEmail: string;
  let ngoEmail: string;
  let metrics: Metrics;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    call = (method, path, body, cookie) =>
      send(t, method, path, body, { cookie, ip: `198.51.100.${(ip++ % 250) + 1}` });

    const volunteer = async (when: Date, demo = false) => {
      const input = volunteerInput(demo ? { email: `demo-${ip++}@${DEMO_EMAIL_DOMAIN}` } : {});
      const uid = await createVolunteerAccount(db, input);
      await createdAt(db, uid, when);
      return { uid, email: input.email };
    };
    const ngo = async (when: Date | null, demo = false) => {
      const input = ngoInput(demo ? { email: `demo-ngo-${ip++}@${DEMO_EMAIL_DOMAIN}` } : {});
      const uid = await createNgoAccount(db, input);
      if (when) await createdAt(db, uid, when);
      return { uid, email: input.email };
    };

    // Sign-ups. Week 3 back: two volunteers, two NGOs (one at Sunday 23:30 IST, the end of the
    // week). Week 2: one NGO at Monday 00:30 IST (still Sunday in UTC). Week 1: one volunteer.
    // This week: one NGO and the operator (no profile, no role). Twelve weeks back: outside.
    const v1 = await volunteer(at(3, 1, 10));
    const v2 = await volunteer(at(3, 1, 11));
    const v3 = await volunteer(at(1, 2));
    const vOld = await volunteer(at(12, 1));
    const n1 = await ngo(at(3, 0, 9));
    await ngo(new Date(mondayIst(2) - 0.5 * HOUR));
    const n2 = await ngo(new Date(mondayIst(2) + 0.5 * HOUR));
    const n3 = await ngo(null);
    volunteerEmail = v1.email;
    ngoEmail = n1.email;

    const pune = await insertListing(db, {
      name: 'Pune learning',
      ownerUid: n1.uid,
      location: 'Pune',
    });
    const punePlain = await insertListing(db, {
      name: 'Pune evenings',
      ownerUid: n2.uid,
      location: ' pune ',
    });
    const mumbai = await insertListing(db, {
      name: 'Mumbai reads',
      ownerUid: n3.uid,
      location: 'Mumbai',
    });

    const request = async (
      volunteerUid: string,
      listingId: number,
      status: 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'ended',
      sent: Date,
      changed: Date = sent,
    ) => {
      const id = await insertRequest(db, { volunteerUid, listingId, status });
      await db.execute(sql`
        update connection_requests
        set created_at = ${sent.toISOString()}::timestamptz,
          updated_at = ${changed.toISOString()}::timestamptz
        where id = ${id}`);
      return id;
    };
    // Answered in the window (accepted or declined): 2 h, 192 h, 6 h, 10 h, 4 h → median 6 h.
    await request(v1.uid, pune, 'accepted', at(3, 1, 10), at(3, 1, 12));
    await request(v2.uid, pune, 'declined', at(3, 2, 10), at(2, 3, 10));
    await request(v3.uid, pune, 'pending', at(1, 0, 8));
    await request(v1.uid, mumbai, 'accepted', at(2, 0, 10), at(2, 0, 16));
    await request(v2.uid, mumbai, 'withdrawn', at(1, 1, 8), at(1, 1, 9));
    await request(v3.uid, punePlain, 'accepted', at(1, 1, 0), at(1, 1, 10));
    // Ended this week: accepted in the week it changed, no answer time (not in the median).
    await request(v3.uid, mumbai, 'ended', at(2, 4), at(0, 0, 1));
    // Accepted, then paused by a suspension: not an active partnership.
    const paused = await request(v2.uid, punePlain, 'accepted', at(1, 2, 9), at(1, 2, 13));
    await db.execute(sql`
      insert into paused_partnerships (request_id, cause_uid) values (${paused}, ${n2.uid})`);
    // Thirteen weeks back, answered in an hour: outside the window, and out of the median.
    await request(vOld.uid, pune, 'declined', at(13, 1), at(13, 1, 1));
    // Accepted long ago, then held by the vetting gate (a check expired): not an active
    // partnership either (docs/decisions/0041-vetting-gate.md).
    const held = await request(vOld.uid, mumbai, 'accepted', at(13, 2), at(13, 2, 1));
    await db.execute(sql`
      insert into partnership_gate_holds (request_id, reason, missing, held_at)
      values (${held}, 'expired', array['police_clearance']::text[], now())`);

    // The demo accounts: counted nowhere, whatever they do.
    const demoVolunteer = await volunteer(at(3, 1, 10), true);
    const demoNgo = await ngo(at(1, 2), true);
    const demoListing = await insertListing(db, {
      name: 'Demo school',
      ownerUid: demoNgo.uid,
      location: 'Pune',
    });
    await request(demoVolunteer.uid, pune, 'accepted', at(3, 1, 10), at(3, 1, 11));
    await request(v1.uid, demoListing, 'accepted', at(1, 2, 10), at(1, 2, 11));
    await request(demoVolunteer.uid, demoListing, 'declined', at(2, 1, 10), at(2, 1, 11));
    await db.execute(sql`
      insert into reports (target_kind, target_id, category, status, reporter_uid)
      values ('listing', ${String(pune)}, 'harassment', 'open', ${demoVolunteer.uid})`);
    await db.execute(sql`
      insert into reports (target_kind, target_id, category, status, subject_uid)
      values ('listing', ${String(demoListing)}, 'other', 'open', ${demoNgo.uid})`);

    for (const [category, status] of [
      ['harassment', 'open'],
      ['harassment', 'investigating'],
      ['child-safety', 'open'],
      ['other', 'resolved'],
    ] as const) {
      await db.execute(sql`
        insert into reports (target_kind, target_id, category, status)
        values ('listing', ${String(pune)}, ${category}, ${status})`);
    }

    const operator = await createOperator(db);
    operatorCookie = (await signInOperator(call, operator)).cookie;
    const res = await call('GET', '/api/operator/metrics', undefined, operatorCookie);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    metrics = (await res.json()) as Metrics;
  });
  afterAll(() => t.close());

  it('counts sign-ups per India week by role, the current week last', () => {
    expect(metrics.signups).toHaveLength(METRICS_WEEKS);
    expect(metrics.signups.map((w) => w.week)).toEqual(
      Array.from({ length: METRICS_WEEKS }, (_, i) => weekLabel(METRICS_WEEKS - 1 - i)),
    );
    const byWeek = (weeksAgo: number) => metrics.signups[METRICS_WEEKS - 1 - weeksAgo];
    expect(byWeek(3)).toEqual({ week: weekLabel(3), volunteers: 2, ngos: 2 });
    expect(byWeek(2)).toEqual({ week: weekLabel(2), volunteers: 0, ngos: 1 });
    expect(byWeek(1)).toEqual({ week: weekLabel(1), volunteers: 1, ngos: 0 });
    expect(byWeek(0)).toEqual({ week: weekLabel(0), volunteers: 0, ngos: 1 });
    const total = metrics.signups.reduce((s, w) => s + w.volunteers + w.ngos, 0);
    expect(total).toBe(7);
  });

  it('counts requests sent, accepted and declined per week', () => {
    const byWeek = (weeksAgo: number) => metrics.requests[METRICS_WEEKS - 1 - weeksAgo];
    expect(metrics.requests).toHaveLength(METRICS_WEEKS);
    expect(byWeek(3)).toEqual({ week: weekLabel(3), sent: 2, accepted: 1, declined: 0 });
    expect(byWeek(2)).toEqual({ week: weekLabel(2), sent: 2, accepted: 1, declined: 1 });
    expect(byWeek(1)).toEqual({ week: weekLabel(1), sent: 4, accepted: 2, declined: 0 });
    expect(byWeek(0)).toEqual({ week: weekLabel(0), sent: 0, accepted: 1, declined: 0 });
    expect(
      metrics.requests
        .slice(0, METRICS_WEEKS - 4)
        .every((w) => w.sent + w.accepted + w.declined === 0),
    ).toBe(true);
  });

  it('gives the acceptance rate and the median time to answer', () => {
    expect(metrics.acceptance).toEqual({ accepted: 5, declined: 1, rate: 5 / 6 });
    expect(metrics.medianAnswerSeconds).toBe(6 * 3600);
  });

  it('counts active partnerships by city, whatever the case of its name', () => {
    expect(metrics.partnershipsByCity).toEqual([
      { city: 'Pune', partnerships: 2 },
      { city: 'Mumbai', partnerships: 1 },
    ]);
    expect(metrics.otherCities).toBe(0);
  });

  it('counts reports not resolved, by category', () => {
    expect(metrics.openReports).toEqual({
      total: 3,
      byCategory: [
        { category: 'harassment', count: 2 },
        { category: 'child-safety', count: 1 },
      ],
    });
  });

  it('answers 404 to visitors, volunteers and NGOs', async () => {
    expect((await call('GET', '/api/operator/metrics', undefined)).status).toBe(404);
    const volunteer = await signIn(t, 'Volunteer', volunteerEmail);
    expect((await call('GET', '/api/operator/metrics', undefined, volunteer)).status).toBe(404);
    const ngo = await signIn(t, 'NGO', ngoEmail);
    expect((await call('GET', '/api/operator/metrics', undefined, ngo)).status).toBe(404);
  });
});
