// Session notes on each database: who may write and read them (a session's volunteer and its
// NGO, once it is over), bad input refused with nothing changed, the next volunteer of the class
// reading the last notes, the NGO's class notes page by page, a suspended author's notes hidden,
// the notes in the own-data export and gone with a deleted volunteer's account, and the demo
// class's notes. A session "in the past" is made by moving its row back in time, as the weeks
// passing would.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuspensions, sessionNotes, teachingSessions } from '../../src/server/db/schema';
import {
  CLASS_NOTES_PAGE_SIZE,
  SESSION_NOTE_LIMITS,
  SESSION_NOTE_MESSAGES,
  type SessionNoteInput,
} from '../../src/shared/session-notes';
import { DB_KINDS } from '../support/databases';
import { DEMO_VOLUNTEER_EMAIL, seedDemoAccounts } from '../../src/server/db/seed/demo';
import { DEMO_NOTES } from '../../src/server/session-notes/demo-notes';
import {
  sessionWeeksAgo,
  signedInNgo,
  signedInVolunteer,
  signIn,
  type SignedIn,
} from '../support/dashboards-factories';
import { TEST_PASSWORD } from '../support/factories';
import { exportBody, ngoExport, volunteerExport } from '../support/own-data-export';
import { api, errorOf, expectJson, type TestApp, createTestApp } from '../support/test-app';
import type { AcceptRequestInput, NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { acceptCode, act, pendingRequest, publishProfile, SESSION } from './requests-fixtures';

describe.each(DB_KINDS)('session notes on %s', (kind) => {
  let t: TestApp;
  let ngo: SignedIn<NgoSignup>;
  let listing: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ngo = await signedInNgo(t, { ngoName: 'Notes Shiksha' });
    listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
  }, 180_000);
  afterAll(() => t.close());

  /** A volunteer in an accepted partnership with the NGO, on `slot` (Saturday 11 AM unless given). */
  async function partnership(name: string, slot: AcceptRequestInput = SESSION) {
    const v = await signedInVolunteer(t, { fullName: name });
    await acceptCode(t, v.cookie);
    const requestId = await pendingRequest(t, v.cookie, listing);
    expect((await act(t, ngo.cookie, requestId, 'accept', slot)).status).toBe(200);
    return { v, requestId };
  }

  /** The partnership's sessions, soonest first (as the dashboard lists them). */
  async function sessionsOf(who: SignedIn<VolunteerSignup>, requestId: number) {
    const body = await expectJson(api(t, { cookie: who.cookie }).sessions.$get());
    return body.sessions.filter((s) => s.requestId === requestId);
  }

  const weeksAgo = (id: number, weeks: number) => sessionWeeksAgo(t.database.db, id, weeks);

  const notes = (cookie: string) => api(t, { cookie })['session-notes'];
  const write = (cookie: string, id: number, json: SessionNoteInput) =>
    notes(cookie).sessions[':id'].$put({ param: { id: String(id) }, json });
  const read = (cookie: string, id: number) =>
    notes(cookie).sessions[':id'].$get({ param: { id: String(id) } });
  const before = (cookie: string, id: number) =>
    notes(cookie).sessions[':id'].before.$get({ param: { id: String(id) } });
  const classPage = (cookie: string, page = 1, slot: AcceptRequestInput = SESSION) =>
    notes(cookie).classes.$get({
      query: { day: slot.day, timeSlot: slot.timeSlot, page: String(page) },
    });
  const rowsOf = (sessionId: number) =>
    t.database.db.select().from(sessionNotes).where(eq(sessionNotes.sessionId, sessionId));

  it('lets the two sides write once the session is over, edit keeping the author, and no one else', async () => {
    const { v, requestId } = await partnership('Kiran Notes');
    const [first, second] = await sessionsOf(v, requestId);
    // Not before the session is over.
    const early = await write(v.cookie, first!.id, { covered: 'Fractions', next: '' });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).error).toBe(SESSION_NOTE_MESSAGES.notOver);
    expect(await rowsOf(first!.id)).toEqual([]);

    await weeksAgo(first!.id, 1);
    const written = await expectJson(
      write(v.cookie, first!.id, { covered: 'Fractions: halves and quarters', next: 'Thirds' }),
    );
    expect(written.note).toMatchObject({
      authorRole: 'volunteer',
      byYou: true,
      authorName: null,
      covered: 'Fractions: halves and quarters',
      next: 'Thirds',
      editedAt: null,
    });
    expect(written.note).not.toHaveProperty('authorUid');

    // The NGO writes its own note on the same session; both sides read both.
    await expectJson(write(ngo.cookie, first!.id, { covered: 'Good attendance today.', next: '' }));
    const seen = await expectJson(read(ngo.cookie, first!.id));
    expect(seen).toMatchObject({ side: 'ngo', canWrite: true, refusal: null });
    expect(seen.notes.map((n) => [n.authorRole, n.byYou])).toEqual([
      ['volunteer', false],
      ['ngo', true],
    ]);

    // Editing keeps the author and when it was first written.
    const edited = await expectJson(
      write(v.cookie, first!.id, { covered: 'Fractions: halves, quarters and thirds', next: '' }),
    );
    expect(edited.note.writtenAt).toBe(written.note.writtenAt);
    expect(edited.note.editedAt).not.toBeNull();
    expect(edited.note.next).toBe('');
    const rows = await rowsOf(first!.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.authorRole === 'volunteer')!.authorUid).toBe(v.uid);

    // Another volunteer or another NGO can neither read nor write: the session is not theirs.
    const stranger = await signedInVolunteer(t, { fullName: 'Not In Class' });
    const otherNgo = await signedInNgo(t, { ngoName: 'Other Notes Trust' });
    for (const who of [stranger.cookie, otherNgo.cookie]) {
      expect((await read(who, first!.id)).status).toBe(404);
      expect((await before(who, second!.id)).status).toBe(404);
      expect((await write(who, first!.id, { covered: 'Mine now', next: '' })).status).toBe(404);
    }
    expect((await read('', first!.id)).status).toBe(401);
    expect((await read(v.cookie, 999_999)).status).toBe(404);
    expect(await rowsOf(first!.id)).toHaveLength(2);

    // A cancelled session takes no notes.
    await weeksAgo(second!.id, 1);
    await t.database.db
      .update(teachingSessions)
      .set({ status: 'cancelled', cancelledBy: 'ngo', cancelReason: 'Holiday' })
      .where(eq(teachingSessions.id, second!.id));
    const cancelled = await write(v.cookie, second!.id, { covered: 'Nothing', next: '' });
    expect(cancelled.status).toBe(409);
    expect((await errorOf(cancelled)).error).toBe(SESSION_NOTE_MESSAGES.cancelled);
  });

  it('keeps one note per session and side when the same side writes twice at once', async () => {
    const { v, requestId } = await partnership('Twice At Once');
    const [first] = await sessionsOf(v, requestId);
    await weeksAgo(first!.id, 1);
    const answers = await Promise.all(
      ['First tab', 'Second tab'].map((covered) =>
        write(v.cookie, first!.id, { covered, next: '' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await rowsOf(first!.id);
    expect(rows).toHaveLength(1);
    expect(['First tab', 'Second tab']).toContain(rows[0]!.covered);
  });

  it('refuses what a note may not hold, field by field, and changes nothing', async () => {
    const { v, requestId } = await partnership('Meena Plain');
    const [first] = await sessionsOf(v, requestId);
    await weeksAgo(first!.id, 1);
    await expectJson(write(v.cookie, first!.id, { covered: 'Reading aloud', next: 'Poems' }));
    const bad: [unknown, string, string][] = [
      [{ covered: '   ' }, 'covered', SESSION_NOTE_MESSAGES.coveredMissing],
      [{}, 'covered', SESSION_NOTE_MESSAGES.coveredMissing],
      [
        { covered: 'x'.repeat(SESSION_NOTE_LIMITS.covered + 1) },
        'covered',
        `What was covered must be at most ${SESSION_NOTE_LIMITS.covered} characters.`,
      ],
      [
        { covered: 'Fine', next: 'y'.repeat(SESSION_NOTE_LIMITS.next + 1) },
        'next',
        `What comes next must be at most ${SESSION_NOTE_LIMITS.next} characters.`,
      ],
      [{ covered: 'See https://example.org/worksheet' }, 'covered', SESSION_NOTE_MESSAGES.link],
      [{ covered: 'Fine', next: 'Mail me at a@b.in' }, 'next', SESSION_NOTE_MESSAGES.email],
      [{ covered: 'Call 98765 43210' }, 'covered', SESSION_NOTE_MESSAGES.phone],
      [{ covered: 'Fine', attachment: 'photo.jpg' }, '_', SESSION_NOTE_MESSAGES.textOnly],
      [{ covered: 5 }, 'covered', SESSION_NOTE_MESSAGES.coveredMissing],
    ];
    for (const [json, field, message] of bad) {
      const res = await write(v.cookie, first!.id, json as SessionNoteInput);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    const [row] = await rowsOf(first!.id);
    expect(row).toMatchObject({ covered: 'Reading aloud', next: 'Poems' });
    expect(row!.updatedAt.getTime()).toBe(row!.createdAt.getTime());
  });

  it('shows the next volunteer of the class the last notes, by role only; not another class', async () => {
    const slot: AcceptRequestInput = { ...SESSION, day: 'Sunday', timeSlot: '2:00 PM - 3:00 PM' };
    const a = await partnership('Asha Earlier', slot);
    const b = await partnership('Bina Next', slot);
    const c = await partnership('Chetan Elsewhere', {
      ...SESSION,
      day: 'Sunday',
    } as AcceptRequestInput);
    const [aFirst] = await sessionsOf(a.v, a.requestId);
    const [bNext] = await sessionsOf(b.v, b.requestId);
    const [cNext] = await sessionsOf(c.v, c.requestId);
    expect((await expectJson(before(b.v.cookie, bNext!.id))).notes).toEqual([]);

    // During the class's own hour the session moves back further than a week (see pastShift).
    const aFirstStart = await weeksAgo(aFirst!.id, 1);
    await expectJson(
      write(a.v.cookie, aFirst!.id, { covered: 'Story: the thirsty crow', next: 'Retell it' }),
    );
    const last = await expectJson(before(b.v.cookie, bNext!.id));
    expect(last.notes).toHaveLength(1);
    expect(last.notes[0]).toMatchObject({
      authorRole: 'volunteer',
      byYou: false,
      authorName: null,
      covered: 'Story: the thirsty crow',
      next: 'Retell it',
      sessionStartsAt: aFirstStart.toISOString(),
    });
    expect(JSON.stringify(last)).not.toContain(a.v.input.email);
    expect(JSON.stringify(last)).not.toContain(a.v.input.fullName);
    expect(JSON.stringify(last)).not.toContain(a.v.uid);
    // The NGO sees it before its own session of that class too; another class sees nothing.
    expect((await expectJson(before(ngo.cookie, bNext!.id))).notes).toHaveLength(1);
    expect((await expectJson(before(c.v.cookie, cNext!.id))).notes).toEqual([]);

    // A suspended author's notes are hidden; the suspended partnership takes none.
    await t.database.db
      .insert(accountSuspensions)
      .values({ userId: a.v.uid, reason: 'Under review', suspendedBy: 'test' });
    expect((await expectJson(before(b.v.cookie, bNext!.id))).notes).toEqual([]);
    const paused = await write(ngo.cookie, aFirst!.id, { covered: 'Shown?', next: '' });
    expect(paused.status).toBe(409);
    expect((await errorOf(paused)).error).toBe(SESSION_NOTE_MESSAGES.paused);
    await t.database.db.delete(accountSuspensions).where(eq(accountSuspensions.userId, a.v.uid));
    expect((await expectJson(before(b.v.cookie, bNext!.id))).notes).toHaveLength(1);
  });

  it("pages the NGO's notes of a class, the latest first, for that NGO only", async () => {
    const slot: AcceptRequestInput = { ...SESSION, day: 'Saturday', timeSlot: '2:00 PM - 3:00 PM' };
    const { v, requestId } = await partnership('Paged Volunteer', slot);
    const sessions = (await sessionsOf(v, requestId)).slice(0, 6);
    for (const s of sessions) await weeksAgo(s.id, 8);
    for (const [i, s] of sessions.entries()) {
      await expectJson(
        write(v.cookie, s.id, { covered: `Week ${i + 1} by the volunteer`, next: '' }),
      );
      await expectJson(write(ngo.cookie, s.id, { covered: `Week ${i + 1} by the NGO`, next: '' }));
    }
    const first = await expectJson(classPage(ngo.cookie, 1, slot));
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.notes).toHaveLength(CLASS_NOTES_PAGE_SIZE);
    expect(first.notes[0]!.covered).toMatch(/^Week 6 by the (NGO|volunteer)$/);
    const names = new Set(first.notes.map((n) => n.authorName));
    expect(names).toEqual(new Set(['Paged Volunteer', null]));
    const second = await expectJson(classPage(ngo.cookie, 2, slot));
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.notes.map((n) => n.covered).sort()).toEqual([
      'Week 1 by the NGO',
      'Week 1 by the volunteer',
    ]);

    // Another NGO asking for the same day and time sees none; a volunteer may not ask.
    const otherNgo = await signedInNgo(t, { ngoName: 'Nosy Trust' });
    expect((await expectJson(classPage(otherNgo.cookie, 1, slot))).notes).toEqual([]);
    expect((await classPage(v.cookie, 1, slot)).status).toBe(403);
    const badPage = await classPage(ngo.cookie, 0, slot);
    expect(badPage.status).toBe(400);
    expect((await errorOf(badPage)).error).toBe(SESSION_NOTE_MESSAGES.pageInvalid);
  });

  it("exports the author's notes, and deletes a volunteer's with the account; the NGO's stay", async () => {
    const slot: AcceptRequestInput = { ...SESSION, day: 'Sunday', timeSlot: '11:00 AM - 12:00 PM' };
    const { v, requestId } = await partnership('Leaving Volunteer', slot);
    const [first] = await sessionsOf(v, requestId);
    await weeksAgo(first!.id, 1);
    await expectJson(write(v.cookie, first!.id, { covered: 'Shapes', next: 'Angles' }));
    await expectJson(write(ngo.cookie, first!.id, { covered: 'Shapes, with blocks', next: '' }));

    const exported = volunteerExport(
      await exportBody(await api(t, { cookie: v.cookie }).accounts.me.export.$get()),
    );
    expect(exported.sessionNotes).toEqual([
      expect.objectContaining({
        ngoName: 'Notes Shiksha',
        day: 'Sunday',
        timeSlot: '11:00 AM - 12:00 PM',
        writtenAs: 'volunteer',
        covered: 'Shapes',
        next: 'Angles',
      }),
    ]);
    const ngoNotes = ngoExport(
      await exportBody(await api(t, { cookie: ngo.cookie }).accounts.me.export.$get()),
    ).sessionNotes;
    expect(ngoNotes.map((n) => n.covered)).toContain('Shapes, with blocks');
    expect(ngoNotes.map((n) => n.covered)).not.toContain('Shapes');

    await expectJson(
      api(t, { cookie: v.cookie }).accounts.me.delete.$post({ json: { password: TEST_PASSWORD } }),
    );
    const left = await t.database.db
      .select()
      .from(sessionNotes)
      .where(eq(sessionNotes.day, 'Sunday'));
    const kept = left.filter((n) => n.timeSlot === slot.timeSlot);
    expect(kept.map((n) => [n.authorRole, n.covered, n.sessionId])).toEqual([
      ['ngo', 'Shapes, with blocks', null],
    ]);
    const page = await expectJson(classPage(ngo.cookie, 1, slot));
    expect(page.notes.map((n) => n.covered)).toEqual(['Shapes, with blocks']);
  });
});

describe.each(DB_KINDS)('the demo class notes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  it("show the demo partnership's last notes before its next session; seeding again adds none", async () => {
    await seedDemoAccounts(t.database.db, TEST_PASSWORD, t.config.publicUrl);
    await seedDemoAccounts(t.database.db, TEST_PASSWORD, t.config.publicUrl);
    expect(await t.database.db.select().from(sessionNotes)).toHaveLength(2);
    const cookie = await signIn(t, 'Volunteer', DEMO_VOLUNTEER_EMAIL, TEST_PASSWORD);
    const { sessions } = await expectJson(api(t, { cookie }).sessions.$get());
    const next = sessions.find((s) => !s.begun && s.status === 'scheduled')!;
    const { notes } = await expectJson(
      api(t, { cookie })['session-notes'].sessions[':id'].before.$get({
        param: { id: String(next.id) },
      }),
    );
    expect(notes.map((n) => [n.authorRole, n.byYou, n.covered])).toEqual([
      ['volunteer', true, DEMO_NOTES.volunteer.covered],
      ['ngo', false, DEMO_NOTES.ngo.covered],
    ]);
  });
});
