// The referees' one reminder: a referee who has not answered REFERENCE_REMINDER_DAYS after being
// asked, while their link still works, is mailed once more with a new link. Run by the job queue
// (src/server/jobs/job-queue.ts) with the clock as an argument. Each reminder is claimed by
// setting reminded_at where it is still null, in the reminder mail's transaction, so two sweeps
// at once send it once. The claim first locks the volunteer's row, as an answer does
// (answers.ts): an answer being recorded meanwhile is then committed before the claim reads, and
// its referee is not reminded (tests/api/vetting-references.test.ts, "waits for an answer").
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { REFERENCE_REMINDER_DAYS } from '../../shared/references';
import type { Db } from '../db/client';
import { referees, referenceAnswers } from '../db/schema';
import { lockVolunteer } from '../volunteers/lock-volunteer';
import { DAY_MS, mailLink, type LinkUrl } from './referees';

const BATCH = 200;

export async function sendReferenceReminders(
  deps: { db: Db; linkUrl: LinkUrl },
  now: Date,
): Promise<{ reminded: number }> {
  const { db } = deps;
  const due = await db
    .select({ id: referees.id, volunteerUid: referees.volunteerUid })
    .from(referees)
    .leftJoin(referenceAnswers, eq(referenceAnswers.refereeId, referees.id))
    .where(
      and(
        isNull(referees.replacedAt),
        isNull(referees.remindedAt),
        isNull(referenceAnswers.refereeId),
        lte(referees.sentAt, new Date(now.getTime() - REFERENCE_REMINDER_DAYS * DAY_MS)),
        gt(referees.expiresAt, now),
      ),
    )
    .limit(BATCH);
  let reminded = 0;
  for (const { id, volunteerUid } of due) {
    const sent = await db.transaction(async (tx) => {
      const volunteer = await lockVolunteer(tx, volunteerUid);
      if (!volunteer) return false;
      const [claimed] = await tx
        .update(referees)
        .set({ remindedAt: now })
        .where(
          and(
            eq(referees.id, id),
            isNull(referees.remindedAt),
            isNull(referees.replacedAt),
            // A referee who answered meanwhile is not reminded.
            sql`not exists (select 1 from ${referenceAnswers} where ${referenceAnswers.refereeId} = ${referees.id})`,
          ),
        )
        .returning({
          name: referees.name,
          email: referees.email,
          expiresAt: referees.expiresAt,
        });
      if (!claimed) return false;
      await mailLink(tx, {
        refereeId: id,
        to: claimed.email,
        refereeName: claimed.name,
        volunteerName: volunteer.name,
        expiresAt: claimed.expiresAt,
        linkUrl: deps.linkUrl,
        reminder: true,
        now,
      });
      return true;
    });
    if (sent) reminded++;
  }
  return { reminded };
}
