// The own-data export holds the teaching record: every session of a person's partnerships with
// its attendance, the hours the held ones count, and the certificates issued; for the volunteer
// and for the NGO. Its file name is India's date.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachingSessions } from '../../src/server/db/schema';
import { indiaIsoDate } from '../../src/shared/time';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

interface Record {
  hours: number;
  heldSessions: number;
  sessions: {
    id: number;
    partnershipId: number;
    ngoName?: string;
    volunteerName?: string;
    topic: string;
    startsAt: string;
    status: string;
    attendance: string | null;
    cancelReason: string | null;
  }[];
  certificates: { code: string; hours: number; sessions: number; partnershipId: number }[];
}

describe.each(DB_KINDS)('the teaching record in the own-data export on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  const exportOf = async (cookie: string) => {
    const res = await send(t, 'GET', '/api/accounts/me/export', undefined, { cookie });
    expect(res.status).toBe(200);
    return { res, body: (await res.json()) as { teachingRecord: Record } };
  };

  it('lists sessions with attendance, held hours and certificates, for both sides', async () => {
    const ngo = await signedInNgo(t, { ngoName: 'Record Shiksha' });
    const listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 3 });
    const v = await signedInVolunteer(t, { fullName: 'Ritu Record' });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    // Saturday 11:00 AM - 12:00 PM, Maths (the fixtures' SESSION): one hour each.
    expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
    const before = await exportOf(v.cookie);
    expect(before.body.teachingRecord).toMatchObject({
      hours: 0,
      heldSessions: 0,
      certificates: [],
    });
    const rows = await t.database.db
      .select()
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(teachingSessions.startsAt);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(before.body.teachingRecord.sessions.map((s) => s.id)).toEqual(rows.map((r) => r.id));

    // Two past sessions held, one past not held.
    const marks = ['held', 'held', 'not_held'] as const;
    for (const [i, row] of rows.slice(0, 3).entries()) {
      const back = (4 - i) * 7 * 86_400_000;
      await t.database.db
        .update(teachingSessions)
        .set({
          startsAt: new Date(row.startsAt.getTime() - back),
          endsAt: new Date(row.endsAt.getTime() - back),
          attendance: marks[i],
        })
        .where(eq(teachingSessions.id, row.id));
    }
    const issued = await send(t, 'POST', '/api/certificates', { requestId }, { cookie: v.cookie });
    expect(issued.status, await issued.clone().text()).toBe(201);
    const { code } = (await issued.json()) as { code: string };

    const mine = (await exportOf(v.cookie)).body.teachingRecord;
    expect(mine.hours).toBe(2);
    expect(mine.heldSessions).toBe(2);
    expect(mine.sessions).toHaveLength(rows.length);
    expect(mine.sessions.filter((s) => s.attendance === 'held')).toHaveLength(2);
    expect(mine.sessions.filter((s) => s.attendance === 'not_held')).toHaveLength(1);
    expect(mine.sessions[0]).toMatchObject({
      partnershipId: requestId,
      ngoName: 'Record Shiksha',
      topic: 'Maths',
      status: 'scheduled',
    });
    expect(mine.sessions[0]).not.toHaveProperty('volunteerName');
    expect(mine.certificates).toEqual([
      expect.objectContaining({ code, hours: 2, sessions: 2, partnershipId: requestId }),
    ]);

    const theirs = (await exportOf(ngo.cookie)).body.teachingRecord;
    expect(theirs).toMatchObject({ hours: 2, heldSessions: 2 });
    expect(theirs.sessions).toHaveLength(rows.length);
    expect(theirs.sessions[0]).toMatchObject({ volunteerName: 'Ritu Record' });
    expect(theirs.sessions[0]).not.toHaveProperty('ngoName');
    expect(theirs.certificates.map((c) => c.code)).toEqual([code]);

    // Someone else's export holds none of it.
    const other = await signedInVolunteer(t);
    expect((await exportOf(other.cookie)).body.teachingRecord).toEqual({
      hours: 0,
      heldSessions: 0,
      sessions: [],
      certificates: [],
    });
  }, 120_000);

  it('names the file with India’s date', async () => {
    const v = await signedInVolunteer(t);
    const { res } = await exportOf(v.cookie);
    // The date is taken as the answer is made: either side of a midnight in India during the call.
    const names = [new Date(Date.now() - 60_000), new Date()].map(
      (d) => `attachment; filename="setu-data-${indiaIsoDate(d)}.json"`,
    );
    expect(names).toContain(res.headers.get('content-disposition'));
  }, 60_000);
});
