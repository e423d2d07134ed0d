// Cover for a cancelled session with real server processes on one PostgreSQL and a real SMTP
// server (docs/decisions/0042-substitutes.md): two instances starting together both run the
// substitute-search sweep (each server sweeps at start, src/server/jobs/job-queue.ts), and the
// wave that is due goes out once, each offer mailed once; then every volunteer asked accepts at
// the same moment, through one instance or the other, and exactly one of them wins.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/server/db/client';
import { substituteOffers, teachingSessions } from '../../src/server/db/schema';
import { coverSession, startSearch } from '../../src/server/substitutes/search';
import { freeSlotsNeeded, SUBSTITUTE_MESSAGES, WAVE_SIZE } from '../../src/shared/substitutes';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { insertListing, insertRequest } from '../support/dashboards-factories';
import { startServer, type E2EServer } from '../support/e2e-server';
import { ngoInput, volunteerInput } from '../support/factories';
import { readyNgo, readyVolunteer, volunteerCancelsSessionAhead } from '../support/prepared-server';
import { AUTH_SECRET_FOR_TESTS, post, smtpRecorder } from './support';

const HOUR = 3_600_000;
/** Two waves' worth: the first sent 3 hours ago, the second due now. */
const ASKED = WAVE_SIZE + 3;

describe.runIf(TEST_DATABASE_URL)('cover with two real servers on one PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  let smtp: Awaited<ReturnType<typeof smtpRecorder>>;
  let env: Record<string, string>;
  const running: E2EServer[] = [];

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openPostgres(created.url, 3);
    await database.migrate();
    smtp = await smtpRecorder();
    // The sweep's line is at info level.
    env = {
      DATABASE_URL: created.url,
      AUTH_SECRET: AUTH_SECRET_FOR_TESTS,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all(running.map((s) => s.kill().catch(() => {})));
    await smtp?.close();
    await database?.close();
    await drop();
  });

  /**
   * A Saturday class in Pune whose volunteer cancelled a session days ahead; the NGO asked for
   * cover 3 hours ago, so the first wave is out and the second is due. ASKED volunteers fit.
   */
  async function searchDue() {
    const db = database.db;
    const ngo = ngoInput();
    const ngoUid = await readyNgo(db, ngo);
    const listing = await insertListing(db, {
      name: ngo.ngoName,
      ownerUid: ngoUid,
      location: 'Pune',
      languages: ['Hindi'],
    });
    const ownUid = await readyVolunteer(db, volunteerInput({ location: 'Pune' }));
    const requestId = await insertRequest(db, { volunteerUid: ownUid, listingId: listing });
    const session = await volunteerCancelsSessionAhead(db, requestId);
    const fit = [];
    for (let i = 0; i < ASKED; i++) {
      const input = volunteerInput({
        location: 'Pune',
        languages: ['Hindi'],
        availability: freeSlotsNeeded(session.startsAt, session.endsAt),
      });
      fit.push({ uid: await readyVolunteer(db, input), input });
    }
    await db.transaction(async (tx) => {
      const s = await coverSession(tx, session.id);
      const now = new Date(Date.now() - 3 * HOUR);
      expect(await startSearch(tx, s!, { requestedBy: ngoUid, now, publicUrl: 'http://x' })).toBe(
        true,
      );
    });
    return { sessionId: session.id, fit };
  }

  const offers = (sessionId: number) =>
    database.db
      .select({ uid: substituteOffers.volunteerUid, wave: substituteOffers.wave })
      .from(substituteOffers)
      .where(eq(substituteOffers.sessionId, sessionId));

  it('sends the due wave once from two instances, and of everyone accepting at once one wins', async () => {
    const { sessionId, fit } = await searchDue();
    expect(await offers(sessionId)).toHaveLength(WAVE_SIZE);

    const [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
    running.push(a, b);
    const swept = () =>
      [a, b].reduce((n, s) => n + s.output().split('substitute searches advanced').length - 1, 0);
    await expect.poll(swept, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const rows = await offers(sessionId);
    expect(rows.filter((r) => r.wave === 2)).toHaveLength(ASKED - WAVE_SIZE);
    expect(new Set(rows.map((r) => r.uid)).size).toBe(ASKED);
    // Each volunteer asked gets one offer by email, the first wave's and the second's alike.
    const offerMails = (email: string) =>
      smtp.to(email).filter((m) => m.raw.includes('Can you cover a Maths class'));
    await expect
      .poll(() => fit.reduce((n, v) => n + offerMails(v.input.email).length, 0), {
        timeout: 30_000,
      })
      .toBe(ASKED);
    for (const v of fit) expect(offerMails(v.input.email)).toHaveLength(1);

    // Everyone signs in, on one instance or the other, and accepts at the same moment.
    const cookies = await Promise.all(
      fit.map(async (v, i) => {
        const login = await post([a, b][i % 2]!.url, '/api/accounts/login', {
          userType: 'Volunteer',
          email: v.input.email,
          password: v.input.password,
        });
        expect(login.status).toBe(200);
        return login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
      }),
    );
    const answers = await Promise.all(
      cookies.map((cookie, i) =>
        post([b, a][i % 2]!.url, `/api/substitutes/offers/${sessionId}/accept`, {}, { cookie }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(ASKED - 1).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(((await res.json()) as { error: string }).error).toBe(SUBSTITUTE_MESSAGES.taken);
    }
    const winner = fit[answers.findIndex((r) => r.status === 200)]!;
    const [covered] = await database.db
      .select({ coveredBy: teachingSessions.coveredBy, status: teachingSessions.status })
      .from(teachingSessions)
      .where(eq(teachingSessions.id, sessionId));
    expect(covered).toEqual({ coveredBy: winner.uid, status: 'scheduled' });
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
    running.length = 0;
  }, 120_000);
});
