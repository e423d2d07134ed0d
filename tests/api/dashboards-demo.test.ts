import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../src/server/password';
import { loadConfig } from '../../src/server/config';
import {
  connectionRequests,
  ngoListings,
  ngoNeeds,
  user,
  volunteers,
} from '../../src/server/db/schema';
import {
  DEMO_NEEDS,
  DEMO_NGO,
  DEMO_NGO_EMAIL,
  DEMO_PASSWORD,
  DEMO_SESSION,
  DEMO_VOLUNTEER,
  DEMO_VOLUNTEER_EMAIL,
  seedDemoAccounts,
} from '../../src/server/db/seed/demo';
import { passwordSchema } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signIn } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';

describe('demo accounts configuration', () => {
  it('are on by default only on the embedded database', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    const pg = { DATABASE_URL: 'postgres://localhost/setu', AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig(pg).seedDemo).toBe(false);
    expect(loadConfig({ ...pg, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('share a password that passes the sign-up rules', () => {
    expect(passwordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);
    expect(isCommonPassword(DEMO_PASSWORD)).toBe(false);
  });
});

describe.each(DB_KINDS)('demo accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Two instances starting at once on one database.
    await Promise.all([seedDemoAccounts(t.database.db), seedDemoAccounts(t.database.db)]);
  }, 120_000);
  afterAll(() => t.close());

  const rowCounts = async () => {
    const db = t.database.db;
    const [[u], [v], [l], [n], [r]] = await Promise.all([
      db.select({ n: count() }).from(user),
      db.select({ n: count() }).from(volunteers),
      db.select({ n: count() }).from(ngoListings),
      db.select({ n: count() }).from(ngoNeeds),
      db.select({ n: count() }).from(connectionRequests),
    ]);
    return [u!.n, v!.n, l!.n, n!.n, r!.n].map(Number);
  };

  it('creates the demo NGO, the demo volunteer and 14 more partners exactly once', async () => {
    expect(await rowCounts()).toEqual([16, 15, 51, 3, 15]);
    await seedDemoAccounts(t.database.db);
    expect(await rowCounts()).toEqual([16, 15, 51, 3, 15]);
  });

  it("shows the demo volunteer's sample schedule entry", async () => {
    const cookie = await signIn(t, 'Volunteer', DEMO_VOLUNTEER_EMAIL, DEMO_PASSWORD);
    const body = await (
      await send(t, 'GET', '/api/volunteer/dashboard', undefined, { cookie })
    ).json();
    expect(body).toMatchObject({ fullName: DEMO_VOLUNTEER.fullName, userType: 'Volunteer' });
    expect(body.schedule).toEqual([
      { id: expect.any(Number), ngoName: DEMO_NGO.ngoName, city: 'Ranchi', ...DEMO_SESSION },
    ]);
  });

  it("shows the demo NGO's 15 partners and the needs Books, Volunteers and Funds", async () => {
    const cookie = await signIn(t, 'NGO', DEMO_NGO_EMAIL, DEMO_PASSWORD);
    const body = await (await send(t, 'GET', '/api/ngo/dashboard', undefined, { cookie })).json();
    expect(body.ngoName).toBe(DEMO_NGO.ngoName);
    expect(body.needs.map((n: { label: string }) => n.label)).toEqual([...DEMO_NEEDS]);
    expect(body.partners.count).toBe(15);
    expect(body.partners.names).toHaveLength(15);
    expect(body.partners.names).toContain(DEMO_VOLUNTEER.fullName);
    expect(new Set(body.partners.names).size).toBe(15);
  });

  it('lists the demo NGO in matching as a registered (not sample) NGO', async () => {
    const body = await (await send(t, 'GET', '/api/matching?location=ranchi&topic=evs')).json();
    expect(body.results).toContainEqual(
      expect.objectContaining({ name: DEMO_NGO.ngoName, sample: false }),
    );
  });

  it("keeps the demo NGO's own edits across restarts", async () => {
    const cookie = await signIn(t, 'NGO', DEMO_NGO_EMAIL, DEMO_PASSWORD);
    const [books] = await t.database.db.select().from(ngoNeeds).where(eq(ngoNeeds.label, 'Books'));
    expect(
      (await send(t, 'DELETE', `/api/ngo/needs/${books!.id}`, undefined, { cookie })).status,
    ).toBe(200);
    await seedDemoAccounts(t.database.db);
    const body = await (await send(t, 'GET', '/api/ngo/dashboard', undefined, { cookie })).json();
    expect(body.needs.map((n: { label: string }) => n.label)).toEqual(['Volunteers', 'Funds']);
  });
});
