import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { LIMITS, NEED_DUPLICATE_MESSAGE, needSchema } from '../../shared/schemas';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, ngoNeeds, ngos, volunteers } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { ngoOf, requireNgo, requireNgoOwner } from '../http/session';
import { jsonBody, serialIdOr } from '../http/validate';
import { ownProfileRow } from '../http/own-profile-row';
import { isUniqueViolation } from '../db/pg-errors';
import { firstStepsOf } from './first-steps';
import { holdAccount } from '../accounts/hold-account';

/** Volunteer Partners: volunteers with an accepted request on one of the NGO's listings. */
export async function volunteerPartners(db: Db, ngoUid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ uid: volunteers.userId, fullName: volunteers.fullName })
    .from(connectionRequests)
    .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
    .innerJoin(volunteers, eq(volunteers.userId, connectionRequests.volunteerUid))
    .where(and(eq(ngoListings.ownerUid, ngoUid), eq(connectionRequests.status, 'accepted')))
    .orderBy(asc(volunteers.fullName), asc(volunteers.userId));
  return rows.map((r) => r.fullName);
}

const needDuplicate = NEED_DUPLICATE_MESSAGE;
const needLimit = `You can list at most ${LIMITS.needsPerNgo} needs. Remove one first.`;

/** The signed-in NGO's own data. Another NGO's need ids are answered as if they did not exist. */
export function ngoRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireNgo(db))
    .get('/dashboard', async (c) => {
      const uid = ngoOf(c).uid;
      const profile = await ownProfileRow(db, 'ngo', uid, {
        ngoName: ngos.ngoName,
        description: ngos.description,
      });
      const needs = await db
        .select({ id: ngoNeeds.id, label: ngoNeeds.label })
        .from(ngoNeeds)
        .where(eq(ngoNeeds.ngoUid, uid))
        .orderBy(asc(ngoNeeds.id));
      const names = await volunteerPartners(db, uid);
      c.header('Cache-Control', 'no-store');
      return c.json({
        ...profile,
        userType: 'NGO' as const,
        // The owner sees the team and the owner-only sections; a coordinator does not (decision 0036).
        teamRole: ngoOf(c).role,
        needs,
        partners: { count: names.length, names },
        ...(await firstStepsOf(db, uid)),
      });
    })
    .post('/needs', requireNgoOwner(db), jsonBody(needSchema), async (c) => {
      const uid = ngoOf(c).uid;
      const { label } = c.req.valid('json');
      try {
        const need = await db.transaction(async (tx) => {
          // The account first (hold-account.ts): 401 once a deletion took it, where the insert
          // would fail its foreign key. Locking the NGO's row then serialises its concurrent
          // adds, so the limit holds exactly.
          await holdAccount(tx, uid);
          await tx.execute(sql`select 1 from ${ngos} where ${ngos.uid} = ${uid} for update`);
          const [existing] = await tx
            .select({ n: count() })
            .from(ngoNeeds)
            .where(eq(ngoNeeds.ngoUid, uid));
          if (Number(existing?.n ?? 0) >= LIMITS.needsPerNgo) throw apiError(409, needLimit);
          const [row] = await tx
            .insert(ngoNeeds)
            .values({ ngoUid: uid, label })
            .returning({ id: ngoNeeds.id, label: ngoNeeds.label });
          return row!;
        });
        return c.json(need, 201);
      } catch (error) {
        if (isUniqueViolation(error)) throw apiError(409, needDuplicate, { label: needDuplicate });
        throw error;
      }
    })
    .delete('/needs/:id', requireNgoOwner(db), async (c) => {
      const id = serialIdOr(c.req.param('id'), () => apiError(404, 'Need not found.'));
      const removed = await db
        .delete(ngoNeeds)
        .where(and(eq(ngoNeeds.id, id), eq(ngoNeeds.ngoUid, ngoOf(c).uid)))
        .returning({ id: ngoNeeds.id });
      if (removed.length === 0) throw apiError(404, 'Need not found.');
      return c.json({ ok: true as const, id });
    });
}
