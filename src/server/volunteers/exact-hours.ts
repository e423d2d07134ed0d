// A volunteer's exact hours are saved twice, in one transaction: as the list the forms read
// (volunteers.exact_hours) and as minute rows (volunteer_hours) the substitute search reads in
// SQL (src/server/substitutes/candidates.ts). Every save of exact hours comes through here, in a
// transaction that holds the account first (src/server/accounts/hold-account.ts).
import { eq } from 'drizzle-orm';
import type { ExactHours } from '../../shared/availability';
import { rangeMinutes } from '../../shared/teaching-times';
import type { Tx } from '../db/client';
import { volunteerHours, volunteers } from '../db/schema';

export async function saveExactHours(
  tx: Tx,
  volunteerUid: string,
  exactHours: readonly ExactHours[],
): Promise<void> {
  await tx
    .update(volunteers)
    .set({ exactHours: [...exactHours] })
    .where(eq(volunteers.userId, volunteerUid));
  await tx.delete(volunteerHours).where(eq(volunteerHours.volunteerUid, volunteerUid));
  if (!exactHours.length) return;
  await tx.insert(volunteerHours).values(
    exactHours.map((hours) => {
      const { start, end } = rangeMinutes(hours);
      return { volunteerUid, day: hours.day, startMinute: start, endMinute: end };
    }),
  );
}
