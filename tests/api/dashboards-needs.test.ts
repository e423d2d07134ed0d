import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ngoNeeds } from '../../src/server/db/schema';
import { LIMITS, type NgoSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, type SignedIn } from '../support/dashboards-factories';
import { createTestApp, send, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('NGO needs on %s', (kind) => {
  let t: TestApp;
  let mine: SignedIn<NgoSignup>;
  let theirs: SignedIn<NgoSignup>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [mine, theirs] = await Promise.all([signedInNgo(t), signedInNgo(t)]);
  });
  afterAll(() => t.close());

  const add = (ngo: SignedIn<NgoSignup>, label: unknown) =>
    send(t, 'POST', '/api/ngo/needs', { label }, { cookie: ngo.cookie });
  const needsOf = async (ngo: SignedIn<NgoSignup>) =>
    (await (await send(t, 'GET', '/api/ngo/dashboard', undefined, { cookie: ngo.cookie })).json())
      .needs;

  it('adds a need (trimmed) and lists it in order', async () => {
    const books = await add(mine, '  Books ');
    expect(books.status).toBe(201);
    const created = await books.json();
    expect(created).toEqual({ id: expect.any(Number), label: 'Books' });
    const funds = await (await add(mine, 'Funds')).json();
    expect(await needsOf(mine)).toEqual([created, funds]);
    expect(await needsOf(theirs)).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['too long', 'x'.repeat(LIMITS.needLabel + 1)],
    ['not text', 5],
    ['missing', undefined],
  ])('refuses a label that is %s with 400 and a field error', async (_name, label) => {
    const res = await add(mine, label);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: expect.any(String),
      fields: { label: expect.any(String) },
    });
  });

  it('refuses a duplicate label in any case with 409, but another NGO may use it', async () => {
    await add(mine, 'Volunteers');
    for (const label of ['Volunteers', 'volunteers', ' VOLUNTEERS ']) {
      const res = await add(mine, label);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: 'This need is already on your list.' });
    }
    expect((await add(theirs, 'volunteers')).status).toBe(201);
  });

  it(`holds at most ${LIMITS.needsPerNgo} needs, also under concurrent adds`, async () => {
    const ngo = await signedInNgo(t);
    const labels = Array.from({ length: LIMITS.needsPerNgo + 5 }, (_, i) => `Need ${i}`);
    const statuses = await Promise.all(labels.map(async (label) => (await add(ngo, label)).status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.needsPerNgo);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const over = await add(ngo, 'One more');
    expect(over.status).toBe(409);
    expect((await over.json()).error).toContain(String(LIMITS.needsPerNgo));
    const rows = await t.database.db.select().from(ngoNeeds).where(eq(ngoNeeds.ngoUid, ngo.uid));
    expect(rows).toHaveLength(LIMITS.needsPerNgo);
  });

  it('removes only its own needs: another NGO gets 404 and nothing changes', async () => {
    const chalk = await (await add(mine, 'Chalk')).json();
    const denied = await send(t, 'DELETE', `/api/ngo/needs/${chalk.id}`, undefined, {
      cookie: theirs.cookie,
    });
    expect(denied.status).toBe(404);
    expect(await needsOf(mine)).toContainEqual(chalk);

    const removed = await send(t, 'DELETE', `/api/ngo/needs/${chalk.id}`, undefined, {
      cookie: mine.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await needsOf(mine)).not.toContainEqual(chalk);
    const again = await send(t, 'DELETE', `/api/ngo/needs/${chalk.id}`, undefined, {
      cookie: mine.cookie,
    });
    expect(again.status).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'answers a malformed or unknown id %s with 404',
    async (id) => {
      const res = await send(t, 'DELETE', `/api/ngo/needs/${id}`, undefined, {
        cookie: mine.cookie,
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Need not found.' });
    },
  );

  it('a removed label can be added again', async () => {
    const first = await (await add(mine, 'Slates')).json();
    await send(t, 'DELETE', `/api/ngo/needs/${first.id}`, undefined, { cookie: mine.cookie });
    expect((await add(mine, 'slates')).status).toBe(201);
  });

  it('refuses cross-origin changes', async () => {
    const res = await send(
      t,
      'POST',
      '/api/ngo/needs',
      { label: 'Pens' },
      { cookie: mine.cookie, origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect((await needsOf(mine)).map((n: { label: string }) => n.label)).not.toContain('Pens');
  });
});
