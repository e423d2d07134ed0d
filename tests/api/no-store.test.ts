// Every answer about a signed-in user carries `Cache-Control: no-store`. The GET routes come
// from app.routes, so a route added later is covered without editing this file.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepSessionsAhead } from '../../src/server/teaching-sessions/keep-ahead';
import { DB_KINDS } from '../support/databases';
import {
  certificates,
  ngoInvitations,
  partnershipCheckIns,
  refereeLinks,
  referees,
  teachingSessions,
  vettingDocuments,
} from '../../src/server/db/schema';
import { hashToken } from '../../src/server/email-confirmation/tokens';
import {
  insertListing,
  insertRequest,
  signedInNgo,
  signedInVolunteer,
} from '../support/dashboards-factories';
import { createOperator, signInOperator } from '../support/operators';
import { apiRoutes, createTestApp, send, type TestApp } from '../support/test-app';
import { nextIp, TEST_PASSWORD } from '../support/factories';

/** A real object for routes whose parameter must name one (a certificate's code). */
const PARAMS: Record<string, string> = {};
/** The query a route needs to answer at all (a class's day and time: the factory's listing's). */
const QUERIES: Record<string, string> = {
  '/api/session-notes/classes': `?${new URLSearchParams({ day: 'Saturday', timeSlot: '11:00 AM - 12:00 PM' })}`,
};

function getRoutes(t: TestApp): string[] {
  const paths = new Set<string>();
  for (const route of apiRoutes(t, ['GET'])) {
    if (route.path.includes('*')) continue;
    // Path parameters get a plausible id; the answer only has to come from the route.
    paths.add(route.path.replace(/:([^/]+)/g, (_, name: string) => PARAMS[name] ?? '1'));
  }
  return [...paths].sort();
}

describe.each(DB_KINDS)('no-store on signed-in answers on %s', (kind) => {
  let t: TestApp;
  let sessions: Record<'volunteer' | 'ngo' | 'operator', string>;
  let volunteerEmail: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const volunteer = await signedInVolunteer(t);
    const ngo = await signedInNgo(t);
    // An operator too: the operator routes answer only them.
    const operator = await signInOperator(
      (method, path, body, cookie) => send(t, method, path, body, { cookie, ip: nextIp() }),
      await createOperator(t.database.db),
    );
    sessions = { volunteer: volunteer.cookie, ngo: ngo.cookie, operator: operator.cookie };
    volunteerEmail = volunteer.input.email;
    // The volunteer's certificate, for /api/certificates/:code/pdf.
    const listingId = await insertListing(t.database.db, {
      name: 'No-store NGO',
      ownerUid: ngo.uid,
    });
    const requestId = await insertRequest(t.database.db, {
      volunteerUid: volunteer.uid,
      listingId,
    });
    PARAMS.code = 'NOSTORETESTCODE23456';
    // An open invitation to the NGO's team, for the invitation page's look-up.
    const token = 'no-store-test-invitation-token-0123456789';
    await t.database.db.insert(ngoInvitations).values({
      ngoUid: ngo.uid,
      email: 'invited@example.org',
      tokenHash: hashToken(token),
      invitedBy: ngo.uid,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    QUERIES['/api/team-invitations'] = `?${new URLSearchParams({ token })}`;
    // A referee's open link, for the referee's form; the volunteer, for the operators' page.
    const [referee] = await t.database.db
      .insert(referees)
      .values({
        volunteerUid: volunteer.uid,
        slot: 1,
        name: 'No-store Referee',
        email: 'referee@example.org',
        sentAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: referees.id });
    const refereeToken = 'no-store-test-referee-token-0123456789';
    await t.database.db
      .insert(refereeLinks)
      .values({ tokenHash: hashToken(refereeToken), refereeId: referee!.id });
    QUERIES['/api/reference-requests'] = `?${new URLSearchParams({ token: refereeToken })}`;
    PARAMS.uid = volunteer.uid;
    // The listing's one teaching time (the factory's Saturday 11 AM) is the NGO's one class.
    PARAMS.classId = 'saturday-1100-1200';
    // A gentle check-in sent to the volunteer (the first row: id 1, the id every :id gets).
    const [checkIn] = await t.database.db
      .insert(partnershipCheckIns)
      .values({
        requestId,
        streakStartsAt: new Date(Date.now() - 14 * 86_400_000),
        sentAt: new Date(),
      })
      .returning({ id: partnershipCheckIns.id });
    expect(checkIn!.id).toBe(1);
    // The class's next session, whose check-in code the coordinator's phone shows.
    await keepSessionsAhead(t.database.db, new Date(), { requestIds: [requestId] });
    const [next] = await t.database.db
      .select({ startsAt: teachingSessions.startsAt })
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(asc(teachingSessions.startsAt))
      .limit(1);
    QUERIES[`/api/check-in/classes/${PARAMS.classId}/code`] =
      `?${new URLSearchParams({ startsAt: next!.startsAt.toISOString() })}`;
    const held = new Date(Date.now() - 7 * 86_400_000);
    await t.database.db.insert(certificates).values({
      code: PARAMS.code,
      requestId,
      volunteerName: volunteer.input.fullName,
      ngoName: 'No-store NGO',
      minutes: 60,
      sessions: 1,
      periodStart: held,
      periodEnd: held,
    });
    // The volunteer's ID waiting for review, for the operators' document routes.
    const [document] = await t.database.db
      .insert(vettingDocuments)
      .values({
        volunteerUid: volunteer.uid,
        kind: 'identity',
        idType: 'pan',
        contentType: 'image/png',
        bytes: Buffer.from('no-store'),
        size: 8,
      })
      .returning({ id: vettingDocuments.id });
    PARAMS.documentId = String(document!.id);
  });
  afterAll(() => t.close());

  it('finds the GET routes in the app, the signed-in ones among them', () => {
    expect(getRoutes(t)).toEqual(
      expect.arrayContaining([
        '/api/accounts/me',
        '/api/volunteer/dashboard',
        '/api/ngo/dashboard',
        '/api/requests',
        '/api/matches/best',
      ]),
    );
  });

  it('marks every GET answer to a signed-in volunteer, NGO or operator no-store', async () => {
    for (const path of getRoutes(t)) {
      const statuses: number[] = [];
      for (const [role, cookie] of Object.entries(sessions)) {
        const res = await send(t, 'GET', path + (QUERIES[path] ?? ''), undefined, { cookie });
        statuses.push(res.status);
        expect(res.status, `${role} ${path}`).toBeLessThan(500);
        expect(res.headers.get('cache-control'), `${role} ${path}`).toBe('no-store');
      }
      // At least one role gets the real answer, not only a refusal.
      expect(
        statuses.some((s) => s >= 200 && s < 300),
        `${path} answered ${statuses.join(', ')}`,
      ).toBe(true);
    }
  });

  it('marks the sign-in and sign-out answers no-store', async () => {
    const login = await send(
      t,
      'POST',
      '/api/accounts/login',
      { userType: 'Volunteer', email: volunteerEmail, password: TEST_PASSWORD },
      { ip: nextIp() },
    );
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const logout = await send(t, 'POST', '/api/accounts/logout', undefined, {
      cookie: sessions.volunteer,
    });
    expect(logout.status).toBeLessThan(300);
    expect(logout.headers.get('cache-control')).toBe('no-store');
  });
});
