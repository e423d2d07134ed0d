// The guard of every operator route. Only an operator whose session passed the second factor,
// and was used within OPERATOR_IDLE_HOURS, gets through. Everyone else gets the 404 of an
// unknown path, so the routes reveal nothing to visitors, volunteers and NGOs; an operator
// half-way through signing in is told what is missing.
import { and, eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { OPERATOR_CODES, OPERATOR_IDLE_HOURS, OPERATOR_MESSAGES } from '../../shared/operators';
import type { Db } from '../db/client';
import { operatorSessions, operators, session } from '../db/schema';
import type { AppEnv, SessionUser } from '../http/env';
import { codedError, notFound } from '../http/errors';

/** lastSeenAt is written at most this often, not on every request. */
const SEEN_EVERY_MS = 60_000;

export type OperatorSessionState =
  | { state: 'none' }
  | { state: 'second-factor'; operatorUid: string; totpConfirmed: boolean }
  | { state: 'idle' }
  | { state: 'signed-in'; operatorUid: string };

/** Where the request's session stands as an operator's; ends an idle one. */
export async function operatorSessionState(
  db: Db,
  user: SessionUser | undefined,
  sessionId: string | undefined,
  now = new Date(),
): Promise<OperatorSessionState> {
  if (!user || !sessionId) return { state: 'none' };
  const [row] = await db
    .select({
      operatorUid: operators.userId,
      totpConfirmedAt: operators.totpConfirmedAt,
      secondFactorAt: operatorSessions.secondFactorAt,
      lastSeenAt: operatorSessions.lastSeenAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.userId, user.id))
    .where(eq(operatorSessions.sessionId, sessionId))
    .limit(1);
  if (!row) return { state: 'none' };
  if (now.getTime() - row.lastSeenAt.getTime() > OPERATOR_IDLE_HOURS * 3600_000) {
    // The session row goes, and with it (cascade) the operator session; caches hear of it.
    await db.delete(session).where(and(eq(session.id, sessionId), eq(session.userId, user.id)));
    return { state: 'idle' };
  }
  if (now.getTime() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(operatorSessions.sessionId, sessionId));
  }
  if (!row.secondFactorAt) {
    return {
      state: 'second-factor',
      operatorUid: row.operatorUid,
      totpConfirmed: row.totpConfirmedAt !== null,
    };
  }
  return { state: 'signed-in', operatorUid: row.operatorUid };
}

type OperatorEnv = AppEnv & {
  Variables: { user: SessionUser; operatorUid: string };
};

export function requireOperator(deps: { database: { db: Db } }) {
  const { db } = deps.database;
  return createMiddleware<OperatorEnv>(async (c, next) => {
    const found = await operatorSessionState(db, c.get('user'), c.get('sessionId'));
    if (found.state === 'none') throw notFound();
    if (found.state === 'idle') throw codedError(401, OPERATOR_MESSAGES.idle, OPERATOR_CODES.idle);
    if (found.state === 'second-factor') {
      throw codedError(
        403,
        OPERATOR_MESSAGES.secondFactorRequired,
        OPERATOR_CODES.secondFactorRequired,
      );
    }
    c.set('operatorUid', found.operatorUid);
    await next();
  });
}
