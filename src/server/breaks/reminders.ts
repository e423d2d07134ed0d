// The volunteer's reminder 3 days before a break's sessions come back (the 'break-reminders'
// sweep, src/server/jobs/sweeps.ts). Each break's reminder is claimed by setting `remindedAt` in
// the transaction that writes its mail, so a second sweep or instance finds it taken.
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { BREAK_REMINDER_DAYS, resumesOn } from '../../shared/breaks';
import { appUrl, PATHS } from '../../shared/paths';
import { indiaIsoDate } from '../../shared/time';
import type { Db } from '../db/client';
import { selectRequests } from '../db/joins';
import { connectionRequests, ngoListings, partnershipBreaks } from '../db/schema';
import { mailable } from '../partnerships/contact-rule';
import { mailVolunteer } from '../teaching-sessions/parties';
import { breakReminderEmail } from './emails';

const DAY_MS = 86_400_000;

export async function sendBreakReminders(deps: { db: Db; publicUrl: string }, now: Date) {
  const today = indiaIsoDate(now);
  // Due from 3 days before the day the sessions come back, until the break's last day.
  const lastDayBy = indiaIsoDate(new Date(now.getTime() + (BREAK_REMINDER_DAYS - 1) * DAY_MS));
  const due = await selectRequests(deps.db, {
    id: partnershipBreaks.id,
    endsOn: partnershipBreaks.endsOn,
    volunteerUid: connectionRequests.volunteerUid,
    ngoName: ngoListings.name,
  })
    .innerJoin(partnershipBreaks, eq(partnershipBreaks.requestId, connectionRequests.id))
    .where(
      and(
        eq(connectionRequests.status, 'accepted'),
        mailable.sql,
        isNull(partnershipBreaks.endedAt),
        isNull(partnershipBreaks.remindedAt),
        gte(partnershipBreaks.endsOn, today),
        lte(partnershipBreaks.endsOn, lastDayBy),
      ),
    );
  let sent = 0;
  for (const b of due) {
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(partnershipBreaks)
        .set({ remindedAt: now })
        .where(and(eq(partnershipBreaks.id, b.id), isNull(partnershipBreaks.remindedAt)))
        .returning({ id: partnershipBreaks.id });
      if (claimed.length === 0) return;
      const written = await mailVolunteer(
        tx,
        b.volunteerUid,
        'break-reminder',
        (to) =>
          breakReminderEmail({
            to: to.email,
            language: to.language,
            name: to.name,
            ngoName: b.ngoName,
            endsOn: b.endsOn,
            resumesOn: resumesOn(b.endsOn),
            dashboardUrl: appUrl(deps.publicUrl, PATHS.volunteerSessions),
          }),
        now,
      );
      if (written !== null) sent++;
    });
  }
  return { due: due.length, sent };
}
