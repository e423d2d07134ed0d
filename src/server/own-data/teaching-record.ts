// The teaching record in a person's own-data export: every session of their partnerships (held,
// not held, cancelled or to come), the hours their held sessions count, and the certificates
// issued for them, as their dashboard and certificates show them. The other party appears by name
// only: contact details are the export's requests part's to give (own-data/export.ts).
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, teachingSessions, volunteers } from '../db/schema';
import { selectSessionsWithVolunteer } from '../db/joins';
import { listCertificates } from '../certificates/certificates';
import { arrivedAt, arrivedHow } from '../check-in/arrival-columns';
import { isCountedAsHeld } from '../teaching-sessions/held';
import { sideOf } from '../teaching-sessions/queries';
import { totalHours } from '../teaching-sessions/stats';
import type { AccountRole } from '../../shared/roles';
import { isoOrNull } from '../db/rows';

export async function teachingRecord(db: Db, uid: string, role: AccountRole) {
  const rows = await selectSessionsWithVolunteer(db, {
    id: teachingSessions.id,
    partnershipId: teachingSessions.requestId,
    ngoName: ngoListings.name,
    volunteerName: volunteers.fullName,
    topic: connectionRequests.topic,
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
    status: teachingSessions.status,
    cancelledBy: teachingSessions.cancelledBy,
    cancelReason: teachingSessions.cancelReason,
    attendance: teachingSessions.attendance,
    volunteerConfirmed: teachingSessions.volunteerConfirmed,
    // Checked in at the venue or joined online through Setu (src/server/check-in).
    arrivedAt,
    arrivedHow,
  })
    .where(sideOf(role, uid))
    .orderBy(asc(teachingSessions.startsAt), asc(teachingSessions.id));
  const held = rows.filter(isCountedAsHeld);
  const certificates = await listCertificates(db, uid, role);
  return {
    /**
     * Hours of the sessions held and not cancelled (teaching-sessions/held.ts), to one decimal
     * place, as the dashboard counts them.
     */
    hours: totalHours(held),
    heldSessions: held.length,
    sessions: rows.map(({ ngoName, volunteerName, ...s }) => ({
      ...s,
      // The other side of the partnership; one's own name is in the profile already.
      ...(role === 'volunteer' ? { ngoName } : { volunteerName }),
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      arrivedAt: isoOrNull(s.arrivedAt),
    })),
    certificates: certificates.map(({ requestId, ...c }) => ({ ...c, partnershipId: requestId })),
  };
}
