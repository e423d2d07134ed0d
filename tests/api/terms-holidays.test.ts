// An NGO's terms and holidays on each database: a holiday cancels the sessions on it and tells
// each volunteer once, in the same transaction; removing it restores them; terms bound the
// sessions made and a next term continues the partnerships; the calendar file follows under the
// same UIDs; bad input, another NGO and two saves at once change nothing they should not.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  ngoCalendarEntries,
  ngoCalendars,
  teachingSessions,
} from '../../src/server/db/schema';
import { TERMS_MESSAGES, type CalendarEntryInput } from '../../src/shared/terms';
import { indiaIsoDate, instantInIndia } from '../../src/shared/time';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { api, errorOf, expectJson, send, type TestApp, createTestApp } from '../support/test-app';
import type { NgoSignup } from '../../src/shared/schemas';
import { acceptCode, act, pendingRequest, publishProfile } from './requests-fixtures';

const DAY_MS = 86_400_000;

describe.each(DB_KINDS)('terms and holidays on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** An NGO with a published listing (Saturdays 11 AM) and `names.length` accepted volunteers. */
  async function ngoWithVolunteers(
    names: string[],
    before?: (ngo: SignedIn<NgoSignup>) => Promise<void>,
  ) {
    const ngo = await signedInNgo(t, { ngoName: `Prerna ${names[0]}` });
    const listing = await publishProfile(t, ngo.cookie, { volunteersNeeded: 20 });
    await before?.(ngo);
    const volunteers = [];
    for (const name of names) {
      const v = await signedInVolunteer(t, { fullName: name });
      await acceptCode(t, v.cookie);
      const requestId = await pendingRequest(t, v.cookie, listing);
      expect((await act(t, ngo.cookie, requestId, 'accept')).status).toBe(200);
      volunteers.push({ ...v, requestId });
    }
    return { ngo, volunteers };
  }

  const sessionsOf = async (cookie: string) =>
    (await expectJson(api(t, { cookie }).sessions.$get())).sessions;

  const terms = (cookie: string) => api(t, { cookie }).ngo.terms;
  const add = (cookie: string, json: CalendarEntryInput, preview = false) =>
    terms(cookie).entries.$post({ query: preview ? { preview: '1' } : {}, json });
  const remove = (cookie: string, id: number, preview = false) =>
    terms(cookie).entries[':id'].$delete({
      param: { id: String(id) },
      query: preview ? { preview: '1' } : {},
    });

  /** India's date `days` from today. */
  const inDays = (days: number) => indiaIsoDate(new Date(Date.now() + days * DAY_MS));

  it('cancels the sessions on a new holiday, mails each volunteer once, and restores them when it goes', async () => {
    const { ngo, volunteers } = await ngoWithVolunteers(['Kiran Rao', 'Meena Das']);
    const upcoming = (await sessionsOf(ngo.cookie)).filter((s) => s.status === 'scheduled');
    expect(upcoming).toHaveLength(16);
    // A holiday over the second and third Saturdays.
    const saturdays = [...new Set(upcoming.map((s) => indiaIsoDate(new Date(s.startsAt))))];
    const holiday = {
      kind: 'holiday' as const,
      startsOn: saturdays[1]!,
      endsOn: saturdays[2]!,
      name: 'Diwali',
    };

    // The preview counts, and changes nothing.
    const outboxBefore = t.outbox.length;
    expect(await expectJson(add(ngo.cookie, holiday, true))).toMatchObject({
      preview: true,
      cancelled: 4,
      restored: 0,
    });
    expect((await sessionsOf(ngo.cookie)).filter((s) => s.status === 'cancelled')).toEqual([]);
    expect((await expectJson(terms(ngo.cookie).$get())).entries).toEqual([]);

    const saved = await expectJson(add(ngo.cookie, holiday), 201);
    expect(saved).toMatchObject({ cancelled: 4, restored: 0, entry: { ...holiday } });
    const cancelled = (await sessionsOf(ngo.cookie)).filter((s) => s.status === 'cancelled');
    expect(cancelled).toHaveLength(4);
    for (const s of cancelled) {
      expect(s).toMatchObject({ cancelledBy: 'holiday', cancelReason: 'Diwali' });
      expect([holiday.startsOn, holiday.endsOn]).toContain(indiaIsoDate(new Date(s.startsAt)));
    }
    // One mail per volunteer, naming both their dates and the holiday.
    const mails = t.outbox.slice(outboxBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(volunteers.map((v) => v.input.email).sort());
    for (const mail of mails) {
      expect(mail.subject).toContain('2 sessions cancelled');
      expect(mail.text.match(/\(holiday: Diwali\)/g)).toHaveLength(2);
    }

    // The calendar file: the same series, the two weeks left out.
    const ics = await (
      await send(t, 'GET', '/api/requests/schedule.ics', undefined, {
        cookie: volunteers[0]!.cookie,
      })
    ).text();
    expect(ics.match(/^UID:/gm)).toHaveLength(1);
    expect(ics).toContain(`UID:request-${volunteers[0]!.requestId}@`);
    const exdates = [...ics.matchAll(/^EXDATE;TZID=Asia\/Kolkata:(\d{8})T/gm)].map((m) => m[1]);
    expect(exdates).toEqual([holiday.startsOn, holiday.endsOn].map((d) => d.replace(/-/g, '')));
    expect(ics).not.toContain('UNTIL=');

    // Removed: the sessions are back, and each volunteer hears so once.
    const outboxBeforeRemoval = t.outbox.length;
    const removed = await expectJson(remove(ngo.cookie, saved.entry!.id!));
    expect(removed).toMatchObject({ cancelled: 0, restored: 4 });
    expect((await sessionsOf(ngo.cookie)).filter((s) => s.status === 'cancelled')).toEqual([]);
    const back = t.outbox.slice(outboxBeforeRemoval);
    expect(back).toHaveLength(2);
    expect(back[0]!.subject).toContain('2 sessions are back on');
  });

  it('makes sessions only inside the terms, and continues the partnerships into a next term', async () => {
    const today = inDays(0);
    const { ngo, volunteers } = await ngoWithVolunteers(['Arjun Mehta'], async (n) => {
      // A term of the next 17 days, set before the partnership begins: 2 or 3 Saturdays.
      await expectJson(
        add(n.cookie, { kind: 'term', startsOn: today, endsOn: inDays(17), name: 'Term 1' }),
        201,
      );
    });
    const first = await sessionsOf(volunteers[0]!.cookie);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(first.length).toBeLessThanOrEqual(3);
    expect(first.every((s) => indiaIsoDate(new Date(s.startsAt)) <= inDays(17))).toBe(true);

    // The next term, from day 30: the same partnership gets its weeks, no new request.
    const next = await expectJson(
      add(ngo.cookie, { kind: 'term', startsOn: inDays(30), endsOn: inDays(200), name: 'Term 2' }),
      201,
    );
    expect(next).toMatchObject({ cancelled: 0, restored: 0 });
    const after = await sessionsOf(volunteers[0]!.cookie);
    const later = after.filter((s) => indiaIsoDate(new Date(s.startsAt)) >= inDays(30));
    expect(later.length).toBeGreaterThanOrEqual(3);
    expect(
      after.some((s) => {
        const d = indiaIsoDate(new Date(s.startsAt));
        return d > inDays(17) && d < inDays(30);
      }),
    ).toBe(false);
    expect(new Set(after.map((s) => s.requestId))).toEqual(new Set([volunteers[0]!.requestId]));

    // The calendar's series ends with the last term, and skips the gap between them.
    const ics = await (
      await send(t, 'GET', '/api/requests/schedule.ics', undefined, {
        cookie: volunteers[0]!.cookie,
      })
    ).text();
    const until = /;UNTIL=(\d{8})T/.exec(ics)?.[1];
    expect(until).toBe(
      indiaIsoDate(new Date(instantInIndia(inDays(201))!.getTime() - 1000)).replace(/-/g, ''),
    );
    expect(ics.match(/^EXDATE/gm)?.length ?? 0).toBeGreaterThanOrEqual(1);

    // Shortening the last term cancels what falls outside it, as 'term'.
    const shortened = await expectJson(
      terms(ngo.cookie).entries[':id'].$put({
        param: { id: String(next.entry!.id) },
        query: {},
        json: { kind: 'term', startsOn: inDays(30), endsOn: inDays(37), name: 'Term 2' },
      }),
    );
    expect(shortened.cancelled).toBeGreaterThanOrEqual(1);
    const outside = (await sessionsOf(ngo.cookie)).filter((s) => s.cancelledBy === 'term');
    expect(outside).toHaveLength(shortened.cancelled);
  });

  it('refuses bad input and changes nothing', async () => {
    const { ngo } = await ngoWithVolunteers(['Bad Input']);
    const before = await sessionsOf(ngo.cookie);

    const backwards = await add(ngo.cookie, {
      kind: 'term',
      startsOn: inDays(10),
      endsOn: inDays(5),
    });
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).fields).toEqual({ endsOn: TERMS_MESSAGES.endBeforeStart });

    const notADate = await add(ngo.cookie, { kind: 'holiday', startsOn: '2026-02-31' });
    expect(notADate.status).toBe(400);
    expect((await errorOf(notADate)).fields).toEqual({ startsOn: TERMS_MESSAGES.startsOn });

    await expectJson(
      add(ngo.cookie, { kind: 'term', startsOn: inDays(-30), endsOn: inDays(100) }),
      201,
    );
    const overlapping = await add(ngo.cookie, {
      kind: 'term',
      startsOn: inDays(100),
      endsOn: inDays(120),
    });
    expect(overlapping.status).toBe(400);
    expect((await errorOf(overlapping)).fields).toEqual({ startsOn: TERMS_MESSAGES.overlap });

    const { entries } = await expectJson(terms(ngo.cookie).$get());
    expect(entries).toHaveLength(1);
    expect(await sessionsOf(ngo.cookie)).toEqual(before);
  });

  it('lets no one else see or change an NGO’s terms and holidays', async () => {
    const { ngo, volunteers } = await ngoWithVolunteers(['Owner Check']);
    const saved = await expectJson(
      add(ngo.cookie, { kind: 'holiday', startsOn: inDays(60), name: 'Mela' }),
      201,
    );
    const id = String(saved.entry!.id);
    const other = await signedInNgo(t, { ngoName: 'Another NGO' });
    expect((await expectJson(terms(other.cookie).$get())).entries).toEqual([]);
    const edit = await terms(other.cookie).entries[':id'].$put({
      param: { id },
      query: {},
      json: { kind: 'holiday', startsOn: inDays(61), name: 'Mine now' },
    });
    expect(edit.status).toBe(404);
    expect((await remove(other.cookie, saved.entry!.id!)).status).toBe(404);
    // Refused as it stands, the change wrote nothing: not even the other NGO's calendar row.
    const otherRows = await t.database.db
      .select()
      .from(ngoCalendars)
      .where(eq(ngoCalendars.ngoUid, other.uid));
    expect(otherRows).toEqual([]);
    expect((await remove(volunteers[0]!.cookie, saved.entry!.id!)).status).toBe(403);
    expect((await send(t, 'DELETE', `/api/ngo/terms/entries/${id}`)).status).toBe(401);
    expect(
      (await send(t, 'DELETE', '/api/ngo/terms/entries/abc', undefined, { cookie: ngo.cookie }))
        .status,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(ngoCalendarEntries)
      .where(eq(ngoCalendarEntries.id, saved.entry!.id!));
    expect(row).toMatchObject({ name: 'Mela', startsOn: inDays(60) });
  });

  it('keeps two holiday saves at once consistent: each session cancelled once, one mail per volunteer', async () => {
    const { ngo, volunteers } = await ngoWithVolunteers(['Race One', 'Race Two', 'Race Three']);
    const saturday = indiaIsoDate(new Date((await sessionsOf(ngo.cookie))[1]!.startsAt));
    const outboxBefore = t.outbox.length;
    const answers = await Promise.all([
      add(ngo.cookie, { kind: 'holiday', startsOn: saturday, name: 'Holi' }),
      add(ngo.cookie, { kind: 'holiday', startsOn: inDays(-1), endsOn: saturday, name: 'Fair' }),
    ]);
    const bodies = await Promise.all(answers.map((a) => expectJson(a, 201)));
    expect(bodies.map((b) => b.cancelled).sort()).toEqual([0, 3]);
    const cancelled = (await sessionsOf(ngo.cookie)).filter((s) => s.status === 'cancelled');
    expect(cancelled).toHaveLength(3);
    expect(new Set(cancelled.map((s) => s.cancelledBy))).toEqual(new Set(['holiday']));
    const mails = t.outbox.slice(outboxBefore);
    expect(mails.map((m) => m.to).sort()).toEqual(volunteers.map((v) => v.input.email).sort());

    // Removing one of the two leaves the sessions cancelled: the other still closes the day.
    const first = bodies.find((b) => b.cancelled === 3)!;
    expect(await expectJson(remove(ngo.cookie, first.entry!.id!))).toMatchObject({
      cancelled: 0,
      restored: 0,
    });
  });

  it('writes the mails in the change’s transaction: a mail that cannot be written undoes it all', async () => {
    const { ngo, volunteers } = await ngoWithVolunteers(['Mail Fails']);
    const first = (await sessionsOf(ngo.cookie))[0]!;
    const email = volunteers[0]!.input.email;
    const db = t.database.db;
    await db.execute(
      sql.raw(`
      create or replace function refuse_test_mail() returns trigger language plpgsql as $$
      begin
        if new.recipient = '${email}' then raise exception 'mail refused for the test'; end if;
        return new;
      end $$
    `),
    );
    await db.execute(
      sql.raw(`create trigger refuse_test_mail before insert on mail_outbox
        for each row execute function refuse_test_mail()`),
    );
    try {
      const res = await add(ngo.cookie, {
        kind: 'holiday',
        startsOn: indiaIsoDate(new Date(first.startsAt)),
        name: 'Undone',
      });
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_test_mail on mail_outbox'));
    }
    expect((await expectJson(terms(ngo.cookie).$get())).entries).toEqual([]);
    const [row] = await db
      .select({ status: teachingSessions.status })
      .from(teachingSessions)
      .where(inArray(teachingSessions.id, [first.id]));
    expect(row!.status).toBe('scheduled');
    const written = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'calendar-change')));
    expect(written).toEqual([]);
  });
});
