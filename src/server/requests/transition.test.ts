import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { accountAndRequest } from './transition';

/** A database where every user is a volunteer: hasRole's one query finds a row. */
const volunteersOnly = () => {
  const query = {
    from: () => query,
    where: () => query,
    limit: async () => [{ id: 'found' }],
  };
  return { select: () => query } as unknown as Db;
};

const context = (user: { id: string } | null, id: string) => ({
  get: () => user as never,
  req: { param: () => id },
});

const statusOf = async (answer: Promise<unknown>) => {
  const error: unknown = await answer.catch((e: unknown) => e);
  return error instanceof HTTPException ? error.status : error;
};

describe('accountAndRequest', () => {
  it('answers 401 without a session, before it reads the id', async () => {
    expect(await statusOf(accountAndRequest(volunteersOnly(), context(null, 'x')))).toBe(401);
  });

  it('answers 404 for a path id that cannot be a request', async () => {
    const c = context({ id: 'vol-1' }, 'abc');
    expect(await statusOf(accountAndRequest(volunteersOnly(), c))).toBe(404);
  });

  it("gives the signed-in account and the path's request id", async () => {
    const c = context({ id: 'vol-2' }, '42');
    expect(await accountAndRequest(volunteersOnly(), c)).toEqual({
      account: { uid: 'vol-2', role: 'volunteer', actorUid: 'vol-2', teamRole: null },
      id: 42,
    });
  });
});
