// Vetting for tests. Tests about the checks and the gate pass them through the API (the course's
// quiz, uploads an operator decides). Tests about something else that need a volunteer able to
// teach mark Setu's minimum valid in the database (markVolunteerVettedInDb), as signedInVolunteer
// does by default, the way markNgoVerifiedInDb stands in for an NGO's verification.
import type { Db } from '../../src/server/db/client';
import { volunteerChecks } from '../../src/server/db/schema';
import { SETU_MINIMUM_CHECKS } from '../../src/shared/vetting';

/** NOT the real way: writes the course and the identity check valid, for two years. */
export async function markVolunteerVettedInDb(db: Db, volunteerUid: string): Promise<void> {
  const now = new Date();
  const twoYears = new Date(now.getTime() + 2 * 365 * 86_400_000);
  for (const kind of SETU_MINIMUM_CHECKS) {
    const values = {
      outcome: 'valid' as const,
      validUntil: kind === 'course' ? twoYears : null,
      decidedBy: 'test',
      decidedAt: now,
    };
    await db
      .insert(volunteerChecks)
      .values({ volunteerUid, kind, ...values })
      .onConflictDoUpdate({
        target: [volunteerChecks.volunteerUid, volunteerChecks.kind],
        set: values,
      });
  }
}
