// The demo's vetting (src/server/db/seed/demo.ts): the demo volunteer and the class's partners
// hold Setu's minimum, so a newcomer sees a vetted class; the second demo volunteer has passed
// the course and still has the identity check to do, so the checklist's other state shows too.
// Written once, for volunteers with no check yet: a demo someone has used keeps its states.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { volunteerChecks } from '../db/schema';
import { SETU_MINIMUM_CHECKS } from '../../shared/vetting';
import { courseValidUntil } from '../safeguarding-course/quiz';
import { recordCheckOutcome } from './check-states';

export async function ensureDemoChecks(
  db: Db,
  { vetted, waiting }: { vetted: string[]; waiting: string[] },
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  const everyone = [...vetted, ...waiting];
  const started = new Set(
    (
      await db
        .selectDistinct({ uid: volunteerChecks.volunteerUid })
        .from(volunteerChecks)
        .where(inArray(volunteerChecks.volunteerUid, everyone))
    ).map((row) => row.uid),
  );
  const plans = [
    ...vetted.map((uid) => ({ uid, kinds: SETU_MINIMUM_CHECKS })),
    ...waiting.map((uid) => ({ uid, kinds: ['course'] as const })),
  ];
  for (const { uid, kinds } of plans) {
    if (started.has(uid)) continue;
    for (const kind of kinds) {
      await recordCheckOutcome(db, {
        volunteerUid: uid,
        kind,
        outcome: 'valid',
        // The course's end as a pass today would set it; an identity check does not expire.
        validUntil: kind === 'course' ? courseValidUntil(now) : null,
        decidedBy: 'setu',
        now,
        publicUrl,
      });
    }
  }
}
