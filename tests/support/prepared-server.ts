// A browser test's server whose database was filled before it started, written straight to
// PGlite (sessions around now, a check-in already sent: what the API cannot place), and this
// worker's browser. The sign-up, confirmation, verification and vetting screens have browser
// tests of their own, so the accounts here are made ready in the database.
import type { Browser } from 'playwright-core';
import {
  createNgoAccount,
  createVolunteerAccount,
} from '../../src/server/accounts/create-accounts';
import { and, asc, eq, gt } from 'drizzle-orm';
import { openPglite, type Db } from '../../src/server/db/client';
import { teachingSessions } from '../../src/server/db/schema';
import { keepSessionsAhead } from '../../src/server/teaching-sessions/keep-ahead';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { workerBrowser } from './browser';
import { startServer, templatedDataDir, type E2EServer } from './e2e-server';
import { markEmailConfirmedInDb } from './email-confirmation';
import { markNgoVerifiedInDb } from './ngo-verification';
import { markVolunteerVettedInDb } from './vetting';

/**
 * A new DATA_DIR, migrated and seeded, holding what `write` put in it before any server opens it;
 * `written` is what `write` answered.
 */
export async function preparedDataDir<T>(
  write: (db: Db) => Promise<T>,
): Promise<{ dataDir: string; written: T }> {
  const dataDir = await templatedDataDir();
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    return { dataDir, written: await write(database.db) };
  } finally {
    await database.close();
  }
}

/** Lets `prepare` write to a new DATA_DIR (preparedDataDir), then starts the server on it. */
export async function startPreparedServer(
  prepare: (db: Db) => Promise<void>,
): Promise<{ server: E2EServer; browser: Browser }> {
  const { dataDir } = await preparedDataDir(prepare);
  const [server, browser] = await Promise.all([startServer({ dataDir }), workerBrowser()]);
  return { server, browser };
}

/** An NGO that may take volunteers: its email confirmed and its verification approved. */
export async function readyNgo(db: Db, input: NgoSignup): Promise<string> {
  const uid = await createNgoAccount(db, input);
  await markEmailConfirmedInDb(db, uid);
  await markNgoVerifiedInDb(db, uid);
  return uid;
}

/** A volunteer with their email confirmed, and no checks done yet. */
export async function confirmedVolunteer(db: Db, input: VolunteerSignup): Promise<string> {
  const uid = await createVolunteerAccount(db, input);
  await markEmailConfirmedInDb(db, uid);
  return uid;
}

/** A volunteer who may teach: their email confirmed and Setu's minimum checks valid. */
export async function readyVolunteer(db: Db, input: VolunteerSignup): Promise<string> {
  const uid = await confirmedVolunteer(db, input);
  await markVolunteerVettedInDb(db, uid);
  return uid;
}

/**
 * Keeps a partnership's weekly sessions ahead, and cancels, as its volunteer would, the first
 * more than 2 days away: a session an NGO may ask cover for. Answers the session as it was.
 */
export async function volunteerCancelsSessionAhead(db: Db, requestId: number) {
  await keepSessionsAhead(db, new Date(), { requestIds: [requestId] });
  const [session] = await db
    .select()
    .from(teachingSessions)
    .where(
      and(
        eq(teachingSessions.requestId, requestId),
        gt(teachingSessions.startsAt, new Date(Date.now() + 2 * 86_400_000)),
      ),
    )
    .orderBy(asc(teachingSessions.startsAt))
    .limit(1);
  if (!session) throw new Error(`no session of request ${requestId} more than 2 days ahead`);
  await db
    .update(teachingSessions)
    .set({ status: 'cancelled', cancelledBy: 'volunteer', cancelReason: 'Exams' })
    .where(eq(teachingSessions.id, session.id));
  return session;
}
