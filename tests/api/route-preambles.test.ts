// The helpers the routes start with, on each database: ownProfileRow reads a role's own profile row
// or answers as the role checks do, and accountAndRequest reads who is signed in before the
// path's request id. Real accounts in a real database, behind a real Hono route.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import type { Database } from '../../src/server/db/client';
import { ngos, volunteers } from '../../src/server/db/schema';
import type { AppEnv } from '../../src/server/http/env';
import { ownProfileRow } from '../../src/server/http/own-profile-row';
import { accountAndRequest } from '../../src/server/requests/transition';
import { DB_KINDS, openTestDatabase } from '../support/databases';
import { ngoInput, volunteerInput } from '../support/factories';

describe.each(DB_KINDS)('route preambles on %s', (kind) => {
  let database: Database;
  let volunteerUid: string;
  let ngoUid: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    volunteerUid = await createVolunteerAccount(
      database.db,
      volunteerInput({ fullName: 'Ravi Oraon' }),
    );
    ngoUid = await createNgoAccount(database.db, ngoInput({ ngoName: 'Asha Trust' }));
  });
  afterAll(() => database.close());

  /** The status and words of the error answer a helper throws. */
  const refusal = async (answer: Promise<unknown>) => {
    const error: unknown = await answer.catch((e: unknown) => e);
    if (!(error instanceof HTTPException)) throw new Error(`not an HTTP error: ${String(error)}`);
    const { error: message } = (await error.getResponse().json()) as { error: string };
    return { status: error.status, message };
  };

  it("reads the asked columns of the role's own row", async () => {
    const ngo = await ownProfileRow(database.db, 'ngo', ngoUid, { ngoName: ngos.ngoName });
    expect(ngo).toEqual({ ngoName: 'Asha Trust' });
    const volunteer = await ownProfileRow(database.db, 'volunteer', volunteerUid, {
      fullName: volunteers.fullName,
    });
    expect(volunteer).toEqual({ fullName: 'Ravi Oraon' });
  });

  it('answers 403 with the role check’s words to an account without that row', async () => {
    expect(
      await refusal(ownProfileRow(database.db, 'ngo', volunteerUid, { ngoName: ngos.ngoName })),
    ).toEqual({ status: 403, message: 'This page is for NGOs.' });
    expect(
      await refusal(
        ownProfileRow(database.db, 'volunteer', ngoUid, { fullName: volunteers.fullName }),
      ),
    ).toEqual({ status: 403, message: 'This page is for volunteers.' });
  });

  /** A route answering accountAndRequest, for the user `as` names (none: signed out). */
  const answer = async (as: string | null, id: string) => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        if (as) c.set('user', { id: as } as AppEnv['Variables']['user']);
        await next();
      })
      .get('/:id', async (c) => c.json(await accountAndRequest(database.db, c)));
    app.onError((error) => {
      if (error instanceof HTTPException) return error.getResponse();
      throw error;
    });
    const res = await app.request(`/${id}`);
    return { status: res.status, body: await res.json() };
  };

  it('answers 401 signed out, before it reads the id', async () => {
    expect((await answer(null, 'abc')).status).toBe(401);
  });

  it('answers 404 for an id that cannot be a request', async () => {
    expect((await answer(volunteerUid, 'abc')).status).toBe(404);
  });

  it('gives the signed-in volunteer or NGO and the request id', async () => {
    expect(await answer(volunteerUid, '42')).toEqual({
      status: 200,
      body: {
        account: { uid: volunteerUid, role: 'volunteer', actorUid: volunteerUid, teamRole: null },
        id: 42,
      },
    });
    const ngo = await answer(ngoUid, '7');
    expect(ngo.body).toMatchObject({ account: { uid: ngoUid, role: 'ngo' }, id: 7 });
  });
});
