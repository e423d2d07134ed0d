// The sweeps that bring a partnership's sessions forward, and the changes that stop it, at the same
// moment (PGlite runs them one after the other; PostgreSQL really at once): the sessions sweep
// (teaching-sessions/keep-ahead.ts, docs/decisions/0023-sessions-and-reminders.md) against the
// partnership's ending and against the gate holding it, and the gate's sweep releasing a held
// partnership (vetting-gate/settle.ts, docs/decisions/0041-vetting-gate.md) against its ending.
// Whatever the order, the outcome is one the two give one after the other: no session still to
// come stays scheduled in a partnership ended or held, and nobody is told after the ending that
// it goes ahead. Each round has a partnership of its own, ended after it so later sweeps pass it.
import { setTimeout as pause } from 'node:timers/promises';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, teachingSessions, volunteerChecks } from '../../src/server/db/schema';
import { keepSessionsAhead } from '../../src/server/teaching-sessions/keep-ahead';
import { settleDueGates, settleGate } from '../../src/server/vetting-gate/settle';
import { DB_KINDS } from '../support/databases';
import { endPartnership, seededPartnership } from '../support/dashboards-factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { act, ngoWithListing, publishProfile } from './requests-fixtures';

describe.each(DB_KINDS)('the sessions sweeps meeting a partnership stopping on %s', (kind) => {
  // PGlite takes the two in turns: fewer rounds find its orders.
  const rounds = kind === 'postgres' ? 12 : 3;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.database.db;
  /** One seeded partnership in the listing's Saturday 11 AM class, its weeks made. */
  async function partnership(listing: number, prefix: string) {
    const seeded = await seededPartnership(db(), listing, prefix);
    await keepSessionsAhead(db(), new Date(), { requestIds: [seeded.id] });
    return seeded;
  }
  /** Its sessions still to come, soonest first. */
  const ahead = (id: number) =>
    db()
      .select({
        id: teachingSessions.id,
        startsAt: teachingSessions.startsAt,
        status: teachingSessions.status,
        cancelledBy: teachingSessions.cancelledBy,
      })
      .from(teachingSessions)
      .where(and(eq(teachingSessions.requestId, id), gt(teachingSessions.startsAt, new Date())))
      .orderBy(asc(teachingSessions.startsAt));
  /** Its last two weeks unmade, as at a week's turn: the next sweep adds them. */
  async function weekTurns(id: number) {
    const sessions = await ahead(id);
    for (const s of sessions.slice(-2)) {
      await db().delete(teachingSessions).where(eq(teachingSessions.id, s.id));
    }
    return sessions;
  }
  const end = (id: number) => endPartnership(db(), id);

  describe('the sessions sweep', () => {
    it('leaves no session to come scheduled in a partnership ended as it adds its weeks', async () => {
      const { ngo, listing } = await ngoWithListing(t);
      const wrong: string[] = [];
      for (let round = 0; round < rounds; round++) {
        const p = await partnership(listing, `Sweep End ${round}`);
        await weekTurns(p.id);
        const [, ended] = await Promise.all([
          pause(round % 4).then(() => keepSessionsAhead(db(), new Date())),
          pause((round * 3) % 7).then(() => act(t, ngo.cookie, p.id, 'end')),
        ]);
        expect(ended.status).toBe(200);
        // The sweep first: its weeks cancelled with the rest. The ending first: none added.
        for (const s of await ahead(p.id)) {
          if (s.status !== 'cancelled' || s.cancelledBy !== 'ended') {
            wrong.push(`round ${round}: ${s.startsAt.toISOString()} ${s.status} ${s.cancelledBy}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it('leaves no session to come scheduled in a partnership the gate holds as it adds its weeks, and brings them all back with its release', async () => {
      const { ngo, listing } = await ngoWithListing(t);
      const wrong: string[] = [];
      for (let round = 0; round < rounds; round++) {
        const p = await partnership(listing, `Sweep Hold ${round}`);
        const weeks = await weekTurns(p.id);
        // A check the volunteer lacks: the gate holds the partnership in the save's transaction,
        // which a sweep started up to 15 ms after the save meets (0, 5, 10, 15, 4, 9, ...).
        await Promise.all([
          pause((round * 5) % 16).then(() => keepSessionsAhead(db(), new Date())),
          publishProfile(t, ngo.cookie, { volunteersNeeded: 100, requiredChecks: ['references'] }),
        ]);
        for (const s of await ahead(p.id)) {
          if (s.status !== 'cancelled' || s.cancelledBy !== 'checks') {
            wrong.push(`held ${round}: ${s.startsAt.toISOString()} ${s.status} ${s.cancelledBy}`);
          }
        }
        // No longer asked for: every week still to come goes ahead, made then or restored.
        await publishProfile(t, ngo.cookie, { volunteersNeeded: 100, requiredChecks: [] });
        const after = await ahead(p.id);
        const scheduled = new Set(
          after.filter((s) => s.status === 'scheduled').map((s) => s.startsAt.getTime()),
        );
        for (const s of weeks.filter((w) => w.startsAt > new Date())) {
          if (!scheduled.has(s.startsAt.getTime())) {
            wrong.push(`released ${round}: ${s.startsAt.toISOString()} not scheduled`);
          }
        }
        if (after.some((s) => s.status !== 'scheduled')) wrong.push(`released ${round}: cancelled`);
        await end(p.id);
      }
      expect(wrong).toEqual([]);
    });
  });

  describe("the gate's sweep", () => {
    it('brings back no session of a partnership ended as it releases it, and tells nobody after the ending', async () => {
      const { ngo, listing } = await ngoWithListing(t);
      await publishProfile(t, ngo.cookie, {
        volunteersNeeded: 100,
        requiredChecks: ['references'],
      });
      const wrong: string[] = [];
      for (let round = 0; round < rounds; round++) {
        const p = await partnership(listing, `Gate End ${round}`);
        // Held (the volunteer lacks the references), its sessions cancelled; then the references
        // are valid, and the next sweep releases it.
        await db().transaction((tx) =>
          settleGate(tx, { now: new Date(), publicUrl: TEST_ORIGIN }, { requestIds: [p.id] }),
        );
        await db().insert(volunteerChecks).values({
          volunteerUid: p.uid,
          kind: 'references',
          outcome: 'valid',
          decidedBy: 'test',
          decidedAt: new Date(),
        });
        const [, ended] = await Promise.all([
          pause(round % 4).then(() =>
            settleDueGates(db(), { now: new Date(), publicUrl: TEST_ORIGIN }),
          ),
          pause((round * 3) % 7).then(() => act(t, ngo.cookie, p.id, 'end')),
        ]);
        expect(ended.status).toBe(200);
        // The release first: its sessions back, then cancelled by the ending. The ending first:
        // they stay as the hold cancelled them.
        for (const s of await ahead(p.id)) {
          if (s.status !== 'cancelled') {
            wrong.push(`round ${round}: ${s.startsAt.toISOString()} ${s.status}`);
          }
        }
        const mails = await db()
          .select({ kind: mailOutbox.kind })
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, p.email.toLowerCase()))
          .orderBy(asc(mailOutbox.id));
        const at = mails.findIndex((m) => m.kind === 'partnership-ended');
        expect(at, 'the ending mail').toBeGreaterThanOrEqual(0);
        if (mails.slice(at).some((m) => m.kind === 'gate-released')) {
          wrong.push(`round ${round}: gate-released after the ending`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
