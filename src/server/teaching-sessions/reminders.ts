// The reminder sweep: an email to both sides 24 hours before each session, and a nudge
// to the NGO the day after a session it has not marked. The job queue runs it every few minutes
// (src/server/jobs); `now` is a parameter so tests drive the clock.
//
// Each reminder is claimed before it is sent: one INSERT … ON CONFLICT DO NOTHING RETURNING per
// kind, so of two sweeps at once (two instances, or a restart mid-sweep) only one gets a row,
// and the claim commits with the reminder's mails in the outbox (decision 0030), so a crash
// neither loses a reminder nor sends it twice.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  connectionRequests,
  ngoListings,
  sessionReminders,
  teachingSessions,
  type ReminderKind,
} from '../db/schema';
import { selectSessionsWithVolunteer } from '../db/joins';
import type { Logger } from '../logger';
import { writeSmsOrMail } from '../sms/outbox';
import { attendanceNudgeEmail, sessionReminderEmail } from './emails';
import { placeColumns } from '../ngo-profile/listing-place';
import { detailsShared, mailable, running, sessionTeacher } from '../partnerships/contact-rule';
import { sessionTeacherName } from '../substitutes/teacher';
import { keepSessionsAhead } from './keep-ahead';
import { mailNgo, ngoAddress, volunteerAddress } from './parties';
import { rowsOf } from '../db/rows';
import { accountsHeldNow } from '../accounts/hold-account';

const HOUR_MS = 3_600_000;
/** Reminders go out this long before a session. */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;
/** The NGO is nudged this long after a session it has not marked… */
export const NUDGE_AFTER_MS = 24 * HOUR_MS;
/** …unless the session is older than this: a server down for a week does not send old nudges. */
const NUDGE_UNTIL_MS = 8 * 24 * HOUR_MS;

export interface ReminderDeps {
  db: Db;
  logger: Logger;
  publicUrl: string;
}

const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Claims the due reminders of one kind; answers the ids of the sessions this sweep claimed.
 * Reminders go only for a running partnership, nudges for one no suspension touches (contact-rule.ts):
 * a suspended account gets no mail about its sessions.
 */
async function claim(db: Db, kind: ReminderKind, now: Date): Promise<number[]> {
  const due =
    kind === 'before'
      ? sql`s.status = 'scheduled' and ${running.sql}
          and s.starts_at > ${stamp(now)}
          and s.starts_at <= ${stamp(new Date(now.getTime() + REMINDER_LEAD_MS))}`
      : sql`s.status = 'scheduled' and s.attendance is null
          and connection_requests.status in ('accepted', 'ended') and ${mailable.sql}
          and s.ends_at <= ${stamp(new Date(now.getTime() - NUDGE_AFTER_MS))}
          and s.ends_at > ${stamp(new Date(now.getTime() - NUDGE_UNTIL_MS))}`;
  const from = sql`teaching_sessions s
      join connection_requests on connection_requests.id = s.request_id
      join ngo_listings on ngo_listings.id = connection_requests.listing_id`;
  // The rule's fragments name connection_requests and ngo_listings unaliased.
  // Each session picked is share-locked with its partnership (those claimed already are left out
  // first). One that a change (a cancellation, a move, the NGO's mark) committed since this
  // statement began is checked again as it is now: PostgreSQL re-evaluates the condition on the
  // row's new version. One a change still holds is skipped, left to the next sweep, so the sweep
  // never waits on rows that others lock in their own order (the calendar's by time, a
  // suspension's partnerships by id). A change after the lock waits for this transaction: its
  // notice follows the reminder, a move then frees the claim, and a suspension drops the
  // reminder's mail with the account's other waiting mail (tests/api/reminders-race.test.ts).
  const result = await db.execute(sql`
    insert into session_reminders (session_id, kind, claimed_at)
    select s.id, ${kind}, ${stamp(now)}
    from ${from}
    where ${due}
      and not exists (select 1 from session_reminders r where r.session_id = s.id and r.kind = ${kind})
    for share of s, connection_requests skip locked
    on conflict do nothing
    returning session_id`);
  const claimed = rowsOf(result).map((row) => Number(row.session_id));
  if (!claimed.length) return claimed;
  // A suspension (or a gate) that committed after the statement above began, before its lock,
  // changed no row it locked, so PostgreSQL did not look again, and its pause was not seen. Now
  // that our locks hold the partnerships, a new statement sees every change that came before
  // them: the claims they made wrong are given back.
  const still = new Set(
    rowsOf(
      await db.execute(sql`
        select s.id from ${from}
        where ${due} and s.id in (${sql.join(
          claimed.map((id) => sql`${id}`),
          sql`, `,
        )})`),
    ).map((row) => Number(row.id)),
  );
  await giveBack(
    db,
    kind,
    claimed.filter((id) => !still.has(id)),
  );
  return claimed.filter((id) => still.has(id));
}

/** Gives claims back: the next sweep looks at these sessions again. */
async function giveBack(db: Db, kind: ReminderKind, sessionIds: number[]) {
  if (sessionIds.length === 0) return;
  await db
    .delete(sessionReminders)
    .where(and(inArray(sessionReminders.sessionId, sessionIds), eq(sessionReminders.kind, kind)));
}

async function details(db: Db, ids: number[]) {
  return selectSessionsWithVolunteer(db, {
    id: teachingSessions.id,
    startsAt: teachingSessions.startsAt,
    topic: connectionRequests.topic,
    // A substitute covering it is the one reminded (docs/decisions/0042-substitutes.md).
    volunteerUid: sessionTeacher,
    ownerUid: ngoListings.ownerUid,
    ngoName: ngoListings.name,
    volunteerName: sessionTeacherName,
    place: placeColumns,
    shared: detailsShared.sql,
  }).where(inArray(teachingSessions.id, ids));
}

async function markSent(db: Db, kind: ReminderKind, id: number, now: Date) {
  await db
    .update(sessionReminders)
    .set({ sentAt: now })
    .where(sql`${sessionReminders.sessionId} = ${id} and ${sessionReminders.kind} = ${kind}`);
}

export async function sendDueReminders(
  deps: ReminderDeps,
  now: Date,
): Promise<{ before: number; attendance: number }> {
  const { db, publicUrl } = deps;
  const url = (path: string) => `${publicUrl}/#${path}`;
  // Weeks nobody has looked at yet exist before they are due.
  await keepSessionsAhead(db, now);

  // The mails are written at the sweep's `now`, so they are due when the sweep is, on any clock.
  // The claims and their mails commit together (the outbox, decision 0030): a crash before the
  // commit leaves both for the next sweep, a crash after it leaves the mails to the delivery.
  const before = await db.transaction(async (tx) => {
    const claimed = await claim(tx as unknown as Db, 'before', now);
    const due = claimed.length ? await details(tx as unknown as Db, claimed) : [];
    // An SMS's row points at its reader's account, so writing one takes that account's row. A
    // suspension or a deletion holds it while it waits for a partnership the claim holds: the
    // sessions whose sides are being changed so are given back to the next sweep, not waited on
    // (tests/api/reminders-race.test.ts, "reminds no one by SMS while their suspension").
    const held = await accountsHeldNow(
      tx,
      due.flatMap((s) => (s.ownerUid ? [s.volunteerUid, s.ownerUid] : [s.volunteerUid])),
    );
    const ready = due.filter(
      (s) => held.has(s.volunteerUid) && (!s.ownerUid || held.has(s.ownerUid)),
    );
    await giveBack(
      tx as unknown as Db,
      'before',
      due.filter((s) => !ready.includes(s)).map((s) => s.id),
    );
    for (const s of ready) {
      const volunteer = await volunteerAddress(tx, s.volunteerUid);
      const ngo = await ngoAddress(tx, s.ownerUid);
      const common = { topic: s.topic ?? '', startsAt: s.startsAt };
      // Each side hears of it, with the other's name and its own dashboard; the place is for
      // the volunteer, once the details are shared.
      const sides = [
        volunteer && {
          uid: s.volunteerUid,
          to: volunteer,
          otherName: s.ngoName,
          place: s.shared ? s.place : undefined,
          dashboard: '/volunteer-dashboard',
        },
        ngo &&
          s.ownerUid && {
            uid: s.ownerUid,
            to: ngo,
            otherName: s.volunteerName,
            place: undefined,
            dashboard: '/ngo-dashboard',
          },
      ];
      for (const side of sides) {
        if (!side) continue;
        // By SMS to whoever chose it (a reply of 1 or 2 answers it: src/server/sms/replies.ts),
        // by email to the others.
        await writeSmsOrMail(
          tx,
          {
            kind: 'session-reminder',
            userId: side.uid,
            language: side.to.language,
            words: { other: side.otherName, startsAt: s.startsAt },
            sessionId: s.id,
            awaitsReply: true,
            mail: {
              kind: 'session-reminder',
              ...sessionReminderEmail({
                ...common,
                to: side.to.email,
                language: side.to.language,
                recipientName: side.to.name,
                otherName: side.otherName,
                place: side.place,
                dashboardUrl: url(side.dashboard),
              }),
            },
          },
          now,
        );
      }
      await markSent(tx as unknown as Db, 'before', s.id, now);
    }
    return ready;
  });

  const nudges = await db.transaction(async (tx) => {
    const claimed = await claim(tx as unknown as Db, 'attendance', now);
    for (const s of claimed.length ? await details(tx as unknown as Db, claimed) : []) {
      await mailNgo(
        tx,
        s.ownerUid,
        'attendance-nudge',
        (ngo) =>
          attendanceNudgeEmail({
            to: ngo.email,
            language: ngo.language,
            ngoName: ngo.name,
            volunteerName: s.volunteerName,
            topic: s.topic ?? '',
            startsAt: s.startsAt,
            dashboardUrl: url('/ngo-dashboard'),
          }),
        now,
      );
      await markSent(tx as unknown as Db, 'attendance', s.id, now);
    }
    return claimed;
  });
  return { before: before.length, attendance: nudges.length };
}
