// The vetting checks' one store on each database (docs/decisions/0037-vetting-checks.md): an
// outcome replaces the earlier one of its kind, a valid check expires at its end, and the
// condition the substitute search uses agrees with the states volunteers see.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteers } from '../../src/server/db/schema';
import {
  checkStatesOf,
  holdsValidChecks,
  recordCheckOutcome,
} from '../../src/server/vetting/check-states';
import { DB_KINDS } from '../support/databases';
import { signedInVolunteer } from '../support/dashboards-factories';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY_MS = 86_400_000;

describe.each(DB_KINDS)('vetting check states on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('records, replaces and expires outcomes, and the query condition agrees', async () => {
    const v = await signedInVolunteer(t, { fullName: 'Asha Vetted' }, { vetted: false });
    const uid = v.uid;
    const now = new Date('2026-11-27T06:00:00Z');
    const before = (await checkStatesOf(t.database.db, [uid], now)).get(uid)!;
    expect(before.course).toEqual({ state: 'missing', validUntil: null });

    const courseEnds = new Date(now.getTime() + 10 * DAY_MS);
    await recordCheckOutcome(t.database.db, {
      volunteerUid: uid,
      kind: 'course',
      outcome: 'valid',
      validUntil: courseEnds,
      decidedBy: 'setu',
      now,
      publicUrl: t.config.publicUrl,
    });
    await recordCheckOutcome(t.database.db, {
      volunteerUid: uid,
      kind: 'identity',
      outcome: 'pending',
      now,
      publicUrl: t.config.publicUrl,
    });
    let states = (await checkStatesOf(t.database.db, [uid], now)).get(uid)!;
    expect(states.course).toEqual({ state: 'valid', validUntil: courseEnds.toISOString() });
    expect(states.identity.state).toBe('pending');

    const holds = async (at: Date) => {
      const rows = await t.database.db
        .select({ uid: volunteers.userId })
        .from(volunteers)
        .where(
          sql`${volunteers.userId} = ${uid} and ${holdsValidChecks(volunteers.userId, ['course', 'identity'], at)}`,
        );
      return rows.length === 1;
    };
    expect(await holds(now)).toBe(false);

    await recordCheckOutcome(t.database.db, {
      volunteerUid: uid,
      kind: 'identity',
      outcome: 'valid',
      decidedBy: 'op-1',
      now,
      publicUrl: t.config.publicUrl,
    });
    expect(await holds(now)).toBe(true);

    const later = new Date(courseEnds.getTime() + 1);
    states = (await checkStatesOf(t.database.db, [uid], later)).get(uid)!;
    expect(states.course.state).toBe('expired');
    expect(states.identity).toEqual({ state: 'valid', validUntil: null });
    expect(await holds(later)).toBe(false);

    await recordCheckOutcome(t.database.db, {
      volunteerUid: uid,
      kind: 'identity',
      outcome: 'rejected',
      validUntil: courseEnds,
      now,
      publicUrl: t.config.publicUrl,
    });
    states = (await checkStatesOf(t.database.db, [uid], now)).get(uid)!;
    expect(states.identity).toEqual({ state: 'rejected', validUntil: null });
  });
});
