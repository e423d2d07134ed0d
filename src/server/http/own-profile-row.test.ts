import { HTTPException } from 'hono/http-exception';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Db } from '../db/client';
import { ngos, volunteers } from '../db/schema';
import { ownProfileRow } from './own-profile-row';

/** A database whose one select answers `rows`, keeping what it was asked. */
function answering(rows: object[]) {
  const asked: unknown[] = [];
  const query = {
    from: (table: unknown) => (asked.push(table), query),
    where: async () => rows,
  };
  const db = { select: (columns: unknown) => (asked.push(columns), query) } as unknown as Db;
  return { db, asked };
}

const refusal = async (answer: Promise<unknown>) => {
  const error: unknown = await answer.catch((e: unknown) => e);
  if (!(error instanceof HTTPException)) throw new Error('expected an HTTP error');
  return { status: error.status, body: await error.getResponse().json() };
};

describe('ownProfileRow', () => {
  it("reads the asked columns from the NGO's row of ngos, typed as drizzle types them", async () => {
    const { db, asked } = answering([{ ngoName: 'Asha Trust' }]);
    const columns = { ngoName: ngos.ngoName };
    const row = await ownProfileRow(db, 'ngo', 'ngo-1', columns);
    expectTypeOf(row).toEqualTypeOf<{ ngoName: string }>();
    expect(row).toEqual({ ngoName: 'Asha Trust' });
    expect(asked).toEqual([columns, ngos]);
  });

  it("reads a volunteer's from volunteers", async () => {
    const { db, asked } = answering([{ fullName: 'Ravi' }]);
    const columns = { fullName: volunteers.fullName };
    expect(await ownProfileRow(db, 'volunteer', 'vol-1', columns)).toEqual({ fullName: 'Ravi' });
    expect(asked).toEqual([columns, volunteers]);
  });

  it.each([
    ['ngo', 'This page is for NGOs.'],
    ['volunteer', 'This page is for volunteers.'],
  ] as const)(
    'answers 403 for a %s without the row, as the role checks do',
    async (role, error) => {
      const row = ownProfileRow(answering([]).db, role, 'x', { at: ngos.createdAt });
      expect(await refusal(row)).toEqual({ status: 403, body: { error } });
    },
  );
});
