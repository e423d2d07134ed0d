import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ngoNeeds } from '../../src/server/db/schema';
import { LIMITS, type NgoSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, type SignedIn } from '../support/dashboards-factories';
import { api, createTestApp, errorOf, send, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('NGO needs on %s', (kind) => {
  let t: TestApp;
  let mine: SignedIn<NgoSignup>;
  let theirs: SignedIn<NgoSignup>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [mine, theirs] = await Promise.all([signedInNgo(t), signedInNgo(t)]);
  });
  afterAll(() => t.close());

  const add = (ngo: SignedIn<NgoSignup>, label: string) =>
    api(t, { cookie: ngo.cookie }).ngo.needs.$post({ json: { label } });
  const needsOf = async (ngo: SignedIn<NgoSignup>) =>
    (await (await api(t, { cookie: ngo.cookie }).ngo.dashboard.$get()).json()).needs;

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
    // Not text, or none: only an untyped request can send it.
    const res =
      typeof label === 'string'
        ? await add(mine, label)
        : await send(t, 'POST', '/api/ngo/needs', { label }, { cookie: mine.cookie });
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
    const statuses: number[] = await Promise.all(
      labels.map(async (label) => (await add(ngo, label)).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.needsPerNgo);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const over = await add(ngo, 'One more');
    expect(over.status).toBe(409);
    expect((await errorOf(over)).error).toContain(String(LIMITS.needsPerNgo));
    const rows = await t.database.db.select().from(ngoNeeds).where(eq(ngoNeeds.ngoUid, ngo.uid));
    expect(rows).toHaveLength(LIMITS.needsPerNgo);
  });

  it('removes only its own needs: another NGO gets 404 and nothing changes', async () => {
    const chalk = await (await add(mine, 'Chalk')).json();
    const denied = await api(t, { cookie: theirs.cookie }).ngo.needs[':id'].$delete({
      param: { id: String(chalk.id) },
    });
    expect(denied.status).toBe(404);
    expect(await needsOf(mine)).toContainEqual(chalk);

    const removed = await api(t, { cookie: mine.cookie }).ngo.needs[':id'].$delete({
      param: { id: String(chalk.id) },
    });
    expect(removed.status).toBe(200);
    expect(await needsOf(mine)).not.toContainEqual(chalk);
    const again = await api(t, { cookie: mine.cookie }).ngo.needs[':id'].$delete({
      param: { id: String(chalk.id) },
    });
    expect(again.status).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'answers a malformed or unknown id %s with 404',
    async (id) => {
      const res = await api(t, { cookie: mine.cookie }).ngo.needs[':id'].$delete({
        param: { id: String(id) },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Need not found.' });
    },
  );

  it('a removed label can be added again', async () => {
    const first = await (await add(mine, 'Slates')).json();
    await api(t, { cookie: mine.cookie }).ngo.needs[':id'].$delete({
      param: { id: String(first.id) },
    });
    expect((await add(mine, 'slates')).status).toBe(201);
  });

  it('refuses cross-origin changes', async () => {
    const res = await api(t, {
      cookie: mine.cookie,
      origin: 'https://evil.example',
    }).ngo.needs.$post({ json: { label: 'Pens' } });
    expect(res.status).toBe(403);
    expect((await needsOf(mine)).map((n) => n.label)).not.toContain('Pens');
  });
});
